"""The main window: it builds the parts and wires them together, and computes nothing."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QSplitter,
    QTabWidget,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.report.export import BattleReport, battle_report
from riskgui.core.rules.model import Rules
from riskgui.gui.actions import Actions
from riskgui.gui.file_export import FileExport
from riskgui.gui.kit.widgets import ClampingPercentBox, ClampingSpinBox, MessageLine, connect
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.remembered import restore_options, save_options
from riskgui.gui.session import BattleSession
from riskgui.gui.settings import (
    Inputs,
    first_size,
    load_geometry,
    load_inputs,
    load_recent,
    save_geometry,
    save_inputs,
    save_recent,
)
from riskgui.gui.sidebar.answer_panel import AnswerPanel
from riskgui.gui.sidebar.battle_panel import BattlePanel
from riskgui.gui.sidebar.column import SideColumn
from riskgui.gui.sidebar.simulation_panel import SimulationPanel
from riskgui.gui.tabs.campaign.tab import CampaignView
from riskgui.gui.tabs.compare import CompareView
from riskgui.gui.tabs.dice.view import DiceView
from riskgui.gui.tabs.ledger.tab import LedgerTab
from riskgui.gui.tabs.planner import PlannerView
from riskgui.gui.tabs.simulation.tab import SimulationTab
from riskgui.gui.tabs.strategy import BestDiceView
from riskgui.gui.tabs.turn.tab import TurnView


class MainWindow(QMainWindow):
    """Builds the parts and connects them; decides nothing (the session and the views do).

    Signals:
    simulationFinished(object): the final SimulationSnapshot of a completed run
    """

    simulationFinished = Signal(object)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle("riskgui")
        self.setObjectName("mainWindow")
        self.session = BattleSession(self)
        self.ledger_session = LedgerSession(parent=self)  # opens the file on first use
        self.battle_panel = BattlePanel()
        self.simulation_panel = SimulationPanel()
        self.answer_panel = AnswerPanel(self.session)
        self.error_label = MessageLine("errorLabel")
        self.simulation_tab = SimulationTab()
        self.dice_view = DiceView(self.ledger_session)
        self.ledger_tab = LedgerTab(self.ledger_session, settings=settings)
        self.campaign_view = CampaignView()
        self.turn_view = TurnView(settings)
        self.planner_view = PlannerView()
        self.compare_view = CompareView()
        self.best_dice_view = BestDiceView()
        self.files = FileExport(self, self.report, self.charts, self.chart_problem, settings)
        self._build_layout()
        self.menu_actions = Actions(self, self.simulation_panel, self.files, self.charts())
        self._connect_battle()
        self._connect_answer()
        self._connect_simulation()
        self._connect_messages()
        app = QApplication.instance()
        if app is not None:  # also stop the threads if the app quits without closing us
            app.aboutToQuit.connect(self.shutdown)
        inputs = load_inputs(settings)
        self._restore(inputs)
        if inputs.note:
            self.statusBar().showMessage(inputs.note, 15_000)
        self.session.set_counting(self.battle_panel.counting)
        self.session.edit(self.battle_panel.playable_battle())
        self.battle_panel.settle_now()

    def _build_layout(self) -> None:
        self.side_column = SideColumn(
            (
                self.battle_panel,
                self.answer_panel,
                self.simulation_panel,
                self.simulation_panel.estimate_box,
                self.error_label,
            ),
            self.battle_panel.rules_panel.details,
        )

        self.tabs = QTabWidget()
        self.tabs.setObjectName("viewTabs")
        self.tabs.setUsesScrollButtons(True)  # a narrow window scrolls the tab bar
        self.tabs.addTab(self.simulation_tab, "&Simulation")
        self.tabs.addTab(self.dice_view, "&Dice")
        self.tabs.addTab(self.ledger_tab, "&Ledger")
        self.tabs.addTab(self.campaign_view, "&Campaign")
        self.tabs.addTab(self.turn_view, "T&urn")
        self.tabs.addTab(self.planner_view, "&Planner")
        self.tabs.addTab(self.compare_view, "C&ompare")
        self.tabs.addTab(self.best_dice_view, "Dice strate&gy")
        self.tabs.setTabToolTip(1, "Play this battle round by round, with real or rolled dice")
        self.tabs.setTabToolTip(2, "Each player's luck over the evening, against fair dice")

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.side_column)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.resize(first_size(self.screen().availableGeometry().size()))

    def _connect_battle(self) -> None:
        """The inputs feed the session; the session tells every view what the battle is."""
        panel, session = self.battle_panel, self.session
        connect(panel.battleEdited, session.edit)
        connect(panel.battleSettled, session.settle)
        connect(panel.countingChanged, session.set_counting)
        connect(self.planner_view.battleChosen, panel.load_armies)
        connect(panel.rules_panel.details_button.toggled, self.side_column.on_details_toggled)
        connect(
            session.battleChanged,
            self.answer_panel.on_battle_changed,
            self.simulation_panel.set_battle,
            self.simulation_tab.on_battle_changed,
            self.compare_view.clear,
            self.best_dice_view.clear,
        )
        connect(
            session.battleSettled,
            self.answer_panel.on_battle_settled,
            self.dice_view.on_battle_settled,
            self.campaign_view.on_battle_settled,
            self.planner_view.set_battle,
        )
        connect(
            session.countingChanged,
            *(self.answer_panel.set_counting, self.simulation_tab.set_counting),
            *(self.dice_view.set_counting, self.campaign_view.set_counting),
            *(self.planner_view.set_counting, self.compare_view.set_counting),
            self.best_dice_view.set_counting,
        )

    def _connect_answer(self) -> None:
        """The exact answer, computed once by the session, shown by every view that needs it."""
        connect(
            self.session.oddsReady,
            self.answer_panel.show_odds,
            self.simulation_tab.show_odds,
            self.simulation_panel.set_exact,
            self.dice_view.set_exact,
            self.compare_view.set_exact,
            self.best_dice_view.set_exact,
            self.battle_panel.on_answer_shown,
        )
        connect(self.session.fractionReady, self.answer_panel.show_fraction)
        connect(self.session.failed, self.answer_panel.on_failed, self.error_label.show_failure)

    def _connect_simulation(self) -> None:
        simulation, tab = self.simulation_panel, self.simulation_tab
        connect(
            simulation.runStarted,
            tab.start_run,
            self.error_label.clear_message,
            self.battle_panel.remember_now,
        )
        connect(simulation.snapshotReady, tab.show_snapshot)
        connect(simulation.runEnded, tab.outcome_plot.flush_simulated)
        connect(simulation.horizonChanged, tab.set_horizon)
        simulation.simulationFinished.connect(self.simulationFinished)
        connect(simulation.failed, self.error_label.show_failure)
        seed = simulation.seed_edit.valueChanged
        connect(seed, self.campaign_view.set_seed)

    def _connect_messages(self) -> None:
        """Failures below the inputs, everything else in the status bar."""
        connect(self.files.failed, self.error_label.show_message)
        connect(self.battle_panel.battleSettled, self.error_label.clear_message)
        clamped = [spin.clamped for spin in self.findChildren(ClampingSpinBox)]
        clamped += [spin.clamped for spin in self.findChildren(ClampingPercentBox)]
        status = [self.files.saved, self.battle_panel.status, self.simulation_panel.status]
        for signal in status + clamped:
            connect(signal, self.on_status)

    def _restore(self, inputs: Inputs) -> None:
        battle = Battle(inputs.attackers, inputs.defenders, inputs.stop_at, inputs.rules)
        self.battle_panel.set_battle(battle, inputs.counting)
        self.battle_panel.set_recent(load_recent(self._settings))
        self.simulation_panel.trials_spin.setValue(inputs.trials)
        self.simulation_panel.seed_edit.setValue(inputs.seed)
        self.simulation_tab.set_log_x(inputs.log_x)
        self.simulation_tab.set_horizon(inputs.trials)
        geometry, splitter = load_geometry(self._settings)
        if geometry is not None:
            self.restoreGeometry(geometry)
        if splitter is not None:
            self.splitter.restoreState(splitter)
        restore_options(self._settings, self)

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
            self.battle_panel.counting,
        )

    def charts(self) -> dict[str, pg.PlotWidget]:
        """Every chart the window can export, by the name shown in the menu."""
        return {
            "Convergence": self.simulation_tab.convergence_plot,
            "Outcomes": self.simulation_tab.outcome_plot,
            "Campaign": self.campaign_view.chart,
            "Planner heat map": self.planner_view.heatmap,
            "Comparison": self.compare_view.chart,
            "Turn": self.turn_view.answer.chart.plot,
        }

    def chart_problem(self, name: str) -> str | None:
        """Why a chart cannot be exported now, or None."""
        empty = {
            "Convergence": self.session.result is None,
            "Outcomes": self.session.result is None,
            "Campaign": not self.campaign_view.has_result,
            "Planner heat map": self.planner_view.grid is None,
            "Comparison": not self.compare_view.has_result,
            "Turn": self.turn_view.result is None,
        }
        if not empty[name]:
            return None
        where = {
            "Campaign": "open the Campaign tab and enter a route",
            "Planner heat map": "open the Planner tab",
            "Comparison": "open the Compare tab",
            "Turn": "open the Turn tab",
        }.get(name, "wait for the exact answer")
        return f"The {name.lower()} chart is empty: {where} first."

    def report(self) -> BattleReport | None:
        """The report of the battle on screen, as the player counts armies."""
        exact = self.session.result
        if exact is None:
            return None
        snapshot = self.simulation_panel.shown_snapshot
        return battle_report(exact.odds, self.session.counting, exact.fraction, snapshot)

    @Slot(str)
    def on_status(self, message: str) -> None:
        self.statusBar().showMessage(message, 5000)

    # ----- shutdown -----------------------------------------------------------------------
    @Slot()
    def shutdown(self) -> None:
        """Stop every worker and wait for its thread; safe to call twice."""
        self.battle_panel.shutdown()
        sessions = (self.session, self.simulation_panel, self.answer_panel)
        views = (self.dice_view, self.ledger_tab, self.planner_view, self.campaign_view)
        for part in (*sessions, *views, self.turn_view, self.compare_view, self.best_dice_view):
            part.shutdown()
        self.ledger_session.shutdown()  # after the views that record to it or read it

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        save_inputs(self._settings, self.inputs())
        save_geometry(self._settings, self.saveGeometry(), self.splitter.saveState())
        save_recent(self._settings, self.battle_panel.recent)
        save_options(self._settings, self)
        self._settings.sync()
        super().closeEvent(event)
