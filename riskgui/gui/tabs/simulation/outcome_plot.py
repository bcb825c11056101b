"""The outcome chart: every way the battle can end, exact bars and simulated dots."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pyqtgraph as pg
from numpy.typing import NDArray
from PySide6.QtCore import Slot
from PySide6.QtGui import QHideEvent, QPalette
from PySide6.QtWidgets import QGraphicsItem, QWidget

from riskgui.core.outcomes import BattleOdds, Outcomes
from riskgui.core.report.percent import PRECISION_FLOOR, format_percent
from riskgui.core.report.wording import ending_text
from riskgui.core.simulate.run import SimulationSnapshot
from riskgui.gui.kit.axes import AbsoluteAxis
from riskgui.gui.kit.plot_style import (
    ATTACKER,
    DEFENDER,
    SIMULATED,
    BarValues,
    legend_below,
    style_plot,
    translucent,
)
from riskgui.gui.kit.throttle import Throttler

# Up to about 2,000 simulated dots: redrawn at most this often while a run goes on.
DOTS_MS = 500


def outcome_heights(
    win: NDArray[Any], held: NDArray[Any], cumulative: bool
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Bar heights for the attacker (by armies left) and the defender (by armies left).

    Cumulative: the chance of winning with at least that many armies left.
    """
    win, held = np.asarray(win, dtype=float), np.asarray(held, dtype=float)
    if cumulative:
        win = np.cumsum(win[::-1])[::-1]
        held = np.cumsum(held[::-1])[::-1]
        win[0] = held[0] = 0.0  # "at least 0 armies left" is not an outcome of one side
    return win, held


def _percent_tick(percent: float) -> str:
    """100, 30, 0.3, 0.01, then 1e-07: short, and never 1e+02 for a hundred."""
    if percent >= 1:
        return f"{percent:.0f}"
    if percent >= 1e-3:
        return f"{percent:.1g}"
    return f"{percent:.0e}"


class _ProbabilityAxis(pg.AxisItem):  # type: ignore[misc]
    """Percentages, or powers of ten when the chart shows log10 of probabilities."""

    log = False

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        if not self.log:
            return [f"{v * scale:g}" for v in values]
        return [_percent_tick(100 * 10.0 ** (v * scale)) for v in values]  # in %, like linear


