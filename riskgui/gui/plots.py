"""The two charts: the simulation converging, and the distribution of outcomes.

Plot items are created once and updated with ``setData``; both charts hold a bounded
number of points whatever the number of battles simulated.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pyqtgraph as pg
from numpy.typing import NDArray
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from riskgui.core.simulator import SimulationSnapshot
from riskgui.core.solver import BattleOdds
from riskgui.core.stats import wilson_bounds

# Each colour means one thing in every chart.
ATTACKER = QColor("#2f6fd6")  # the attacker conquers (exact bars)
DEFENDER = QColor("#d64541")  # the defender holds (exact bars)
EXACT = QColor("#e69500")  # the exact probability (dashed line)
SIMULATED = QColor("#8e44ad")  # what the dice said (estimate, band, dots)
YOUR_RULES = QColor("#16a085")  # Compare: the window's rules
OTHER_RULES = QColor("#5d6d7e")  # Compare: the preset compared with


def _style(plot: pg.PlotWidget) -> None:
    """Follow the application palette, so light and dark themes both read well."""
    palette = plot.palette()
    plot.setBackground(palette.color(QPalette.ColorRole.Base))
    text = palette.color(QPalette.ColorRole.Text)
    for name in ("left", "bottom"):
        axis = plot.getPlotItem().getAxis(name)
        axis.setPen(text)
        axis.setTextPen(text)
        axis.enableAutoSIPrefix(False)
    # Room for the last tick label on the right and the top one above, at any size.
    layout = plot.getPlotItem().layout
    layout.setColumnMinimumWidth(2, 14)
    layout.setRowMinimumHeight(1, 8)
    # No grid: a grid makes each axis span the plot area, so every curve update would
    # repaint both axes (the most expensive part of a frame).


def legend_below(plot: pg.PlotWidget, columns: int) -> pg.LegendItem:
    """A legend in a row of its own under the chart, where it can cover no data."""
    text = plot.palette().color(QPalette.ColorRole.Text)
    legend = pg.LegendItem(colCount=columns, labelTextColor=text)
    plot.getPlotItem().layout.addItem(legend, 4, 1)
    return legend


def set_chart_title(plot: pg.PlotWidget, text: str) -> None:
    """A small title naming the battle and rules, so an exported chart says what it shows."""
    plot.getPlotItem().setTitle(text, size="9pt")


def _translucent(color: QColor, alpha: int) -> QColor:
    faded = QColor(color)
    faded.setAlpha(alpha)
    return faded


class _DecadeAxis(pg.AxisItem):  # type: ignore[misc]
    """A log axis labelled at powers of ten only: 2·10, 3·10 ... overlap on short runs."""

    def logTickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        labels: list[str] = super().logTickStrings(values, scale, spacing)
        return [
            label if abs(value * scale - round(value * scale)) < 1e-9 else ""
            for value, label in zip(values, labels)
        ]


class ConvergencePlot(pg.PlotWidget):  # type: ignore[misc]
    """Running estimate of the win probability with its 95 % band and the exact value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, axisItems={"bottom": _DecadeAxis("bottom")})
        self.setObjectName("convergencePlot")
        self.setToolTip("The simulated win probability as battles accumulate, with its 95 % band")
        self.setAccessibleName("Convergence of the simulation")
        _style(self)
        item = self.getPlotItem()
        item.setLabel("bottom", "battles simulated")
        item.setLabel("left", "attacker conquers (%)")
        legend = legend_below(self, 3)
        edge = pg.mkPen(_translucent(SIMULATED, 90), width=1)
        self._lower = item.plot(pen=edge)
        self._upper = item.plot(pen=edge)
        band = _translucent(SIMULATED, 60)
        self._band = pg.FillBetweenItem(self._lower, self._upper, brush=band)
        item.addItem(self._band)
        self._estimate = item.plot(pen=pg.mkPen(SIMULATED, width=2))
        legend.addItem(self._estimate, "simulated estimate")
        exact_sample = pg.PlotDataItem(  # a legend entry for the exact line
            pen=pg.mkPen(EXACT, width=2, style=Qt.PenStyle.DashLine)
        )
        legend.addItem(pg.BarGraphItem(x=[0], height=[0], width=1, brush=band), "95 % interval")
        legend.addItem(exact_sample, "exact")
        self._exact = pg.InfiniteLine(
            angle=0, pen=pg.mkPen(EXACT, width=2, style=Qt.PenStyle.DashLine)
        )
        self._exact.setVisible(False)
        item.addItem(self._exact)
        self._planned: int | None = None
        self._log_x = True
        self.set_log_x(True)

    @property
    def point_count(self) -> int:
        x, _ = self._estimate.getOriginalDataset()
        return 0 if x is None else len(x)

    def estimate_curve_color(self) -> str:
        return str(self._estimate.opts["pen"].color().name())

    def estimate_data(self) -> tuple[Any, Any]:
        """The estimate's trace as plotted: battles and percentages."""
        x, y = self._estimate.getOriginalDataset()
        return x, y

    def set_log_x(self, on: bool) -> None:
        self._log_x = on
        self.getPlotItem().setLogMode(x=on, y=False)
        self._fit_x()

    def set_horizon(self, trials: int) -> None:
        """Show battles 1 to ``trials``, the whole planned run, on the battle axis."""
        self._planned = trials
        self._fit_x()

    def start_run(self, trials: int) -> None:
        """Show the whole run from the start, so the axis does not rescale on every frame."""
        self.clear_simulation()
        self.set_horizon(trials)

    def _fit_x(self) -> None:
        if self._planned is None:
            return
        item = self.getPlotItem()
        if self._log_x:
            item.setXRange(0, np.log10(max(self._planned, 10)), padding=0.02)
        else:
            item.setXRange(0, self._planned, padding=0.02)

    def set_exact(self, probability: float | None) -> None:
        self._exact.setVisible(probability is not None)
        if probability is not None:
            self._exact.setValue(probability * 100)

    def set_snapshot(self, snapshot: SimulationSnapshot) -> None:
        trials = snapshot.trace_trials
        if trials.size == 0:
            return
        wins = snapshot.trace_wins
        if trials[-1] != snapshot.trials:  # between checkpoints: add where the run is now
            trials = np.append(trials, snapshot.trials)
            wins = np.append(wins, snapshot.wins)
        low, high = wilson_bounds(wins, trials)
        self._estimate.setData(trials, 100 * wins / trials)
        self._lower.setData(trials, 100 * low)
        self._upper.setData(trials, 100 * high)

    def clear_simulation(self) -> None:
        for curve in (self._estimate, self._lower, self._upper):
            curve.setData([], [])


