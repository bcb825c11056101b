"""The best draft and the armies needed: searches over the engine's exact P(goal).

Both use the plan's structure rather than enumerate blindly:
- Independent components (legs linked by the territories they touch) multiply: the best
  draft is a knapsack over components (``knapsack``), each component's best chance for r
  armies found once for every r (``f_c(r)``), then combined by dynamic programming over
  r in O(components · R²).  Draft territories in no leg change nothing and take what is left.
- Within a component, every placement of r armies over its draft territories is tried,
  C(r + k - 1, k - 1) of them for k territories, but all through one memoised recursion
  (``front.Front.value``): placements share every state after the first battles.
- The armies needed scan one territory's armies upwards through the same memo, and stop
  at once when the other components alone keep P(goal) below the target, or when 64 more
  armies (once every leg can attack) have not moved P(goal) at all: it has settled, and
  the answer is that no number of armies reaches the target.

Cost: C(R + k, k) start states per component of k draft territories (R = 20, k = 2:
231), each costing what one plan does, less what the memo already knows: every state after
a source's first battle is shared by the placements that differ only on that source.  A
plan whose draft territories all lie in one component tries only the placements of all R
armies, C(R + k - 1, k - 1) (21), since no other share can be chosen.  The plan after the
chosen draft is then solved on the same fronts, whose V it already knows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.answer import PlanAnswer
from riskgui.core.plan.carry import front_p_goal
from riskgui.core.plan.ending_work import table_work
from riskgui.core.plan.engine import solve_plan, untouched_goal
from riskgui.core.plan.forward import SMALL_BATTLE
from riskgui.core.plan.front import Front, components
from riskgui.core.plan.kept import KeptFronts
from riskgui.core.plan.knapsack import knapsack
from riskgui.core.plan.model import Plan
from riskgui.core.plan.splits import count_splits_up_to, splits

MAX_NEEDED = 2_000  # the most armies the question tries on one territory
SETTLED_STEPS = 64  # armies added without the chance moving at all: it has settled
# What one plan may cost before it is refused: the largest battle's ending tables
# (a · d · (a + d)) and the start states a draft tries in one component.
MAX_BATTLE_WORK = 5_000_000  # also what the ending tables hold in memory, at worst
# A state of a battle fought at once (``forward``, in NumPy) costs about a twentieth of
# reading a start's endings.
AT_ONCE_SPEEDUP = 20
MAX_DRAFT_STARTS = 20_000


@dataclass(frozen=True)
class DraftAnswer:
    placement: dict[int, int]  # territory index -> armies placed there (none left out)
    p_goal: float
    looked: int = 0  # the fronts' work, in board states (``Front.cost``): the answer's cost
    searched: bool = True  # the best placement; False: the one the caller gave


@dataclass(frozen=True)
class NeededAnswer:
    territory: int
    armies: int | None  # None: no number of armies reaches the chance asked
    p_goal: float  # with that many (or with MAX_NEEDED when none reaches it)


@dataclass(frozen=True)
class PlanReport:
    answer: PlanAnswer  # the plan after the chosen draft
    draft: DraftAnswer | None
    needed: NeededAnswer | None


def answer_plan(
    plan: Plan,
    token: CancelToken = NEVER,
    placement: Mapping[int, int] | None = None,
    kept: KeptFronts | None = None,
) -> PlanReport:
    """Everything a plan asks: the best draft (or the draft at ``placement``, given), the
    plan after it, and the armies needed (on the plan as given, before any draft).
    ``kept``: the fronts of the last answer, for a plan of the same shape (and this
    answer's fronts are kept in it)."""
    check_plan_cost(plan, draft_search=placement is None)
    draft, fronts = None, None if kept is None else kept.take(plan, token)
    if plan.draft is not None and placement is None:
        draft, fronts = _search_draft(plan, token, fronts)
    elif plan.draft is not None and placement is not None:
        draft = DraftAnswer({t: r for t, r in placement.items() if r}, p_goal=0.0, searched=False)
    drafted = (
        plan
        if draft is None
        else plan.with_armies({t: plan.armies[t] + r for t, r in draft.placement.items()})
    )
    needed = armies_needed(plan, token) if plan.needed is not None else None
    solved = solve_plan(drafted, token, fronts)
    if kept is not None and fronts is not None:
        kept.keep(plan, fronts)
    if draft is not None and placement is not None:
        draft = replace(draft, p_goal=solved.p_goal)
    return PlanReport(solved, draft, needed)


def check_plan_cost(plan: Plan, draft_search: bool = True) -> None:
    """ValueError, before anything starts, for a plan that would take more than seconds
    (``draft_search``: the draft's placement is to be searched, not given)."""
    extra = plan.draft.armies if plan.draft is not None else 0
    most_mine = sum(a for a, m in zip(plan.armies, plan.mine) if m) + extra
    most_theirs = max((a for a, m in zip(plan.armies, plan.mine) if not m), default=0)
    tables = any(leg.move.kind == "best" or leg.until_defenders for leg in plan.legs)
    if tables:  # battles fought start by start, their ending tables kept
        work = table_work(most_mine, most_theirs)
    else:  # every battle of a leg fought at once, for each leg
        work = most_mine * most_theirs * len(plan.legs) // AT_ONCE_SPEEDUP
    if work > MAX_BATTLE_WORK:
        raise ValueError(
            f"this plan is too large to answer in a few seconds: up to {most_mine:,} "
            f"armies could attack {most_theirs:,}; plan with fewer armies"
        )
    if plan.draft is not None and draft_search:
        for component in components(plan):
            k = sum(1 for t in plan.draft.onto if t in component.territories)
            if count_splits_up_to(plan.draft.armies, k) > MAX_DRAFT_STARTS:
                raise ValueError(
                    f"a draft of {plan.draft.armies} armies over {k} territories of one front "
                    "is too large to search exactly in a few seconds: draft onto fewer"
                )


def may_load_numpy(plan: Plan) -> bool:
    """Whether answering the plan may load NumPy: a leg with no "best" move whose battle is
    large enough to be fought at once (``forward``: the most armies its source can hold,
    the draft's included, against its target's), or the armies needed, which may try
    thousands.  A front end that must not be interrupted inside an import loads NumPy
    before it starts, when this says so."""
    if plan.needed is not None:
        return True
    extra = plan.draft.armies if plan.draft is not None else 0
    onto = plan.draft.onto if plan.draft is not None else ()
    most = [
        a + (extra if t in onto else 0) if m else 0
        for t, (a, m) in enumerate(zip(plan.armies, plan.mine))
    ]
    # A front with a "best" move fights its battles start by start, in plain Python.
    at_once = {
        i
        for part in components(plan)
        if all(plan.legs[i].move.kind != "best" for i in part.legs)
        for i in part.legs
    }
    for i, leg in enumerate(plan.legs):
        mine, theirs = most[leg.source], plan.armies[leg.target]
        if i in at_once and not leg.until_defenders and mine * theirs > SMALL_BATTLE:
            return True
        if not leg.until_defenders:
            most[leg.target] = max(most[leg.target], mine - 1)
    return False


def best_draft(plan: Plan, token: CancelToken = NEVER) -> DraftAnswer:
    """The placement of the draft's armies with the highest P(goal), exactly."""
    return _search_draft(plan, token)[0]


def _search_draft(
    plan: Plan, token: CancelToken, given: list[Front] | None = None
) -> tuple[DraftAnswer, list[Front]]:
    """``best_draft``, and the plan's fronts that found it (what they know of V serves the
    plan after the draft); ``given``: the fronts to use, one per component."""
    assert plan.draft is not None
    armies, onto = plan.draft.armies, plan.draft.onto
    fronts: list[tuple[Front, tuple[int, ...]]] = []
    every = given or [Front(plan, component, token) for component in components(plan)]
    constant, looked = 1.0, 0
    for solved in every:
        component = solved.component
        targets = tuple(t for t in onto if t in component.territories)
        if targets:
            fronts.append((solved, targets))
        else:
            constant *= front_p_goal(solved, solved.start())
            looked += solved.cost
    constant *= untouched_goal(plan)
    free = [t for t in onto if not any(t in c.component.territories for c, _ in fronts)]
    # One front taking every army (no territory outside the legs may take them): only its
    # share of all the armies can be chosen, so only that one is looked for.
    alone = len(fronts) == 1 and not free
    rows = [
        [
            _best_on_front(solved, targets, r) if r == armies or not alone else None
            for r in range(armies + 1)
        ]
        for solved, targets in fronts
    ]
    share = knapsack(rows, armies, spare=bool(free), margin=1e-15)
    used, p, placed = armies, 0.0, {}
    if share is not None:
        used, p = share.armies, share.p
        placed = {t: r for chosen in share.chosen for t, r in chosen.items()}
    # Armies the fronts do not take go to a territory in no leg, where they change nothing.
    if used < armies:
        placed = {**placed, free[0]: armies - used}
    looked += sum(solved.cost for solved, _ in fronts)
    placed = {t: r for t, r in placed.items() if r}
    return DraftAnswer(placed, p_goal=min(1.0, constant * p), looked=looked), every


def _best_on_front(
    solved: Front, targets: tuple[int, ...], armies: int
) -> tuple[float, dict[int, int]]:
    local = {t: k for k, t in enumerate(solved.component.territories)}
    start = solved.start()
    best: tuple[float, dict[int, int]] = (-1.0, {})
    for split in splits(armies, len(targets)):
        state = list(start)
        for t, r in zip(targets, split):
            mine, a = state[local[t]]
            state[local[t]] = (mine, a + r)
        p = front_p_goal(solved, tuple(state))
        if p > best[0] + 1e-15:
            best = (p, dict(zip(targets, split)))
    return best


def armies_needed(plan: Plan, token: CancelToken = NEVER) -> NeededAnswer:
    """The fewest armies on the question's territory (the whole territory, as the plan
    counts it) for P(goal) >= p, on the plan as given; None when no number reaches p."""
    assert plan.needed is not None
    territory, target = plan.needed.territory, plan.needed.p_goal
    others = untouched_goal(plan)
    front: Front | None = None
    for component in components(plan):
        solved = Front(plan, component, token)
        if territory in component.territories:
            front = solved
        else:
            others *= front_p_goal(solved, solved.start())
    if front is None:  # the territory is in no leg: its armies change nothing
        p = others
        return NeededAnswer(territory, 1 if p >= target else None, p)
    if others < target:
        return NeededAnswer(territory, None, others)
    local = front.component.territories.index(territory)
    start = list(front.start())
    # Once every leg can attack, more armies change the chance less and less; when it has
    # stopped changing at all (to the last bit) it will not reach the target any more.
    attacks_from = max(leg.stop_at for leg in plan.legs) + 2
    p, unchanged = 0.0, 0
    for armies in range(1, MAX_NEEDED + 1):
        start[local] = (True, armies)
        before, p = p, others * front_p_goal(front, tuple(start))
        if p >= target:
            return NeededAnswer(territory, armies, min(1.0, p))
        unchanged = unchanged + 1 if p == before and armies > attacks_from else 0
        if unchanged >= SETTLED_STEPS:
            break
    return NeededAnswer(territory, None, p)
