"""The plan engine: exact P(goal), each territory's fate and each leg's chance.

Legs that share no territory are independent, so the plan splits into components (legs
linked through their territories) solved apart: P(goal) is the product of the
components' chances.  Within a component the board state is the owner and armies of its
territories; a recursion over the legs (memoised on the leg and the state) gives V, the
chance of the goal from each state, choosing every "best" move-in by the V that follows.
A territory no later leg touches is retired from the state (a goal territory retired
not mine makes V zero), so states that differ only in the past share their V.  A forward
pass then carries the distribution of states through the chosen moves and collects each
territory's armies when it retires.

Cost, as the turns of ``benchmarks/bench_plan.py`` show it (a, d: the most armies a
leg's source and target hold):
- Ending tables, once per kind of battle (rules, stop, wear-down target) for every start
  up to the largest asked: O(a · d) states of a few sums each (``endings``: the other
  endings are shifts of those), in plain Python (100 against 30 in about 13 ms), then
  O(a + d) to read a start's endings.
- The recursion: per reachable state, one pass over its battle's endings (O(a + d)).  A
  "best" conquest by a leg that is the last to touch its source or its target (the usual
  case) depends only on the rest of the board and the armies left, so its best move is
  found once per rest and a_left, from a table of V by the armies moved (or left) kept
  per rest: O(a) per rest, O(1) per ending after that.  Only a leg whose source and
  target both fight on compares its up to a moves at each state.
- Reachable states grow with the product of the armies of the territories still in play
  (a territory no later leg touches is retired), and a source that has not fought yet
  multiplies them by the values its armies take (a draft's placements).  Fronts are
  solved apart, which keeps each product small.
- The forward pass, once per answer: O(1) per reachable state and ending, reading the
  recursion's tables.  A leg whose move-in depends only on the rest of the board (the
  last to touch its source or target, or no "best" move) may instead push each rest's
  distribution of starts through the battle's states at once (``endings.pushed_endings``:
  O(a · d) per rest, not O(a + d) per state), when that is cheaper and the leg has more
  than ``carry.PUSH_FROM`` endings to add up.

What dominates a turn at a table (8 legs, 30 to 100 armies against 8 to 30): the forward
pass and the recursion, with no NumPy loaded; with a draft of 20 over two sources of one
front, the recursion run once per value of the source that fights later.
"""

from __future__ import annotations

import math

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.answer import LegAnswer, PlanAnswer, TerritoryAnswer
from riskgui.core.plan.carry import carry_forward
from riskgui.core.plan.front import Front, components
from riskgui.core.plan.model import Plan


def solve_plan(
    plan: Plan, token: CancelToken = NEVER, fronts: list[Front] | None = None
) -> PlanAnswer:
    """Everything the plan's answer says, exactly (in floating point).  ``fronts``: the
    fronts of this plan with other armies (a draft's search), whose V they already know."""
    territories: list[TerritoryAnswer | None] = [None] * len(plan.names)
    legs: list[LegAnswer | None] = [None] * len(plan.legs)
    if fronts is None:
        fronts = [Front(plan, component, token) for component in components(plan)]
    starts = [front.start(plan) for front in fronts]
    carried = [
        None if front.chooses else carry_forward(front, start)
        for front, start in zip(fronts, starts)
    ]
    chances = [
        front.value(0, start) if found is None else found.p_goal
        for front, start, found in zip(fronts, starts, carried)
    ]
    untouched = untouched_goal(plan)
    p_goal = untouched
    for k, front in enumerate(fronts):
        p_goal *= chances[k]
        # With the goal out of reach on another front every move ties at 0: the
        # smallest is moved, as the plan's "best" says.
        elsewhere = untouched * math.prod(chances[:k] + chances[k + 1 :])
        found = carried[k]
        if found is None or elsewhere == 0.0:
            found = carry_forward(front, starts[k], goal_possible=elsewhere > 0.0)
        for local, t in enumerate(front.component.territories):
            territories[t] = found.territories[local]
        for local, index in enumerate(front.component.legs):
            legs[index] = found.legs[local]
    for t, fate in enumerate(territories):
        if fate is None:  # in no leg: it ends as it starts
            territories[t] = _untouched(plan.mine[t], plan.armies[t])
    return PlanAnswer(
        p_goal=min(1.0, p_goal),
        territories=tuple(f for f in territories if f is not None),
        legs=tuple(leg for leg in legs if leg is not None),
    )


def untouched_goal(plan: Plan) -> float:
    """0 when a goal territory no leg attacks is theirs, else 1."""
    touched = {t for leg in plan.legs for t in (leg.source, leg.target)}
    lost = any(
        t in plan.goal and not plan.mine[t] for t in range(len(plan.names)) if t not in touched
    )
    return 0.0 if lost else 1.0


def _untouched(mine: bool, armies: int) -> TerritoryAnswer:
    return TerritoryAnswer(
        p_mine=1.0 if mine else 0.0,
        mine={armies: 1.0} if mine else {},
        theirs={} if mine else {armies: 1.0},
    )