class _AbsoluteAxis(pg.AxisItem):  # type: ignore[misc]
    """Defender outcomes sit left of zero; label them with their army counts."""

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return [f"{abs(v * scale):g}" for v in values]


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
            parent, axisItems={"bottom": _AbsoluteAxis("bottom"), "left": self._left_axis}
        )
        self.setObjectName("outcomePlot")
        self.setToolTip(
            "How the battle ends. Right: attacker conquers with that many armies on its "
            "territory. Left: defender holds with that many armies."
        )
        self.setAccessibleName("Distribution of outcomes")
        _style(self)
        item = self.getPlotItem()
        item.setLabel("bottom", "armies left:  \u2190 defender holds  |  attacker conquers \u2192")
        legend = legend_below(self, 3)
        brush_a, brush_d = _translucent(ATTACKER, 170), _translucent(DEFENDER, 170)
        self._attacker_bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=brush_a, pen=None)
        self._defender_bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=brush_d, pen=None)
        item.addItem(self._attacker_bars)
        item.addItem(self._defender_bars)
        text = self.palette().color(QPalette.ColorRole.Text)
        self._simulated = item.plot(
            pen=None, symbol="o", symbolSize=6, symbolBrush=SIMULATED, symbolPen=text
        )
        legend.addItem(self._attacker_bars, "attacker conquers")
        legend.addItem(self._defender_bars, "defender holds")
        legend.addItem(self._simulated, "simulated")
        self._odds: BattleOdds | None = None
        self._snapshot: SimulationSnapshot | None = None
        self._cumulative = False
        self._log = False
        self._floor = 0.0
        self._label_axis()

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
            return np.where(p > 0, np.log10(np.maximum(p, 1e-300)), self._floor)

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
        positive = heights[heights > 0]
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
        self._snapshot = snapshot
        self._draw_simulated()

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
        self._snapshot = None
        self._simulated.setData([], [])
