"""Rolling real dice for many battles: the controls, the worker and the redraw throttle."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QFormLayout, QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.limits import MAX_SEED, MAX_TRIALS
from riskgui.core.report.wording import duration_text, interval_text, progress_text
from riskgui.core.simulate.run import SimulationSnapshot, seconds_estimate
from riskgui.core.stats import describe_agreement
from riskgui.gui.jobs.battle import ExactResult, simulation_job
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.throttle import Throttler
from riskgui.gui.kit.widgets import SeedEdit, add_row_with_button, button, spin_box, text_label
from riskgui.gui.settings import random_seed

LONG_RUN_S = 120.0  # a run longer than this is announced as it starts
REDRAW_MS = 100  # at most 10 redraws a second; the latest snapshot wins
IDLE_TEXT = "Press Run to roll the dice."


class SimulationPanel(QGroupBox):
    """The Simulation box; ``estimate_box`` shows what the dice said.

    Signals:
      runStarted(int): a run of that many battles started; charts start afresh
      snapshotReady(object): the latest SimulationSnapshot, at most 10 times a second
      simulationFinished(object): the final SimulationSnapshot of a completed run
      runEnded(): a run finished or was stopped; its last snapshot has been sent
      controlsChanged(): Run or Stop became available or not
      horizonChanged(int): the battles the next run will roll (while none is running)
      status(str): a message for the status bar
      failed(str): the run raised; the message is for users
    """

    runStarted = Signal(int)
    snapshotReady = Signal(object)
    simulationFinished = Signal(object)
    runEnded = Signal()
    controlsChanged = Signal()
    horizonChanged = Signal(int)
    status = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Simulation", parent)
        self.setObjectName("simulationPanel")
        self._battle: Battle | None = None
        self._exact: ExactResult | None = None
        self._pending: SimulationSnapshot | None = None
        self._drawn: SimulationSnapshot | None = None
        self._stopped = False
        self._runner = JobRunner("riskgui-simulation", self)
        self._runner.resultReady.connect(self.on_snapshot)
        self._runner.failed.connect(self.on_failed)
        self._runner.finished.connect(self.on_finished)
        self._redraw = Throttler(REDRAW_MS, self.on_redraw, self)

        self.trials_spin = spin_box(
            "trialsSpin",
            1,
            MAX_TRIALS,
            f"How many battles to roll with real dice (up to {MAX_TRIALS:,})",
            "Battles to simulate",
        )
        self.trials_spin.setSingleStep(100_000)
        self.seed_edit = SeedEdit(
            "seedEdit",
            MAX_SEED,
            "Random seed: the same seed and inputs roll exactly the same dice, here and in the "
            "campaign check (the Dice tab draws fresh dice for each battle; its Reset "
            "replays them)",
            "Random seed",
        )
        self.new_seed_button = button("New seed", "newSeedButton", "Pick a fresh random seed")
        self.run_button = button("Run", "runButton", "Simulate the battles (Ctrl+R)")
        self.run_button.setAccessibleName("Run simulation")
        self.run_button.setDefault(True)
        self.stop_button = button("Stop", "stopButton", "Stop the simulation (Esc)")
        self.stop_button.setAccessibleName("Stop simulation")
        self.estimate_label = text_label("estimateLabel", "Simulated win probability")
        self.estimate_label.setText(IDLE_TEXT)
        self.estimate_label.setToolTip("The simulation's estimate and how well it agrees")

        form = QFormLayout(self)
        form.addRow("&Battles:", self.trials_spin)
        add_row_with_button(form, "S&eed:", self.seed_edit, self.new_seed_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.stop_button)
        form.addRow(buttons)
        self.estimate_box = QGroupBox("Simulated")
        QVBoxLayout(self.estimate_box).addWidget(self.estimate_label)

        self.new_seed_button.clicked.connect(self.on_new_seed)
        self.trials_spin.valueChanged.connect(self.on_trials_changed)
        self.run_button.clicked.connect(self.on_run)
        self.stop_button.clicked.connect(self.on_stop)
        self._set_running(False)

    # ----- state --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._runner.running

    @property
    def battle(self) -> Battle | None:
        """The battle a run would simulate; None when the inputs cannot be fought."""
        return self._battle

    @property
    def latest_snapshot(self) -> SimulationSnapshot | None:
        """The newest snapshot received from the current (or last) run."""
        return self._pending

    @property
    def shown_snapshot(self) -> SimulationSnapshot | None:
        """The snapshot on screen, the one that exports and reports describe."""
        return self._drawn

    @Slot(object)
    def set_battle(self, battle: Battle | None) -> None:
        """A new battle (None: none can be fought): whatever was rolled belongs to the old one."""
        if battle is not None and battle == self._battle:
            return
        text = IDLE_TEXT
        if self.running:
            self._runner.cancel()
            rolled = self._pending.trials if self._pending is not None else 0
            text = (
                f"The run stopped after {rolled:,} battles: the battle changed. "
                "Press Run to roll this one."
            )
        self._battle, self._exact = battle, None
        self._pending = self._drawn = None
        self.estimate_label.setText(text)
        self._set_running(False)

    @Slot(object)
    def set_exact(self, result: ExactResult) -> None:
        self._exact = result
        self._describe()  # the comparison shows whichever of the two came first

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running and self._battle is not None)
        self.stop_button.setEnabled(running)
        if not running:
            self._redraw.cancel()
        self.controlsChanged.emit()

    def _describe(self) -> None:
        snapshot = self._drawn
        if snapshot is None:
            return
        low, high = snapshot.ci95
        done, total = snapshot.trials, snapshot.trials_requested
        if self.running:
            progress = (
                f"{done:,} of {total:,} battles: {progress_text(done, total, snapshot.seconds)}"
            )
        else:
            progress = f"{done:,} of {total:,} battles rolled"
        lines = [f"{snapshot.win_probability * 100:.3f} %  ({interval_text(low, high)})", progress]
        self.estimate_label.setToolTip(
            f"{snapshot.rounds_per_second / 1e6:.1f} million dice rounds a second"
        )
        if self._exact is not None:
            exact = self._exact.odds.win_probability
            lines.append(describe_agreement(snapshot.wins, snapshot.trials, exact).capitalize())
        if self._stopped:
            lines.append("Stopped.")
        self.estimate_label.setText("\n".join(lines))

    # ----- slots --------------------------------------------------------------------------
    @Slot()
    def on_run(self) -> None:
        if self._battle is None:
            return
        trials = self.trials_spin.value()
        self._pending = self._drawn = None
        self._stopped = False
        b = self._battle
        expected = seconds_estimate(b.attackers, b.defenders, trials, b.stop_at)
        if expected > LONG_RUN_S:  # said before it starts, not found out after
            text = (
                f"Rolling {trials:,} battles: about {duration_text(expected)}. "
                "Stop ends the run at any time."
            )
            self.status.emit(text)
        else:
            text = "Rolling\u2026"
        self.estimate_label.setText(text)
        self.runStarted.emit(trials)
        self._runner.start(partial(simulation_job, self._battle, trials, self.seed_edit.value()))
        self._set_running(True)

    @Slot()
    def on_stop(self) -> None:
        if not self.running:
            return
        self._runner.cancel()
        self._set_running(False)
        self._stopped = True
        self.on_redraw()
        self.runEnded.emit()
        if self._drawn is None:
            self.estimate_label.setText("Stopped before the first results.")
        else:
            self._describe()

    @Slot(int)
    def on_trials_changed(self, trials: int) -> None:
        if not self.running:
            self.horizonChanged.emit(trials)

    @Slot()
    def on_new_seed(self) -> None:
        self.seed_edit.setValue(random_seed())

    @Slot(int, object)
    def on_snapshot(self, run_id: int, snapshot: SimulationSnapshot) -> None:
        self._pending = snapshot
        self._redraw.trigger()

    @Slot()
    def on_redraw(self) -> None:
        snapshot = self._pending
        if snapshot is None or snapshot is self._drawn or snapshot.trials == 0:
            return
        self._drawn = snapshot
        self.snapshotReady.emit(snapshot)
        self._describe()

    @Slot(int)
    def on_finished(self, run_id: int) -> None:
        self._set_running(False)
        self.on_redraw()
        # The last snapshot may have been drawn by the timer while the run still counted
        # as running (a busy machine delays the end): say it is done all the same.
        self._describe()
        self.runEnded.emit()
        if self._pending is not None and self._pending.done:
            self.simulationFinished.emit(self._pending)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.estimate_label.setText(IDLE_TEXT)
        self.failed.emit(message)

    def shutdown(self) -> None:
        self._redraw.cancel()
        self._runner.shutdown()
