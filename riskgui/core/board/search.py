"""The search for the plan that maximises exact P(goal) on a board.

The plan space.  The region is the goal's territories and their neighbours.  A plan is a
sequence of legs inside the region, no leg (source, target) twice, each from a territory
of the player's at the start or one an earlier leg attacks, to a territory theirs at the
start; every enemy goal territory is attacked.  Legs fight to the end (``stop_at`` 1) and
move in the engine's exact best number of armies ("best"); the draft goes where it gives
the highest P(goal) (``plan.draft.best_draft``).  So a target may be attacked from two
or more sources (a later leg runs only if the earlier ones failed), enemy territories
outside the goal serve as stepping stones, and two fronts may back each other up.
Territories of the region that the possible legs cannot link form independent
*clusters*: searched apart, their chances multiply, and the draft is shared between them
by a knapsack over each one's best chance for every number of armies.

The search is depth-first branch and bound, leg by leg.  Each partial plan is bounded by
an upper bound on P(goal) of every plan that starts with it; a partial plan whose bound is
not above the best complete plan found (plus 1e-12) is dropped with everything that
starts with it.  That is all the pruning does, so when the search ends the plan found is
the best of the space (to 1e-12): "exact".  The bound, when the cluster's game fits
``MAX_ADAPTIVE_STATES``: ``adaptive.AdaptivePrefix``, the partial plan's legs played
exactly and then the *adaptive game* (each next fight chosen after seeing the battles
before it, which every plan's tail is one way of playing, so no plan beats it); it is
usually that close to the best plan that the search closes after a few dozen partial
plans, depth first, best bound first.  Otherwise the pooled relaxation
(``bound.PrefixBound``), loose when the player has several stacks, by iterative
deepening: every plan of as many legs as enemy goal territories, then one leg more, and
so on, so the short plans are all seen before the budget runs out
(``Found.searched_up_to``).  Two more cuts keep the same best: a plan ending in a leg
into a territory outside the goal is never better than the plan without that leg (the
leg only takes armies off its source, and nothing after it looks), so it is not
evaluated; and plans that differ only in where legs that are the last to touch both
their territories stand are the same plan (see ``canonical``), evaluated once.  The plan
found is then shortened: a leg whose removal leaves P(goal) within 1e-13 (one that never
runs) is dropped; at P(goal) exactly 0 no plan reaches the goal, and none is given.
The draft without ``onto`` may go on any territory of the player, but only those that
attack can matter: armies elsewhere change no battle, and the goal counts armies only on
territories conquered this turn.

Cost model: the work is the number of board states the bounds and the engine evaluate
(the adaptive game's states, the partial plans' states, the engine's ``Front.cost``),
a few microseconds each (3 to 30 µs on the benchmark machine, the adaptive game's being
the dearest: every border, every ending, every move-in): one state costs one pass over a
battle's endings (up to a + d long) times the move-ins compared (up to a).  The adaptive
game grows with the product of the armies of the stacks that can still attack (a stack
whose fights change nothing the goal or the other stacks' fights read is left out); a
cluster with two or more large stacks and a dozen territories passes the cap and falls
back to the pooled bound, which closes small goals but not those.

When branch and bound has spent its share of ``WORK_BUDGET`` (``EXACT_SHARE`` with the
adaptive bound, ``POOLED_SHARE`` with the pooled one) without closing, local search
(``improve.LocalSearch``) climbs with the rest from the best of: the best plan found (or
the plan built greedily along shortest paths) and every chain through the goal's enemy
territories from the two largest stacks, one chain or two (``improve.chains``, at most
``MAX_CHAINS`` of each kind).
It changes one leg or one draft army at a time, each change scored by one engine
evaluation with the draft as placed, so the plan returned comes with its own placement
(and the answer is evaluated with it).  If the climb stops early (at a local best),
branch and bound goes on with what is left.  The answer is then a *heuristic*, with an
upper bound on P(goal) over the whole space: the highest bound among the partial plans
the last depth that ended cut at its limit (every shorter plan was seen), or, if no
depth ended, among those not explored or cut; if the plan found reaches that bound, it
is exact after all.

Measured (benchmarks/bench_board.py, 5 seeded boards, a draft of 5): Australia from
Siam 10 (+3) against 2, 3, 2, 3 closes exactly at P = 0.5494905145 in about 0.1 s (the
adaptive game's value is the same); every goal of the benchmark whose adaptive game fits
closes in under 1 s.  Continents with several large stacks of the player's on their
borders (Europe, Africa, North America) do not: their adaptive games, even without the
draft, have 80,000 to 8.5 million states (Europe on board 1: 8,527,251, 640 s), and a
coarser game (each stack's conquests pooled, played round by round) still 100,000 to
1.2 million.  On those the answer is heuristic in 0.5 to 1.9 s; local search from the
best of branch and bound's plan and the chains raised the plans found there from
P = 0.616 to 0.904 (Europe, board 1), 0.0045 to 0.344 (North America, board 2: two
chains, one from each of two stacks), 0.346 to 0.575 (Africa, board 2: two chains and a
backup), 0.000 to 0.090 (Europe, board 3).  Against the enumeration of every plan of up
to 5 legs: 0.887 for that Europe (5.3 minutes), 0.568 for that Africa (45 s); both plans
found are longer and better.  The bound shown for them stays the pooled relaxation's,
loose (0.959 for that Europe).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from riskgui.core.board.adaptive import AdaptiveBound, AdaptivePrefix, State, TooLarge
from riskgui.core.board.bound import PrefixBound, relaxed_bound, relevant_enemies
from riskgui.core.board.improve import (
    NEVER_RUNS,
    TOLERANCE,
    LocalSearch,
    Placement,
    chains,
    placement_key,
)
from riskgui.core.board.order import canonical
from riskgui.core.board.position import Position
from riskgui.core.board.request import BoardRequest
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.draft import best_draft, table_work
from riskgui.core.plan.engine import untouched_goal
from riskgui.core.plan.front import CHECK_EVERY as FRONT_CHECK_EVERY
from riskgui.core.plan.front import STEP_CHECK_EVERY as FRONT_STEP_CHECK_EVERY
from riskgui.core.plan.front import Front, components
from riskgui.core.plan.model import Draft, Leg, Move, Plan

WORK_BUDGET = 135_000  # board states evaluated before the search settles for what it has
# The part of the budget branch and bound may use before local search improves the best
# plan it found: with the adaptive bound, which usually closes; with the pooled one, which
# on the benchmark never closed a goal whose adaptive game outgrew its cap.
EXACT_SHARE, POOLED_SHARE = 0.9, 0.15
MAX_CLIMB_STATES = 40_000  # a plan local search scores may cost the engine at most this
MAX_CLIMB_STEPS = 320_000  # and this many endings and move-ins (eight a state is usual)
MAX_CHAINS = 60  # chains through the goal tried as starts of the climb, of each kind
MAX_ADAPTIVE_STATES = 10_000  # a larger adaptive game falls back to the pooled relaxation
MAX_ADAPTIVE_STEPS = 300_000  # as one whose states look at more endings and move-ins
# A cluster's armies a * d * (a + d) beyond this are refused (seconds and gigabytes of
# battle tables): about 570 armies against 3, or 110 against 55 (the plan engine allows 5,000,000).
MAX_SEARCH_BATTLE_WORK = 1_000_000
BEST = Move("best")

LegPair = tuple[str, str]


@dataclass(frozen=True)
class Found:
    """What the search found."""

    legs: tuple[LegPair, ...]  # (from, to), in order; empty: nothing to conquer
    placement: dict[str, int]  # the draft: territory -> armies placed (none left out)
    p_goal: float  # the engine's exact P(goal) of the legs after that draft
    exact: bool  # the best of the whole plan space
    bound: float  # no plan of the space has a higher P(goal) (p_goal when exact)
    searched_up_to: int = 0  # every plan of up to this many legs was considered
    plans: int = 0  # complete plans evaluated by the engine
    partial: int = 0  # partial plans bounded
    work: int = 0  # board states evaluated


@dataclass(frozen=True)
class Cluster:
    territories: tuple[str, ...]  # the region's territories it links, map order
    enemy_goal: tuple[str, ...]  # the goal's enemy territories in it
    draftable: tuple[str, ...]  # territories in it the draft may go onto


def region(position: Position, goal: Sequence[str]) -> tuple[str, ...]:
    board = position.board
    found = set(goal)
    for t in goal:
        found.update(board.neighbours(t))
    return tuple(t for t in board.territories if t in found)


def clusters(request: BoardRequest) -> list[Cluster]:
    """The goal's independent parts: enemy goal territories linked through the region's
    possible legs (a border with an enemy territory at one end)."""
    position, goal = request.position, request.goal
    area = region(position, goal.territories)
    inside = set(area)
    parent = {t: t for t in area}

    def root(t: str) -> str:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for s in area:
        for t in position.board.neighbours(s):
            if t in inside and not position.mine(t):
                parent[root(s)] = root(t)
    targets = set(request.draft_targets())
    found = []
    for key in dict.fromkeys(root(t) for t in goal.enemy(position)):
        members = tuple(t for t in area if root(t) == key)
        found.append(
            Cluster(
                members,
                tuple(t for t in members if t in goal.territories and not position.mine(t)),
                tuple(t for t in members if t in targets),
            )
        )
    return found


def search_plan(request: BoardRequest, token: CancelToken = NEVER) -> Found:
    """The best plan of the space for the request's goal (see the module's docstring)."""
    position, goal = request.position, request.goal
    enemy = goal.enemy(position)
    if not enemy:
        return Found((), {}, 1.0, True, 1.0)
    parts = clusters(request)
    check_search_cost(request, parts)
    budget = WORK_BUDGET // len(parts)
    inside = {t for part in parts for t in part.territories}
    free = [t for t in request.draft_targets() if t not in inside]
    armies = request.draft
    games: dict[tuple[str, ...], AdaptiveBound | None] = {}
    if len(parts) == 1:
        searcher = _ClusterSearch(request, parts[0], armies, free[:1], budget, token, games)
        return _reaching(searcher.run())
    # Several clusters: each one's best for every number of draft armies, then a knapsack.
    tables: list[list[Found | None]] = []
    for part in parts:
        row: list[Found | None] = []
        for r in range(armies + 1):
            if r and not part.draftable:
                row.append(None)
                continue
            share = budget // (armies + 1)
            searcher = _ClusterSearch(request, part, r, [], share, token, games)
            row.append(searcher.run())
        tables.append(row)
    return _reaching(_combine(tables, armies, bool(free)))


def _reaching(found: Found) -> Found:
    """No legs when the best plan's chance is exactly 0: no plan reaches the goal (the
    armies to keep are more than any conquest can bring, or no stack can get there), and
    legs that cannot matter would only be drawn as if they did."""
    if found.p_goal == 0.0 and found.legs:
        return replace(found, legs=(), placement={})
    return found


def check_search_cost(request: BoardRequest, parts: Sequence[Cluster]) -> None:
    """ValueError, before anything starts, for a search that would take more than seconds
    and gigabytes: ``MAX_SEARCH_BATTLE_WORK`` on the armies of the player's in a cluster,
    the draft's included, against its largest enemy territory (``table_work``; the search
    evaluates hundreds of plans)."""
    position = request.position
    for part in parts:
        mine = request.draft + sum(position.armies[t] for t in part.territories if position.mine(t))
        theirs = max(position.armies[t] for t in part.territories if not position.mine(t))
        if table_work(mine, theirs) > MAX_SEARCH_BATTLE_WORK:
            raise ValueError(
                f"this position is too large to search in a few seconds: up to {mine:,} "
                f"armies could attack {theirs:,}; search with fewer armies"
            )


def _combine(tables: list[list[Found | None]], armies: int, free: bool) -> Found:
    """The best share of the draft between independent clusters (a knapsack over r)."""
    best: list[tuple[float, float, list[Found]] | None] = [(1.0, 1.0, [])] + [None] * armies
    for row in tables:
        merged: list[tuple[float, float, list[Found]] | None] = [None] * (armies + 1)
        for used, so_far in enumerate(best):
            if so_far is None:
                continue
            for r, found in enumerate(row[: armies - used + 1]):
                if found is None:
                    continue
                slot = merged[used + r]
                p = so_far[0] * found.p_goal
                if slot is None or p > slot[0] + TOLERANCE:
                    merged[used + r] = (p, 0.0, [*so_far[2], found])
        best = merged
    options = [(k, b) for k, b in enumerate(best) if b is not None and (free or k == armies)]
    _, (p_goal, _, chosen) = max(options, key=lambda kb: kb[1][0])
    legs = tuple(leg for found in chosen for leg in found.legs)
    placement: dict[str, int] = {}
    for found in chosen:
        placement.update(found.placement)
    exact = all(found.exact for found in chosen) and all(
        f is None or f.exact for row in tables for f in row
    )
    # Bound: the product over clusters of each one's highest bound over its share.
    bound = 1.0
    for row in tables:
        bound *= max((f.bound for f in row if f is not None), default=0.0)
    return Found(
        legs,
        placement,
        p_goal,
        exact,
        p_goal if exact else max(p_goal, bound),
        min(found.searched_up_to for found in chosen),
        sum(f.plans for row in tables for f in row if f is not None),
        sum(f.partial for row in tables for f in row if f is not None),
        sum(f.work for row in tables for f in row if f is not None),
    )


class _BudgetSpent(Exception):
    pass


class _TooDear(Exception):
    """One plan's evaluation passed its allowance."""


