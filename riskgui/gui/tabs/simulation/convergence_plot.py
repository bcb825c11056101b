"""The simulation converging: the running estimate, its 95 % band and the exact value.

Plot items are created once and updated with ``setData``; the chart holds a bounded
number of points whatever the number of battles simulated.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from riskgui.core.simulate.run import SimulationSnapshot
from riskgui.core.stats import wilson_bounds
from riskgui.gui.kit.axes import DecadeAxis, PercentAxis
from riskgui.gui.kit.plot_style import EXACT, SIMULATED, legend_below, style_plot, translucent


class ConvergencePlot(pg.PlotWidget):  # type: ignore[misc]
    """Running estimate of the win probability with its 95 % band and the exact value."""

    def __init__(self, parent: QWidget | None = None) -> None:
        axes = {"bottom": DecadeAxis("bottom"), "left": PercentAxis("left")}
        super().__init__(parent, axisItems=axes)
        self.setObjectName("convergencePlot")
        self.setToolTip("The simulated win probability as battles accumulate, with its 95 % band")
        self.setAccessibleName("Convergence of the simulation")
        style_plot(self)
        item = self.getPlotItem()
        item.setLabel("bottom", "battles simulated")
        item.setLabel("left", "attacker conquers (%)")
        legend = legend_below(self, 3)
        band = translucent(SIMULATED, 60)
        # The band is two plain path items rebuilt from arrays once a frame: a filled
        # polygon and its two edges.  (Two curves and a FillBetweenItem, which walks
        # both curves point by point in Python, cost most of a frame.)
        self._band = QGraphicsPathItem()
        self._band.setBrush(band)
        self._band.setPen(QPen(Qt.PenStyle.NoPen))
        self._band_edges = QGraphicsPathItem()
        self._band_edges.setPen(pg.mkPen(translucent(SIMULATED, 90), width=1, cosmetic=True))
        for part in (self._band, self._band_edges):
            part.setZValue(-1)
            item.addItem(part)
        self._band_data: tuple[Any, Any, Any] | None = None
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

    def _fit_y(self) -> None:
        """Always 0 to 100 %: the band of the first battles spans most of it anyway, and an
        empty chart (no exact value yet, or a run cleared) fell back to -0.5 to 0.5 %."""
        self.getPlotItem().setYRange(0, 100, padding=0.03)

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
        self._draw_band()
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
        self._fit_y()  # a log mode switch turns the automatic range back on
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
        self._band_data = trials, 100 * low, 100 * high
        self._draw_band()

    def _draw_band(self) -> None:
        if self._band_data is None:
            self._band.setPath(QPainterPath())
            self._band_edges.setPath(QPainterPath())
            return
        trials, low, high = self._band_data
        x = np.log10(trials) if self._log_x else trials.astype(float)
        around = np.concatenate([x, x[::-1]]), np.concatenate([high, low[::-1]])
        path = pg.arrayToQPath(*around)
        path.closeSubpath()
        self._band.setPath(path)
        apart = np.ones(2 * x.size, dtype=bool)  # the upper edge, then the lower, not joined
        apart[x.size - 1] = False
        self._band_edges.setPath(pg.arrayToQPath(*around, connect=apart))

    def clear_simulation(self) -> None:
        self._estimate.setData([], [])
        self._band_data = None
        self._draw_band()
