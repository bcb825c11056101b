"""The search for the plan that maximises exact P(goal) on a board.

The plan space.  The region is the goal's enemy territories, the enemy territories next
to them and the player's territories next to any of those (``clusters.region``).  A plan is a
sequence of legs inside the region, no leg (source, target) twice, each from a territory
of the player's at the start or one an earlier leg attacks, to a territory theirs at the
start; every enemy goal territory is attacked.  Legs fight to the end (``stop_at`` 1) and
move in the engine's exact best number of armies ("best"); the draft goes where it gives
the highest P(goal) (``plan.draft.best_draft``).  So a target may be attacked from two
or more sources (a later leg runs only if the earlier ones failed), enemy territories
outside the goal serve as stepping stones, and two fronts may back each other up.
Territories of the region that the possible legs cannot link form independent
*clusters* (``clusters``): searched apart, their chances multiply, and the draft is
shared between them by a knapsack (``plan.knapsack``) over each one's best chance for
every number of armies.

Each cluster is searched by ``cluster_search``: depth-first branch and bound, leg by leg
(``branch``).  A partial plan whose upper bound on P(goal) is not above the best
complete plan found (plus 1e-12) is dropped with everything that starts with it.  That is
all the pruning does, so when the search ends the plan found is the best of the space
(to 1e-12): "exact".  The bound (``cluster_bound``), when the cluster's game fits
``MAX_ADAPTIVE_STATES``: the partial plan's legs played exactly and then
the *adaptive game* (``adaptive``), usually that close to the best plan that the search
closes after a few dozen partial plans; otherwise the pooled relaxation (``bound``),
loose when the player has several stacks, by iterative deepening.  Plans that differ
only in where legs that are the last to touch both their territories stand are the same
plan (``order.canonical``), evaluated once.  The plan found is then shortened: a leg
whose removal leaves P(goal) within 1e-13 (one that never runs) is dropped; at P(goal)
exactly 0 no plan reaches the goal, and none is given.  The draft without ``onto`` may
go on any territory of the player, but only those that attack can matter: armies
elsewhere change no battle, and the goal counts armies only on territories conquered
this turn.

When branch and bound has spent its share of ``WORK_BUDGET`` without closing, local
search (``improve``) climbs with the rest; the answer is then a *heuristic*, with an
upper bound on P(goal) over the whole space (see ``cluster_search``); if the plan found
reaches that bound, it is exact after all.

Cost model: the work is the number of board states the bounds and the engine evaluate
(the adaptive game's states, the partial plans' states, the engine's ``Front.cost``),
each one pass over a battle's endings (up to a + d long) times the move-ins compared (up
to a); the adaptive game's are the dearest (every border, every ending, every move-in).
The adaptive game grows with the product of the armies of the stacks that can still
attack (a stack whose fights change nothing the goal or the other stacks' fights read is
left out); a cluster with two or more large stacks and a dozen territories passes the
cap and falls back to the pooled bound, which closes small goals but not those.  What
this costs in seconds on given boards is measured by ``benchmarks/bench_board.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from riskgui.core.board.cluster_bound import AdaptiveGames
from riskgui.core.board.cluster_search import ClusterSearch
from riskgui.core.board.clusters import Cluster, clusters
from riskgui.core.board.found import Found
from riskgui.core.board.improve import TOLERANCE
from riskgui.core.board.request import BoardRequest
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.ending_work import table_work
from riskgui.core.plan.knapsack import knapsack

WORK_BUDGET = 135_000  # board states evaluated before the search settles for what it has
MAX_ADAPTIVE_STATES = 10_000  # a larger adaptive game falls back to the pooled relaxation
MAX_ADAPTIVE_STEPS = 300_000  # as one whose states look at more endings and move-ins
# A cluster's armies a * d * (a + d) beyond this are refused (seconds and gigabytes of
# battle tables): about 570 armies against 3, or 110 against 55 (the plan engine allows 5,000,000).
MAX_SEARCH_BATTLE_WORK = 1_000_000


def search_plan(request: BoardRequest, token: CancelToken = NEVER) -> Found:
    """The best plan of the space for the request's goal (see the module's docstring)."""
    position, goal = request.position, request.goal
    if not goal.enemy(position):
        return Found(legs=(), placement={}, p_goal=1.0, exact=True, bound=1.0)
    parts = clusters(request)
    check_search_cost(request, parts)
    budget = WORK_BUDGET // len(parts)
    inside = {t for part in parts for t in part.territories}
    free = [t for t in request.draft_targets() if t not in inside]
    armies = request.draft
    games = adaptive_games()
    if len(parts) == 1:
        searcher = ClusterSearch(request, parts[0], armies, free[:1], budget, token, games)
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
            row.append(ClusterSearch(request, part, r, [], share, token, games).run())
        tables.append(row)
    return _reaching(_combine(tables, armies, bool(free)))


def adaptive_games() -> AdaptiveGames:
    """A new search's cache of adaptive games, with the caps as they are now."""
    return AdaptiveGames(MAX_ADAPTIVE_STATES, MAX_ADAPTIVE_STEPS)


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
    """The best share of the draft between independent clusters, ``tables[k][r]`` cluster
    k's search with r armies (None: none of its territories may receive them)."""
    rows = [[None if f is None else (f.p_goal, f) for f in row] for row in tables]
    share = knapsack(rows, armies, spare=free, margin=TOLERANCE)
    assert share is not None  # (every cluster may go without: its row starts with r = 0)
    chosen = share.chosen
    placement: dict[str, int] = {}
    for found in chosen:
        placement.update(found.placement)
    searched = [f for row in tables for f in row if f is not None]
    exact = all(found.exact for found in chosen) and all(f.exact for f in searched)
    # Bound: the product over clusters of each one's highest bound over its share.
    bound = 1.0
    for row in tables:
        bound *= max((f.bound for f in row if f is not None), default=0.0)
    return Found(
        legs=tuple(leg for found in chosen for leg in found.legs),
        placement=placement,
        p_goal=share.p,
        exact=exact,
        bound=share.p if exact else max(share.p, bound),
        searched_up_to=min(found.searched_up_to for found in chosen),
        plans=sum(f.plans for f in searched),
        partial=sum(f.partial for f in searched),
        work=sum(f.work for f in searched),
    )
