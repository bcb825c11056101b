"""The exact answer for the battle on screen, computed once on a worker thread."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.exact.fractions import fraction_digits, fraction_text, is_short
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import (
    battle_summary,
    expected_armies_text,
    expected_losses_text,
    if_won_text,
)
from riskgui.gui.jobs.battle import ExactResult, exact_job
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.widgets import MUTED_STYLE, text_label

SHORT_FRACTION_DIGITS = 14  # a fraction of 30 characters fits on a line beside the results
TOOLTIP_FRACTION_DIGITS = 300  # a tooltip longer than this fills the screen
PROGRESS_MS = 100


class AnswerPanel(QGroupBox):
    """Signals:
    exactReady(object): an ExactResult for the battle shown (a second one adds the fraction)
    failed(str): the exact answer could not be computed; the message is for users
    """

    exactReady = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Attacker conquers", parent)
        self.setObjectName("answerPanel")
        self._battle: Battle | None = None
        self._result: ExactResult | None = None
        self._runner = JobRunner("riskgui-exact", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)
        self._runner.finished.connect(self.on_finished)
        self._progress = QTimer(self, interval=PROGRESS_MS)
        self._progress.timeout.connect(self.on_progress)

        self.exact_label = QLabel()
        self.exact_label.setObjectName("exactLabel")
        self.exact_label.setToolTip("Exact probability that the attack conquers the territory")
        self.exact_label.setAccessibleName("Exact win probability")
        big = QFont(self.exact_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.exact_label.setFont(big)
        self.hold_label = text_label("holdLabel", "Exact chance that the defender holds")
        self.hold_label.setToolTip("Exact probability that the defending territory holds")
        hold_font = QFont(self.hold_label.font())
        hold_font.setBold(True)
        self.hold_label.setFont(hold_font)
        self.fraction_label = text_label("fractionLabel", "Exact win probability as a fraction")
        self.fraction_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.expected_label = text_label("expectedLabel", "Expected survivors and losses")
        self.rules_label = text_label("rulesLabel", "Rules used for these results", MUTED_STYLE)
        layout = QVBoxLayout(self)
        self.if_won_label = text_label("ifWonLabel", "Armies left if the attack conquers")
        labels = (
            self.exact_label,
            self.hold_label,
            self.fraction_label,
            self.if_won_label,
            self.expected_label,
            self.rules_label,
        )
        for label in labels:
            layout.addWidget(label)

    @property
    def result(self) -> ExactResult | None:
        """The exact answer for the battle shown, once known."""
        return self._result

    def show_pending(self, battle: Battle | None, counts_stay_behind: bool) -> None:
        """The inputs changed: nothing shown may belong to the previous battle."""
        self._runner.cancel()
        self._progress.stop()
        self._battle, self._result = None, None
        self.exact_label.setText("\u2026" if battle is not None else "\u2014")
        self.fraction_label.setText("")
        self.fraction_label.hide()
        self.hold_label.setText("")
        self.if_won_label.setText("")
        self.expected_label.setText(
            "Computing\u2026" if battle is not None else "These rules cannot be played."
        )
        self.rules_label.setText(battle_summary(battle, counts_stay_behind) if battle else "")

    def compute(self, battle: Battle, counts_stay_behind: bool) -> None:
        self.show_pending(battle, counts_stay_behind)
        self._battle = battle
        self._runner.start(partial(exact_job, battle))
        self._progress.start()

    @Slot(int, object)
    def on_result(self, run_id: int, result: ExactResult) -> None:
        if result.battle != self._battle:
            return
        self._result = result
        odds = result.odds
        self.exact_label.setText(format_percent(odds.win_probability, odds.loss_probability))
        hold = format_percent(odds.loss_probability, odds.win_probability)
        self.hold_label.setText(f"Defender holds: {hold}")
        self.if_won_label.setText(if_won_text(odds))
        self._show_fraction(result)
        self.expected_label.setText(
            expected_armies_text(odds.expected_attackers_left, odds.expected_defenders_left)
            + "\n"
            + expected_losses_text(odds)
        )
        self.exactReady.emit(result)

    def _show_fraction(self, result: ExactResult) -> None:
        fraction = result.fraction
        if fraction is None:
            self.fraction_label.setText("")
            self.fraction_label.setToolTip("")
        elif is_short(fraction, SHORT_FRACTION_DIGITS):
            self.fraction_label.setText(f"exactly {fraction}")
            self.fraction_label.setToolTip("The exact probability as a fraction")
        else:
            digits = fraction_digits(fraction)
            self.fraction_label.setText(
                f"exactly a fraction with a {digits:,}-digit denominator "
                "(Copy results or Export to get its digits)"
            )
            self.fraction_label.setToolTip(
                f"exactly {fraction_text(fraction)}" if digits <= TOOLTIP_FRACTION_DIGITS else ""
            )
        self.fraction_label.setVisible(fraction is not None)

    @Slot()
    def on_progress(self) -> None:
        if self._result is None and self._runner.running:
            self.expected_label.setText(f"Computing\u2026 {self._runner.progress:.0%}")

    @Slot(int)
    def on_finished(self, run_id: int) -> None:
        self._progress.stop()

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.exact_label.setText("\u2014")
        self.expected_label.setText("No answer: see the message below.")
        self.failed.emit(message)

    def shutdown(self) -> None:
        self._progress.stop()
        self._runner.shutdown()
