"""The exact answer for the battle on screen, as the battle session computed it."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.dice.throws import can_lose
from riskgui.core.exact.fractions import fraction_digits, fraction_text, is_short
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent, tail_text
from riskgui.core.report.wording import (
    battle_line,
    battle_summary,
    expected_summary,
    if_won_text,
)
from riskgui.gui.battle_session import BattleSession
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.kit.widgets import MUTED_STYLE, text_label

SHORT_FRACTION_DIGITS = 14  # a fraction of 30 characters fits on a line beside the results
TOOLTIP_FRACTION_DIGITS = 300  # a tooltip longer than this fills the screen
PROGRESS_MS = 100


CONQUERS_TIP = "Exact probability that the attack conquers the territory"
HOLDS_TIP = "Exact probability that the defending territory holds"


def _with_tail(tip: str, probability: float, complement: float) -> str:
    """The tooltip, and how far a near-certainty is from certain ("100 % − 2.40e-20 %")."""
    tail = tail_text(probability, complement)
    return f"{tip}: {tail}" if tail else tip


class AnswerPanel(QGroupBox):
    """The exact answer for the battle on screen: a view of the battle session."""

    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__("Attacker conquers", parent)
        self.setObjectName("answerPanel")
        self._session = session
        self._counting = session.counting
        self._battle: Battle | None = None
        self._progress = QTimer(self, interval=PROGRESS_MS)
        self._progress.timeout.connect(self.on_progress)

        self.exact_label = QLabel()
        self.exact_label.setObjectName("exactLabel")
        self.exact_label.setToolTip(CONQUERS_TIP)
        self.exact_label.setAccessibleName("Exact win probability")
        big = QFont(self.exact_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.exact_label.setFont(big)
        self.hold_label = text_label("holdLabel", "Exact chance that the defender holds")
        self.hold_label.setToolTip(HOLDS_TIP)
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

    @Slot(object)
    def on_battle_changed(self, battle: Battle | None) -> None:
        """The inputs changed: nothing shown may belong to the previous battle."""
        self._progress.stop()
        self._battle = battle
        self.exact_label.setText("\u2026" if battle is not None else "\u2014")
        self.fraction_label.setText("")
        self.fraction_label.hide()
        self.hold_label.setText("")
        self.if_won_label.setText("")
        self.expected_label.setText(
            "Computing\u2026" if battle is not None else "These rules cannot be played."
        )
        self._show_rules()

    @Slot(object)
    def on_battle_settled(self, battle: Battle) -> None:
        self._progress.start()

    @Slot(object)
    def set_counting(self, counting: Counting) -> None:
        self._counting = counting
        self._show_rules()

    def _show_rules(self) -> None:
        battle = self._battle
        self.rules_label.setText(battle_line(battle, self._counting) if battle else "")
        self.rules_label.setToolTip(battle_summary(battle, self._counting) if battle else "")

    @Slot(object)
    def show_odds(self, result: ExactResult) -> None:
        self._progress.stop()
        odds = result.odds
        win, loss, rules = odds.win_probability, odds.loss_probability, odds.rules
        self.exact_label.setText(format_percent(win, loss, can_lose(rules, attacker=False)))
        self.exact_label.setToolTip(_with_tail(CONQUERS_TIP, win, loss))
        hold = format_percent(loss, win, can_lose(rules, attacker=True))
        self.hold_label.setText(f"Defender holds: {hold}")
        self.hold_label.setToolTip(_with_tail(HOLDS_TIP, loss, win))
        self.if_won_label.setText(if_won_text(odds))
        self.show_fraction(result)
        self.expected_label.setText(
            expected_summary(odds, odds.expected_attackers_left, odds.expected_defenders_left)
        )

    @Slot(object)
    def show_fraction(self, result: ExactResult) -> None:
        self._show_fraction(result)

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
            self.fraction_label.setText(f"exactly a fraction with a {digits:,}-digit denominator")
            self.fraction_label.setToolTip(
                f"exactly {fraction_text(fraction)}"
                if digits <= TOOLTIP_FRACTION_DIGITS
                else "Copy results, or export the results, to get all its digits"
            )
        self.fraction_label.setVisible(fraction is not None)

    @Slot()
    def on_progress(self) -> None:
        if self._session.computing:
            self.expected_label.setText(f"Computing\u2026 {self._session.progress:.0%}")

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self._progress.stop()
        self.exact_label.setText("\u2014")
        self.expected_label.setText("No answer: see the message below.")

    def shutdown(self) -> None:
        self._progress.stop()
