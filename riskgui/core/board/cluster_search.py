"""The search over one cluster's plans: a first plan along shortest paths, branch and
bound (``branch``) with its share of the budget, then, if it did not close, local search
(``improve.LocalSearch``) from the best of its plan and the chains through the goal, and
branch and bound again with what is left; the plan found shortened last.

The share: ``EXACT_SHARE`` of the budget with the adaptive bound, which usually closes
(and when it does not, the climb's backups are worth more than its last tenth: Africa on
the mid-game position, 46.00 % at 0.9, 52.79 % at 0.7, no plan above 54.02 %);
``POOLED_SHARE`` with the pooled one, which on the benchmark never closed a goal whose
adaptive game outgrew its cap.  The climb changes one leg or one draft army at a time,
each change scored by one engine evaluation with the draft as placed, so the plan
returned comes with its own placement.  The shortening drops a leg whose removal leaves
P(goal) within ``NEVER_RUNS`` (one that never runs).

The climb starts from the best of: the best plan found (or the plan built greedily along
shortest paths, ``space.Space.greedy``) and every chain through the goal's enemy
territories from the two largest stacks next to one, one chain or two (``improve.chains``, at most
``MAX_CHAINS`` of each kind).  An answer that did not close is a heuristic, with an upper
bound on P(goal) over the whole space: the highest bound among the partial plans the
last depth that ended cut at its limit (every shorter plan was seen), or, if no depth
ended, among those not explored or cut."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from riskgui.core.board.branch import BranchAndBound
from riskgui.core.board.cluster_bound import AdaptiveGames, ClusterBound
from riskgui.core.board.clusters import Cluster
from riskgui.core.board.evaluate import Evaluator
from riskgui.core.board.found import Found
from riskgui.core.board.improve import (
    NEVER_RUNS,
    TOLERANCE,
    LocalSearch,
    Placement,
    chains,
    placement_key,
)
from riskgui.core.board.order import canonical
from riskgui.core.board.request import BoardRequest
from riskgui.core.board.space import Legs, Space
from riskgui.core.cancel import CancelToken

EXACT_SHARE, POOLED_SHARE = 0.7, 0.15
MAX_CHAINS = 60  # chains through the goal tried as starts of the climb, of each kind


@dataclass
class _Best:
    p_goal: float = -1.0
    legs: Legs = ()
    placement: dict[str, int] = field(default_factory=dict)


class ClusterSearch:
    """The best plan of one cluster, with ``armies`` of the draft to place on its
    territories (and any left over on ``free``, territories in no leg), within
    ``budget`` board states."""

    def __init__(
        self,
        request: BoardRequest,
        cluster: Cluster,
        armies: int,
        free: list[str],
        budget: int,
        token: CancelToken,
        games: AdaptiveGames,
    ) -> None:
        self.space = space = Space(request, cluster)
        self.armies, self.budget = armies, budget
        self.evaluator = Evaluator(request, space, armies, free, token)
        reserve = armies if space.draftable or free else 0
        self.bounds = ClusterBound(request, space, reserve, token, games)
        adaptive = self.bounds.adaptive is not None
        self.exact_budget = budget * (EXACT_SHARE if adaptive else POOLED_SHARE)
        self.branch = BranchAndBound(
            space,
            bound=lambda legs: self.bounds.bound(legs, self.best.p_goal + TOLERANCE),
            evaluate=self._evaluate,
            best=lambda: self.best.p_goal,
            work=lambda: self.work,
            depth_first=adaptive,  # bounds this tight find the best plan depth first
        )
        self.best = _Best()
        self.evaluated: dict[Legs, float] = {}
        self.climbed = False  # the best plan is the climb's, with the climb's own draft

    @property
    def work(self) -> int:
        return self.bounds.work + self.evaluator.work

    def run(self) -> Found:
        start_bound = self.bounds.start
        if self.bounds.adaptive is not None:
            start_bound = min(start_bound, self.bounds.adaptive.top)
        greedy = self.space.greedy()
        if greedy is not None:
            self._evaluate(greedy)
        finished = start_bound <= self.best.p_goal + TOLERANCE
        bound = self.best.p_goal
        if not finished:
            finished, bound = self.branch.run(start_bound, self.exact_budget)
        if not finished and self.best.legs:
            self._climb()  # (which also drops the legs that never run)
            finished = bound <= self.best.p_goal + TOLERANCE
        if not finished and self.work < self.budget:
            # The climb met a local best early (every change of a plan at P = 0 is at 0
            # too): branch and bound goes on with what is left, its bounds kept.
            finished, bound = self.branch.run(start_bound, self.budget)
        if not self.climbed:
            self._simplify()
        bound = self.best.p_goal if finished else max(bound, self.best.p_goal)
        return Found(
            legs=self.space.named(self.best.legs),
            placement=dict(self.best.placement),
            p_goal=max(self.best.p_goal, 0.0),
            exact=finished,
            bound=min(1.0, max(bound, 0.0)),
            searched_up_to=self.branch.searched_up_to,
            plans=len(self.evaluated),
            partial=self.branch.partial,
            work=self.work,
        )

    def _evaluate(self, legs: Legs) -> None:
        key = canonical(legs)
        if key in self.evaluated:
            return
        p_goal, placement = self.evaluator.p_goal(key)
        self.evaluated[key] = p_goal
        if p_goal > self.best.p_goal + TOLERANCE:
            self.best = _Best(p_goal, key, placement)
            self.climbed = False

    def _climb(self) -> None:
        """Local search from the best plan found, with what is left of the budget; the
        plan it reaches becomes the best, with its own placement of the draft."""
        space = self.space
        moves = space.moves()
        attackers = dict.fromkeys(space.names[s] for s, _ in moves)
        onto = [t for t in space.cluster.draftable if t in attackers] if self.armies else []
        climber = LocalSearch(
            moves,
            onto,
            space.valid,
            self.evaluator.p_climbing,
            lambda: self.work > self.budget,
        )
        start = placement_key(self.best.placement)
        legs, placement, p_goal = climber.best_of(
            self._chains(), self.best.legs, start, self.best.p_goal
        )
        legs, placement, p_goal = climber.climb(legs, placement, p_goal)
        if p_goal >= self.best.p_goal - TOLERANCE:  # (shorter, or better)
            self.best = _Best(p_goal, legs, dict(placement))
            self.climbed = True

    def _chains(self) -> Iterator[tuple[Legs, Placement]]:
        """The chains through the enemy goal territories from the two largest stacks that
        border one (``improve.chains``: a chain starts with a goal territory), the draft all
        on the first stack when it may go there."""
        space = self.space
        stacks = sorted(
            (
                t
                for t, m in enumerate(space.mine)
                if m and space.start_armies[t] >= 2 and space.neighbours[t] & space.goal
            ),
            key=lambda t: -space.start_armies[t],
        )[:2]
        neighbours = dict(enumerate(space.neighbours))
        for legs in chains(sorted(space.goal), stacks, neighbours, MAX_CHAINS):
            name = space.names[legs[0][0]]
            if self.armies and name in space.cluster.draftable:
                yield legs, ((name, self.armies),)
            else:
                yield legs, placement_key(self.best.placement)

    def _simplify(self) -> None:
        """Drop the legs of the best plan that add nothing (a leg that never runs, such as
        an attack back on a territory an earlier leg had to take first), last first, so the
        plan shown is no longer than it needs to be; its P(goal) stays within 1e-13."""
        legs, p_goal = self.best.legs, self.best.p_goal
        for k in range(len(legs) - 1, -1, -1):
            shorter = legs[:k] + legs[k + 1 :]
            if not self.space.valid(shorter):
                continue
            p, placement = self.evaluator.p_goal(shorter)
            if p >= p_goal - NEVER_RUNS and p >= self.best.p_goal - TOLERANCE:
                legs, p_goal = shorter, p
                self.best = _Best(p, shorter, placement)
