"""The main window: inputs, exact answer, live simulation.  It never computes itself."""

from __future__ import annotations

from functools import partial
from typing import Any

import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QPoint, QRect, QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QFont, QGuiApplication, QKeySequence, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from riskgui import __version__
from riskgui.core.export import battle_report, report_csv, report_json, report_text
from riskgui.core.format import format_percent
from riskgui.core.rules import Rules
from riskgui.core.simulator import SimulationSnapshot
from riskgui.core.stats import describe_agreement, z_score
from riskgui.gui.campaign_view import CampaignView
from riskgui.gui.compare_view import CompareView
from riskgui.gui.dice_view import DiceView
from riskgui.gui.jobs import Battle, ExactResult, exact_job, simulation_job
from riskgui.gui.planner_view import PlannerView
from riskgui.gui.plots import ConvergencePlot, OutcomePlot, set_chart_title
from riskgui.gui.rules_panel import RulesPanel
from riskgui.gui.settings import (
    MAX_ARMIES,
    MAX_SEED,
    MAX_TRIALS,
    Inputs,
    load_geometry,
    load_inputs,
    random_seed,
    save_geometry,
    save_inputs,
)
from riskgui.gui.worker import JobRunner

DEBOUNCE_MS = 150
REDRAW_MS = 33  # at most ~30 redraws a second; the latest snapshot wins
SHORT_FRACTION = 30  # characters that fit on one line beside the other results
CONVENTION_HINT = (
    "Count every army on the attacking territory, including the one that must stay "
    "behind: with 4 armies you attack with 3 dice."
)


def describe_convention(battle: Battle, counts_stay_behind: bool) -> str:
    """The rules and how armies were counted, stated under every result."""
    a = battle.attackers
    counted = (
        f"{a} armies on the attacking territory (the one that stays behind included)"
        if counts_stay_behind
        else f"{a - 1} attacking armies (plus the one that stays behind)"
    )
    return f"Rules: {battle.rules.describe()}. {counted} vs {battle.defenders}."


def export_svg(plot: pg.PlotWidget, path: str, title: str) -> None:
    """The widget as vector SVG, painted by Qt itself.

    pyqtgraph's SVGExporter cannot parse the path data recent Qt versions write
    (pyqtgraph issue #3485), so QSvgGenerator records the widget's own painting.
    """
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(plot.size())
    generator.setViewBox(QRect(QPoint(0, 0), plot.size()))
    generator.setTitle(title)
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError("cannot open the file for writing")
    plot.render(painter)  # QGraphicsView.render: the scene as vector paths
    painter.end()


def _with_suffix(path: str, chosen_filter: str, suffixes: tuple[str, ...]) -> str:
    """The path with a known suffix: its own, else the chosen filter's, else the first."""
    if path.lower().endswith(suffixes):
        return path
    wanted = next((s for s in suffixes if s in chosen_filter.lower()), suffixes[0])
    return path + wanted


