"""Local search: a better plan when the exact search cannot close within its budget.

Branch and bound needs a tight bound to close; when the cluster's adaptive game is too
large, the only bound left (the pooled relaxation) is loose, and the depth-first search
spends its budget on short plans.  The plans that win big goals are long: a first wave,
then backup legs that run only where the first failed (two or three sources on one
target).  Hill climbing over whole plans finds those: from the best plan so far, try
each change of one leg or of the draft, keep the first that raises P(goal), and start
again, until no change helps or the budget is spent.  It starts from the best of the plan
branch and bound found and the *chains* through the goal from the largest stacks
(``chains``): a route through a continent that starts elsewhere is out of reach of
changes of one leg at a time.

The changes, likeliest to help first: add a leg at the end, add a backup (a leg onto a
target right after a leg onto it from another source: it runs where that one failed),
drop a leg (taken
also when P(goal) stays within 1e-13: a leg that never runs, so the plan shown is no
longer than it needs to be), move one draft army (or all of a territory's) to another
territory, add a leg anywhere, move a leg, attack the same target from another source.
Each is scored by one engine evaluation with the draft as placed (``score``): placing the
draft anew for every change would cost as much as all the draft's starts (dozens for 5
armies on 4 stacks).  So the plan returned is never worse than the one given (but for
dropped legs that never run), and its P(goal) is the engine's own for its placement.
It is a heuristic: nothing here proves a plan best.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import combinations, islice

from riskgui.core.board.order import canonical
from riskgui.core.board.space import Legs

Placement = tuple[tuple[str, int], ...]  # (territory, armies) sorted, none at 0
TOLERANCE = 1e-12
NEVER_RUNS = 1e-13  # a leg whose removal costs no more than this is dropped


def placement_key(placement: Mapping[str, int]) -> Placement:
    return tuple(sorted((t, r) for t, r in placement.items() if r))


class LocalSearch:
    """Hill climbing over plans of the space ``moves`` (every leg there is) and the
    draft's placements on ``onto``.

    ``valid``: whether legs are a plan of the space; ``score``: P(goal) of legs with the
    draft so placed; ``spent``: whether the budget is gone.
    """

    def __init__(
        self,
        moves: Sequence[tuple[int, int]],
        onto: Sequence[str],
        valid: Callable[[Legs], bool],
        score: Callable[[Legs, Placement], float],
        spent: Callable[[], bool],
    ) -> None:
        self.moves, self.onto = tuple(moves), tuple(onto)
        self.valid, self.score, self.spent = valid, score, spent
        self.scored: dict[tuple[Legs, Placement], float] = {}

    def climb(
        self, legs: Legs, placement: Placement, p_goal: float
    ) -> tuple[Legs, Placement, float]:
        """The best plan reached from ``legs`` so drafted (of P(goal) ``p_goal``)."""
        while not self.spent():
            for changed, placed in self.changes(legs, placement):
                if self.spent():
                    break
                p = self._score(changed, placed)
                shorter = len(changed) < len(legs)
                if p > p_goal + TOLERANCE or (shorter and p >= p_goal - NEVER_RUNS):
                    legs, placement, p_goal = changed, placed, p
                    break
            else:
                break  # a local best: no change of one leg or of the draft helps
        return legs, placement, p_goal

    def best_of(
        self,
        starts: Iterable[tuple[Legs, Placement]],
        legs: Legs,
        placement: Placement,
        p_goal: float,
    ) -> tuple[Legs, Placement, float]:
        """The best of ``legs`` (of P(goal) ``p_goal``) and ``starts``, scored while the
        budget lasts: where to climb from."""
        for other, placed in starts:
            if self.spent():
                break
            p = self._score(other, placed)
            if p > p_goal + TOLERANCE:
                legs, placement, p_goal = other, placed, p
        return legs, placement, p_goal

    def _score(self, legs: Legs, placement: Placement) -> float:
        key = (canonical(legs), placement)
        found = self.scored.get(key)
        if found is None:
            found = self.scored[key] = self.score(legs, placement)
        return found

    def changes(self, legs: Legs, placement: Placement) -> Iterator[tuple[Legs, Placement]]:
        """Every plan one change away, the likeliest to help first; only valid ones."""
        unused = [leg for leg in self.moves if leg not in legs]
        count = len(legs)
        candidates: list[Iterator[Legs]] = [
            (legs + (leg,) for leg in unused),
            (legs[: k + 1] + (leg,) + legs[k + 1 :] for k, leg in _same_target(legs, unused)),
            (legs[:k] + legs[k + 1 :] for k in range(count - 1, -1, -1)),
            (legs[:k] + (leg,) + legs[k:] for k in range(count - 1, -1, -1) for leg in unused),
            _moved(legs),
            (legs[:k] + (leg,) + legs[k + 1 :] for k, leg in _same_target(legs, unused)),
        ]
        for group in candidates[:3]:
            yield from ((changed, placement) for changed in group if self.valid(changed))
        yield from ((legs, placed) for placed in self.drafts(placement))
        for group in candidates[3:]:
            yield from ((changed, placement) for changed in group if self.valid(changed))

    def drafts(self, placement: Placement) -> Iterator[Placement]:
        """Every placement with one army, or all of one territory's, moved elsewhere."""
        placed = dict(placement)
        for source, armies in placement:
            for target in self.onto:
                if target == source:
                    continue
                for moved in dict.fromkeys((1, armies)):
                    changed = dict(placed)
                    changed[source] -= moved
                    changed[target] = changed.get(target, 0) + moved
                    yield placement_key(changed)


