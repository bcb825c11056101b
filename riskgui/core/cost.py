"""What a request costs, known before it starts: one place that refuses work too large.

Every computation riskgui offers is estimated here in "steps" (a NumPy cell or a Python
operation, a few nanoseconds to a microsecond each) and refused with a message that says
what to reduce when it would take more than a few seconds on a slow laptop.  The CLI,
every window job and the settings loader go through these checks.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

# One diagonal of the solver costs about as much Python as this many cells cost NumPy.
DIAGONAL_STEPS = 5_000
# 20,000 vs 20,000 (4e8 cells + 40,000 diagonals): about 2 s here.
MAX_SOLVE_STEPS = 600_000_000
# A grid table keeps every cell: time and memory (8 bytes a cell) both bound it.
MAX_TABLE_CELLS = 50_000_000
# The "needed" searches keep a few diagonals: time alone bounds them (~3 s).
MAX_SEARCH_STEPS = 1_000_000_000
# Comparing every attacker throw with every defender throw, in Python: ~1 s.
MAX_ROUND_PAIRS = 2_000_000
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


def round_pairs(dice: int, sides: int, keep: int, other_dice: int, other_sides: int) -> int:
    """Throws rolled on both sides, plus the pairs of kept faces compared (an upper bound)."""
    rolls, other_rolls = int(sides**dice), int(other_sides**other_dice)
    kept = min(rolls, math.comb(sides + keep - 1, keep))
    other_kept = min(other_rolls, math.comb(other_sides + keep - 1, keep))
    return rolls + other_rolls + kept * other_kept


def check_round_enumeration(
    attacker_dice: int, attacker_sides: int, defender_dice: int, defender_sides: int
) -> None:
    keep = min(attacker_dice, defender_dice)
    pairs = round_pairs(attacker_dice, attacker_sides, keep, defender_dice, defender_sides)
    if pairs > MAX_ROUND_PAIRS:
        raise ValueError(
            f"{attacker_dice} attacker dice of {attacker_sides} sides against {defender_dice} "
            f"of {defender_sides} make about {pairs:,} throws and pairs to compare exactly; "
            f"at most {MAX_ROUND_PAIRS:,} take a second: use fewer dice or sides"
        )


def check_simulation(attackers: int, defenders: int) -> None:
    if attackers + defenders > MAX_SIMULATED_ARMIES:
        raise ValueError(
            f"{attackers:,} vs {defenders:,} is too large to simulate: the simulator counts "
            f"every ending and takes at most {MAX_SIMULATED_ARMIES:,} armies in all"
        )
