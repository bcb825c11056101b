"""One battle played round by round, with rolled or entered dice, and its log."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from riskgui.core.battle import check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.describe import counted_attackers
from riskgui.core.dice import Round, resolve_round, roll_round
from riskgui.core.presets import rules_label
from riskgui.core.rules import CLASSIC, Rules
from riskgui.core.solver import solve_battle

LOG_HEADER = ("round", "attacker dice", "defender dice", "attacker lost", "defender lost", "armies")


@dataclass
class PlayedBattle:
    """The state of a battle in play.  ``attackers`` counts the army that stays behind."""

    start_attackers: int
    start_defenders: int
    stop_at: int = 1
    rules: Rules = CLASSIC
    rounds: list[Round] = field(default_factory=list)

    def __post_init__(self) -> None:
        check_battle(self.start_attackers, self.start_defenders, self.stop_at)

    @property
    def attackers(self) -> int:
        return self.rounds[-1].attackers_after if self.rounds else self.start_attackers

    @property
    def defenders(self) -> int:
        return self.rounds[-1].defenders_after if self.rounds else self.start_defenders

    @property
    def conquered(self) -> bool:
        return self.defenders == 0

    @property
    def over(self) -> bool:
        return self.conquered or self.attackers <= self.stop_at

    def dice_now(self) -> tuple[int, int]:
        """Dice each side rolls in the next round."""
        return self.rules.dice_rolled(self.attackers, self.defenders)

    def _check_not_over(self) -> None:
        if self.over:
            raise ValueError("the battle is over: reset it to play again")

    def roll(self, rng: np.random.Generator, dice: tuple[int, int] | None = None) -> Round:
        """One round of rolled dice: the most allowed, or fewer by ``dice``."""
        self._check_not_over()
        played = roll_round(self.attackers, self.defenders, self.rules, rng, self.stop_at, dice)
        self.rounds.append(played)
        return played

    def undo(self) -> Round:
        """Take the last round back (a mistyped roll); the battle continues from before it."""
        if not self.rounds:
            raise ValueError("no round to take back")
        return self.rounds.pop()

    def enter(self, attacker_faces: Sequence[int], defender_faces: Sequence[int]) -> Round:
        """Apply a roll of real dice typed in by a player."""
        self._check_not_over()
        played = resolve_round(
            self.attackers, self.defenders, attacker_faces, defender_faces, self.rules, self.stop_at
        )
        self.rounds.append(played)
        return played

    def log_row(self, number: int, counts_stay_behind: bool = True) -> tuple[str, ...]:
        """Round ``number`` (from 1) as the cells of a log line, armies counted as chosen."""
        r = self.rounds[number - 1]
        offset = 0 if counts_stay_behind else 1
        return (
            str(number),
            " ".join(map(str, sorted(r.attacker_faces, reverse=True))),
            " ".join(map(str, sorted(r.defender_faces, reverse=True))),
            str(r.attacker_losses),
            str(r.defender_losses),
            f"{r.attackers_after - offset} vs {r.defenders_after}",
        )

    def log_rows(self, counts_stay_behind: bool = True) -> list[tuple[str, ...]]:
        rounds = range(1, len(self.rounds) + 1)
        return [self.log_row(number, counts_stay_behind) for number in rounds]

    def log_text(self, counts_stay_behind: bool = True) -> str:
        """The log as tab-separated text, ready to paste into a chat or a spreadsheet."""
        offset = 0 if counts_stay_behind else 1
        lines = [
            f"Battle: {counted_attackers(self.start_attackers, counts_stay_behind)} "
            f"vs {self.start_defenders} defending; "
            f"rules: {rules_label(self.rules)}; stop at {self.stop_at - offset}",
            "\t".join(LOG_HEADER),
        ]
        lines += ["\t".join(row) for row in self.log_rows(counts_stay_behind)]
        if self.over:
            result = "attacker conquers" if self.conquered else "attack ends"
            lines.append(f"Result: {result} with {self.attackers - offset} vs {self.defenders}")
        return "\n".join(lines)


def parse_faces(text: str) -> list[int]:
    """``"6 4 1"``, ``"6,4,1"`` or ``"641"`` (single digits) as a list of faces."""
    cleaned = text.replace(",", " ").split()
    if len(cleaned) == 1 and cleaned[0].isdigit() and len(cleaned[0]) > 1:
        cleaned = list(cleaned[0])
    try:
        return [int(part) for part in cleaned]
    except ValueError:
        raise ValueError(f"dice are whole numbers like '6 4 1', not {text!r}") from None


def chances_with_dice(
    attackers: int,
    defenders: int,
    rules: Rules,
    stop_at: int,
    dice: tuple[int, int],
    token: CancelToken = NEVER,
) -> tuple[float, float]:
    """(conquer, fail) if this round is rolled with ``dice`` and every later one with the most.

    Answers "what if I roll only two dice now?": the round's exact odds, then the solver
    from each state the round can lead to.
    """
    check_battle(attackers, defenders, stop_at)
    most_a, most_d = rules.dice_rolled(attackers, defenders)
    na, nd = dice
    if not (1 <= na <= most_a and 1 <= nd <= most_d):
        raise ValueError(f"this round allows 1 to {most_a} and 1 to {most_d} dice")
    pairs = min(na, nd)
    win = fail = 0.0
    for attacker_lost, q in enumerate(rules.round_odds(na, nd)):
        a, d = attackers - attacker_lost, defenders - (pairs - attacker_lost)
        if d == 0:
            win += float(q)
        elif a <= stop_at:
            fail += float(q)
        elif q:
            odds = solve_battle(a, d, rules, stop_at, token)
            win += float(q) * odds.win_probability
            fail += float(q) * odds.loss_probability
    return win, fail
