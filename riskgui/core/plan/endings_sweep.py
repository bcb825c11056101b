"""``endings`` for large battles: every start up to (A, D) at once, in NumPy.

The recursion is ``endings._Grid``'s: the endings of a state are the sum, over how many
armies the attacker loses in the round (in that order), of that chance times the endings
of the state it leads to.  Here each state's endings are a row of one array, indexed by
the ending states a battle can reach, and a whole diagonal of states (attackers plus
defenders fixed) is summed at once: every state leads to an earlier diagonal.  The terms
are added in the grid's order, so the numbers are the grid's, to the last bit.

Cost: O(A · D · E) floating-point operations and memory, E the ending states (at most
pairs · (A + D), pairs the most armies a round removes), in O(A + D) NumPy calls per
kind of round; a grid of 120 against 30 takes a few milliseconds.
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

from riskgui.core.plan.ending_work import SWEEP_UP_TO, Ending, table_work
from riskgui.core.rules.model import Rules

GROWTH = 1.5  # a larger start asked later grows the block this much at least


class Sweep:
    """The endings of every start (i, j) up to the largest asked yet (the block grows by
    the states it lacks), for one kind of battle (rules and stops fixed)."""

    def __init__(
        self, odds: dict[tuple[int, int], tuple[float, ...]], rules: Rules, stop_at: int, until: int
    ) -> None:
        self.odds, self.rules, self.stop_at, self.until = odds, rules, stop_at, until
        self.pairs = max(len(q) - 1 for q in odds.values())
        self.most_a = self.most_d = -1  # nothing yet
        self.ends: list[tuple[int, int]] = []  # the ending states, by column
        self.order = np.zeros(0, dtype=np.int64)  # the columns, most armies left first
        self.rows = np.zeros((0, 0, 0))  # [i, j]: the endings of start (i, j), by column

    def fits(self, a: int, d: int) -> bool:
        """Whether the block, grown to hold start (a, d), stays within ``SWEEP_UP_TO``: many
        attackers asked once and many defenders asked once must not fill the corner of
        both."""
        return table_work(max(a, self.most_a), max(d, self.most_d)) <= SWEEP_UP_TO

    def endings(self, a: int, d: int) -> tuple[Ending, ...]:
        """``endings.endings``'s answer: every ending with its chance, most armies left
        first."""
        if a > self.most_a or d > self.most_d:
            most_a, most_d = _grown(a, self.most_a), _grown(d, self.most_d)
            if table_work(most_a, most_d) > SWEEP_UP_TO:
                most_a, most_d = max(a, self.most_a), max(d, self.most_d)
            self._grow(most_a, most_d)
        row = self.rows[a, d][self.order]
        found = np.flatnonzero(row)
        ends = self.ends
        return tuple((*ends[k], p) for k, p in zip(self.order[found].tolist(), row[found].tolist()))

    def _grow(self, most_a: int, most_d: int) -> None:
        s, u, pairs = self.stop_at, self.until, self.pairs
        old_a, old_d = self.most_a, self.most_d
        # The ending states a battle can reach: a round removes at most ``pairs`` armies.
        low_a, low_d = max(0, s + 1 - pairs), max(0, u + 1 - pairs)
        known = set(self.ends)
        new = [(i, j) for i in range(low_a, s + 1) for j in range(low_d, most_d + 1)]
        new += [(i, j) for i in range(s + 1, most_a + 1) for j in range(low_d, u + 1)]
        self.ends += [cell for cell in new if cell not in known]
        rows = np.zeros((most_a + 1, most_d + 1, len(self.ends)))
        rows[: old_a + 1, : old_d + 1, : self.rows.shape[2]] = self.rows
        for k in range(len(known), len(self.ends)):
            i, j = self.ends[k]
            rows[i, j, k] = 1.0
        self.order = np.array(
            sorted(range(len(self.ends)), key=lambda k: (-self.ends[k][0], self.ends[k][1])),
            dtype=np.int64,
        )
        attacker = [self.rules.attacker.dice_for(i - 1) if i > s else 0 for i in range(most_a + 1)]
        defender = [self.rules.defender.dice_for(j) if j > u else 0 for j in range(most_d + 1)]
        for total in range(s + u + 2, most_a + most_d + 1):
            groups: dict[tuple[int, int], list[int]] = defaultdict(list)
            low, high = max(s + 1, total - most_d), min(most_a, total - u - 1)
            # those in the block already: total - old_d <= i <= old_a
            below = range(low, min(high, total - old_d - 1) + 1)
            above = range(max(low, old_a + 1, total - old_d), high + 1)
            for i in (*below, *above):
                groups[attacker[i], defender[total - i]].append(i)
            for dice, found in groups.items():
                _sum_round(rows, self.odds[dice], np.array(found), total)
        self.rows, self.most_a, self.most_d = rows, most_a, most_d


def _sum_round(rows: np.ndarray, q: tuple[float, ...], i_s: np.ndarray, total: int) -> None:
    """The endings of the states (i, total - i): each way the round can go (the attacker
    losing 0, 1, ... armies, in that order) times the endings of the state it leads to."""
    pairs = len(q) - 1
    j_s = total - i_s
    summed = None
    for lost, p in enumerate(q):
        if p == 0.0:
            continue
        term = p * rows[i_s - lost, j_s - (pairs - lost)]
        summed = term if summed is None else summed + term
    rows[i_s, j_s] = summed


def _grown(asked: int, had: int) -> int:
    return had if asked <= had else max(asked, int(had * GROWTH))
