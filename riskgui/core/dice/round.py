"""One round of dice, for the dice view and for manual entry of a real roll."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_battle
from riskgui.core.dice.throws import Scored, attacker_wins_pair, score
from riskgui.core.plural import dice_range
from riskgui.core.rules.model import Rules, Side


@dataclass(frozen=True)
class Pair:
    attacker: Scored  # the die's face as rolled and the score it counts for
    defender: Scored
    attacker_wins: bool

    @property
    def attacker_face(self) -> int:
        return self.attacker.face

    @property
    def defender_face(self) -> int:
        return self.defender.face

    @property
    def defender_score(self) -> int:
        return self.defender.score


@dataclass(frozen=True)
class Round:
    """The dice of one round and what they did to the battle."""

    attacker_faces: tuple[int, ...]  # as rolled, extra dice included
    defender_faces: tuple[int, ...]
    attacker_kept: tuple[Scored, ...]  # the dice each side keeps, best score first
    defender_kept: tuple[Scored, ...]
    pairs: tuple[Pair, ...]  # highest with highest
    attacker_losses: int
    defender_losses: int
    attackers_after: int
    defenders_after: int


def dice_allowed(attackers: int, defenders: int, rules: Rules) -> tuple[range, range]:
    """How many dice each side may compare here: all it can, or fewer if it may choose."""
    most_a, most_d = rules.dice_rolled(attackers, defenders)
    fewest_a = most_a if rules.attacker.must_roll_most else 1
    fewest_d = most_d if rules.defender.must_roll_most else 1
    return range(fewest_a, most_a + 1), range(fewest_d, most_d + 1)


def resolve_round(
    attackers: int,
    defenders: int,
    attacker_faces: Sequence[int],
    defender_faces: Sequence[int],
    rules: Rules,
    stop_at: int = 1,
) -> Round:
    """Apply a given roll, e.g. one typed in from real dice, to the battle state.

    A side may roll fewer dice than it is allowed, but at least one, unless it must roll
    the most it can.  Faces are as rolled: extra dice included, re-rolled ones replaced.
    """
    check_battle(attackers, defenders, stop_at)
    allowed = dice_allowed(attackers, defenders, rules)
    for faces, dice, side, who in (
        (attacker_faces, allowed[0], rules.attacker, "attacker"),
        (defender_faces, allowed[1], rules.defender, "defender"),
    ):
        extra = side.extra_dice
        low, high = dice[0] + extra, dice[-1] + extra
        if not low <= len(faces) <= high:
            raise ValueError(f"the {who} rolls {dice_range(low, high)} here, not {len(faces)}")
        check_faces(who, faces, side)
    return _resolve(attackers, defenders, attacker_faces, defender_faces, rules)


def check_faces(who: str, faces: Sequence[int], side: Side) -> None:
    """ValueError unless each face is a whole number on its die (``who``: "attacker" or
    "defender"); the number of dice is the caller's to check."""
    for face, sides in zip(faces, side.die_sides(len(faces))):
        if not isinstance(face, (int, np.integer)) or not 1 <= face <= sides:
            article = "an" if who == "attacker" else "a"
            raise ValueError(f"{article} {who} d{sides} shows 1 to {sides}, not {face!r}")


def _resolve(
    attackers: int,
    defenders: int,
    attacker_faces: Sequence[int],
    defender_faces: Sequence[int],
    rules: Rules,
) -> Round:
    """``resolve_round`` for faces known to be valid."""
    a_faces, d_faces = tuple(int(f) for f in attacker_faces), tuple(int(f) for f in defender_faces)
    kept = []
    for faces, side in ((a_faces, rules.attacker), (d_faces, rules.defender)):
        compared = len(faces) - side.extra_dice
        kept.append(score(faces, side.die_sides(len(faces)), side, compared, rules.cap_faces))
    pairs = tuple(
        Pair(a, d, attacker_wins_pair(a.score, d.score, rules.ties))
        for a, d in zip(kept[0], kept[1])
    )
    defender_losses = sum(p.attacker_wins for p in pairs)
    attacker_losses = len(pairs) - defender_losses
    return Round(
        attacker_faces=a_faces,
        defender_faces=d_faces,
        attacker_kept=kept[0],
        defender_kept=kept[1],
        pairs=pairs,
        attacker_losses=attacker_losses,
        defender_losses=defender_losses,
        attackers_after=attackers - attacker_losses,
        defenders_after=defenders - defender_losses,
    )


def roll_round(
    attackers: int,
    defenders: int,
    rules: Rules,
    rng: np.random.Generator,
    stop_at: int = 1,
    dice: tuple[int, int] | None = None,
) -> Round:
    """Roll the dice for one round from this state: the most allowed, or fewer by ``dice``."""
    check_battle(attackers, defenders, stop_at)
    allowed_a, allowed_d = dice_allowed(attackers, defenders, rules)
    na, nd = allowed_a[-1], allowed_d[-1]
    if dice is not None:
        na = min(max(allowed_a[0], dice[0]), na)
        nd = min(max(allowed_d[0], dice[1]), nd)
    ra, rd = na + rules.attacker.extra_dice, nd + rules.defender.extra_dice
    # One draw for both sides (a blitz of 20,000 armies rolls 18,000 rounds on the GUI thread).
    bounds = _upper_bounds(ra, rd, rules)
    faces = rng.integers(1, bounds).tolist()
    rerolls = _rerolls(ra, rd, rules)
    for i, face in enumerate(faces):
        if face == 1 and rerolls[i]:
            faces[i] = int(rng.integers(1, bounds[i]))
    return _resolve(attackers, defenders, faces[:ra], faces[ra:], rules)


@cache
def _upper_bounds(ra: int, rd: int, rules: Rules) -> NDArray[np.int64]:
    """Exclusive upper bound of each die's face: the attacker's ``ra``, then the defender's."""
    sides = rules.attacker.die_sides(ra) + rules.defender.die_sides(rd)
    return np.array(sides) + 1


@cache
def _rerolls(ra: int, rd: int, rules: Rules) -> tuple[bool, ...]:
    return (rules.attacker.reroll_ones,) * ra + (rules.defender.reroll_ones,) * rd
