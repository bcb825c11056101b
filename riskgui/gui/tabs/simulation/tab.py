"""The Simulation tab: the convergence chart above the outcome chart, with their switches."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QSplitter, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.report.counting import Counting
from riskgui.core.report.wording import chart_title
from riskgui.core.simulate.run import SimulationSnapshot
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.kit.plot_style import set_chart_title
from riskgui.gui.tabs.simulation.convergence_plot import ConvergencePlot
from riskgui.gui.tabs.simulation.outcome_plot import OutcomePlot


def _check(text: str, name: str, tip: str, accessible: str) -> QCheckBox:
    check = QCheckBox(text)
    check.setObjectName(name)
    check.setToolTip(tip)
    check.setAccessibleName(accessible)
    return check


class SimulationTab(QSplitter):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("simulationTab")
        self._battle: Battle | None = None
        self._counting = Counting.ON_TERRITORY
        self.convergence_plot = ConvergencePlot()
        self.outcome_plot = OutcomePlot()
        self.log_x_check = _check(
            "Log scale",
            "logScaleCheck",
            "Logarithmic axis for the number of battles",
            "Logarithmic battle axis",
        )
        self.outcome_mode_combo = QComboBox()
        self.outcome_mode_combo.setObjectName("outcomeModeCombo")
        self.outcome_mode_combo.addItems(
            ["Chance of each outcome", "Chance of at least this many left"]
        )
        self.outcome_mode_combo.setToolTip("Each outcome, or cumulative: at least k armies left")
        self.outcome_mode_combo.setAccessibleName("Outcome chart view")
        self.outcome_log_check = _check(
            "Log scale (tails)",
            "outcomeLogCheck",
            "Logarithmic probabilities, so rare outcomes show",
            "Logarithmic outcome probabilities",
        )

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.convergence_plot, 1)
        top_layout.addWidget(self.log_x_check, 0, Qt.AlignmentFlag.AlignRight)
        self.addWidget(top)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.outcome_plot, 1)
        view_row = QHBoxLayout()
        view_row.addWidget(self.outcome_mode_combo)
        view_row.addStretch(1)
        view_row.addWidget(self.outcome_log_check)
        bottom_layout.addLayout(view_row)
        self.addWidget(bottom)

        self.log_x_check.toggled.connect(self.convergence_plot.set_log_x)
        self.outcome_mode_combo.currentIndexChanged.connect(self.on_outcome_view_changed)
        self.outcome_log_check.toggled.connect(self.on_outcome_view_changed)

    def set_log_x(self, on: bool) -> None:
        self.log_x_check.setChecked(on)
        self.convergence_plot.set_log_x(on)

    @Slot()
    def clear_simulation(self) -> None:
        self.convergence_plot.clear_simulation()
        self.outcome_plot.clear_simulation()

    @Slot(int)
    def start_run(self, trials: int) -> None:
        self.convergence_plot.start_run(trials)
        self.outcome_plot.clear_simulation()

    @Slot(int)
    def set_horizon(self, trials: int) -> None:
        self.convergence_plot.set_horizon(trials)

    @Slot(object)
    def show_snapshot(self, snapshot: SimulationSnapshot) -> None:
        self.convergence_plot.set_snapshot(snapshot)
        self.outcome_plot.set_snapshot(snapshot)

    @Slot(object)
    def on_battle_changed(self, battle: Battle | None) -> None:
        """Nothing of the previous battle stays on screen; the titles say what comes."""
        self._battle = battle
        self.clear_simulation()
        self.convergence_plot.set_exact(None)
        self.outcome_plot.clear_exact()
        self._show_title(" \u00b7 computing\u2026")

    @Slot(object)
    def set_counting(self, counting: Counting) -> None:
        """The same battle counted the other way: only the titles change."""
        self._counting = counting
        self._show_title("")

    def _show_title(self, suffix: str) -> None:
        if self._battle is None:
            title = "These rules cannot be played: see Rules."
        else:
            title = chart_title(self._battle, self._counting) + suffix
        for plot in (self.convergence_plot, self.outcome_plot):
            set_chart_title(plot, title)

    @Slot(object)
    def show_odds(self, result: ExactResult) -> None:
        """The exact line and bars of the battle on screen."""
        self.convergence_plot.set_exact(result.odds.win_probability)
        self.outcome_plot.set_exact(result.odds)
        self._show_title("")

    @Slot()
    def on_outcome_view_changed(self) -> None:
        self.outcome_plot.set_view(
            self.outcome_mode_combo.currentIndex() == 1, self.outcome_log_check.isChecked()
        )