class _Allowance(CancelToken):
    """The search's token, and a cap on one evaluation's work: ``states`` board states and
    ``steps`` battle endings and move-ins looked at (the engine looks at its token once
    every ``FRONT_CHECK_EVERY`` states and every ``FRONT_STEP_CHECK_EVERY`` steps)."""

    def __init__(self, outer: CancelToken, states: int, steps: int) -> None:
        super().__init__()
        self.outer = outer
        self.checks = states // FRONT_CHECK_EVERY + steps // FRONT_STEP_CHECK_EVERY

    def check(self, done: float | None = None) -> None:
        self.outer.check(done)
        self.checks -= 1
        if self.checks < 0:
            raise _TooDear


@dataclass
class _Best:
    p_goal: float = -1.0
    legs: tuple[tuple[int, int], ...] = ()
    placement: dict[str, int] = field(default_factory=dict)


class _ClusterSearch:
    """Branch and bound over one cluster's plans, with ``armies`` of the draft to place
    on its territories (and any left over on ``free``, territories in no leg)."""

    def __init__(
        self,
        request: BoardRequest,
        cluster: Cluster,
        armies: int,
        free: list[str],
        budget: int,
        token: CancelToken,
        games: dict[tuple[str, ...], AdaptiveBound | None],
    ) -> None:
        position = request.position
        self.request, self.cluster, self.armies, self.free = request, cluster, armies, free
        self.budget, self.token = budget, token
        self.names = cluster.territories
        local = {t: k for k, t in enumerate(self.names)}
        self.mine = tuple(position.mine(t) for t in self.names)
        self.start_armies = tuple(position.armies[t] for t in self.names)
        self.goal = frozenset(local[t] for t in cluster.enemy_goal)
        self.goal_all = frozenset(local[t] for t in request.goal.territories if t in local)
        self.enemy = tuple(k for k, m in enumerate(self.mine) if not m)
        board = position.board
        self.sources = {
            t: tuple(local[s] for s in board.neighbours(self.names[t]) if s in local)
            for t in self.enemy
        }
        draftable = frozenset(local[t] for t in cluster.draftable)
        neighbours = self.neighbours = [
            frozenset(local[s] for s in board.neighbours(t) if s in local) for t in self.names
        ]
        relevant = relevant_enemies(frozenset(self.enemy), neighbours, self.goal)
        mobile = sum(
            a - 1
            for t, (a, m) in enumerate(zip(self.start_armies, self.mine))
            if m and neighbours[t] & relevant
        )
        reserve = armies if draftable or free else 0
        rules, keep = request.rules, request.goal.keep
        defenders = [self.start_armies[t] for t in self.goal]
        relaxed = relaxed_bound(rules, keep, mobile + reserve, defenders, token)
        self.start_bound = relaxed.value(mobile + reserve, tuple(sorted(defenders)), len(defenders))
        self.spent = 0  # states of an adaptive game given up as too large
        self.adaptive = self._adaptive(games, neighbours, draftable, reserve)
        share = EXACT_SHARE if self.adaptive is not None else POOLED_SHARE
        self.exact_budget = budget * share
        self.work_limit = self.exact_budget  # where branch and bound stops this time
        self.climbed = False  # the best plan is the climb's, with the climb's own draft
        self.pooled = PrefixBound(
            rules,
            request.min_move,
            self.mine,
            self.start_armies,
            neighbours,
            self.goal,
            draftable,
            reserve,
            relaxed,
            token,
        )
        self.best = _Best()
        self.evaluated: dict[tuple[tuple[int, int], ...], float] = {}
        self.engine_work = 0
        self.partial = 0
        self.open_bound = 0.0  # the highest bound of a partial plan left unexplored
        self.bounds: dict[tuple[tuple[int, int], ...], float] = {}  # kept across depths
        self.cut_bound = -1.0  # the highest bound of a partial plan the limit cut (-1: none)
        self.searched_up_to = 0  # every plan of up to this many legs was considered

    def _adaptive(
        self,
        games: dict[tuple[str, ...], AdaptiveBound | None],
        neighbours: Sequence[frozenset[int]],
        draftable: frozenset[int],
        reserve: int,
    ) -> AdaptivePrefix | None:
        """The adaptive bound of this cluster, shared by every share of the draft, with
        every placement of up to ``reserve`` draft armies on territories that can attack
        (armies placed elsewhere change no battle); None when the game is too large."""
        key = self.names
        if key in games and games[key] is None:
            return None
        game = games.get(key)
        if game is None:
            conquered = frozenset(t for t in self.goal_all if not self.mine[t])
            game = AdaptiveBound(
                self.request.rules, self.request.min_move, self.mine, neighbours,
                self.goal_all, conquered, self.request.goal.keep, MAX_ADAPTIVE_STATES,
                self.token, MAX_ADAPTIVE_STEPS,
            )  # fmt: skip
        attackers = sorted(t for t in draftable if game.targets[t])
        placements: list[tuple[float, State]] = []
        try:
            for split in _placements(reserve, len(attackers)):
                start = list(zip(self.mine, self.start_armies))
                for t, r in zip(attackers, split):
                    start[t] = (True, start[t][1] + r)
                placements.append((game.value(game.reduce(start)), tuple(start)))
        except TooLarge:
            games[key] = None
            self.spent = game.cost
            return None
        games[key] = game
        return AdaptivePrefix(game, placements)

    def _bound(self, legs: tuple[tuple[int, int], ...]) -> float:
        if self.adaptive is not None:
            return self.adaptive.bound(legs, self.best.p_goal + TOLERANCE)
        return self.pooled.bound(legs)

    @property
    def work(self) -> int:
        if self.adaptive is not None:
            found = self.adaptive.work + self.adaptive.adaptive.cost
        else:
            found = self.pooled.work + len(self.pooled.relaxed.memo)
        return found + self.engine_work + self.spent

    def run(self) -> Found:
        if self.adaptive is not None:
            self.start_bound = min(self.start_bound, self.adaptive.top)
        greedy = self._greedy()
        if greedy is not None:
            self._evaluate(greedy)
        finished = self.start_bound <= self.best.p_goal + TOLERANCE
        bound = self.best.p_goal
        if not finished:
            finished, bound = self._branch_and_bound(self.exact_budget)
        if not finished and self.best.legs:
            self._climb()  # (which also drops the legs that never run)
            finished = bound <= self.best.p_goal + TOLERANCE
        if not finished and self.work < self.budget:
            # The climb met a local best early (every change of a plan at P = 0 is at 0
            # too): branch and bound goes on with what is left, its bounds kept.
            finished, bound = self._branch_and_bound(self.budget)
        if not self.climbed:
            self._simplify()
        bound = self.best.p_goal if finished else max(bound, self.best.p_goal)
        legs = tuple((self.names[s], self.names[t]) for s, t in self.best.legs)
        return Found(
            legs,
            dict(self.best.placement),
            max(self.best.p_goal, 0.0),
            finished,
            min(1.0, max(bound, 0.0)),
            self.searched_up_to,
            len(self.evaluated),
            self.partial,
            self.work,
        )

    def _branch_and_bound(self, work_limit: float) -> tuple[bool, float]:
        """Branch and bound until it closes or the work passes ``work_limit``: whether it
        closed, and an upper bound on P(goal) of every plan of the space.

        With the pooled bound, by iterative deepening: every plan of up to ``limit`` legs,
        then one leg more, so short plans (the usual best) are all seen before the budget
        runs out.  A level that ends bounds every longer plan by the partial plans it cut
        at the limit.  A second call (after the climb) starts again from the top, the
        bounds of the partial plans and the plans evaluated kept."""
        self.work_limit, self.open_bound = work_limit, 0.0
        legs_count = sum(len(sources) for sources in self.sources.values())
        limit, longer = len(self.goal), None
        if self.adaptive is not None:  # bounds this tight find the best plan depth first
            limit = legs_count
        while True:
            self.cut_bound = -1.0
            try:
                self._explore((), frozenset(), self.start_bound, limit)
            except _BudgetSpent:
                if longer is None:  # not one level ended: what was left, and cut
                    longer = max(self.open_bound, self.cut_bound)
                return False, max(self.best.p_goal, longer)
            self.searched_up_to = max(self.searched_up_to, limit)
            longer = self.cut_bound
            if self.cut_bound < 0.0 or limit >= legs_count:
                return True, self.best.p_goal
            limit += 1

    # ----- the tree of partial plans ---------------------------------------------------
    def _explore(
        self,
        legs: tuple[tuple[int, int], ...],
        targeted: frozenset[int],
        bound: float,
        limit: int,
    ) -> None:
        # A plan ending with a leg into a territory outside the goal is no better than the
        # same plan without that leg (met before): it only takes armies off its source.
        if self.goal <= targeted and legs and legs[-1][1] in self.goal:
            self._evaluate(legs)
        children = []
        for child, target in self._children(legs, targeted):
            if len(child) > limit:  # longer plans wait for the next level
                self.cut_bound = max(self.cut_bound, bound)
                break
            if self.work > self.work_limit:
                self.open_bound = max(self.open_bound, bound)
                raise _BudgetSpent
            child_bound = self.bounds.get(child)
            if child_bound is None:
                self.partial += 1
                child_bound = self.bounds[child] = self._bound(child)
            if child_bound > self.best.p_goal + TOLERANCE:
                children.append((child_bound, child, target))
        children.sort(key=lambda c: -c[0])
        for k, (child_bound, child, target) in enumerate(children):
            if child_bound <= self.best.p_goal + TOLERANCE:
                continue
            try:
                self._explore(child, targeted | {target}, child_bound, limit)
            except _BudgetSpent:
                later = [b for b, _, _ in children[k + 1 :]]
                self.open_bound = max(self.open_bound, *later, 0.0)
                raise

    def _children(
        self, legs: tuple[tuple[int, int], ...], targeted: frozenset[int]
    ) -> Iterator[tuple[tuple[tuple[int, int], ...], int]]:
        used = set(legs)
        for target in self.enemy:
            for source in self.sources[target]:
                if (source, target) in used or not (self.mine[source] or source in targeted):
                    continue
                yield (*legs, (source, target)), target

    # ----- complete plans --------------------------------------------------------------
    def _evaluate(self, legs: tuple[tuple[int, int], ...]) -> None:
        key = canonical(legs)
        if key in self.evaluated:
            return
        p_goal, placement = self._p_goal(key)
        self.evaluated[key] = p_goal
        if p_goal > self.best.p_goal + TOLERANCE:
            self.best = _Best(p_goal, key, placement)
            self.climbed = False

    def _climb(self) -> None:
        """Local search from the best plan found, with what is left of the budget; the
        plan it reaches becomes the best, with its own placement of the draft."""
        moves = [(s, t) for t in self.enemy for s in self.sources[t]]
        attackers = dict.fromkeys(self.names[s] for s, _ in moves)
        onto = [t for t in self.cluster.draftable if t in attackers] if self.armies else []
        climber = LocalSearch(
            moves, onto, self._valid, self._p_climbing, lambda: self.work > self.budget
        )
        start = placement_key(self.best.placement)
        legs, placement, p_goal = climber.best_of(
            self._chains(), self.best.legs, start, self.best.p_goal
        )
        legs, placement, p_goal = climber.climb(legs, placement, p_goal)
        if p_goal >= self.best.p_goal - TOLERANCE:  # (shorter, or better)
            self.best = _Best(p_goal, legs, dict(placement))
            self.climbed = True

    def _chains(self) -> Iterator[tuple[tuple[tuple[int, int], ...], Placement]]:
        """The chains through the enemy goal territories from the two largest stacks
        (``improve.chains``), the draft all on the first stack when it may go there."""
        stacks = sorted(
            (t for t, m in enumerate(self.mine) if m and self.start_armies[t] >= 2),
            key=lambda t: -self.start_armies[t],
        )[:2]
        neighbours = dict(enumerate(self.neighbours))
        for legs in chains(sorted(self.goal), stacks, neighbours, MAX_CHAINS):
            name = self.names[legs[0][0]]
            if self.armies and name in self.cluster.draftable:
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
            if not self._valid(shorter):
                continue
            p, placement = self._p_goal(shorter)
            if p >= p_goal - NEVER_RUNS and p >= self.best.p_goal - TOLERANCE:
                legs, p_goal = shorter, p
                self.best = _Best(p, shorter, placement)

    def _valid(self, legs: tuple[tuple[int, int], ...]) -> bool:
        """Whether the legs are a plan of the space: each from a territory of the player's
        or one an earlier leg attacks, every enemy goal territory attacked."""
        targeted: set[int] = set()
        for s, t in legs:
            if not (self.mine[s] or s in targeted):
                return False
            targeted.add(t)
        return self.goal <= targeted

    def _p_goal(self, legs: tuple[tuple[int, int], ...]) -> tuple[float, dict[str, int]]:
        """P(goal) of the legs with the draft placed best, and that placement."""
        plan = self._plan(legs)
        if plan.draft is not None:
            found = best_draft(plan, self.token)
            self.engine_work += found.looked
            return found.p_goal, {plan.names[t]: r for t, r in found.placement.items()}
        return self._engine(plan), {}

    def _p_fixed(
        self,
        legs: tuple[tuple[int, int], ...],
        placement: Placement,
        token: CancelToken | None = None,
    ) -> float:
        """P(goal) of the legs with the draft's armies already on ``placement``."""
        plan = self._plan(legs)
        extra = dict(placement)
        armies = tuple(a + extra.get(name, 0) for name, a in zip(plan.names, plan.armies))
        return self._engine(replace(plan, armies=armies, draft=None), token)

    def _p_climbing(self, legs: tuple[tuple[int, int], ...], placement: Placement) -> float:
        """``_p_fixed``, or -1 (no better) for a plan dearer than ``MAX_CLIMB_STATES``: a
        long plan of many move-ins can cost the engine more than the whole budget."""
        allowance = _Allowance(self.token, MAX_CLIMB_STATES, MAX_CLIMB_STEPS)
        try:
            return self._p_fixed(legs, placement, allowance)
        except _TooDear:
            self.engine_work += MAX_CLIMB_STATES
            return -1.0

    def _plan(self, legs: tuple[tuple[int, int], ...]) -> Plan:
        """The engine's plan of these legs: the cluster's territories (and ``free``, where
        unused draft armies may go), the draft onto those that attack."""
        position, request = self.request.position, self.request
        names = list(self.names) + [t for t in self.free if t not in self.names]
        onto = [t for t in self.cluster.draftable if any(t == self.names[s] for s, _ in legs)]
        onto += self.free
        if self.armies and not onto:
            onto = list(self.cluster.draftable)
        index = {t: k for k, t in enumerate(names)}
        return Plan(
            tuple(names),
            tuple(position.mine(t) for t in names),
            tuple(position.armies[t] for t in names),
            tuple(Leg(s, t, request.rules, 1, 0, BEST) for s, t in legs),
            frozenset(index[t] for t in self.names if t in request.goal.territories),
            "one" if request.min_move == "one" else "dice",
            Draft(self.armies, tuple(index[t] for t in onto)) if self.armies else None,
            None,
            request.rules,
            request.goal.keep,
        )

    def _engine(self, plan: Plan, token: CancelToken | None = None) -> float:
        p = untouched_goal(plan)
        for component in components(plan):
            front = Front(plan, component, token or self.token)
            p *= front.p_goal(front.start())
            self.engine_work += front.cost
        return p

    # ----- a first plan, along shortest paths ------------------------------------------
    def _greedy(self) -> tuple[tuple[int, int], ...] | None:
        """Each enemy goal territory taken along a shortest path from the strongest
        territory of the player's that reaches it; stepping stones only on those paths."""
        parent: dict[int, int] = {}
        frontier = sorted(
            (k for k, m in enumerate(self.mine) if m), key=lambda k: -self.start_armies[k]
        )
        seen = set(frontier)
        while frontier:
            nxt = []
            for s in frontier:
                for t in self.enemy:
                    if t not in seen and s in self.sources[t]:
                        seen.add(t)
                        parent[t] = s
                        nxt.append(t)
            frontier = nxt
        if not self.goal <= parent.keys():
            return None
        needed: list[int] = []
        for t in self.goal:
            while t in parent and t not in needed:
                needed.append(t)
                t = parent[t]
        order = sorted(needed, key=lambda t: _depth(t, parent))
        return tuple((parent[t], t) for t in order)


def _placements(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to put up to ``total`` armies on ``parts`` territories."""
    if parts == 0:
        yield ()
        return
    for first in range(total + 1):
        for rest in _placements(total - first, parts - 1):
            yield (first, *rest)


def _depth(t: int, parent: dict[int, int]) -> int:
    depth = 0
    while t in parent:
        t = parent[t]
        depth += 1
    return depth
