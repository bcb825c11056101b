"""A cluster's plans evaluated by the plan engine: the engine's ``Plan`` of given legs
(every leg fought to the end, every move-in "best"), its exact P(goal) with the draft
placed best or as given, and the work that took, in board states (``Front.cost``).

Local search scores many plans one by one, and a long plan of many move-ins can cost
the engine more than the whole search's budget: ``p_climbing`` gives each at most
``MAX_CLIMB_STATES`` board states and ``MAX_CLIMB_STEPS`` endings and move-ins, an
explicit limit of the engine's fronts (``front.WorkSpent`` past it)."""

from __future__ import annotations

import sys
from dataclasses import replace

from riskgui.core.board.improve import Placement
from riskgui.core.board.request import BoardRequest
from riskgui.core.board.space import Legs, Space
from riskgui.core.cancel import CancelToken
from riskgui.core.plan.carry import front_p_goal
from riskgui.core.plan.draft import best_draft
from riskgui.core.plan.engine import untouched_goal
from riskgui.core.plan.front import Front, WorkSpent, components
from riskgui.core.plan.model import Draft, Leg, Move, Plan

MAX_CLIMB_STATES = 40_000  # a plan local search scores may cost the engine at most this
MAX_CLIMB_STEPS = 320_000  # and this many endings and move-ins (eight a state is usual)
BEST = Move("best")


class Evaluator:
    """The engine's answers for one cluster's plans, with ``armies`` of the draft to place
    on its territories (and any left over on ``free``, territories in no leg)."""

    def __init__(
        self, request: BoardRequest, space: Space, armies: int, free: list[str], token: CancelToken
    ) -> None:
        self.request, self.space, self.armies, self.free = request, space, armies, free
        self.token = token
        self.work = 0  # board states the engine evaluated, all plans together

    def p_goal(self, legs: Legs) -> tuple[float, dict[str, int]]:
        """P(goal) of the legs with the draft placed best, and that placement."""
        plan = self.plan(legs)
        if plan.draft is not None:
            found = best_draft(plan, self.token)
            self.work += found.looked
            return found.p_goal, {plan.names[t]: r for t, r in found.placement.items()}
        return self._engine(plan), {}

    def p_fixed(self, legs: Legs, placement: Placement) -> float:
        """P(goal) of the legs with the draft's armies already on ``placement``."""
        return self._engine(self._placed(legs, placement))

    def p_climbing(self, legs: Legs, placement: Placement) -> float:
        """``p_fixed``, or -1 (no better) for a plan dearer than ``MAX_CLIMB_STATES``."""
        try:
            return self._engine(self._placed(legs, placement), limited=True)
        except WorkSpent:
            self.work += MAX_CLIMB_STATES
            return -1.0

    def plan(self, legs: Legs) -> Plan:
        """The engine's plan of these legs: the cluster's territories (and ``free``, where
        unused draft armies may go), the draft onto those that attack."""
        request, space = self.request, self.space
        position = request.position
        names = list(space.names) + [t for t in self.free if t not in space.names]
        draftable = space.cluster.draftable
        onto = [t for t in draftable if any(t == space.names[s] for s, _ in legs)]
        onto += self.free
        if self.armies and not onto:
            onto = list(draftable)
        index = {t: k for k, t in enumerate(names)}
        return Plan(
            names=tuple(names),
            mine=tuple(position.mine(t) for t in names),
            armies=tuple(position.armies[t] for t in names),
            legs=tuple(
                Leg(source=s, target=t, rules=request.rules, stop_at=1, move=BEST) for s, t in legs
            ),
            goal=frozenset(index[t] for t in space.names if t in request.goal.territories),
            min_move="one" if request.min_move == "one" else "dice",
            draft=Draft(self.armies, tuple(index[t] for t in onto)) if self.armies else None,
            rules=request.rules,
            keep=request.goal.keep,
        )

    def _placed(self, legs: Legs, placement: Placement) -> Plan:
        """The plan of the legs with the draft's armies added where ``placement`` says."""
        plan = self.plan(legs)
        extra = dict(placement)
        armies = tuple(a + extra.get(name, 0) for name, a in zip(plan.names, plan.armies))
        return replace(plan, armies=armies, draft=None)

    def _engine(self, plan: Plan, limited: bool = False) -> float:
        """P(goal) of a plan without a draft; ``limited``: within the climb's limit, all
        its fronts together."""
        p = untouched_goal(plan)
        states, steps = (MAX_CLIMB_STATES, MAX_CLIMB_STEPS) if limited else (sys.maxsize,) * 2
        for component in components(plan):
            front = Front(plan, component, self.token, max_states=states, max_steps=steps)
            p *= front_p_goal(front, front.start())
            self.work += front.cost
            states, steps = states - front.looked, steps - front.steps
        return p