class OutcomePlot(pg.PlotWidget):  # type: ignore[misc]
    """Exact probability of each way the battle can end, with simulated frequencies on top.

    Right of zero: the attacker conquers with that many armies on its territory.
    Left of zero: the defender holds with that many armies.  Optionally cumulative
    ("at least this many left") and on a log scale, so a 1e-9 chance still shows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        self._left_axis = _ProbabilityAxis("left")
        super().__init__(
            parent, axisItems={"bottom": AbsoluteAxis("bottom"), "left": self._left_axis}
        )
        self.setObjectName("outcomePlot")
        self.setToolTip(
            "How the battle ends. Right: attacker conquers with that many armies on its "
            "territory. Left: defender holds with that many armies."
        )
        self.setAccessibleName("Distribution of outcomes")
        style_plot(self)
        item = self.getPlotItem()
        item.setLabel("bottom", "armies left:  \u2190 defender holds  |  attacker conquers \u2192")
        legend = legend_below(self, 3)
        brush_a, brush_d = translucent(ATTACKER, 170), translucent(DEFENDER, 170)
        self._attacker_bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=brush_a, pen=None)
        self._defender_bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=brush_d, pen=None)
        for bars in (self._attacker_bars, self._defender_bars):
            # The exact bars do not change during a run: repaint them from a pixmap.
            bars.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            item.addItem(bars)
        text = self.palette().color(QPalette.ColorRole.Text)
        self._simulated = item.plot(
            pen=None, symbol="o", symbolSize=6, symbolBrush=SIMULATED, symbolPen=text
        )
        legend.addItem(self._attacker_bars, "attacker conquers")
        legend.addItem(self._defender_bars, "defender holds")
        legend.addItem(self._simulated, "simulated")
        self._odds: BattleOdds | None = None
        self._snapshot: SimulationSnapshot | None = None
        self._dots = Throttler(DOTS_MS, self._draw_simulated, self)
        self._cumulative = False
        self._log = False
        self._floor = 0.0
        self._label_axis()
        self.bar_values = BarValues(self, self.bar_text)

    @property
    def view(self) -> tuple[bool, bool]:
        """Whether the chart is cumulative, and whether it is on a log scale."""
        return self._cumulative, self._log

    def simulated_color(self) -> str:
        return str(pg.mkBrush(self._simulated.opts["symbolBrush"]).color().name())

    def simulated_data(self) -> tuple[Any, Any]:
        """The simulated frequencies as plotted: outcome positions and heights."""
        x, y = self._simulated.getOriginalDataset()
        return x, y

    def defender_bars(self) -> dict[str, Any]:
        """The defender's bars as drawn (``height``, ``y0``, ...)."""
        return dict(self._defender_bars.opts)

    def left_tick_strings(self, values: Sequence[float]) -> list[str]:
        return self._left_axis.tickStrings(values, 1, 1)

    def bar_text(self, x: int) -> str | None:
        """What the bar at ``x`` stands for, exact and, during or after a run, simulated."""
        if self._odds is None or x == 0:
            return None
        attacker, armies = x > 0, abs(x)
        exact = self._chances(self._odds.outcomes, 1.0, attacker)
        if armies >= exact.size:
            return None
        what = ending_text(attacker, armies, at_least=self._cumulative)
        text = f"{what}: {format_percent(float(exact[armies]))}"
        snapshot = self._snapshot
        if snapshot is not None and snapshot.trials:
            simulated = self._chances(snapshot.counts, snapshot.trials, attacker)
            if armies < simulated.size:
                text += f" (simulated: {format_percent(float(simulated[armies]))})"
        return text

    def _chances(self, outcomes: Outcomes, total: float, attacker: bool) -> NDArray[np.float64]:
        """One side's chances as its bars show them: each outcome or at least that many left."""
        win, held = outcomes.win / total, outcomes.stop.sum(axis=0) / total
        win, held = outcome_heights(win, held, self._cumulative)
        return win if attacker else held

    def set_view(self, cumulative: bool, log: bool) -> None:
        self._cumulative, self._log = cumulative, log
        self._left_axis.log = log
        self._left_axis.picture = None  # redraw the tick labels in the new format
        self._label_axis()
        if self._odds is not None:
            self._draw_exact()
        self._draw_simulated()

    def _label_axis(self) -> None:
        what = "at least this many left" if self._cumulative else "probability"
        unit = "%, log scale" if self._log else "%"
        self.getPlotItem().setLabel("left", f"{what} ({unit})")

    def _scale(self, p: NDArray[np.float64]) -> NDArray[np.float64]:
        """Percent, or log10 of the probability (zeros sink to the floor)."""
        if not self._log:
            return 100 * p
        with np.errstate(divide="ignore"):
            # Under the precision floor a chance is known only to be that small.
            return np.where(p > 0, np.log10(np.maximum(p, PRECISION_FLOOR)), self._floor)

    def set_exact(self, odds: BattleOdds) -> None:
        """The exact bars; simulated dots of the same battle stay (a run may come first)."""
        self._odds = odds
        self._draw_exact()
        self._draw_simulated()

    def clear_exact(self) -> None:
        self._odds = None
        for bars in (self._attacker_bars, self._defender_bars):
            bars.setOpts(x=[], height=[], y0=0)

    def _draw_exact(self) -> None:
        assert self._odds is not None
        win, held = outcome_heights(
            self._odds.outcomes.win, self._odds.outcomes.stop.sum(axis=0), self._cumulative
        )
        x_attacker = np.arange(win.size, dtype=float)
        x_defender = -np.arange(held.size, dtype=float)
        heights = np.concatenate([win, held])
        positive = np.maximum(heights[heights > 0], PRECISION_FLOOR)
        # On a log scale bars rise from a floor just under the smallest chance.
        self._floor = float(np.floor(np.log10(positive.min())) - 1) if positive.size else -1.0
        base = self._floor if self._log else 0.0
        self._attacker_bars.setOpts(x=x_attacker, height=self._scale(win) - base, y0=base)
        self._defender_bars.setOpts(x=x_defender, height=self._scale(held) - base, y0=base)
        x = np.concatenate([x_attacker, x_defender])
        # Show where the mass is: long battles have thousands of bars that are almost zero,
        # except on the log scale, whose point is to show those tails.
        threshold = 0 if self._log else heights.max() * 1e-3
        visible = x[heights > threshold]
        item = self.getPlotItem()
        item.setXRange(visible.min() - 1, visible.max() + 1, padding=0.02)
        top = float(self._scale(np.array([heights.max()]))[0])
        if self._log:
            item.setYRange(base, max(top, 0.0) + 0.3, padding=0)
        else:
            item.setYRange(0, top * 1.1, padding=0)

    def set_snapshot(self, snapshot: SimulationSnapshot) -> None:
        """Dots of a run under way are redrawn at most every DOTS_MS; the last one at once."""
        self._snapshot = snapshot
        if snapshot.done:
            self._dots.now()
        else:
            self._dots.trigger()

    @Slot()
    def flush_simulated(self) -> None:
        """Draw the dots of the latest snapshot now, if a redraw is waiting (a run ended)."""
        self._dots.flush()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self.flush_simulated()  # the window closing mid-run leaves no timer behind
        super().hideEvent(event)

    def _draw_simulated(self) -> None:
        snapshot = self._snapshot
        if snapshot is None or not snapshot.trials:
            self._simulated.setData([], [])
            return
        win, held = outcome_heights(
            snapshot.counts.win / snapshot.trials,
            snapshot.counts.stop.sum(axis=0) / snapshot.trials,
            self._cumulative,
        )
        x = np.concatenate([np.arange(win.size), -np.arange(held.size)]).astype(float)
        y = np.concatenate([win, held])
        seen = y > 0
        self._simulated.setData(x[seen], self._scale(y[seen]))

    def clear_simulation(self) -> None:
        self._dots.cancel()
        self._snapshot = None
        self._simulated.setData([], [])
