"""How one leg's battle can end, from given armies: the engine's building block.

``endings(a, d, rules, stop_at, until)`` lists every way a battle of ``a`` armies on the
attacking territory against ``d`` defenders ends: the defender is eliminated, or worn down
to ``until`` or fewer, or the attacker is down to ``stop_at`` or fewer.  It is the
textbook recursion over battle states: the endings of a state are the sum, over the ways
its round goes (the attacker losing least first), of that chance times the endings of the
state it leads to.  The table is filled for a whole grid at once, so a plan asking for
many starting armies against the same defenders pays for it once.

Most endings need no table of their own.  Where the attacker rolls all its dice (from
``full_a`` armies, ``Rules.full_dice_from``) and is above its stop, a battle does not
know how many armies it has: every round is the same throw.  So the chance of ending
with the defender down and ``e + x`` armies left, from ``i + x`` attackers, is the chance
of ending with ``e`` left from ``i``, for ``e`` at or above ``top = max(stop_at + 1,
full_a)``, by induction over the states: the same rounds, the same terms, added in the
same order, so the same floating-point number.  Likewise, where the defender rolls all
its dice and is above its wear-down target, the chance of the attacker stopping with the
defender at ``e + y`` from ``j + y`` defenders is that of stopping with ``e`` from ``j``.
The grid keeps, per state, only the endings that are not such a shift (the defender down
with the attacker at ``top`` or below, the attacker stopped with the defender at
``max(until + 1, full_d)`` or below, and both at once): a handful, whatever the armies.
Every other ending of a start is read from the state ``x`` attackers (or ``y``
defenders) lower.

Cost: O(a · d) states of the grid, each adding a few numbers (about five under classic
rules with the default stops), then O(a + d) per start to read its endings.  No NumPy: a
plan answers before NumPy would have loaded, whatever its battles.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import round_losses
from riskgui.core.plan.ending_work import Ending
from riskgui.core.rules.model import Rules

Cell = tuple[int, int]  # (armies on the attacking territory, defenders)
Rounds = tuple[tuple[float, int, int], ...]  # each way a round goes: chance, losses


class _Grid:
    """The endings of every state of one kind of battle (rules and stops fixed), kept as
    the endings that are not shifts of others (see the module's docstring): a row per
    state, one number per kept ending (``columns``), 0.0 for one it cannot reach."""

    def __init__(self, rules: Rules, stop_at: int, until: int) -> None:
        self.rules, self.stop_at, self.until = rules, stop_at, until
        self.losses = round_losses(rules)  # by the dice rolled: each way a round goes
        full_a, full_d = rules.full_dice_from()
        self.top_attackers = max(stop_at + 1, full_a)  # the defender down: shifts above it
        self.top_defenders = max(until + 1, full_d)  # the attacker stopped: shifts above it
        self.columns = self._kept_endings()
        # The kept endings by most armies left first, then fewest defenders, and those at
        # top_a, whose shifts come first (the defender down with more left).
        self.kept_in_order = sorted(((i, j, k) for k, (i, j) in enumerate(self.columns)),
                                    key=lambda e: (-e[0], e[1]))  # fmt: skip
        self.down_at_top = [(j, k) for i, j, k in self.kept_in_order if i == self.top_attackers]
        self.ending_rows = {cell: [float(c == cell) for c in self.columns] for cell in self.columns}
        self.zeros = [0.0] * len(self.columns)  # the row of an ending that is a shift
        self.known: dict[Cell, list[float]] = {}

    def endings(self, a: int, d: int) -> tuple[Ending, ...]:
        """Every ending of the battle from (a, d) with its chance, most armies left first
        (those of chance 0, too unlikely for a float, left out)."""
        if self.ended(a, d):
            return ((a, d, 1.0),)
        row, known = self._row(a, d), self.known
        top_a, top_d = self.top_attackers, self.top_defenders
        found = []
        for x in range(a - top_a, 0, -1):  # the defender down with top_a + x left
            shifted = known[a - x, d]
            for j, k in self.down_at_top:
                if shifted[k]:
                    found.append((top_a + x, j, shifted[k]))
        for i, j, k in self.kept_in_order:
            if row[k]:
                found.append((i, j, row[k]))
            if j == top_d and i <= self.stop_at:  # stopped with top_d + y defenders
                for y in range(1, d - top_d + 1):
                    shifted = known[a, d - y]
                    if shifted[k]:
                        found.append((i, top_d + y, shifted[k]))
        return tuple(found)

    def ended(self, a: int, d: int) -> bool:
        """Whether the battle is over at ``a`` against ``d`` (stopped, won or worn down)."""
        return a <= self.stop_at or d <= self.until

    def rounds(self, i: int, j: int) -> Rounds:
        """Each way one round from ``i`` against ``j`` can go: its chance and the armies
        each side loses, the attacker losing most last."""
        return self.losses[self.rules.dice_rolled(i, j)]

    def _kept_endings(self) -> list[Cell]:
        """The endings the grid keeps a number for: each is reached in one round from a
        state at most a round's losses above the tops (see the module's docstring)."""
        most = max(max(a, d) for rounds in self.losses.values() for _, a, d in rounds)
        found: dict[Cell, None] = {}
        for i in range(self.stop_at + 1, self.top_attackers + most + 1):
            for j in range(self.until + 1, self.top_defenders + most + 1):
                for _, attacker_lost, defender_lost in self.rounds(i, j):
                    cell = (i - attacker_lost, j - defender_lost)
                    if self.ended(*cell) and self._is_kept(*cell):
                        found[cell] = None
        return list(found)

    def _is_kept(self, a: int, d: int) -> bool:
        """Whether the ended state (a, d) is an ending the grid keeps (not a shift)."""
        if a > self.stop_at:  # the defender down
            return a <= self.top_attackers
        return d <= self.top_defenders  # the attacker stopped (or both at once)

    def _row(self, a: int, d: int) -> list[float]:
        found = self.known.get((a, d))
        if found is not None:
            return found
        # Fill bottom-up so that no recursion runs deep: every state below (a, d) first,
        # skipping those known.  Only below (a, d): many attackers asked once and many
        # defenders asked once must not fill the grid of both.
        known, s, u = self.known, self.stop_at, self.until
        attacker = [self.rules.attacker.dice_for(i - 1) for i in range(a + 1)]
        defender = [self.rules.defender.dice_for(j) for j in range(d + 1)]
        for total in range(s + u + 2, a + d + 1):
            for i in range(max(s + 1, total - d), min(a, total - u - 1) + 1):
                j = total - i
                if (i, j) not in known:
                    known[i, j] = self._step(i, j, self.losses[attacker[i], defender[j]])
        return known[a, d]

    def _step(self, i: int, j: int, rounds: Rounds) -> list[float]:
        """The row of (i, j): each way its round goes, in order, times the row it leads
        to.  A row holds 0.0 for an ending its state cannot reach, and 0.0 + x is x, so
        each sum is the same bits as adding only the terms that can reach the ending
        (``tests/helpers/endings_reference.py``)."""
        known, s, u = self.known, self.stop_at, self.until
        rows = []
        for _, attacker_lost, defender_lost in rounds:
            a, d = i - attacker_lost, j - defender_lost
            if a > s and d > u:
                rows.append(known[a, d])
            else:
                rows.append(self.ending_rows.get((a, d), self.zeros))
        if len(rounds) == 3:
            (p, _, _), (q, _, _), (r, _, _) = rounds
            return [p * x + q * y + r * z for x, y, z in zip(*rows)]
        summed = [rounds[0][0] * x for x in rows[0]]
        for (p, _, _), row in zip(rounds[1:], rows[1:]):
            summed = [total + p * x for total, x in zip(summed, row)]
        return summed


@lru_cache(maxsize=16)
def _grid(rules: Rules, stop_at: int, until: int) -> _Grid:
    return _Grid(rules, stop_at, until)


@lru_cache(maxsize=65_536)
def endings(a: int, d: int, rules: Rules, stop_at: int = 1, until: int = 0) -> tuple[Ending, ...]:
    """Every way the battle ends, most armies left first; probabilities sum to 1."""
    return _grid(rules, stop_at, until).endings(a, d)


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