def chains(
    targets: Sequence[int],
    stacks: Sequence[int],
    neighbours: Mapping[int, frozenset[int]],
    most: int,
) -> Iterator[Legs]:
    """Plans that take every target in chains: from a stack to a first target, then from
    each target to the next, which it borders.  First one chain from each stack, then two
    chains from two stacks that share the targets between them (up to ``most`` of each
    kind for each stack or pair; a pair also with backups, ``_backed_up``).  The routes a
    player takes through a continent, weakest links and all, which local search cannot
    reach from attacks that start elsewhere: it changes one leg at a time.
    """
    wanted = frozenset(targets)
    for stack in stacks:
        whole = (path for path, taken in _paths(stack, wanted, neighbours) if taken == wanted)
        yield from islice(whole, most)
    for first, second in combinations(stacks, 2):
        rest: dict[frozenset[int], list[Legs]] = {}
        for path, taken in _paths(second, wanted, neighbours):
            rest.setdefault(taken, []).append(path)
        shared = (
            plan
            for path, taken in _paths(first, wanted, neighbours)
            for other in rest.get(wanted - taken, ())
            for plan in dict.fromkeys((path + other, _backed_up(path, other, neighbours)))
        )
        yield from islice(shared, most)


def _backed_up(first: Legs, second: Legs, neighbours: Mapping[int, frozenset[int]]) -> Legs:
    """Two chains, then each one's targets that the other's last territory borders attacked
    again from there: backups that run only where a chain stopped short."""
    plan = first + second
    backups: list[tuple[int, int]] = []
    for chain, other in ((first, second), (second, first)):
        end = chain[-1][1]
        backups += [(end, t) for _, t in other if t in neighbours[end] and (end, t) not in plan]
    return plan + tuple(backups)


def _paths(
    start: int, wanted: frozenset[int], neighbours: Mapping[int, frozenset[int]]
) -> Iterator[tuple[Legs, frozenset[int]]]:
    """Every chain from ``start`` through some of ``wanted``, and the targets it takes."""

    def extend(path: Legs, at: int, taken: frozenset[int]) -> Iterator[tuple[Legs, frozenset[int]]]:
        if path:
            yield path, taken
        for target in sorted(neighbours[at] & (wanted - taken)):
            yield from extend(path + ((at, target),), target, taken | {target})

    yield from extend((), start, frozenset())


def _same_target(
    legs: Legs, unused: Sequence[tuple[int, int]]
) -> Iterator[tuple[int, tuple[int, int]]]:
    """Each leg's place, with every unused leg onto its target (from another source): a
    backup to add after it, or a source to put in its place."""
    for k, (_, target) in enumerate(legs):
        for leg in unused:
            if leg[1] == target:
                yield k, leg


def _moved(legs: Legs) -> Iterator[Legs]:
    """Every plan with one leg moved to another place."""
    for k in range(len(legs)):
        rest = legs[:k] + legs[k + 1 :]
        for place in range(len(legs)):
            if place != k:
                yield rest[:place] + (legs[k],) + rest[place:]
