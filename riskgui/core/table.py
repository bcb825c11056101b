"""Win probabilities for a whole grid of battles, and the armies needed for a target.

``W[i, j]`` is the chance that ``i`` armies on the attacking territory conquer ``j``
defenders.  It is filled diagonal by diagonal (``i + j = t``): in the flattened grid
a diagonal is a slice with stride ``D``, and every state on it depends only on lower
diagonals, so the full-dice states update as one strided slice operation.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_armies
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.rules import CLASSIC, Rules
from riskgui.core.solver import float_round_odds

# A table of this many cells takes about a second and 400 MB; "needed" stops growing there.
MAX_TABLE_CELLS = 50_000_000


def win_table(
    max_attackers: int,
    max_defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> NDArray[np.float64]:
    """Array ``W`` of shape ``(max_attackers + 1, max_defenders + 1)``; ``W[a, d]`` = P(win)."""
    check_armies("maximum attacking armies", max_attackers, 1)
    check_armies("maximum defending armies", max_defenders, 1)
    check_armies("stop threshold", stop_at, 1)
    cells = (max_attackers + 1) * (max_defenders + 1)
    if cells > MAX_TABLE_CELLS:
        raise ValueError(
            f"a {max_attackers} x {max_defenders} table is too large ({cells:,} cells)"
        )
    rows, width = max_attackers + 1, max_defenders + 1
    table = np.zeros((rows, width))
    table[1:, 0] = 1.0
    flat = table.reshape(-1)  # a view: writing to it fills the table
    stride = width - 1  # flat index of (i, t - i) is t + i * stride
    odds = float_round_odds(rules)
    dice_a, dice_d = rules.attacker_dice, rules.defender_dice
    full = odds[dice_a, dice_d]
    k = len(full) - 1

    last = max_attackers + max_defenders
    for t in range(stop_at + 2, last + 1):
        token.check(t / last)
        i_lo, i_hi = max(stop_at + 1, t - max_defenders), min(max_attackers, t - 1)
        if i_lo > i_hi:
            continue
        # Full dice need i - 1 >= dice_a and j = t - i >= dice_d.
        bulk_lo, bulk_hi = max(i_lo, dice_a + 1), min(i_hi, t - dice_d)
        if bulk_lo <= bulk_hi:
            first, count = t + bulk_lo * stride, bulk_hi - bulk_lo + 1
            # (i - lost, j - k + lost) sits k + lost * stride before (i, j) in the flat grid.
            end = first + count * stride
            shift = [k + lost * stride for lost in range(k + 1)]
            flat[first:end:stride] = sum(
                p * flat[first - s : end - s : stride] for p, s in zip(full, shift)
            )
            edges = [*range(i_lo, bulk_lo), *range(bulk_hi + 1, i_hi + 1)]
        else:
            edges = list(range(i_lo, i_hi + 1))
        for i in edges:
            j = t - i
            na, nd = rules.dice_rolled(i, j)
            q = odds[na, nd]
            pairs = len(q) - 1
            table[i, j] = sum(p * table[i - lost, j - pairs + lost] for lost, p in enumerate(q))
    return table


@dataclass(frozen=True)
class ArmiesNeeded:
    defenders: int
    target: float
    attackers: int
    win_probability: float


def armies_needed(
    defenders: int,
    target: float,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> ArmiesNeeded:
    """The fewest armies on the attacking territory whose win probability reaches ``target``."""
    check_armies("defending armies", defenders, 1)
    _check_target(target)
    rows = max(2 * defenders, stop_at + 2, 16)
    while True:
        column = win_table(rows, defenders, rules, stop_at, token)[:, defenders]
        reached = np.flatnonzero(column >= target)
        if reached.size:
            attackers = int(reached[0])
            return ArmiesNeeded(defenders, target, attackers, float(column[attackers]))
        if (2 * rows + 1) * (defenders + 1) > MAX_TABLE_CELLS:
            raise ValueError(
                f"no attack of up to {rows:,} armies reaches {target:.6g} against {defenders}"
            )
        rows *= 2


@dataclass(frozen=True)
class DefendersNeeded:
    attackers: int
    target: float
    defenders: int
    hold_probability: float


def defenders_needed(
    attackers: int,
    target: float,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> DefendersNeeded:
    """The fewest defending armies that hold against ``attackers`` with ``target`` probability.

    ``attackers`` counts the attacking territory's armies, the one that stays behind included.
    """
    check_armies("attacking armies", attackers, 2)
    _check_target(target)
    columns = max(2 * attackers, 16)
    while True:
        hold = 1.0 - win_table(attackers, columns, rules, stop_at, token)[attackers, :]
        reached = np.flatnonzero(hold[1:] >= target)
        if reached.size:
            defenders = int(reached[0]) + 1
            return DefendersNeeded(attackers, target, defenders, float(hold[defenders]))
        if (attackers + 1) * (2 * columns + 1) > MAX_TABLE_CELLS:
            raise ValueError(
                f"no defence of up to {columns:,} armies holds with {target:.6g} "
                f"against {attackers}"
            )
        columns *= 2


def _check_target(target: float) -> None:
    if not isinstance(target, (int, float)) or not 0.0 < target < 1.0:
        raise ValueError(f"target probability must be strictly between 0 and 1, not {target!r}")
