"""What a board plan's answer says to a player, before the table of its legs.

"Take Australia (bonus 2): 54.95 %", whether the search proved it the best plan or only
found it (with the bound no plan beats), the plan found in order, the draft, the chance
of a card this turn, and what the goal brings: the new continent's borders and bonus, or
the player knocked out and their cards.
"""

from __future__ import annotations

from riskgui.core.board.answer import BoardAnswer
from riskgui.core.board.request import BoardRequest
from riskgui.core.report.percent import format_percent


def goal_line(request: BoardRequest) -> str:
    """Who plays, on which map, for which goal: "Red on the classic map: take Australia
    (bonus 2)"."""
    goal, position = request.goal, request.position
    keep = f", keeping at least {goal.keep} on each conquered territory" if goal.keep > 1 else ""
    bonus = ""
    if goal.kind == "continent" and goal.name is not None:
        bonus = f" (bonus {position.board.continents[goal.name].bonus})"
    return f"{position.me} on the {position.board.name} map: {goal.describe()}{bonus}{keep}"


def board_summary(answer: BoardAnswer) -> list[str]:
    request, found, weighed = answer.request, answer.found, answer.weighed
    goal, position = request.goal, request.position
    p_goal = answer.report.answer.p_goal if answer.report is not None else 0.0
    lines = [f"{goal_line(request)}: {format_percent(p_goal)}"]
    if found is not None:
        if found.exact:
            lines.append(
                "  searched: exact, the best of every plan whose attacks stay among the "
                "territories to take and their neighbours"
            )
        else:
            lines.append(
                f"  searched: heuristic, the best plan found before the search's budget ran "
                f"out; no plan can beat {format_percent(found.bound)}"
            )
    if not answer.legs:
        enemy = goal.enemy(position)
        lines.append(
            "  no plan reaches the goal" if enemy else "  the goal is already yours: no attack"
        )
        return lines
    order = ", ".join(f"{number}. {leg['from']} -> {leg['to']}"
                      for number, leg in enumerate(answer.legs, start=1))  # fmt: skip
    lines.append(f"  the plan: {order}")
    if weighed is not None:
        card = format_percent(weighed.p_card)
        lines.append(f"  a card this turn (at least one conquest): {card}")
        for border in weighed.borders:
            armies = f", {border.expected_armies:.1f} armies on average when yours"
            held = armies if border.p_mine > 0 else ""
            lines.append(
                f"  border {border.territory}: yours at the end "
                f"{format_percent(border.p_mine, certain=border.surely_mine)}"
                f"{held}"
            )
        if weighed.eliminated is not None:
            cards = (
                f"their {weighed.cards} cards pass to you"
                if weighed.cards is not None
                else "their cards pass to you"
            )
            lines.append(f"  knocking out {weighed.eliminated}: {cards}")
    return lines
