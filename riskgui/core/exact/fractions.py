"""Battle odds as exact fractions.

The exact answer keeps every state's probability as one integer over a denominator
known in advance: each army lost multiplies the denominator by ``unit`` (6^4 in
classic Risk), chosen so that every round's odds are whole numbers of it.  Going down
the diagonals ``i + j = t`` state by state, a round is then a few small-integer
multiplications of big integers, and the one ``Fraction`` is made at the end: about
30 times faster than adding up ``Fraction`` objects.

``terminal_distribution`` is the textbook dynamic programme over any number type; with
``float`` it is the straightforward reference that ``benchmarks/`` measures the NumPy
solver against, and with ``Fraction`` the slow reference the fast path is tested on.
"""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from functools import cache
from typing import TypeVar

from riskgui.core.battle import check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import round_counts, round_odds
from riskgui.core.rules.model import CLASSIC, Rules

# An exact answer costs about this many digit-steps per second (states x digits of the
# numerators); the limit keeps one under about 5 s (1000 vs 1000 classic: 2 s here).
EXACT_DIGIT_STEPS = 4_000_000_000

Number = TypeVar("Number", Fraction, float)


def check_exact_size(attackers: int, defenders: int, rules: Rules = CLASSIC) -> None:
    steps = exact_digit_steps(attackers, defenders, rules)
    if steps > EXACT_DIGIT_STEPS:
        largest = max(
            n for n in range(2, 5_000) if exact_digit_steps(n, n, rules) <= EXACT_DIGIT_STEPS
        )
        raise ValueError(
            f"{attackers:,} vs {defenders:,} is too large for an exact fraction in a few "
            f"seconds (with these rules {largest} vs {largest} is about the largest); "
            "the decimal odds have no such limit"
        )


def exact_digit_steps(attackers: int, defenders: int, rules: Rules) -> int:
    """States times the digits of their numerators: the cost of an exact answer."""
    digits = (attackers + defenders) * math.log10(army_unit(rules))
    return int(attackers * defenders * max(1.0, digits / 2))


def fraction_digits(fraction: Fraction) -> int:
    """Digits of the denominator, without turning a huge integer into a string."""
    return integer_digits(fraction.denominator)


def integer_digits(number: int) -> int:
    """Decimal digits of ``abs(number)``, without turning a huge integer into a string."""
    number = abs(number)
    estimate = max(1, math.floor(number.bit_length() * math.log10(2)) + 1)
    return estimate if number >= 10 ** (estimate - 1) else estimate - 1


@contextmanager
def long_integers() -> Iterator[None]:
    """Let ``str()`` write integers of any length (Python refuses beyond 4,300 digits).

    The limit guards against slow parsing of untrusted input; the integers written here
    are computed, never read.
    """
    limit = getattr(sys, "get_int_max_str_digits", lambda: 0)()
    if limit:
        sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        if limit:
            sys.set_int_max_str_digits(limit)


def fraction_digit_counts(fraction: Fraction) -> dict[str, int]:
    return {
        "numerator": integer_digits(fraction.numerator),
        "denominator": integer_digits(fraction.denominator),
    }


def is_short(fraction: Fraction, digits: int = 40) -> bool:
    """Whether the fraction fits in a line of text beside other results."""
    return integer_digits(fraction.denominator) <= digits


def fraction_text(fraction: Fraction) -> str:
    """``numerator/denominator`` in full, however long."""
    with long_integers():
        return f"{fraction.numerator}/{fraction.denominator}"


@cache
def army_unit(rules: Rules) -> int:
    """The smallest ``unit`` such that ``unit ** pairs`` is a whole number of throws of
    every round: so a round's odds are whole numbers over ``unit`` per army lost.
    """
    unit = 1
    for na, nd in rules.dice_pairs():
        _, throws = round_counts(rules, na, nd)
        unit = math.lcm(unit, smallest_root_multiple(throws, min(na, nd)))
    return unit


