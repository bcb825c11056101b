"""What a request costs, known before it starts: one place that refuses work too large.

Every computation riskgui offers is estimated here in "steps" (a NumPy cell or a Python
operation, a few nanoseconds to a microsecond each) and refused with a message that says
what to reduce when it would take more than a few seconds on a slow laptop.  The CLI,
every window job and the settings loader go through these checks.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

# One diagonal of the solver costs about as much Python as this many cells cost NumPy.
DIAGONAL_STEPS = 5_000
# 20,000 vs 20,000 (4e8 cells + 40,000 diagonals): about 2 s here.
MAX_SOLVE_STEPS = 600_000_000
# A grid table keeps every cell: time and memory (8 bytes a cell) both bound it.
MAX_TABLE_CELLS = 50_000_000
# The "needed" searches keep a few diagonals: time alone bounds them (~3 s).
MAX_SEARCH_STEPS = 1_000_000_000
# Tabulating one round exactly, in Python: about a second.
MAX_ROUND_STEPS = 1_000_000
# The simulator keeps a count for every number of armies left; beyond this it is memory.
MAX_SIMULATED_ARMIES = 2_000_000


def solve_steps(attackers: int, defenders: int) -> int:
    return attackers * defenders + DIAGONAL_STEPS * (attackers + defenders)


def check_solve(attackers: int, defenders: int) -> None:
    if solve_steps(attackers, defenders) > MAX_SOLVE_STEPS:
        raise ValueError(
            f"{attackers:,} vs {defenders:,} is too large to solve in a few seconds: use "
            f"fewer armies (20,000 vs 20,000 is the most; against one defender, "
            f"{MAX_SOLVE_STEPS // (DIAGONAL_STEPS + 1) - 1:,} attackers)"
        )


def check_campaign(attackers: int, route: Sequence[int]) -> None:
    steps = sum(solve_steps(attackers, d) for d in route)
    if steps > MAX_SOLVE_STEPS:
        raise ValueError(
            f"a campaign of {len(route):,} territories ({sum(route):,} defenders) with "
            f"{attackers:,} armies is too large to solve in a few seconds: use fewer "
            "territories or armies"
        )


def check_table(max_attackers: int, max_defenders: int) -> None:
    cells = (max_attackers + 1) * (max_defenders + 1)
    if cells > MAX_TABLE_CELLS:
        raise ValueError(
            f"a {max_attackers:,} x {max_defenders:,} table is too large ({cells:,} cells; "
            f"at most {MAX_TABLE_CELLS:,})"
        )
    if solve_steps(max_attackers, max_defenders) > MAX_SOLVE_STEPS:
        raise ValueError(
            f"a {max_attackers:,} x {max_defenders:,} table has too many diagonals to fill in "
            "a few seconds: use fewer armies"
        )


def search_steps(max_attackers: int, max_defenders: int) -> int:
    """The work of one column-or-row sweep of the "needed" searches."""
    return max_attackers * (max_defenders + DIAGONAL_STEPS)


def side_throws(die_sides: Sequence[int]) -> int:
    """Throws enumerated for one side: multisets of faces, dice of equal sides interchangeable."""
    return math.prod(
        math.comb(sides + count - 1, count) for sides, count in Counter(die_sides).items()
    )


# Scoring one throw costs about as much Python as this many comparisons of kept scores.
THROW_STEPS = 15


def round_steps(
    attacker_rolls: Sequence[Sequence[int]],
    defender_rolls: Sequence[Sequence[int]],
    score_span: int,
) -> int:
    """The work of every one-round table: throws scored, then pairs of kept scores compared.

    ``*_rolls[k]``: the sides of the dice a side rolls when it compares ``k + 1`` dice.
    ``score_span``: how many different scores a die can end up with.
    """
    attacker = [side_throws(sides) for sides in attacker_rolls]
    defender = [side_throws(sides) for sides in defender_rolls]
    pairs = 0
    for na, attacker_throws in enumerate(attacker, start=1):
        for nd, defender_throws in enumerate(defender, start=1):
            keep = min(na, nd)
            kept = math.comb(score_span + keep - 1, keep)
            pairs += min(attacker_throws, kept) * min(defender_throws, kept)
    return THROW_STEPS * (sum(attacker) + sum(defender)) + pairs


def check_round_enumeration(
    attacker_rolls: Sequence[Sequence[int]],
    defender_rolls: Sequence[Sequence[int]],
    score_span: int,
) -> None:
    steps = round_steps(attacker_rolls, defender_rolls, score_span)
    if steps > MAX_ROUND_STEPS:
        raise ValueError(
            f"{len(attacker_rolls)} attacker dice of up to {max(map(max, attacker_rolls))} "
            f"sides against {len(defender_rolls)} of up to {max(map(max, defender_rolls))} "
            f"take about {steps / MAX_ROUND_STEPS:.1f} seconds to tabulate exactly; "
            "at most 1 is allowed: use fewer dice or sides"
        )


def check_simulation(attackers: int, defenders: int) -> None:
    if attackers + defenders > MAX_SIMULATED_ARMIES:
        raise ValueError(
            f"{attackers:,} vs {defenders:,} is too large to simulate: the simulator counts "
            f"every ending and takes at most {MAX_SIMULATED_ARMIES:,} armies in all"
        )
