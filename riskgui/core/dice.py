"""One round of dice, for the dice view and for manual entry of a real roll."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_battle
from riskgui.core.rules import Rules, attacker_wins_pair


@dataclass(frozen=True)
class Pair:
    attacker_face: int
    defender_face: int  # as rolled; the bonus, if any, is in `defender_score`
    defender_score: int
    attacker_wins: bool


@dataclass(frozen=True)
class Round:
    """The dice of one round and what they did to the battle."""

    attacker_faces: tuple[int, ...]  # as rolled
    defender_faces: tuple[int, ...]
    pairs: tuple[Pair, ...]  # highest with highest
    attacker_losses: int
    defender_losses: int
    attackers_after: int
    defenders_after: int


def resolve_round(
    attackers: int,
    defenders: int,
    attacker_faces: Sequence[int],
    defender_faces: Sequence[int],
    rules: Rules,
    stop_at: int = 1,
) -> Round:
    """Apply a given roll, e.g. one typed in from real dice, to the battle state.

    Either side may roll fewer dice than it is allowed, but at least one.
    """
    check_battle(attackers, defenders, stop_at)
    most_a, most_d = rules.dice_rolled(attackers, defenders)
    for faces, most, sides, who in (
        (attacker_faces, most_a, rules.attacker_sides, "attacker"),
        (defender_faces, most_d, rules.defender_sides, "defender"),
    ):
        if not 1 <= len(faces) <= most:
            allowed = "1 die" if most == 1 else f"1 to {most} dice"
            raise ValueError(f"the {who} rolls {allowed} here, not {len(faces)}")
        for face in faces:
            if not isinstance(face, (int, np.integer)) or not 1 <= face <= sides:
                article = "an" if who == "attacker" else "a"
                raise ValueError(f"{article} {who} die shows 1 to {sides}, not {face!r}")
    return _resolve(attackers, defenders, attacker_faces, defender_faces, rules)


def _resolve(
    attackers: int,
    defenders: int,
    attacker_faces: Sequence[int],
    defender_faces: Sequence[int],
    rules: Rules,
) -> Round:
    """``resolve_round`` for faces known to be valid."""
    attacker_sorted = sorted((int(f) for f in attacker_faces), reverse=True)
    defender_sorted = sorted((int(f) for f in defender_faces), reverse=True)
    pairs = []
    for rank, (a, d) in enumerate(zip(attacker_sorted, defender_sorted)):
        score = d + rules.defender_bonus if rank == 0 else d
        pairs.append(Pair(a, d, score, attacker_wins_pair(a, score, rules.ties)))
    defender_losses = sum(p.attacker_wins for p in pairs)
    attacker_losses = len(pairs) - defender_losses
    return Round(
        tuple(int(f) for f in attacker_faces),
        tuple(int(f) for f in defender_faces),
        tuple(pairs),
        attacker_losses,
        defender_losses,
        attackers - attacker_losses,
        defenders - defender_losses,
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
    na, nd = rules.dice_rolled(attackers, defenders)
    if dice is not None:
        na, nd = max(1, min(na, dice[0])), max(1, min(nd, dice[1]))
    # One draw for both sides (a blitz of 20,000 armies rolls 18,000 rounds on the GUI thread).
    faces = rng.integers(1, _upper_bounds(na, nd, rules)).tolist()
    return _resolve(attackers, defenders, faces[:na], faces[na:], rules)


@cache
def _upper_bounds(na: int, nd: int, rules: Rules) -> NDArray[np.int64]:
    """Exclusive upper bound of each die's face: the attacker's ``na``, then the defender's."""
    return np.array([rules.attacker_sides + 1] * na + [rules.defender_sides + 1] * nd)
