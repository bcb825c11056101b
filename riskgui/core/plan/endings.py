"""How one leg's battle can end, from given armies: the engine's building block.

``endings(a, d, rules, stop_at, until)`` lists every way a battle of ``a`` armies on the
attacking territory against ``d`` defenders ends: the defender is eliminated, or worn down
to ``until`` or fewer, or the attacker is down to ``stop_at`` or fewer.  It is the
textbook recursion over battle states, memoised for a whole grid at once: the endings of
every start below ``(a, d)`` come with it, so a plan asking for many starting armies
against the same defenders pays for the grid once.  Cost: O(a · d) states, each adding
the ending lists of its successors (O(a + d) long), so O(a · d · (a + d)) at worst.

Small grids are filled state by state in plain Python (a plan of small battles answers
before NumPy would have loaded); from ``SWEEP_FROM`` on, the same sums are done by
``endings_sweep`` in NumPy, a diagonal of states at once, term for term in the same order,
so that both give the same floating-point numbers.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import float_round_odds, round_losses
from riskgui.core.plan.ending_work import Ending, table_work
from riskgui.core.rules.model import Rules

if TYPE_CHECKING:
    from riskgui.core.plan.endings_sweep import Sweep

# Battles whose grid costs more than this (a · d · (a + d)) are swept in NumPy: about what
# filling the grid in plain Python costs in the time NumPy takes to load.
SWEEP_FROM = 150_000
SWEEP_LOADED = 5_000  # the same once NumPy is loaded: a sweep costs milliseconds


class _Grid:
    """The endings of every state of one kind of battle (rules and stops fixed)."""

    def __init__(self, rules: Rules, stop_at: int, until: int) -> None:
        self.rules, self.stop_at, self.until = rules, stop_at, until
        # Plain floats, no NumPy: a plan answers before NumPy would have loaded.
        self.odds = float_round_odds(rules)
        self.losses = round_losses(rules)  # by the dice rolled: each way a round goes
        self.known: dict[tuple[int, int], dict[tuple[int, int], float]] = {}
        self.swept: Sweep | None = None  # once a start of SWEEP_FROM is asked

    def endings(self, a: int, d: int) -> dict[tuple[int, int], float]:
        if self.ended(a, d):
            return {(a, d): 1.0}
        found = self.known.get((a, d))
        if found is not None:
            return found
        # Fill bottom-up so that no recursion runs deep: every state below (a, d) first,
        # skipping those known.  Only below (a, d): many attackers asked once and many
        # defenders asked once must not fill the grid of both (gigabytes).
        known = self.known
        for total in range(self.stop_at + self.until + 2, a + d + 1):
            low = max(self.stop_at + 1, total - d)
            for i in range(low, min(a, total - self.until - 1) + 1):
                j = total - i
                if (i, j) not in known:
                    known[i, j] = self._step(i, j)
        return known[a, d]

    def ended(self, a: int, d: int) -> bool:
        """Whether the battle is over at ``a`` against ``d`` (stopped, won or worn down)."""
        return a <= self.stop_at or d <= self.until

    def rounds(self, i: int, j: int) -> tuple[tuple[float, int, int], ...]:
        """Each way one round from ``i`` against ``j`` can go: its chance and the armies
        each side loses, the attacker losing most last."""
        return self.losses[self.rules.dice_rolled(i, j)]

    def _step(self, i: int, j: int) -> dict[tuple[int, int], float]:
        merged: dict[tuple[int, int], float] | None = None
        for p, attacker_lost, defender_lost in self.rounds(i, j):
            a, d = i - attacker_lost, j - defender_lost
            after = {(a, d): 1.0} if self.ended(a, d) else self.known[a, d]
            if merged is None:  # the first term as it is (0.0 + x is x)
                merged = {state: p * mass for state, mass in after.items()}
                continue
            get = merged.get
            for state, mass in after.items():
                merged[state] = get(state, 0.0) + p * mass
        assert merged is not None
        return merged


@lru_cache(maxsize=16)
def _grid(rules: Rules, stop_at: int, until: int) -> _Grid:
    return _Grid(rules, stop_at, until)


@lru_cache(maxsize=65_536)
def endings(a: int, d: int, rules: Rules, stop_at: int = 1, until: int = 0) -> tuple[Ending, ...]:
    """Every way the battle ends, most armies left first; probabilities sum to 1."""
    grid = _grid(rules, stop_at, until)
    sweep_from = SWEEP_LOADED if "numpy" in sys.modules else SWEEP_FROM
    if a > stop_at and d > until and sweep_from < table_work(a, d):
        from riskgui.core.plan.endings_sweep import Sweep

        if grid.swept is None:
            grid.swept = Sweep(grid.odds, rules, stop_at, until)
        if grid.swept.fits(a, d):
            return grid.swept.endings(a, d)
    found = grid.endings(a, d)
    return tuple(sorted(((i, j, p) for (i, j), p in found.items()), key=lambda e: (-e[0], e[1])))


def pushed_endings(
    starts: Mapping[tuple[int, int], float],
    rules: Rules,
    stop_at: int = 1,
    until: int = 0,
    token: CancelToken = NEVER,
) -> dict[tuple[int, int], float]:
    """Where the battles from many starts end, each start weighted by its probability:
    (armies left on the attacking territory, defenders left) -> probability.  The mass is
    pushed round by round through the battle's states, highest total of armies first, so
    the cost is the states below the starts (O(a · d), a few sums each), where adding up
    each start's ``endings`` costs O(a + d) per start.  The same sums in another order:
    equal to within rounding."""
    grid = _grid(rules, stop_at, until)
    levels: dict[int, dict[tuple[int, int], float]] = defaultdict(lambda: defaultdict(float))
    for (a, d), p in starts.items():
        levels[a + d][a, d] += p
    ended: dict[tuple[int, int], float] = defaultdict(float)
    for total in range(max(levels, default=0), -1, -1):
        level = levels.pop(total, None)
        if level is None:
            continue
        token.check()
        for (a, d), mass in level.items():
            if grid.ended(a, d):
                ended[a, d] += mass
                continue
            for p, attacker_lost, defender_lost in grid.rounds(a, d):
                after = (a - attacker_lost, d - defender_lost)
                levels[total - attacker_lost - defender_lost][after] += mass * p
    return ended
