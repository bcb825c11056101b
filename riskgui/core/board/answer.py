"""A board plan answered: its legs evaluated, or the best legs searched for and then
evaluated the same way, with what the plan brings besides P(goal).

The searched legs are handed back in the plan contract's input format (``legs_json``),
every move "best", and evaluated with the search's own placement of the draft: with that
placement added to the position they evaluate to the same P(goal) (the engine answers
both).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from riskgui.core.board.found import Found, below_advice
from riskgui.core.board.request import BoardRequest, core_plan
from riskgui.core.board.search import search_plan
from riskgui.core.board.weigh import Weighed, weigh
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.draft import PlanReport, answer_plan
from riskgui.core.plan.model import Plan


@dataclass(frozen=True)
class BoardAnswer:
    request: BoardRequest
    legs: tuple[Mapping[str, Any], ...]  # evaluated, in the input format (empty: none)
    plan: Plan | None  # the engine's plan of those legs (None without legs)
    report: PlanReport | None
    weighed: Weighed | None
    found: Found | None  # what the search found, when it searched


def with_advice_bound(answer: BoardAnswer, upper: float) -> BoardAnswer:
    """The answer with the search's bound no higher than the advice's ``upper`` for the
    same request (``found.below_advice`` says why that is sound)."""
    if answer.found is None:
        return answer
    return replace(answer, found=below_advice(answer.found, upper))


def searched_legs(found: Found) -> tuple[dict[str, Any], ...]:
    """The legs found, as a plan's ``legs``."""
    return tuple({"from": s, "to": t, "move": "best"} for s, t in found.legs)


def _placement(plan: Plan, found: Found | None) -> dict[int, int] | None:
    """The search's own placement of the draft (the one its P(goal) is for), on the plan's
    indices; None when it did not search or there is no draft."""
    if found is None or plan.draft is None:
        return None
    index = {t: k for k, t in enumerate(plan.names)}
    placed = {index[t]: r for t, r in found.placement.items() if r}
    left = plan.draft.armies - sum(placed.values())
    if left:  # armies the search left off every leg: on a territory where they change nothing
        touched = {t for leg in plan.legs for t in (leg.source, leg.target)}
        idle = [t for t in plan.draft.onto if t not in touched]
        if not idle:
            return None
        placed[idle[0]] = placed.get(idle[0], 0) + left
    return placed


def answer_board(request: BoardRequest, token: CancelToken = NEVER) -> BoardAnswer:
    found = search_plan(request, token) if request.search else None
    legs = searched_legs(found) if found is not None else request.legs
    if not legs:
        return BoardAnswer(
            request=request, legs=(), plan=None, report=None, weighed=None, found=found
        )
    plan = core_plan(request, legs)
    report = answer_plan(plan, token, _placement(plan, found))
    if found is not None and found.exact and report.draft is not None:
        # The exact search's placement is the best one: it searched every draft too.
        report = replace(report, draft=replace(report.draft, searched=True))
    return BoardAnswer(
        request=request,
        legs=legs,
        plan=plan,
        report=report,
        weighed=weigh(request, plan, report.answer),
        found=found,
    )
