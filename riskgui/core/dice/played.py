"""One battle played round by round, with rolled or entered dice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from riskgui.core.battle import check_battle
from riskgui.core.dice.round import Round, resolve_round, roll_round
from riskgui.core.rules.model import CLASSIC, Rules


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


def parse_faces(text: str) -> list[int]:
    """``"6 4 1"``, ``"6,4,1"`` or ``"641"`` (single digits) as a list of faces."""
    cleaned = text.replace(",", " ").split()
    if len(cleaned) == 1 and cleaned[0].isdigit() and len(cleaned[0]) > 1:
        cleaned = list(cleaned[0])
    try:
        return [int(part) for part in cleaned]
    except ValueError:
        raise ValueError(f"dice are whole numbers like '6 4 1', not {text!r}") from None