def _spin(name: str, low: int, high: int, tip: str, accessible: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setGroupSeparatorShown(True)
    spin.setKeyboardTracking(False)  # typing "120" does not solve 1 and 12 first
    spin.setAccelerated(True)
    spin.setToolTip(tip)
    spin.setAccessibleName(accessible)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin


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
        self._exact: ExactResult | None = None
        self._pending: SimulationSnapshot | None = None
        self._drawn: SimulationSnapshot | None = None
        self._planner_rules: tuple[Rules, int, bool] | None = None
        self._campaign_start: Battle | None = None
        self._exact_runner = JobRunner("riskgui-exact", self)
        self._simulation_runner = JobRunner("riskgui-simulation", self)
        self._build_inputs()
        self._build_results()
        self._build_plots()
        self._build_layout()
        self._build_actions()
        self._debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._debounce.timeout.connect(self.on_inputs_settled)
        self._redraw = QTimer(self, interval=REDRAW_MS)
        self._redraw.timeout.connect(self.on_redraw)
        self._connect_runners()
        app = QApplication.instance()
        if app is not None:  # also stop the threads if the app quits without closing us
            app.aboutToQuit.connect(self.shutdown)
        self._restore(load_inputs(settings))
        self._connect_inputs()
        self._update_rules_label()
        self.on_inputs_settled()

    # ----- construction -------------------------------------------------------------------
    def _build_inputs(self) -> None:
        self.attackers_spin = _spin(
            "attackersSpin", 2, MAX_ARMIES, CONVENTION_HINT, "Armies on the attacking territory"
        )
        self.defenders_spin = _spin(
            "defendersSpin", 1, MAX_ARMIES, "Armies on the defending territory", "Defending armies"
        )
        self.stop_at_spin = _spin(
            "stopAtSpin", 1, MAX_ARMIES - 1,
            "Stop attacking once this many armies (or fewer) are left on the attacking "
            "territory. 1 means fight to the end.",
            "Stop when the attacker is down to",
        )  # fmt: skip
        self.stop_at_spin.setSpecialValueText("1 (fight to the end)")
        self.trials_spin = _spin(
            "trialsSpin", 1, MAX_TRIALS,
            f"How many battles to roll with real dice (up to {MAX_TRIALS:,})",
            "Battles to simulate",
        )  # fmt: skip
        self.trials_spin.setSingleStep(100_000)
        self.seed_spin = _spin(
            "seedSpin", 0, MAX_SEED,
            "Random seed: the same seed and inputs roll exactly the same dice",
            "Random seed",
        )  # fmt: skip
        self.new_seed_button = QPushButton("New seed")
        self.new_seed_button.setObjectName("newSeedButton")
        self.new_seed_button.setToolTip("Pick a fresh random seed")
        self.new_seed_button.setAccessibleName("New seed")
        self.run_button = QPushButton("Run")
        self.run_button.setObjectName("runButton")
        self.run_button.setToolTip("Simulate the battles (Ctrl+R)")
        self.run_button.setAccessibleName("Run simulation")
        self.run_button.setDefault(True)
        self.stop_button = QPushButton("Stop")
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip("Stop the simulation (Esc)")
        self.stop_button.setAccessibleName("Stop simulation")
        self.stop_button.setEnabled(False)
        self.rules_panel = RulesPanel()
        self.log_x_check = QCheckBox("Log scale")
        self.log_x_check.setObjectName("logScaleCheck")
        self.log_x_check.setToolTip("Logarithmic axis for the number of battles")
        self.log_x_check.setAccessibleName("Logarithmic battle axis")

    def _build_results(self) -> None:
        self.exact_label = QLabel()
        self.exact_label.setObjectName("exactLabel")
        self.exact_label.setToolTip("Exact probability that the attack conquers the territory")
        self.exact_label.setAccessibleName("Exact win probability")
        big = QFont(self.exact_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.exact_label.setFont(big)
        self.fraction_label = QLabel()
        self.fraction_label.setObjectName("fractionLabel")
        self.fraction_label.setWordWrap(True)
        self.fraction_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.fraction_label.setAccessibleName("Exact win probability as a fraction")
        self.expected_label = QLabel()
        self.expected_label.setObjectName("expectedLabel")
        self.expected_label.setWordWrap(True)
        self.expected_label.setAccessibleName("Expected survivors and losses")
        self.estimate_label = QLabel("Press Run to roll the dice.")
        self.estimate_label.setObjectName("estimateLabel")
        self.estimate_label.setWordWrap(True)
        self.estimate_label.setToolTip("The simulation's estimate and how well it agrees")
        self.estimate_label.setAccessibleName("Simulated win probability")
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rulesLabel")
        self.rules_label.setWordWrap(True)
        self.rules_label.setStyleSheet("color: palette(placeholder-text);")
        self.rules_label.setAccessibleName("Rules used for these results")
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c0392b;")
        self.error_label.setAccessibleName("Error")
        self.error_label.hide()

    def _build_plots(self) -> None:
        self.convergence_plot = ConvergencePlot()
        self.outcome_plot = OutcomePlot()
        self.outcome_mode_combo = QComboBox()
        self.outcome_mode_combo.setObjectName("outcomeModeCombo")
        self.outcome_mode_combo.addItems(
            ["Chance of each outcome", "Chance of at least this many left"]
        )
        self.outcome_mode_combo.setToolTip("Each outcome, or cumulative: at least k armies left")
        self.outcome_mode_combo.setAccessibleName("Outcome chart view")
        self.outcome_log_check = QCheckBox("Log scale (tails)")
        self.outcome_log_check.setObjectName("outcomeLogCheck")
        self.outcome_log_check.setToolTip("Logarithmic probabilities, so rare outcomes show")
        self.outcome_log_check.setAccessibleName("Logarithmic outcome probabilities")
        self.dice_view = DiceView()
        self.planner_view = PlannerView()
        self.campaign_view = CampaignView()
        self.compare_view = CompareView()

    def _build_layout(self) -> None:
        battle = QGroupBox("Battle")
        form = QFormLayout(battle)
        self.attackers_label = QLabel()
        self.attackers_label.setBuddy(self.attackers_spin)
        form.addRow(self.attackers_label, self.attackers_spin)
        self.convention_hint = QLabel()
        self.convention_hint.setObjectName("conventionHint")
        self.convention_hint.setWordWrap(True)
        self.convention_hint.setStyleSheet("color: palette(placeholder-text);")
        form.addRow(self.convention_hint)
        form.addRow("&Defending armies:", self.defenders_spin)
        form.addRow("&Stop when down to:", self.stop_at_spin)
        form.addRow(self.rules_panel)

        simulation = QGroupBox("Simulation")
        sim_form = QFormLayout(simulation)
        sim_form.addRow("&Battles:", self.trials_spin)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_spin, 1)
        seed_row.addWidget(self.new_seed_button)
        sim_form.addRow("S&eed:", seed_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        sim_form.addRow(buttons)

        answer = QGroupBox("Attacker conquers")
        answer_layout = QVBoxLayout(answer)
        for widget in (
            self.exact_label,
            self.fraction_label,
            self.expected_label,
            self.rules_label,
        ):
            answer_layout.addWidget(widget)
        simulated = QGroupBox("Simulated")
        QVBoxLayout(simulated).addWidget(self.estimate_label)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        for box in (battle, simulation, answer, simulated):
            side_layout.addWidget(box)
        side_layout.addWidget(self.error_label)
        side_layout.addStretch(1)
        side.setMinimumWidth(320)
        side.setMaximumWidth(420)
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)

        charts = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.convergence_plot, 1)
        top_layout.addWidget(self.log_x_check, 0, Qt.AlignmentFlag.AlignRight)
        charts.addWidget(top)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.outcome_plot, 1)
        view_row = QHBoxLayout()
        view_row.addWidget(self.outcome_mode_combo)
        view_row.addStretch(1)
        view_row.addWidget(self.outcome_log_check)
        bottom_layout.addLayout(view_row)
        charts.addWidget(bottom)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("viewTabs")
        self.tabs.setUsesScrollButtons(True)  # five tabs still fit a narrow window
        self.tabs.addTab(charts, "&Simulation")
        self.tabs.addTab(self.dice_view, "&Dice")
        self.tabs.addTab(self.campaign_view, "&Campaign")
        self.tabs.addTab(self.planner_view, "&Planner")
        self.tabs.addTab(self.compare_view, "C&ompare")
        self.tabs.setTabToolTip(1, "Play this battle round by round, with real or rolled dice")

        central = QSplitter(Qt.Orientation.Horizontal)
        # On a small screen the inputs scroll rather than push the window off it.
        scroller = QScrollArea()
        scroller.setObjectName("inputsScrollArea")
        scroller.setWidget(side)
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroller.setMinimumWidth(side.minimumWidth() + 16)
        scroller.setMaximumWidth(side.maximumWidth() + 16)
        central.addWidget(scroller)
        central.addWidget(self.tabs)
        central.setStretchFactor(1, 1)
        central.setChildrenCollapsible(False)
        self.setCentralWidget(central)
        self.resize(1100, 720)

    def _build_actions(self) -> None:
        self.run_action = QAction("&Run simulation", self, shortcut=QKeySequence("Ctrl+R"))
        self.run_action.triggered.connect(self.on_run)
        self.stop_action = QAction("&Stop", self, shortcut=QKeySequence(Qt.Key.Key_Escape))
        self.stop_action.triggered.connect(self.on_stop)
        self.stop_action.setEnabled(False)
        new_seed = QAction("&New seed", self, shortcut=QKeySequence("Ctrl+N"))
        new_seed.triggered.connect(self.on_new_seed)
        quit_action = QAction("&Quit", self, shortcut=QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        about = QAction("&About riskgui", self)
        about.triggered.connect(self.on_about)
        save = QAction(
            "&Save results\u2026", self, shortcut=QKeySequence(QKeySequence.StandardKey.Save)
        )
        save.triggered.connect(self.on_save_results)
        copy = QAction("&Copy results", self, shortcut=QKeySequence("Ctrl+Shift+C"))
        copy.triggered.connect(self.on_copy_results)
        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        file_menu.addAction(save)
        file_menu.addAction(copy)
        charts = file_menu.addMenu("&Export chart")
        for name in self.charts():
            action = charts.addAction(f"{name}\u2026")
            action.triggered.connect(lambda _checked=False, n=name: self.on_export_chart(n))
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        sim_menu = menu.addMenu("&Simulation")
        for action in (self.run_action, self.stop_action, new_seed):
            sim_menu.addAction(action)
        menu.addMenu("&Help").addAction(about)

    def _connect_runners(self) -> None:
        self._exact_runner.resultReady.connect(self.on_exact_result)
        self._exact_runner.failed.connect(self.on_job_failed)
        self._simulation_runner.resultReady.connect(self.on_snapshot)
        self._simulation_runner.failed.connect(self.on_job_failed)
        self._simulation_runner.finished.connect(self.on_simulation_finished)

    def _connect_inputs(self) -> None:
        for spin in (self.attackers_spin, self.defenders_spin, self.stop_at_spin):
            spin.valueChanged.connect(self.on_battle_changed)
        self.rules_panel.conventionChanged.connect(self.on_convention_toggled)
        self.rules_panel.rulesChanged.connect(self.on_battle_changed)
        self.new_seed_button.clicked.connect(self.on_new_seed)
        self.run_button.clicked.connect(self.on_run)
        self.stop_button.clicked.connect(self.on_stop)
        self.log_x_check.toggled.connect(self.convergence_plot.set_log_x)
        self.trials_spin.valueChanged.connect(self.on_trials_changed)
        self.outcome_mode_combo.currentIndexChanged.connect(self.on_outcome_view_changed)
        self.outcome_log_check.toggled.connect(self.on_outcome_view_changed)

    def _restore(self, inputs: Inputs) -> None:
        self.rules_panel.count_stay_behind.setChecked(inputs.count_stay_behind)
        self.rules_panel.set_rules(inputs.rules)
        self._show_battle(Battle(inputs.attackers, inputs.defenders, inputs.stop_at))
        self.trials_spin.setValue(inputs.trials)
        self.seed_spin.setValue(inputs.seed)
        self.log_x_check.setChecked(inputs.log_x)
        self.convergence_plot.set_log_x(inputs.log_x)
        self.convergence_plot.set_horizon(inputs.trials)
        geometry = load_geometry(self._settings)
        if geometry is not None:
            self.restoreGeometry(geometry)

    # ----- state --------------------------------------------------------------------------
    def _offset(self) -> int:
        """What to add to the shown armies to count the army that stays behind."""
        return 0 if self.rules_panel.counts_stay_behind else 1

    def battle(self) -> Battle:
        """The battle on screen, armies counted on the territory; ValueError for bad rules."""
        return self._battle_with(self.rules_panel.rules())

    def _battle_with(self, rules: Rules) -> Battle:
        offset = self._offset()
        return Battle(
            self.attackers_spin.value() + offset,
            self.defenders_spin.value(),
            self.stop_at_spin.value() + offset,
            rules,
        )

    def _show_battle(self, battle: Battle) -> None:
        """Show a battle in the current convention, with the spin boxes' limits to match."""
        offset = self._offset()
        spins = (self.attackers_spin, self.stop_at_spin)
        for spin in spins:
            spin.blockSignals(True)
        self.attackers_spin.setRange(2 - offset, MAX_ARMIES - offset)
        self.attackers_spin.setValue(battle.attackers - offset)
        self.stop_at_spin.setRange(1 - offset, battle.attackers - 1 - offset)
        self.stop_at_spin.setValue(battle.stop_at - offset)
        for spin in spins:
            spin.blockSignals(False)
        self.defenders_spin.setValue(battle.defenders)
        if offset:
            self.attackers_label.setText("&Attacking armies:")
            self.convention_hint.setText(
                "Only the armies that attack: one more stays behind on the territory "
                "(3 attack with 3 dice)."
            )
            self.stop_at_spin.setSpecialValueText("0 (fight to the end)")
        else:
            self.attackers_label.setText("Armies on &attacking territory:")
            self.convention_hint.setText(
                "Includes the army that must stay behind (4 armies roll 3 dice)."
            )
            self.stop_at_spin.setSpecialValueText("1 (fight to the end)")

    def inputs(self) -> Inputs:
        try:
            battle = self.battle()
        except ValueError:  # rules that cannot be played are not remembered
            battle = self._battle_with(Rules())
        return Inputs(
            battle.attackers,
            battle.defenders,
            battle.stop_at,
            self.trials_spin.value(),
            self.seed_spin.value(),
            self.log_x_check.isChecked(),
            battle.rules,
            self.rules_panel.counts_stay_behind,
        )

    @property
    def simulation_running(self) -> bool:
        return self._simulation_runner.running

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.run_action.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.stop_action.setEnabled(running)
        if running:
            self._redraw.start()
        else:
            self._redraw.stop()

    def _show_error(self, message: str | None) -> None:
        self.error_label.setText(message or "")
        self.error_label.setVisible(bool(message))

    # ----- slots --------------------------------------------------------------------------
    @Slot(bool)
    def on_convention_toggled(self, counts_stay_behind: bool) -> None:
        # The same battle, shown the other way: the numbers move by the army left behind.
        shift = 1 if counts_stay_behind else 0
        self._show_battle(
            Battle(
                self.attackers_spin.value() + shift,
                self.defenders_spin.value(),
                self.stop_at_spin.value() + shift,
            )
        )
        self.on_battle_changed()

    @Slot()
    def on_battle_changed(self) -> None:
        # The stop threshold must stay below the attacking armies.
        self.stop_at_spin.setMaximum(self.attackers_spin.value() - 1)
        if self.simulation_running:
            self.on_stop()
        self.convergence_plot.clear_simulation()
        self.outcome_plot.clear_simulation()
        self.estimate_label.setText("Press Run to roll the dice.")
        self.exact_label.setText("\u2026")
        self._update_rules_label()
        self._debounce.start()

    def _update_rules_label(self) -> None:
        try:
            battle = self.battle()
        except ValueError:
            self.rules_label.setText("")
        else:
            counts = self.rules_panel.counts_stay_behind
            self.rules_label.setText(describe_convention(battle, counts))

    @Slot()
    def on_inputs_settled(self) -> None:
        self._show_error(None)
        self._exact = None
        try:
            battle = self.battle()
        except ValueError:  # the rules panel says why
            self.exact_label.setText("\u2014")
            self.run_button.setEnabled(False)
            self.run_action.setEnabled(False)
            return
        self._set_running(self.simulation_running)
        self._exact_runner.start(partial(exact_job, battle))
        if battle != self.dice_view.start_battle:
            self.dice_view.reset(battle, self.seed_spin.value())
        self.compare_view.set_battle(battle)
        campaign_start = Battle(battle.attackers, 1, battle.stop_at, battle.rules)
        if campaign_start != self._campaign_start:
            self._campaign_start = campaign_start
            self.campaign_view.set_start(campaign_start, self.seed_spin.value())
        planner_rules = (battle.rules, battle.stop_at, self.rules_panel.counts_stay_behind)
        if planner_rules != self._planner_rules:
            self._planner_rules = planner_rules
            self.planner_view.set_battle_rules(*planner_rules)

    @Slot(int, object)
    def on_exact_result(self, run_id: int, result: ExactResult) -> None:
        try:
            if result.battle != self.battle():
                return
        except ValueError:
            return
        first_of_battle = self._exact is None  # the fraction, if any, follows as a second result
        self._exact = result
        odds = result.odds
        self.exact_label.setText(format_percent(odds.win_probability, odds.loss_probability))
        self._show_fraction(result)
        self.expected_label.setText(
            f"Expected armies left: attacker {odds.expected_attackers_left:,.2f} on its "
            f"territory, defender {odds.expected_defenders_left:,.2f}.\n"
            f"Expected losses: attacker {odds.expected_attacker_losses:,.2f}, "
            f"defender {odds.expected_defender_losses:,.2f}."
        )
        self.convergence_plot.set_exact(odds.win_probability)
        b = result.battle
        stop = f", stop at {b.stop_at}" if b.stop_at > 1 else ""
        title = f"{b.attackers} on the territory vs {b.defenders}{stop} \u00b7 {b.rules.describe()}"
        set_chart_title(self.convergence_plot, title)
        set_chart_title(self.outcome_plot, title)
        if first_of_battle:
            self.outcome_plot.set_exact(odds)
        self.exactShown.emit(result)

    def _show_fraction(self, result: ExactResult) -> None:
        fraction = result.fraction
        if fraction is None:
            self.fraction_label.setText("")
            self.fraction_label.setToolTip("")
        elif len(str(fraction)) <= SHORT_FRACTION:
            self.fraction_label.setText(f"exactly {fraction}")
            self.fraction_label.setToolTip("The exact probability as a fraction")
        else:
            digits = len(str(fraction.denominator))
            self.fraction_label.setText(f"exact fraction known ({digits}-digit denominator)")
            self.fraction_label.setToolTip(f"exactly {fraction}")

    @Slot()
    def on_run(self) -> None:
        self._show_error(None)
        self.convergence_plot.start_run(self.trials_spin.value())
        self.outcome_plot.clear_simulation()
        self._pending = None
        self.estimate_label.setText("Rolling\u2026")
        job = partial(
            simulation_job, self.battle(), self.trials_spin.value(), self.seed_spin.value()
        )
        self._simulation_runner.start(job)
        self._set_running(True)

    @Slot()
    def on_stop(self) -> None:
        if not self.simulation_running:
            return
        self._simulation_runner.cancel()
        self._set_running(False)
        self.on_redraw()
        if self._pending is not None:
            self.estimate_label.setText(self.estimate_label.text() + "\nStopped.")
        else:
            self.estimate_label.setText("Stopped before the first results.")

    @Slot()
    def on_outcome_view_changed(self) -> None:
        self.outcome_plot.set_view(
            self.outcome_mode_combo.currentIndex() == 1, self.outcome_log_check.isChecked()
        )

    @Slot(int)
    def on_trials_changed(self, trials: int) -> None:
        if not self.simulation_running:
            self.convergence_plot.set_horizon(trials)

    @Slot()
    def on_new_seed(self) -> None:
        self.seed_spin.setValue(random_seed())

    @Slot(int, object)
    def on_snapshot(self, run_id: int, snapshot: SimulationSnapshot) -> None:
        self._pending = snapshot  # drawn by the redraw timer

    @Slot()
    def on_redraw(self) -> None:
        snapshot = self._pending
        if snapshot is None or snapshot is self._drawn or snapshot.trials == 0:
            return
        self._drawn = snapshot
        self.convergence_plot.set_snapshot(snapshot)
        self.outcome_plot.set_snapshot(snapshot)
        low, high = snapshot.ci95
        lines = [
            f"{snapshot.win_probability * 100:.3f} %  (95 % interval "
            f"{low * 100:.3f} to {high * 100:.3f} %)",
            f"{snapshot.trials:,} of {snapshot.trials_requested:,} battles, "
            f"{snapshot.rounds_per_second / 1e6:.1f} million dice rounds/s",
        ]
        if self._exact is not None:
            z = z_score(snapshot.wins, snapshot.trials, self._exact.odds.win_probability)
            lines.append(f"Exact value: {describe_agreement(z)}")
        self.estimate_label.setText("\n".join(lines))

    @Slot(int)
    def on_simulation_finished(self, run_id: int) -> None:
        self._set_running(False)
        self.on_redraw()
        if self._pending is not None and self._pending.done:
            self.simulationFinished.emit(self._pending)

    @Slot(int, str)
    def on_job_failed(self, run_id: int, message: str) -> None:
        self._set_running(self.simulation_running)
        self._show_error(f"Something went wrong: {message}")

    def charts(self) -> dict[str, pg.PlotWidget]:
        """Every chart the window can export, by the name shown in the menu."""
        return {
            "Convergence": self.convergence_plot,
            "Outcomes": self.outcome_plot,
            "Campaign": self.campaign_view.chart,
            "Planner heat map": self.planner_view.heatmap,
            "Comparison": self.compare_view.chart,
        }

    def report(self) -> dict[str, Any] | None:
        if self._exact is None:
            return None
        return battle_report(self._exact.odds, self._drawn)

    @Slot()
    def on_save_results(self) -> None:
        report = self.report()
        if report is None:
            self._show_error("Nothing to save yet: the exact answer is still being computed.")
            return
        path, chosen = QFileDialog.getSaveFileName(
            self, "Save results", f"riskgui-{report['attackers']}v{report['defenders']}.csv",
            "CSV (*.csv);;JSON (*.json)",
        )  # fmt: skip
        if not path:
            return
        path = _with_suffix(path, chosen, (".csv", ".json"))
        text = report_json(report) if path.lower().endswith(".json") else report_csv(report)
        self._write(path, text)

    @Slot(str)
    def on_export_chart(self, name: str) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self, f"Export {name.lower()} chart", f"riskgui-{name.lower().replace(' ', '-')}.png",
            "PNG image (*.png);;SVG image (*.svg)",
        )  # fmt: skip
        if not path:
            return
        path = _with_suffix(path, chosen, (".png", ".svg"))
        plot = self.charts()[name]
        try:
            if path.lower().endswith(".svg"):
                export_svg(plot, path, f"riskgui: {name.lower()}")
            else:
                ImageExporter(plot.getPlotItem()).export(path)
        except OSError as error:
            self._show_error(f"Could not write {path}: {error}")

    @Slot()
    def on_copy_results(self) -> None:
        report = self.report()
        if report is not None:
            QGuiApplication.clipboard().setText(report_text(report))
            self.statusBar().showMessage("Results copied to the clipboard.", 3000)

    def _write(self, path: str, text: str) -> None:
        try:
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
        except OSError as error:
            self._show_error(f"Could not write {path}: {error}")
        else:
            self.statusBar().showMessage(f"Saved {path}", 3000)

    @Slot()
    def on_about(self) -> None:
        QMessageBox.about(
            self,
            "About riskgui",
            f"<b>riskgui {__version__}</b><p>Exact odds and real-dice simulations of Risk "
            f"battles.</p><p>{CONVENTION_HINT}</p>",
        )

    # ----- shutdown -----------------------------------------------------------------------
    @Slot()
    def shutdown(self) -> None:
        """Stop both workers and wait for their threads; safe to call twice."""
        self._debounce.stop()
        self._redraw.stop()
        self.dice_view.shutdown()
        self.planner_view.shutdown()
        self.campaign_view.shutdown()
        self.compare_view.shutdown()
        self._simulation_runner.shutdown()
        self._exact_runner.shutdown()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        save_inputs(self._settings, self.inputs())
        save_geometry(self._settings, self.saveGeometry())
        self._settings.sync()
        super().closeEvent(event)
