"""The round trip with the Turn tab, without Qt: the plan found as the Turn tab's plan
JSON (to change it by hand there), and the Turn tab's answer read back onto the map.

The Turn plan holds the legs' territories and the goal's, with their armies, the legs as
found (every move "best") and the draft onto the territories of mine that attack: armies
anywhere else change no battle (the search's own argument), so the Turn tab's best draft
and P(goal) are the board's.  The Turn tab has no "keep": a goal that keeps k armies is
answered there without it, and the board says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from riskgui.core.board.answer import BoardAnswer
from riskgui.core.board.map import BoardMap
from riskgui.core.board.request import BoardRequest
from riskgui.core.plan.answer import PlanAnswer
from riskgui.core.plan.certain import surely_run
from riskgui.core.plan.model import Plan

LegPair = tuple[str, str]


class Link(Enum):
    """Whose plan the Board tab shows."""

    NONE = "none"  # the plan found here; the Turn tab holds none of the board's
    SENT = "sent"  # sent to the Turn tab, whose answer is not shown (not yet, or refused)
    SHOWN = "shown"  # the Turn tab's answer for the plan sent from here


@dataclass(frozen=True)
class ShownLeg:
    """A leg as the map draws it."""

    source: str
    target: str
    p_conquers: float  # it takes its target (over every way the turn goes)
    p_runs: float  # its turn comes with its source able to attack
    surely_runs: bool = False  # nothing before it can stop it (``plan.certain``)


def turn_plan(answer: BoardAnswer) -> dict[str, Any] | None:
    """The Turn tab's plan of the legs answered; None when there are none."""
    if not answer.legs:
        return None
    request = answer.request
    position, goal = request.position, request.goal
    touched = {leg["from"] for leg in answer.legs} | {leg["to"] for leg in answer.legs}
    names = touched | set(goal.territories)
    order = [t for t in position.board.territories if t in names]
    data: dict[str, Any] = {
        "rules": request.rules_json,
        "mine": {t: position.armies[t] for t in order if position.mine(t)},
        "theirs": {t: position.armies[t] for t in order if not position.mine(t)},
        "legs": [dict(leg) for leg in answer.legs],
        "goal": list(goal.territories),
    }
    sources = {leg["from"] for leg in answer.legs}
    onto = [t for t in request.draft_targets() if t in sources and position.mine(t)]
    if request.draft and onto:
        data["draft"] = {"armies": request.draft, "onto": onto}
    if request.min_move != "dice":
        data["min_move"] = request.min_move
    return data


def shown_legs(answer: BoardAnswer) -> tuple[ShownLeg, ...]:
    """A board answer's legs with their chances, in order (none without a report)."""
    if answer.report is None or answer.plan is None:
        return ()
    certain = surely_run(answer.plan)
    return tuple(
        ShownLeg(str(leg["from"]), str(leg["to"]), result.p_conquers, result.p_runs, k in certain)
        for k, (leg, result) in enumerate(zip(answer.legs, answer.report.answer.legs, strict=True))
    )


def turn_legs_on_board(plan: Plan, answer: PlanAnswer, board: BoardMap) -> tuple[ShownLeg, ...]:
    """The Turn tab's legs on the map; ValueError naming the first that is not (a
    territory the map does not have, or two that do not border each other)."""
    shown = []
    certain = surely_run(plan)
    for number, (leg, result) in enumerate(zip(plan.legs, answer.legs, strict=True), 1):
        source, target = plan.names[leg.source], plan.names[leg.target]
        for name in (source, target):
            if name not in board.territories:
                raise ValueError(f"leg {number} names {name}, which is not on the map")
        if not board.adjacent(source, target):
            raise ValueError(f"leg {number}: {source} and {target} do not border each other")
        surely = number - 1 in certain
        shown.append(ShownLeg(source, target, result.p_conquers, result.p_runs, surely))
    return tuple(shown)


def off_this_board(plan: Plan, request: BoardRequest) -> str | None:
    """Why the Turn tab's plan is no longer a plan of this board's position and goal
    (another plan opened there, or an owner or the goal changed by hand), or None when it
    still is: its legs and armies changed by hand are what the map then shows."""
    position = request.position
    for k, name in enumerate(plan.names):
        if name not in position.board.territories:
            return f"it names {name}, which is not on the map"
        if plan.mine[k] != position.mine(name):
            return f"{name} is {'yours' if plan.mine[k] else 'theirs'} there, not here"
    if {plan.names[t] for t in plan.goal} != set(request.goal.territories):
        return "its goal is another one"
    return None
