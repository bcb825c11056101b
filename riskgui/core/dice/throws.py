"""Throws of dice and what they score: the one place where a roll becomes a round's losses.

The exact one-round tables enumerate every throw through ``score``; the dice view
scores a real roll through the same function.  Dice with the same number of sides are
interchangeable, so a throw is enumerated as a multiset of faces with its multinomial
weight: 6d6 is 462 multisets rather than 46,656 rolls.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from riskgui.core.plural import dice_range
from riskgui.core.rules.model import Rules, Side, Ties


@dataclass(frozen=True)
class Scored:
    """One kept die: what it counts for in the comparison, and how it was rolled."""

    score: int  # after modifiers (and the cap, if the rules cap faces)
    face: int  # as rolled
    sides: int


def score(
    faces: Sequence[int], sides: Sequence[int], side: Side, keep: int, cap: bool
) -> tuple[Scored, ...]:
    """The ``keep`` best dice of a throw, modified by rank, capped and sorted again.

    Of two equal faces the die with more sides ranks first (a +1 on a d8's 6 is a 7).
    """
    ranked = sorted(zip(faces, sides), reverse=True)[:keep]
    values = _modified(ranked, side, cap)
    scored = (Scored(value, face, die) for value, (face, die) in zip(values, ranked))
    return tuple(sorted(scored, key=lambda s: (s.score, s.face, s.sides), reverse=True))


def _modified(ranked: Sequence[tuple[int, int]], side: Side, cap: bool) -> list[int]:
    """The score of each (face, sides) die, ranked best first, after the modifiers."""
    values = [face + side.every for face, _ in ranked]
    values[0] += side.highest
    values[-1] += side.lowest
    if cap:
        values = [min(max(v, 1), die) for v, (_, die) in zip(values, ranked)]
    return values


def attacker_wins_pair(attacker_score: int, defender_score: int, ties: Ties) -> bool:
    """Whether the attacker's die beats the defender's (scores after any modifier)."""
    if ties == "attacker":
        return attacker_score >= defender_score
    return attacker_score > defender_score


def attacker_losses(attacker: Sequence[int], defender: Sequence[int], ties: Ties) -> int:
    """Pairs the attacker loses, comparing sorted scores highest with highest."""
    return sum(not attacker_wins_pair(a, d, ties) for a, d in zip(attacker, defender))


def die_weights(sides: int, reroll_ones: bool) -> tuple[tuple[int, int], ...]:
    """Each face with its weight out of ``sides`` (or ``sides**2`` if ones are re-rolled)."""
    if not reroll_ones:
        return tuple((face, 1) for face in range(1, sides + 1))
    return ((1, 1), *((face, sides + 1) for face in range(2, sides + 1)))


def side_total(side: Side, dice: int) -> int:
    """Equally likely throws of ``dice`` compared dice (and any extra ones)."""
    sides = side.die_sides(dice + side.extra_dice)
    return math.prod(s * s if side.reroll_ones else s for s in sides)


def _multisets(sides: int, count: int, reroll_ones: bool) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every multiset of faces of ``count`` dice of ``sides``, with its weight."""
    weights = dict(die_weights(sides, reroll_ones))
    for faces in itertools.combinations_with_replacement(range(1, sides + 1), count):
        arrangements = math.factorial(count)
        for repeats in Counter(faces).values():
            arrangements //= math.factorial(repeats)
        yield faces, arrangements * math.prod(weights[f] for f in faces)


@cache
def side_scores(side: Side, dice: int, cap: bool) -> tuple[tuple[tuple[int, ...], int], ...]:
    """For each sorted tuple of the scores of the ``dice`` dice kept, the weight of its throws."""
    groups = Counter(side.die_sides(dice + side.extra_dice))
    counts: Counter[tuple[int, ...]] = Counter()
    parts = [list(_multisets(sides, n, side.reroll_ones)) for sides, n in groups.items()]
    for combination in itertools.product(*parts):
        faces: list[int] = []
        dice_sides: list[int] = []
        weight = 1
        for (group_faces, group_weight), sides in zip(combination, groups):
            faces += group_faces
            dice_sides += [sides] * len(group_faces)
            weight *= group_weight
        ranked = sorted(zip(faces, dice_sides), reverse=True)[:dice]
        counts[tuple(sorted(_modified(ranked, side, cap), reverse=True))] += weight
    return tuple(counts.items())


@cache
def side_counts(
    side: Side, dice: int, keep: int, cap: bool
) -> tuple[tuple[tuple[int, ...], int], ...]:
    """For each sorted tuple of the ``keep`` best scores, the weight of throws giving it."""
    counts: Counter[tuple[int, ...]] = Counter()
    for scores, weight in side_scores(side, dice, cap):
        counts[scores[:keep]] += weight
    return tuple(counts.items())


def round_counts(
    rules: Rules, attacker_dice: int, defender_dice: int
) -> tuple[tuple[int, ...], int]:
    """Equally likely throws of one round: how many cost the attacker ``k`` armies, and all.

    A die that re-rolls ones counts as ``sides**2`` equally likely throws of two dice.
    """
    if not 1 <= attacker_dice <= rules.attacker.dice:
        raise ValueError(f"the attacker rolls {dice_range(1, rules.attacker.dice)}")
    if not 1 <= defender_dice <= rules.defender.dice:
        raise ValueError(f"the defender rolls {dice_range(1, rules.defender.dice)}")
    return _round_counts(rules, attacker_dice, defender_dice)


def can_lose(rules: Rules, attacker: bool) -> bool:
    """Whether that side loses an army in some round its dice can roll.

    A side that can lose can lose a whole battle: a chance of it that floating point
    rounds to 0 is still a chance, not an impossibility.
    """
    for attacker_dice, defender_dice in rules.dice_pairs():
        counts, total = round_counts(rules, attacker_dice, defender_dice)
        never_loses = counts[0] if attacker else counts[-1]
        if never_loses < total:
            return True
    return False


def round_odds(rules: Rules, attacker_dice: int, defender_dice: int) -> tuple[Fraction, ...]:
    """Exact odds of one round: element ``k`` is P(attacker loses ``k`` armies).

    The defender loses ``pairs - k``, where ``pairs = min(attacker_dice, defender_dice)``.
    """
    counts, total = round_counts(rules, attacker_dice, defender_dice)
    return tuple(Fraction(count, total) for count in counts)


def float_round_odds(rules: Rules) -> dict[tuple[int, int], tuple[float, ...]]:
    """``round_odds`` for every pair of dice counts, as floats (each rounded once)."""
    return {
        (na, nd): tuple(float(p) for p in round_odds(rules, na, nd))
        for na, nd in rules.dice_pairs()
    }


def round_losses(rules: Rules) -> dict[tuple[int, int], tuple[tuple[float, int, int], ...]]:
    """For every pair of dice counts, each way a round can go: its chance (as a float), the
    armies the attacker loses and those the defender loses, the attacker losing most last
    (impossible ways left out)."""
    return {
        pair: tuple((p, lost, len(q) - 1 - lost) for lost, p in enumerate(q) if p != 0.0)
        for pair, q in float_round_odds(rules).items()
    }


@cache
def _round_counts(
    rules: Rules, attacker_dice: int, defender_dice: int
) -> tuple[tuple[int, ...], int]:
    """How many equally likely throws cost the attacker 0, 1, ... armies, and how many in all."""
    pairs = min(attacker_dice, defender_dice)
    attacker = side_counts(rules.attacker, attacker_dice, pairs, rules.cap_faces)
    defender = side_counts(rules.defender, defender_dice, pairs, rules.cap_faces)
    losses = [0] * (pairs + 1)
    for attacker_scores, attacker_weight in attacker:
        for defender_scores, defender_weight in defender:
            lost = attacker_losses(attacker_scores, defender_scores, rules.ties)
            losses[lost] += attacker_weight * defender_weight
    total = side_total(rules.attacker, attacker_dice) * side_total(rules.defender, defender_dice)
    return tuple(losses), total
