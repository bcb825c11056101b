"""The main window: it builds the parts and wires them together, and computes nothing."""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QMainWindow,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.report.export import battle_report
from riskgui.core.report.wording import chart_title
from riskgui.core.rules.model import Rules
from riskgui.gui.actions import Actions
from riskgui.gui.file_export import FileExport
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.kit.widgets import ClampingSpinBox, error_label, show_message
from riskgui.gui.settings import (
    Inputs,
    load_geometry,
    load_inputs,
    load_recent,
    remember,
    save_geometry,
    save_inputs,
    save_recent,
)
from riskgui.gui.sidebar.answer_panel import AnswerPanel
from riskgui.gui.sidebar.battle_panel import BattlePanel
from riskgui.gui.sidebar.simulation_panel import SimulationPanel
from riskgui.gui.tabs.campaign import CampaignView
from riskgui.gui.tabs.compare import CompareView
from riskgui.gui.tabs.dice.view import DiceView
from riskgui.gui.tabs.planner import PlannerView
from riskgui.gui.tabs.simulation.tab import SimulationTab
from riskgui.gui.tabs.strategy import BestDiceView


class MainWindow(QMainWindow):
    """Signals:
    exactShown(object): an ExactResult was displayed
    simulationFinished(object): the final SimulationSnapshot of a completed run
    """

    exactShown = Signal(object)
    simulationFinished = Signal(object)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle("riskgui")
        self.setObjectName("mainWindow")
        self._shown_exact: ExactResult | None = None
        self._recent = load_recent(settings)
        self.battle_panel = BattlePanel()
        self.simulation_panel = SimulationPanel()
        self.answer_panel = AnswerPanel()
        self.error_label = error_label("errorLabel")
        self.simulation_tab = SimulationTab()
        self.dice_view = DiceView()
        self.campaign_view = CampaignView()
        self.planner_view = PlannerView()
        self.compare_view = CompareView()
        self.best_dice_view = BestDiceView()
        self.files = FileExport(self, self.report, self.charts, self.chart_problem)
        self._build_layout()
        self.menu_actions = Actions(self, self.simulation_panel, self.files, self.charts())
        self._connect()
        app = QApplication.instance()
        if app is not None:  # also stop the threads if the app quits without closing us
            app.aboutToQuit.connect(self.shutdown)
        inputs = load_inputs(settings)
        self._restore(inputs)
        if inputs.note:
            self.statusBar().showMessage(inputs.note, 15_000)
        self.battle_panel.set_recent(self._recent, self.battle_panel.counts_stay_behind)
        self.on_battle_edited()
        self.battle_panel.settle_now()

    def _build_layout(self) -> None:
        side = QWidget()
        side_layout = QVBoxLayout(side)
        for box in (
            self.battle_panel,
            self.simulation_panel,
            self.answer_panel,
            self.simulation_panel.estimate_box,
        ):
            side_layout.addWidget(box)
        side_layout.addWidget(self.error_label)
        side_layout.addStretch(1)
        side.setMinimumWidth(320)
        side.setMaximumWidth(420)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        # On a small screen the inputs scroll rather than push the window off it.
        scroller = QScrollArea()
        scroller.setObjectName("inputsScrollArea")
        scroller.setWidget(side)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setMinimumWidth(side.minimumWidth() + 16)
        scroller.setMaximumWidth(side.maximumWidth() + 16)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("viewTabs")
        self.tabs.setUsesScrollButtons(True)  # five tabs still fit a narrow window
        self.tabs.addTab(self.simulation_tab, "&Simulation")
        self.tabs.addTab(self.dice_view, "&Dice")
        self.tabs.addTab(self.campaign_view, "&Campaign")
        self.tabs.addTab(self.planner_view, "&Planner")
        self.tabs.addTab(self.compare_view, "C&ompare")
        self.tabs.addTab(self.best_dice_view, "Dice strate&gy")
        self.tabs.setTabToolTip(1, "Play this battle round by round, with real or rolled dice")

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(scroller)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.resize(1100, 720)

    def _connect(self) -> None:
        battle, simulation, tab = self.battle_panel, self.simulation_panel, self.simulation_tab
        battle.battleEdited.connect(self.on_battle_edited)
        battle.battleSettled.connect(self.on_battle_settled)
        self.answer_panel.exactReady.connect(self.on_exact)
        self.answer_panel.failed.connect(self.on_failed)
        simulation.runStarted.connect(self.on_run_started)
        simulation.snapshotReady.connect(tab.show_snapshot)
        simulation.runEnded.connect(tab.outcome_plot.flush_simulated)
        simulation.simulationFinished.connect(self.simulationFinished)
        simulation.failed.connect(self.on_failed)
        simulation.trials_spin.valueChanged.connect(self.on_trials_changed)
        simulation.seed_edit.valueChanged.connect(self.dice_view.set_seed)
        simulation.seed_edit.valueChanged.connect(self.campaign_view.set_seed)
        self.files.saved.connect(self.on_saved)
        self.files.failed.connect(self.on_file_failed)
        self.planner_view.battleChosen.connect(self.on_battle_chosen)
        for spin in self.findChildren(ClampingSpinBox):
            spin.clamped.connect(self.on_saved)  # "set to the most, 20,000" in the status bar

    def _restore(self, inputs: Inputs) -> None:
        battle = Battle(inputs.attackers, inputs.defenders, inputs.stop_at, inputs.rules)
        self.battle_panel.set_battle(battle, inputs.count_stay_behind)
        self.simulation_panel.trials_spin.setValue(inputs.trials)
        self.simulation_panel.seed_edit.setValue(inputs.seed)
        self.simulation_tab.set_log_x(inputs.log_x)
        self.simulation_tab.set_horizon(inputs.trials)
        geometry, splitter = load_geometry(self._settings)
        if geometry is not None:
            self.restoreGeometry(geometry)
        if splitter is not None:
            self.splitter.restoreState(splitter)

    # ----- state --------------------------------------------------------------------------
    def battle(self) -> Battle:
        """The battle on screen, armies counted on the territory; ValueError for bad rules."""
        return self.battle_panel.battle()

    def inputs(self) -> Inputs:
        try:
            battle = self.battle()
        except ValueError:  # rules that cannot be played are not remembered
            battle = self.battle_panel.battle_with(Rules())
        return Inputs(
            battle.attackers,
            battle.defenders,
            battle.stop_at,
            self.simulation_panel.trials_spin.value(),
            self.simulation_panel.seed_edit.value(),
            self.simulation_tab.log_x_check.isChecked(),
            battle.rules,
            self.battle_panel.counts_stay_behind,
        )

    @property
    def simulation_running(self) -> bool:
        return self.simulation_panel.running

    def charts(self) -> dict[str, pg.PlotWidget]:
        """Every chart the window can export, by the name shown in the menu."""
        return {
            "Convergence": self.simulation_tab.convergence_plot,
            "Outcomes": self.simulation_tab.outcome_plot,
            "Campaign": self.campaign_view.chart,
            "Planner heat map": self.planner_view.heatmap,
            "Comparison": self.compare_view.chart,
        }

    def chart_problem(self, name: str) -> str | None:
        """Why a chart cannot be exported now, or None."""
        empty = {
            "Convergence": self.answer_panel.result is None,
            "Outcomes": self.answer_panel.result is None,
            "Campaign": not self.campaign_view.has_result,
            "Planner heat map": self.planner_view.grid is None,
            "Comparison": not self.compare_view.has_result,
        }
        if not empty[name]:
            return None
        where = {
            "Campaign": "open the Campaign tab and enter a route",
            "Planner heat map": "press Draw map in the Planner tab",
            "Comparison": "open the Compare tab",
        }.get(name, "wait for the exact answer")
        return f"The {name.lower()} chart is empty: {where} first."

    def report(self) -> dict[str, Any] | None:
        exact = self.answer_panel.result
        if exact is None:
            return None
        return battle_report(
            exact.odds,
            self.simulation_panel.shown_snapshot,
            self.battle_panel.counts_stay_behind,
            exact.fraction,
        )

    # ----- slots --------------------------------------------------------------------------
    @Slot()
    def on_battle_edited(self) -> None:
        battle = self.battle_panel.playable_battle()
        if battle != self.simulation_panel.battle:
            self.simulation_panel.set_battle(battle)
        counts = self.battle_panel.counts_stay_behind
        if battle is None:
            self.simulation_tab.clear("These rules cannot be played: see Rules.")
        else:
            self.simulation_tab.clear(f"{chart_title(battle, counts)} \u00b7 computing\u2026")
        self._shown_exact = None
        self.answer_panel.show_pending(battle, counts)
        self.compare_view.clear()
        self.best_dice_view.clear()

    @Slot(object)
    def on_battle_settled(self, battle: Battle | None) -> None:
        show_message(self.error_label, None)
        counts = self.battle_panel.counts_stay_behind
        if battle is None:  # the rules panel says why; on_battle_edited cleared the answer
            return
        self.answer_panel.compute(battle, counts)
        for view in (self.dice_view, self.compare_view, self.campaign_view, self.best_dice_view):
            view.set_counting(counts)
        seed = self.simulation_panel.seed_edit.value()
        if battle != self.dice_view.start_battle:
            self.dice_view.reset(battle, seed)
        campaign_start = Battle(battle.attackers, 1, battle.stop_at, battle.rules)
        if campaign_start != self.campaign_view.start:
            self.campaign_view.set_start(campaign_start, seed)
        self.planner_view.set_battle(battle, counts)

    @Slot(int, int)
    def on_battle_chosen(self, attackers: int, defenders: int) -> None:
        """A battle picked on the planner's map becomes the battle of the whole window."""
        current = self.battle_panel.battle_with(Rules())
        self.battle_panel.set_battle(Battle(attackers, defenders, current.stop_at))
        self.battle_panel.on_edited()
        self.statusBar().showMessage(f"Loaded {attackers:,} vs {defenders:,} from the map.", 5000)

    @Slot(object)
    def on_exact(self, result: ExactResult) -> None:
        first_of_battle = self._shown_exact is None or self._shown_exact.battle != result.battle
        self._shown_exact = result
        counts = self.battle_panel.counts_stay_behind
        self.simulation_tab.show_exact(result, first_of_battle, counts)
        self.simulation_panel.set_exact(result)
        self.dice_view.set_exact(result)
        self.compare_view.set_exact(result)
        self.best_dice_view.set_exact(result)
        if first_of_battle:
            self._recent = remember(self._recent, result.battle)
            self.battle_panel.set_recent(self._recent, counts)
        self.exactShown.emit(result)

    @Slot(int)
    def on_run_started(self, trials: int) -> None:
        show_message(self.error_label, None)
        self.simulation_tab.start_run(trials)

    @Slot(int)
    def on_trials_changed(self, trials: int) -> None:
        if not self.simulation_running:
            self.simulation_tab.set_horizon(trials)

    @Slot(str)
    def on_failed(self, message: str) -> None:
        show_message(self.error_label, f"Could not compute: {message}")

    @Slot(str)
    def on_file_failed(self, message: str) -> None:
        show_message(self.error_label, message)

    @Slot(str)
    def on_saved(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    # ----- shutdown -----------------------------------------------------------------------
    @Slot()
    def shutdown(self) -> None:
        """Stop every worker and wait for its thread; safe to call twice."""
        self.battle_panel.shutdown()
        for part in (
            self.simulation_panel,
            self.answer_panel,
            self.dice_view,
            self.planner_view,
            self.campaign_view,
            self.compare_view,
            self.best_dice_view,
        ):
            part.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        save_inputs(self._settings, self.inputs())
        save_geometry(self._settings, self.saveGeometry(), self.splitter.saveState())
        save_recent(self._settings, self._recent)
        self._settings.sync()
        super().closeEvent(event)
