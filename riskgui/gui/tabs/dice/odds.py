"""The Dice tab's odds from where the battle stands, its warning, and how lucky it was."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.dice.played import PlayedBattle
from riskgui.core.outcomes import BattleOdds
from riskgui.core.plural import dice
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent, tail_text
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.jobs.dice import FromHere, from_here_job, luck_job, with_dice_job
from riskgui.gui.kit.runner import Job, JobRunner
from riskgui.gui.kit.widgets import WARNING_STYLE, message_line, percent_spin_box, text_label


class DiceOdds(QWidget):
    """Follows a PlayedBattle: the odds from here after each round, the luck at the end.

    The odds at the start are the window's exact answer (``set_exact``), never solved again:
    it is kept with its battle, so Reset, or an answer that came before its battle, finds it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceOdds")
        self._battle = PlayedBattle(2, 1)
        self._start = Battle(2, 1)
        self._exact: ExactResult | None = None
        self._start_odds: BattleOdds | None = None
        self._odds: BattleOdds | None = None
        self._counting = Counting.ON_TERRITORY
        self._runner = JobRunner("riskgui-dice", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)

        self.odds_label = text_label("diceOddsLabel", "Odds from the current state")
        self.warn_spin = percent_spin_box(
            "warnBelowSpin",
            25,
            "Warn when the chance of conquering from here drops below this",
            lowest=0,
        )
        self.warn_spin.setSpecialValueText("off")
        self.warn_spin.setAccessibleName("Warn below this chance")
        self.hint_label = message_line("diceHintLabel", "Warning", WARNING_STYLE, lines=2)
        self.luck_label = text_label("luckLabel", "How lucky the battle was")

        odds_row = QHBoxLayout()
        odds_row.addWidget(self.odds_label, 1)
        odds_row.addWidget(QLabel("Warn below:"))
        odds_row.addWidget(self.warn_spin)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(odds_row)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.luck_label)
        self.warn_spin.valueChanged.connect(self.update_hint)

    def set_counting(self, counting: Counting) -> None:
        self._counting = counting
        self.follow()

    def reset(self, start: Battle, battle: PlayedBattle) -> None:
        self._start, self._battle = start, battle
        exact = self._exact
        self._start_odds = exact.odds if exact is not None and exact.battle == start else None
        self._odds = None
        self.luck_label.setText("")
        self.update_hint()  # no warning left from the battle before
        self.follow()

    def set_exact(self, result: ExactResult) -> None:
        """The window's exact answer: the odds at the start, computed once for every view."""
        self._exact = result
        if result.battle != self._start:
            return  # an answer ahead of its battle: ``reset`` takes it
        self._start_odds = result.odds
        if not self._battle.rounds or self._battle.over:
            self.follow()  # the odds at the start, or the luck that waited for them

    def follow(self, dice: tuple[int, int] | None = None) -> None:
        """The battle moved on: show what is known and ask for the rest.

        ``dice``: this round is to be rolled with fewer dice than the most allowed.
        """
        b = self._battle
        if b.over:
            self._show_end()
        job: Job
        if dice is not None and not b.over:
            self.odds_label.setText("From here: \u2026")
            now = Battle(b.attackers, b.defenders, b.stop_at, b.rules)
            self._runner.start(partial(with_dice_job, now, dice))
            return
        if not b.rounds:
            self._runner.cancel()
            if self._start_odds is not None:
                self._show_odds(self._start_odds)
            else:
                self.odds_label.setText("From here: \u2026")
            return
        if b.over:
            if self._start_odds is None:
                return  # set_exact follows again
            job = partial(luck_job, self._start_odds, b.attackers, b.defenders)
        else:
            self.odds_label.setText("From here: \u2026")
            job = partial(from_here_job, Battle(b.attackers, b.defenders, b.stop_at, b.rules))
        self._runner.start(job)

    def _show_end(self) -> None:
        b = self._battle
        if b.conquered:
            self.odds_label.setText(f"Conquered, with {b.attackers:,} armies on the territory.")
        else:
            left = self._counting.shown(b.attackers)
            what = "armies left" if self._counting.counts_stay_behind else "attacking armies left"
            self.odds_label.setText(
                f"The attack ends: {left:,} {what}, {b.defenders:,} defenders hold."
            )
        self.update_hint()

    @Slot()
    def update_hint(self) -> None:
        odds, b = self._odds, self._battle
        limit = self.warn_spin.value()
        hint = ""
        if not b.over and odds is not None and limit and odds.win_probability * 100 < limit:
            hint = (
                f"Your chance from here is {format_percent(odds.win_probability)}, below your "
                f"{limit:g} % limit: consider stopping."
            )
        elif b.over and not b.conquered and b.attackers > 1:
            hint = f"Stopped at your threshold of {self._counting.shown(b.stop_at):,} armies."
        self.hint_label.setText(hint)

    @Slot(int, object)
    def on_result(self, run_id: int, result: FromHere) -> None:
        b = self._battle
        if (result.attackers, result.defenders) != (b.attackers, b.defenders):
            return
        if result.odds is not None and not b.over:
            self._show_odds(result.odds)
        if result.luck is not None and b.over:
            self.luck_label.setText(result.luck.describe())
        if result.chances is not None and result.dice is not None and not b.over:
            win, fail = result.chances
            na, nd = result.dice
            self.odds_label.setText(
                f"From here, rolling {na} vs {dice(nd)} this round (the most after it): "
                f"attacker conquers {format_percent(win, fail)}."
            )

    def _show_odds(self, odds: BattleOdds) -> None:
        self._odds = odds
        chance = format_percent(odds.win_probability, odds.loss_probability)
        self.odds_label.setToolTip(tail_text(odds.win_probability, odds.loss_probability) or "")
        self.odds_label.setText(
            f"From here: attacker conquers {chance}; expected armies left: "
            f"attacker {odds.expected_attackers_left:.1f}, "
            f"defender {odds.expected_defenders_left:.1f}."
        )
        self.update_hint()

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.odds_label.setText(f"Could not compute the odds: {message}")

    def shutdown(self) -> None:
        self._runner.shutdown()
