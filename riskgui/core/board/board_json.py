"""A board plan's answer as the JSON ``riskgui-cli plan --json`` prints for a board plan.

The plan contract's fields (``report.plan_json``) for the legs evaluated, each of its
``legs`` also in the input format (``from``, ``to``, ``move`` ...: the plan found, which
can be fed back as it is, the result keys being ignored on input), and: ``plan_legs``
(the same legs in the input format alone), ``searched`` (``"exact"`` or ``"heuristic"``, with
``bound``, an upper bound on P(goal) over the plans searched) when it searched, ``card``
(P(at least one conquest)), for a continent ``bonus`` and ``borders`` (each border
territory's ``p_mine`` and ``expected_armies`` when the player's), for a player
``eliminated`` (``{"player": ..., "cards": n}``, ``cards`` only when the plan gave them).
Without legs (nothing to conquer, or no plan reaches the goal) ``legs``, ``territories``
and ``plan_legs`` are empty and ``p_goal`` says which.
"""

from __future__ import annotations

from typing import Any

from riskgui.core.board.answer import BoardAnswer
from riskgui.core.report.plan_json import plan_report_json


def board_answer_json(answer: BoardAnswer) -> dict[str, Any]:
    request = answer.request
    if answer.plan is not None and answer.report is not None:
        data = plan_report_json(answer.plan, answer.report)
    else:
        p_goal = answer.found.p_goal if answer.found is not None else 0.0
        data = {
            "p_goal": p_goal,
            "territories": {},
            "legs": [],
            "goal": sorted(request.goal.territories),
        }
    data["legs"] = [{**leg, **result} for leg, result in zip(answer.legs, data["legs"])]
    data["plan_legs"] = [dict(leg) for leg in answer.legs]
    found = answer.found
    if found is not None:
        data["searched"] = "exact" if found.exact else "heuristic"
        if not found.exact:
            data["bound"] = found.bound
    weighed = answer.weighed
    data["card"] = weighed.p_card if weighed is not None else 0.0
    goal = request.goal
    if goal.kind == "continent" and goal.name is not None:
        data["bonus"] = request.position.board.continents[goal.name].bonus
        if weighed is not None:
            data["borders"] = {
                b.territory: {"p_mine": b.p_mine, "expected_armies": b.expected_armies}
                for b in weighed.borders
            }
    if goal.kind == "eliminate" and goal.name is not None:
        eliminated: dict[str, Any] = {"player": goal.name}
        if goal.name in request.cards:
            eliminated["cards"] = request.cards[goal.name]
        data["eliminated"] = eliminated
    if goal.keep > 1:
        data["keep"] = goal.keep
    return data
