"""Independent brute-force references: every roll of every die, no shortcut of the core's."""

import itertools
from fractions import Fraction as F

from riskgui.core.rules.model import Rules, Side


def side_rolls(side: Side, dice: int):
    """Every way the side's dice can fall, one equally likely roll at a time.

    A die that re-rolls ones is two dice: the second counts only when the first shows 1.
    """
    die_sides = [side.sides[min(k, len(side.sides) - 1)] for k in range(dice + side.extra_dice)]
    for throw in itertools.product(*(range(1, s + 1) for s in die_sides)):
        if side.reroll_ones:
            for again in itertools.product(*(range(1, s + 1) for s in die_sides)):
                yield [b if a == 1 else a for a, b in zip(throw, again)], die_sides
        else:
            yield list(throw), die_sides


def kept_scores(faces, die_sides, side: Side, dice: int, cap: bool) -> list[int]:
    dice_by_rank = sorted(zip(faces, die_sides), reverse=True)[:dice]
    scores = []
    for rank, (face, sides_of_die) in enumerate(dice_by_rank):
        score = face + side.every
        score += side.highest if rank == 0 else 0
        score += side.lowest if rank == dice - 1 else 0
        if cap:
            score = max(1, min(sides_of_die, score))
        scores.append(score)
    return sorted(scores, reverse=True)


def brute_force_round(rules: Rules, na: int, nd: int) -> tuple[F, ...]:
    """Every roll of every die, compared without any shortcut."""
    pairs = min(na, nd)
    losses = [0] * (pairs + 1)
    rolls = 0
    defender_rolls = [
        kept_scores(f, s, rules.defender, nd, rules.cap_faces)
        for f, s in side_rolls(rules.defender, nd)
    ]
    for faces, die_sides in side_rolls(rules.attacker, na):
        a = kept_scores(faces, die_sides, rules.attacker, na, rules.cap_faces)
        for d in defender_rolls:
            rolls += 1
            lost = 0
            for x, y in zip(a, d):
                attacker_wins = x >= y if rules.ties == "attacker" else x > y
                lost += not attacker_wins
            losses[lost] += 1
    return tuple(F(n, rolls) for n in losses)
