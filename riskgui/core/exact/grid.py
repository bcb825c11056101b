"""Win probabilities for a whole grid of battles.

``W[i, j]`` is the chance that ``i`` armies on the attacking territory conquer ``j``
defenders.  It is filled diagonal by diagonal (``i + j = t``): in the flattened grid
a diagonal is a slice with stride ``D``, and every state on it depends only on lower
diagonals, so the full-dice states update as one strided slice operation.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_armies
from riskgui.core.budget import check_table
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import float_round_odds
from riskgui.core.rules.model import CLASSIC, Rules


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
    check_table(max_attackers, max_defenders)
    rows, width = max_attackers + 1, max_defenders + 1
    table = np.zeros((rows, width))
    table[1:, 0] = 1.0
    flat = table.reshape(-1)  # a view: writing to it fills the table
    stride = width - 1  # flat index of (i, t - i) is t + i * stride
    odds = float_round_odds(rules)
    full_a, full_d = rules.full_dice_from()
    full = odds[rules.attacker.dice, rules.defender.dice]
    k = len(full) - 1

    last = max_attackers + max_defenders
    for t in range(stop_at + 2, last + 1):
        token.check(t / last)
        i_lo, i_hi = max(stop_at + 1, t - max_defenders), min(max_attackers, t - 1)
        if i_lo > i_hi:
            continue
        # Full dice need i >= full_a and j = t - i >= full_d.
        bulk_lo, bulk_hi = max(i_lo, full_a), min(i_hi, t - full_d)
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


def win_edges(
    max_attackers: int,
    max_defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """The last column and the last row of ``win_table``, in O(a + d) memory.

    ``column[a]`` = P(``a`` attackers conquer ``max_defenders``) for a <= max_attackers;
    ``row[d]`` = P(``max_attackers`` attackers conquer ``d``) for d <= max_defenders.
    The same diagonal sweep as ``win_table``, keeping only the diagonals a round can reach.
    """
    check_armies("maximum attacking armies", max_attackers, 1)
    check_armies("maximum defending armies", max_defenders, 1)
    check_armies("stop threshold", stop_at, 1)
    odds = float_round_odds(rules)
    full_a, full_d = rules.full_dice_from()
    full = odds[rules.attacker.dice, rules.defender.dice]
    kernel = np.array(full)
    k = len(full) - 1
    span = rules.max_pairs + 1
    ring = [np.zeros(max_attackers + 1) for _ in range(span)]  # ring[t % span][i] = W(i, t - i)
    column = np.zeros(max_attackers + 1)
    row = np.zeros(max_defenders + 1)
    last = max_attackers + max_defenders
    for t in range(1, last + 1):
        token.check(t / last)
        diagonal = ring[t % span]
        # Only the cells this diagonal can hold; the rest stay as zeros (never read).
        diagonal[max(0, t - max_defenders - span) : min(max_attackers, t) + 1] = 0.0
        if t <= max_attackers:
            diagonal[t] = 1.0  # W(t, 0): nobody left to defend
        i_lo, i_hi = max(stop_at + 1, t - max_defenders), min(max_attackers, t - 1)
        if i_lo <= i_hi:
            bulk_lo, bulk_hi = max(i_lo, full_a), min(i_hi, t - full_d)
            if bulk_lo <= bulk_hi:
                # Predecessors (i - lost, j - k + lost) all lie on diagonal t - k.
                # One C loop: diagonal[i] = sum(full[lost] * source[i - lost]).
                source = ring[(t - k) % span]
                diagonal[bulk_lo : bulk_hi + 1] = np.convolve(
                    source[bulk_lo - k : bulk_hi + 1], kernel, mode="valid"
                )
                edges = [*range(i_lo, bulk_lo), *range(bulk_hi + 1, i_hi + 1)]
            else:
                edges = list(range(i_lo, i_hi + 1))
            for i in edges:
                na, nd = rules.dice_rolled(i, t - i)
                q = odds[na, nd]
                source = ring[(t - len(q) + 1) % span]
                diagonal[i] = sum(p * source[i - lost] for lost, p in enumerate(q))
        if 0 <= t - max_defenders <= max_attackers:
            column[t - max_defenders] = diagonal[t - max_defenders]
        if 0 <= t - max_attackers <= max_defenders:
            row[t - max_attackers] = diagonal[max_attackers]
    return column, row