def smallest_root_multiple(number: int, power: int) -> int:
    """The smallest ``w`` with ``w ** power`` a multiple of ``number``.

    Throws are products of dice sides, so their prime factors are small.
    """
    root, factor = 1, 2
    while number > 1:
        exponent = 0
        while number % factor == 0:
            number //= factor
            exponent += 1
        root *= factor ** -(-exponent // power)
        factor += 1
    return root


def exact_numerators(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> dict[tuple[int, int], int]:
    """Terminal states with their probabilities times ``army_unit(rules) ** armies lost``."""
    check_battle(attackers, defenders, stop_at)
    check_exact_size(attackers, defenders, rules)
    unit = army_unit(rules)
    moves = {}  # (na, nd) -> (pairs, whole numbers of units ** pairs for each attacker loss)
    for na, nd in rules.dice_pairs():
        counts, throws = round_counts(rules, na, nd)
        pairs = min(na, nd)
        scale = unit**pairs // throws
        moves[na, nd] = pairs, [count * scale for count in counts]
    dice = {}
    full_a, full_d = rules.full_dice_from()
    span = rules.max_pairs + 1
    ring = [[0] * (defenders + 1) for _ in range(span)]
    ring[(attackers + defenders) % span][defenders] = 1
    terminal: dict[tuple[int, int], int] = {}
    first = attackers + defenders
    for t in range(first, 0, -1):
        token.check(1.0 - t / first)
        row = ring[t % span]
        for j in range(max(0, t - attackers), min(defenders, t - 1) + 1):
            mass = row[j]
            if not mass:
                continue
            row[j] = 0
            i = t - j
            if j == 0 or i <= stop_at:
                terminal[i, j] = mass
                continue
            key = min(i, full_a), min(j, full_d)
            if key not in dice:
                dice[key] = moves[rules.dice_rolled(i, j)]
            pairs, weights = dice[key]
            target = ring[(t - pairs) % span]
            for lost, weight in enumerate(weights, start=j - pairs):
                if weight:
                    target[lost] += mass * weight
    return terminal


def exact_outcomes(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> dict[tuple[int, int], Fraction]:
    """Terminal states ``(attackers left, defenders left)`` with their exact probabilities."""
    unit = army_unit(rules)
    return {
        (i, j): Fraction(mass, unit ** (attackers - i + defenders - j))
        for (i, j), mass in exact_numerators(attackers, defenders, rules, stop_at, token).items()
    }


def exact_win_probability(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> Fraction:
    """The exact chance of conquest: one fraction over the longest battle's denominator."""
    unit = army_unit(rules)
    numerators = exact_numerators(attackers, defenders, rules, stop_at, token)
    # Sum of mass * unit ** (most_lost - lost) by Horner's rule, fewest armies lost first:
    # a power of a huge integer for every state would take longer than the battle itself.
    numerator, lost_so_far = 0, 0
    for i in range(attackers, 0, -1):
        if (i, 0) in numerators:
            lost = attackers - i + defenders
            numerator = numerator * unit ** (lost - lost_so_far) + numerators[i, 0]
            lost_so_far = lost
    most_lost = attackers - 1 + defenders
    return Fraction(numerator * unit ** (most_lost - lost_so_far), unit**most_lost)


def terminal_distribution(
    attackers: int,
    defenders: int,
    rules: Rules,
    stop_at: int,
    number: Callable[[Fraction], Number],
    token: CancelToken = NEVER,
) -> dict[tuple[int, int], Number]:
    """Generic over the number type: ``number`` converts each round's exact odds."""
    odds = {
        (na, nd): [number(p) for p in round_odds(rules, na, nd)] for na, nd in rules.dice_pairs()
    }
    mass: defaultdict[tuple[int, int], Number] = defaultdict(lambda: number(Fraction(0)))
    mass[attackers, defenders] = number(Fraction(1))
    terminal: dict[tuple[int, int], Number] = {}
    # Each round lowers i + j: going down the diagonals, a state's inflow is complete when visited.
    first = attackers + defenders
    for total in range(first, 0, -1):
        token.check(1.0 - total / first)
        for j in range(max(0, total - attackers), min(defenders, total - 1) + 1):
            state = (total - j, j)
            if state not in mass:
                continue
            p = mass.pop(state)
            i = total - j
            if j == 0 or i <= stop_at:
                terminal[state] = p
                continue
            na, nd = rules.dice_rolled(i, j)
            pairs = min(na, nd)
            for lost, q in enumerate(odds[na, nd]):
                mass[i - lost, j - pairs + lost] += p * q
    return terminal
