"""The rules of a Risk battle and the exact odds of one round of dice.

Convention used everywhere in riskgui: ``attackers`` counts every army on the
attacking territory, including the one that must stay behind.  A territory
with ``a`` armies attacks with ``min(attacker_dice, a - 1)`` dice.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Literal

from riskgui.core.cost import check_round_enumeration
from riskgui.core.limits import RULE_LIMITS

Ties = Literal["defender", "attacker"]


@dataclass(frozen=True)
class Rules:
    """One rule set.  Invalid values raise ``ValueError`` with a message meant for users."""

    attacker_dice: int = 3
    defender_dice: int = 2
    attacker_sides: int = 6
    defender_sides: int = 6
    defender_bonus: int = 0
    ties: Ties = "defender"

    def __post_init__(self) -> None:
        for name, limit in RULE_LIMITS.items():
            limit.check(getattr(self, name))
        if self.ties not in ("defender", "attacker"):
            raise ValueError(f"ties must be 'defender' or 'attacker', not {self.ties!r}")
        check_round_enumeration(
            self.attacker_dice, self.attacker_sides, self.defender_dice, self.defender_sides
        )

    @property
    def max_pairs(self) -> int:
        """The most dice compared in one round, so the most armies one side can lose."""
        return min(self.attacker_dice, self.defender_dice)

    def dice_rolled(self, attackers: int, defenders: int) -> tuple[int, int]:
        """Dice each side rolls with ``attackers`` on the territory (stay-behind army included)."""
        return min(self.attacker_dice, attackers - 1), min(self.defender_dice, defenders)

    def round_odds(self, attacker_dice: int, defender_dice: int) -> tuple[Fraction, ...]:
        """Exact odds of one round: element ``k`` is P(attacker loses ``k`` armies).

        The defender loses ``pairs - k``, where ``pairs = min(attacker_dice, defender_dice)``.
        """
        if not 1 <= attacker_dice <= self.attacker_dice:
            raise ValueError(f"the attacker rolls 1 to {self.attacker_dice} dice")
        if not 1 <= defender_dice <= self.defender_dice:
            raise ValueError(f"the defender rolls 1 to {self.defender_dice} dice")
        return _round_odds(
            attacker_dice,
            defender_dice,
            self.attacker_sides,
            self.defender_sides,
            self.defender_bonus,
            self.ties,
        )

    def describe(self) -> str:
        """A short human-readable summary, used to label results."""
        attack = f"{self.attacker_dice}d{self.attacker_sides}"
        defend = f"{self.defender_dice}d{self.defender_sides}"
        parts = [f"{attack} vs {defend}"]
        if self.defender_bonus:
            parts.append(f"defender +{self.defender_bonus} on highest die")
        parts.append(f"ties to {self.ties}")
        return ", ".join(parts)


def attacker_wins_pair(attacker_face: int, defender_face: int, ties: Ties) -> bool:
    """Whether the attacker's die beats the defender's (faces after any bonus)."""
    if ties == "attacker":
        return attacker_face >= defender_face
    return attacker_face > defender_face


def _top_faces(dice: int, sides: int, keep: int) -> Counter[tuple[int, ...]]:
    """For each descending tuple of the top ``keep`` faces, how many rolls give it."""
    counts: Counter[tuple[int, ...]] = Counter()
    for roll in itertools.product(range(1, sides + 1), repeat=dice):
        counts[tuple(sorted(roll, reverse=True)[:keep])] += 1
    return counts


@cache
def _round_odds(
    attacker_dice: int,
    defender_dice: int,
    attacker_sides: int,
    defender_sides: int,
    defender_bonus: int,
    ties: Ties,
) -> tuple[Fraction, ...]:
    pairs = min(attacker_dice, defender_dice)
    attacker_tops = _top_faces(attacker_dice, attacker_sides, pairs)
    defender_tops = _top_faces(defender_dice, defender_sides, pairs)
    losses = [0] * (pairs + 1)
    for attacker_faces, attacker_count in attacker_tops.items():
        for defender_faces, defender_count in defender_tops.items():
            boosted = (defender_faces[0] + defender_bonus,) + defender_faces[1:]
            attacker_losses = sum(
                not attacker_wins_pair(a, d, ties) for a, d in zip(attacker_faces, boosted)
            )
            losses[attacker_losses] += attacker_count * defender_count
    total = attacker_sides**attacker_dice * defender_sides**defender_dice
    return tuple(Fraction(count, total) for count in losses)


CLASSIC = Rules()
