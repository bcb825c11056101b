"""Depth-first branch and bound over one cluster's plans, leg by leg.

Each partial plan is bounded by an upper bound on P(goal) of every plan that starts with
it (``cluster_bound``); one whose bound is not above the best complete plan found (plus
``TOLERANCE``) is dropped with everything that starts with it, the others explored best
bound first.  A plan ending in a leg into a territory outside the goal is never better
than the plan without that leg (met before), so it is not evaluated.  With the pooled
bound, by iterative deepening: every plan of as many legs as enemy goal territories,
then one leg more, and so on, so the short plans are all seen before the budget runs
out; with the adaptive bound, whose bounds find the best plan depth first, at once to
every length.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from riskgui.core.board.improve import TOLERANCE
from riskgui.core.board.space import Legs, Space


class _BudgetSpent(Exception):
    pass


class BranchAndBound:
    """Branch and bound over ``space``: ``bound`` bounds a partial plan, ``evaluate``
    evaluates a complete one (and keeps it if best), ``best`` is the best P(goal) found so
    far and ``work`` the search's work so far."""

    def __init__(
        self,
        space: Space,
        bound: Callable[[Legs], float],
        evaluate: Callable[[Legs], None],
        best: Callable[[], float],
        work: Callable[[], int],
        depth_first: bool,
    ) -> None:
        self.space, self.bound, self.evaluate = space, bound, evaluate
        self.best, self.work, self.depth_first = best, work, depth_first
        self.partial = 0  # partial plans bounded
        self.bounds: dict[Legs, float] = {}  # kept across depths and calls
        self.searched_up_to = 0  # every plan of up to this many legs was considered
        self.work_limit = 0.0  # where this call stops
        self.open_bound = 0.0  # the highest bound of a partial plan left unexplored
        self.cut_bound = -1.0  # the highest bound of a partial plan the limit cut (-1: none)

    def run(self, start_bound: float, work_limit: float) -> tuple[bool, float]:
        """Branch and bound until it closes or the work passes ``work_limit``: whether it
        closed, and an upper bound on P(goal) of every plan of the space.

        A level of the iterative deepening that ends bounds every longer plan by the
        partial plans it cut at the limit.  A second call (after the climb) starts again
        from the top, the bounds of the partial plans and the plans evaluated kept."""
        self.work_limit, self.open_bound = work_limit, 0.0
        legs_count = sum(len(sources) for sources in self.space.sources.values())
        limit, longer = len(self.space.goal), None
        if self.depth_first:
            limit = legs_count
        while True:
            self.cut_bound = -1.0
            try:
                self._explore((), frozenset(), start_bound, limit)
            except _BudgetSpent:
                if longer is None:  # not one level ended: what was left, and cut
                    longer = max(self.open_bound, self.cut_bound)
                return False, max(self.best(), longer)
            self.searched_up_to = max(self.searched_up_to, limit)
            longer = self.cut_bound
            if self.cut_bound < 0.0 or limit >= legs_count:
                return True, self.best()
            limit += 1

    def _explore(self, legs: Legs, targeted: frozenset[int], bound: float, limit: int) -> None:
        if self.space.goal <= targeted and legs and legs[-1][1] in self.space.goal:
            self.evaluate(legs)
        children = []
        for child, target in self._children(legs, targeted):
            if len(child) > limit:  # longer plans wait for the next level
                self.cut_bound = max(self.cut_bound, bound)
                break
            if self.work() > self.work_limit:
                self.open_bound = max(self.open_bound, bound)
                raise _BudgetSpent
            child_bound = self.bounds.get(child)
            if child_bound is None:
                self.partial += 1
                child_bound = self.bounds[child] = self.bound(child)
            if child_bound > self.best() + TOLERANCE:
                children.append((child_bound, child, target))
        children.sort(key=lambda c: -c[0])
        for k, (child_bound, child, target) in enumerate(children):
            if child_bound <= self.best() + TOLERANCE:
                continue
            try:
                self._explore(child, targeted | {target}, child_bound, limit)
            except _BudgetSpent:
                later = [b for b, _, _ in children[k + 1 :]]
                self.open_bound = max(self.open_bound, *later, 0.0)
                raise

    def _children(self, legs: Legs, targeted: frozenset[int]) -> Iterator[tuple[Legs, int]]:
        space = self.space
        used = set(legs)
        for target in space.enemy:
            for source in space.sources[target]:
                if (source, target) in used or not (space.mine[source] or source in targeted):
                    continue
                yield (*legs, (source, target)), target
