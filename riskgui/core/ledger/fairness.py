"""Are the dice fair?  Face counts of the rolls entered and Pearson's chi-square test.

Faces are counted per kind of die (its sides, and whether it re-rolls ones), because a
die that re-rolls ones is not uniform: it shows 1 with chance 1/s² and every other face
with (s + 1)/s².  Faces are as rolled, extra dice included, before any modifier.

The p-value is the chi-square upper tail, ``riskgui.core.stats.chi_square_survival``: no
SciPy.  Unlike ``stats.chi_square_test`` no cell is pooled: each face is shown with its
count, and too few dice are said so in words (``wording.fairness_sentence``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.stats import chi_square_survival


@dataclass(frozen=True, order=True)
class DieKind:
    sides: int
    reroll_ones: bool

    def chance(self, face: int) -> float:
        """The chance of ``face`` on one fair die of this kind."""
        s = self.sides
        if not self.reroll_ones:
            return 1 / s
        return 1 / s**2 if face == 1 else (s + 1) / s**2

    def name(self) -> str:
        return f"d{self.sides}" + (" re-rolling ones" if self.reroll_ones else "")


PLAIN_D6 = DieKind(6, False)


@dataclass(frozen=True)
class Fairness:
    die: DieKind
    faces: dict[int, int]  # every face 1..sides, zeros included
    expected: dict[int, float]  # expected counts under a fair die of that kind
    dice: int  # dice counted
    chi_square: float | None  # None when no dice
    p_value: float | None


def dice_fairness(entries: Sequence[Entry], player: str | None = None) -> tuple[Fairness, ...]:
    """One test per kind of die present, the plain d6 always first (even with no dice).

    A roll's attacker faces belong to its attacker, the defender faces to its defender;
    ``player`` keeps only that player's dice.
    """
    counts: dict[DieKind, Counter[int]] = {PLAIN_D6: Counter()}
    for entry in entries:
        if not isinstance(entry.what, Roll):
            continue
        for name, faces, side in (
            (entry.attacker, entry.what.attacker_faces, entry.rules.attacker),
            (entry.defender, entry.what.defender_faces, entry.rules.defender),
        ):
            if player is not None and name != player:
                continue
            for face, sides in zip(faces, side.die_sides(len(faces))):
                counts.setdefault(DieKind(sides, side.reroll_ones), Counter())[face] += 1
    order = [PLAIN_D6, *sorted(die for die in counts if die != PLAIN_D6)]
    return tuple(_fairness(die, counts[die]) for die in order)


def _fairness(die: DieKind, counted: Counter[int]) -> Fairness:
    faces = {face: counted[face] for face in range(1, die.sides + 1)}
    dice = sum(faces.values())
    expected = {face: dice * die.chance(face) for face in faces}
    if not dice:
        return Fairness(
            die=die, faces=faces, expected=expected, dice=0, chi_square=None, p_value=None
        )
    chi_square = sum((faces[f] - expected[f]) ** 2 / expected[f] for f in faces)
    return Fairness(
        die=die,
        faces=faces,
        expected=expected,
        dice=dice,
        chi_square=chi_square,
        p_value=chi_square_p_value(chi_square, die.sides - 1),
    )


def chi_square_p_value(chi_square: float, degrees: int) -> float:
    """P(a chi-square variable with ``degrees`` degrees of freedom is >= ``chi_square``)."""
    if degrees < 1:
        raise ValueError(f"a chi-square test needs at least 1 degree of freedom, not {degrees}")
    if not chi_square >= 0:  # also refuses NaN
        raise ValueError(f"a chi-square statistic is 0 or more, not {chi_square}")
    if math.isinf(chi_square):
        return 0.0
    return chi_square_survival(chi_square, degrees)
