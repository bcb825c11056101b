"""Battle odds as exact fractions, state by state in plain Python.

This is the textbook dynamic programme: walk the states from the start down, passing
each state's probability on to the states one round of dice can lead to.  With
``Fraction`` it gives exact answers for small battles; with ``float`` it is the
straightforward reference that ``benchmarks/`` measures the NumPy solver against.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar

from riskgui.core.battle import check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.rules import CLASSIC, Rules

# Beyond this many states the fractions' numerators grow to thousands of digits and a
# solve takes seconds; the float solver has no such limit.
EXACT_STATE_LIMIT = 10_000

Number = TypeVar("Number", Fraction, float)


def check_exact_size(attackers: int, defenders: int) -> None:
    states = attackers * defenders
    if states > EXACT_STATE_LIMIT:
        raise ValueError(
            f"{attackers} vs {defenders} is too large for exact fractions "
            f"({states:,} states, the limit is {EXACT_STATE_LIMIT:,}); use floating point"
        )


def fraction_digits_bound(attackers: int, defenders: int, rules: Rules, stop_at: int = 1) -> int:
    """At most how many digits the exact fraction's denominator can have, known up front.

    Each round removes at least one army, and a round's odds have the denominator of
    the full dice's throws at most; real fractions reduce to about half this bound.
    """
    rounds = max(0, attackers - stop_at - 1) + defenders
    _, throws = rules.round_counts(rules.attacker.dice, rules.defender.dice)
    per_round = math.log10(throws)
    return math.ceil(rounds * per_round)


def fraction_digits(fraction: Fraction) -> int:
    """Digits of the denominator, without turning a huge integer into a string."""
    bits = fraction.denominator.bit_length()
    estimate = max(1, math.floor(bits * math.log10(2)) + 1)
    return estimate if fraction.denominator >= 10 ** (estimate - 1) else estimate - 1


def exact_outcomes(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> dict[tuple[int, int], Fraction]:
    """Terminal states ``(attackers left, defenders left)`` with their exact probabilities."""
    check_battle(attackers, defenders, stop_at)
    check_exact_size(attackers, defenders)
    return terminal_distribution(attackers, defenders, rules, stop_at, Fraction, token)


def exact_win_probability(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> Fraction:
    outcomes = exact_outcomes(attackers, defenders, rules, stop_at, token)
    return sum((p for (_, left), p in outcomes.items() if left == 0), Fraction(0))


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
        (na, nd): [number(p) for p in rules.round_odds(na, nd)]
        for na in range(1, rules.attacker.dice + 1)
        for nd in range(1, rules.defender.dice + 1)
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
