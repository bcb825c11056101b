"""The main window: it builds the parts and wires them together, and computes nothing."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.report.export import BattleReport, battle_report
from riskgui.core.rules.model import Rules
from riskgui.gui.actions import Actions
from riskgui.gui.battle_session import BattleSession
from riskgui.gui.file_export import FileExport
from riskgui.gui.game.session import GameSession
from riskgui.gui.kit.widgets import ClampingPercentBox, ClampingSpinBox, MessageLine, connect
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.remembered import restore_options, save_options
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
from riskgui.gui.tab_strip import TabStrip
from riskgui.gui.view_tabs import ViewTabs


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
        self.game_session = GameSession(self.ledger_session, settings, self)
        self.battle_panel = BattlePanel()
        self.simulation_panel = SimulationPanel()
        self.answer_panel = AnswerPanel(self.session)
        self.error_label = MessageLine("errorLabel")
        self.tabs = tabs = ViewTabs(settings, self.ledger_session, self.game_session)
        self.simulation_tab, self.dice_view = tabs.simulation_tab, tabs.dice_view
        self.ledger_tab, self.campaign_view = tabs.ledger_tab, tabs.campaign_view
        self.turn_view, self.board_view = tabs.turn_view, tabs.board_view
        self.heatmap_view, self.compare_view = tabs.heatmap_view, tabs.compare_view
        self.best_dice_view = tabs.best_dice_view
        self.files = FileExport(self, self.report, tabs.charts, self.chart_problem, settings)
        self._build_layout()
        self.menu_actions = Actions(self, self.simulation_panel, self.files, self.charts())
        self._connect_battle()
        self._connect_answer()
        self._connect_simulation()
        self._connect_messages()
        self._connect_board()
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

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.side_column)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.tab_strip = TabStrip(self.tabs)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.tab_strip)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.resize(first_size(self.screen().availableGeometry().size()))

    @Slot(int)
    def _on_tab_changed(self, index: int) -> None:
        """The battle on the left is shown beside the tabs that use it; the Ledger, Turn
        and Board tabs get its room."""
        self.side_column.setVisible(self.tabs.uses_battle(self.tabs.widget(index)))

    def _connect_battle(self) -> None:
        """The inputs feed the session; the session tells every view what the battle is."""
        panel, session = self.battle_panel, self.session
        connect(panel.battleEdited, session.edit)
        connect(panel.battleSettled, session.settle)
        connect(panel.countingChanged, session.set_counting)
        connect(self.heatmap_view.battleChosen, panel.load_armies)
        connect(self.dice_view.battleSwapped, panel.load)
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
            self.heatmap_view.set_battle,
        )
        connect(
            session.countingChanged,
            *(self.answer_panel.set_counting, self.simulation_tab.set_counting),
            *(self.dice_view.set_counting, self.campaign_view.set_counting),
            *(self.heatmap_view.set_counting, self.compare_view.set_counting),
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

    def _connect_board(self) -> None:
        """The board's plan opens in the Turn tab; the Turn tab's answers go back to it."""
        connect(self.board_view.editInTurn, self.turn_view.show_plan, self.on_show_turn)
        connect(self.turn_view.planAnswered, self.board_view.on_turn_answer)
        connect(self.turn_view.planRefused, self.board_view.on_turn_refused)

    @Slot()
    def on_show_turn(self) -> None:
        self.tabs.setCurrentWidget(self.turn_view)

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
            attackers=battle.attackers,
            defenders=battle.defenders,
            stop_at=battle.stop_at,
            trials=self.simulation_panel.trials_spin.value(),
            seed=self.simulation_panel.seed_edit.value(),
            log_x=self.simulation_tab.log_x_check.isChecked(),
            rules=battle.rules,
            counting=self.battle_panel.counting,
        )

    def charts(self) -> dict[str, pg.PlotWidget]:
        """Every chart the window can export, by the name shown in the menu."""
        return self.tabs.charts()

    def chart_problem(self, name: str) -> str | None:
        """Why a chart cannot be exported now, or None."""
        return self.tabs.chart_problem(name, self.session.result is not None)

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
        for part in (self.session, self.simulation_panel, self.answer_panel, self.tabs):
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
