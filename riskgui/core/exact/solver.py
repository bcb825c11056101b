"""Exact battle odds in floating point.

Probability mass flows from the start state down the anti-diagonals ``i + j = t``
(``i`` armies on the attacking territory, ``j`` defenders): a round with ``k`` dice
pairs moves mass from diagonal ``t`` to ``t - k``.  Only the last ``K + 1``
diagonals are kept (``K`` = most pairs per round), so one battle costs O(a·d) time
and O(a + d) memory.  Most states roll the full dice, a fixed stencil applied to a
slice; only the few states near the edges roll fewer dice and are done one by one.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_battle
from riskgui.core.budget import check_solve
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import float_round_odds
from riskgui.core.outcomes import BattleOdds, Outcomes
from riskgui.core.rules.model import CLASSIC, Rules


def solve_battle(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> BattleOdds:
    """Full terminal distribution of ``attackers`` (stay-behind army included) vs ``defenders``.

    ``token`` is checked once per diagonal (at most ~60 µs apart at 20,000 vs 20,000).
    """
    check_battle(attackers, defenders, stop_at)
    check_solve(attackers, defenders)
    start = np.zeros(attackers + 1)
    start[attackers] = 1.0
    outcomes = propagate(start, defenders, rules, stop_at, token)
    return BattleOdds(attackers, defenders, rules, stop_at, outcomes)


def propagate(
    start: NDArray[np.float64],
    defenders: int,
    rules: Rules,
    stop_at: int,
    token: CancelToken = NEVER,
) -> Outcomes:
    """Fight from every state ``(i, defenders)`` at once, weighted by ``start[i]``.

    Weights at ``i <= stop_at`` must be zero: those armies do not attack.  Several
    starting weights let a campaign feed one battle's survivors into the next.
    """
    if np.any(start[: stop_at + 1]):
        raise ValueError("start weights at or below the stop threshold never attack")
    top = int(np.flatnonzero(start).max(initial=0))
    full_a, full_d = rules.full_dice_from()
    max_pairs = rules.max_pairs
    span = max_pairs + 1
    odds = float_round_odds(rules)
    kernel = np.array(odds[rules.attacker.dice, rules.defender.dice])
    k_full = len(kernel) - 1
    # Edge states roll fewer dice; which ones depends only on armies below full_a, full_d.
    moves: dict[tuple[int, int], tuple[int, tuple[float, ...]]] = {}
    for i in range(2, full_a + 1):
        for j in range(1, full_d + 1):
            q = odds[rules.dice_rolled(i, j)]
            moves[i, j] = len(q) - 1, q

    ring = [np.zeros(defenders + 1) for _ in range(span)]
    win = np.zeros(top + 1)
    stop = np.zeros((max_pairs, defenders + 1))

    first = top + defenders
    for t in range(first, 0, -1):
        if t % 16 == 0:
            token.check(1.0 - t / first)
        m = ring[t % span]
        if 0 <= t - defenders <= top:
            m[defenders] += start[t - defenders]
        if t <= top:
            win[t] += m[0]
        # States with i = t - j <= stop_at are terminal; only the last `max_pairs` rows can be hit.
        j_stop_lo = max(1, t - stop_at)
        j_stop_hi = min(defenders, t - stop_at + max_pairs - 1, t - 1)
        for j in range(j_stop_lo, j_stop_hi + 1):  # at most max_pairs states
            stop[j - (t - stop_at), j] += m[j]

        # Diagonal t is the first to reach t - k_full, so it writes that row (the slot
        # of diagonal t + 1, which is done) rather than adding to it: no zeroing pass.
        row = t - k_full
        target = ring[row % span]
        row_lo, row_hi = max(0, row - top), min(defenders, row)
        written_lo, written_hi = row_lo, row_lo - 1
        j_lo, j_hi = max(1, t - top), min(defenders, t - stop_at - 1)
        bulk_lo, bulk_hi = max(j_lo, full_d), min(j_hi, t - full_a)
        if bulk_lo <= bulk_hi:
            # One C loop for the stencil: target[j - k_full + lost] = kernel[lost] * m[j].
            written_lo, written_hi = bulk_lo - k_full, bulk_hi
            target[written_lo : written_hi + 1] = np.convolve(m[bulk_lo : bulk_hi + 1], kernel)
            edges = [*range(j_lo, bulk_lo), *range(bulk_hi + 1, j_hi + 1)]
        else:
            edges = list(range(j_lo, j_hi + 1))  # at most full_a + full_d states
        if row_lo < written_lo:  # (an empty slice assignment costs half a microsecond)
            target[row_lo:written_lo] = 0.0
        if written_hi < row_hi:
            target[written_hi + 1 : row_hi + 1] = 0.0
        for j in edges:  # a few states: plain floats
            mass = float(m[j])
            if mass:
                k, q = moves[min(t - j, full_a), min(j, full_d)]
                target = ring[(t - k) % span]
                for lost, p in enumerate(q, start=j - k):
                    target[lost] += p * mass
    return Outcomes(win, stop, stop_at)
