"""The bounds converging: while riskgui bounds a turn too large to solve, a small chart
beside the advice draws the lower bound (the exact chance of the way of playing it
advises) rising and the upper one (no way of playing beats it) falling, over the seconds
of the run, the gap between them shaded.  Each line steps where its bound improved and
runs on to the present while the bounding goes on.

The items are made once and updated with ``setData``: at most every ``REDRAW_MS`` when
answers come, and every ``TICK_MS`` while the run goes on (the lines reach the present).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from numpy.typing import NDArray
from PySide6.QtCore import QElapsedTimer, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from riskgui.gui.kit.plot_style import new_chart, translucent
from riskgui.gui.kit.throttle import Throttler

LOWER = QColor("#2e8b57")  # the lower bound: the chance of riskgui's way of playing
UPPER = QColor("#c0392b")  # the upper bound: no way of playing beats it
TICK_MS = 500
REDRAW_MS = 100

Bound = tuple[float, float, float]  # seconds into the run, lower, upper


def steps(history: Sequence[Bound], now: float) -> tuple[NDArray[np.float64], ...]:
    """Seconds, lower and upper (in %) of step lines through ``history``, each bound held
    until the next one and the last carried on to ``now``."""
    xs: list[float] = []
    lows: list[float] = []
    ups: list[float] = []
    for i, (seconds, lower, upper) in enumerate(history):
        end = history[i + 1][0] if i + 1 < len(history) else max(now, seconds)
        xs += [seconds, end]
        lows += [lower, lower]
        ups += [upper, upper]
    return np.array(xs), 100 * np.array(lows), 100 * np.array(ups)


class BoundsPlot(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardBoundsPlot")
        tip = (
            "The bounds improving while riskgui works: the lower one (green) is the exact "
            "chance of the way of playing it advises, the upper one (red) a chance no way "
            "of playing beats; the true chance is between them."
        )
        self.chart = new_chart(
            "boardBoundsChart", "The bounds over time", tip, "", enableMenu=False
        )
        item = self.chart.getPlotItem()
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        item.titleLabel.setMaximumHeight(0)  # no title: every pixel for the lines
        item.layout.setRowMaximumHeight(0, 0)
        item.layout.setRowMinimumHeight(1, 0)
        item.layout.setContentsMargins(0, 4, 4, 0)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.8)
        for name in ("left", "bottom"):
            item.getAxis(name).setStyle(tickFont=small, tickLength=-4)
        left = item.getAxis("left")
        left.setWidth(34)
        left.setTicks([[(0, "0 %"), (50, "50"), (100, "100")]])
        item.getAxis("bottom").setHeight(18)
        item.disableAutoRange()
        item.setYRange(0, 100, padding=0.04)
        self.lower_curve = item.plot(pen=pg.mkPen(LOWER, width=2))
        self.upper_curve = item.plot(pen=pg.mkPen(UPPER, width=2))
        shade = translucent(UPPER, 40)
        self.gap = pg.FillBetweenItem(self.lower_curve, self.upper_curve, brush=shade)
        item.addItem(self.gap)
        self.caption = QLabel(
            f"<span style='color:{LOWER.name()}'>\u2501 riskgui's way</span>&nbsp; "
            f"<span style='color:{UPPER.name()}'>\u2501 no way beats</span>&nbsp; (seconds)"
        )
        self.caption.setObjectName("boardBoundsCaption")
        self.caption.setFont(small)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setToolTip(tip)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.caption)
        self.setFixedSize(250, 80)
        self.history: tuple[Bound, ...] = ()
        self.running = False
        self._room = True  # beside the advice's words (not in a narrow window)
        self._since = QElapsedTimer()  # since the last bound came
        self._redraw = Throttler(REDRAW_MS, self.redraw, self)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._on_tick)
        self.hide()

    def show_bounds(self, history: Sequence[Bound], running: bool) -> None:
        """The bounds found so far in this run; ``running``: more may come."""
        self.history = tuple(history)
        self._since.start()
        self.set_running(running)
        self.setVisible(bool(history) and self._room)
        self._redraw.trigger()

    def set_room(self, room: bool) -> None:
        """Whether it has room beside the advice's words; without, it is not shown (the
        words say the bounds; the room is the map's)."""
        if room != self._room:
            self._room = room
            self.setVisible(bool(self.history) and room)

    def set_running(self, running: bool) -> None:
        """The bounding goes on (the lines run on to the present) or ended."""
        if running == self.running:
            return
        if not running and self.history and self._since.isValid():
            last = self.history[-1]
            self.history = self.history + ((self._now(), last[1], last[2]),)
        self.running = running
        if running:
            self._tick.start()
        else:
            self._tick.stop()
            self._redraw.trigger()

    def clear(self) -> None:
        self.set_running(False)
        self.history = ()
        self._redraw.cancel()
        self.hide()

    def shutdown(self) -> None:
        self._tick.stop()
        self._redraw.cancel()

    def _now(self) -> float:
        return self.history[-1][0] + self._since.elapsed() / 1000 if self.history else 0.0

    def redraw(self) -> None:
        xs, lows, ups = steps(self.history, self._now() if self.running else 0.0)
        self.lower_curve.setData(xs, lows)
        self.upper_curve.setData(xs, ups)
        end = float(xs[-1]) if len(xs) else 0.0
        self.chart.getPlotItem().setXRange(0, max(end, 1.0), padding=0.02)  # from the start

    @Slot()
    def _on_tick(self) -> None:
        self._redraw.trigger()
