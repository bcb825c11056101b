"""The odds of the one round about to be rolled: "you lose 2, each loses 1, defender loses 2"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel, QWidget

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import round_outcome_text
from riskgui.core.rules.model import Rules
from riskgui.gui.jobs.dice import RoundChances, round_job
from riskgui.gui.kit.runner import JobRunner


def _percent(p: Fraction) -> str:
    """An exact chance: a certainty reads 100 %, not "> 99.99999 %"."""
    return "100 %" if p == 1 else format_percent(float(p), float(1 - p))


def describe_round(dice: tuple[int, int], odds: Sequence[Fraction]) -> str:
    """One round's odds in words, worst for the attacker first.

    ``odds[k]`` is the chance that the attacker loses ``k`` armies.  Losses are armies
    taken off the board, the same whether or not the army that stays behind is counted.
    """
    pairs = len(odds) - 1
    outcomes = [
        f"{round_outcome_text(lost, pairs - lost, you=True)} \u2014 {_percent(p)}"
        for lost, p in reversed(list(enumerate(odds)))
    ]
    return f"This roll, {dice[0]} v {dice[1]}: " + ", ".join(outcomes)


class RoundOddsLine(QLabel):
    """A line under the dice: the exact odds of this round, for the dice chosen to roll.

    The tables come from a worker (rules with many big dice take up to a second); each is
    asked for once and kept, so the line follows every round at once.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundOddsLabel")
        self.setAccessibleName("Odds of this roll")
        self.setWordWrap(True)
        self.setMinimumHeight(self.fontMetrics().lineSpacing())  # no jump when it empties
        self.setToolTip(
            "The exact odds of the round about to be rolled, with the dice chosen in "
            "\u201cDice to roll\u201d"
        )
        self._known: dict[tuple[Rules, tuple[int, int]], tuple[Fraction, ...]] = {}
        self._wanted: tuple[Rules, tuple[int, int]] | None = None
        self._runner = JobRunner("riskgui-dice-round", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)

    def follow(self, battle: PlayedBattle, dice: tuple[int, int] | None) -> None:
        """The round about to be rolled: ``dice`` chosen, or the most (None)."""
        if battle.over:
            self._wanted = None
            self._runner.cancel()
            self.setText("")
            return
        wanted = (battle.rules, dice or battle.dice_now())
        self._wanted = wanted
        known = self._known.get(wanted)
        if known is not None:
            self._runner.cancel()
            self.setText(describe_round(wanted[1], known))
            return
        self.setText(f"This roll, {wanted[1][0]} v {wanted[1][1]}: \u2026")
        self._runner.start(partial(round_job, *wanted))

    @Slot(int, object)
    def on_result(self, run_id: int, result: RoundChances) -> None:
        self._known[(result.rules, result.dice)] = result.odds
        if self._wanted == (result.rules, result.dice):
            self.setText(describe_round(result.dice, result.odds))

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.setText(f"Could not compute this roll's odds: {message}")

    def shutdown(self) -> None:
        self._runner.shutdown()
