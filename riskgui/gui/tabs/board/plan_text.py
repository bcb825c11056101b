"""The board's answer in words, without Qt: its line (the fixed plan's chance) and
the lines a player weighs: how sure the search is, where the draft goes, the chance of a
card, what is left on the new continent's borders, the bonus or the cards won, and each
leg with its chance."""

from __future__ import annotations

from html import escape

from riskgui.core.board.answer import BoardAnswer
from riskgui.core.plural import armies
from riskgui.core.report.percent import format_percent
from riskgui.gui.tabs.board.turn_link import ShownLeg


def plan_line(answer: BoardAnswer, p_turn: float | None = None) -> str:
    """ "A plan fixed now: 54.95 %", or with the Turn tab's chance for the plan changed
    there "A plan fixed now: 15.96 % in the Turn tab"."""
    chance = format_percent(p_goal(answer) if p_turn is None else p_turn)
    return f"A plan fixed now: {chance}{'' if p_turn is None else ' in the Turn tab'}"


def p_goal(answer: BoardAnswer) -> float:
    if answer.report is not None:
        return answer.report.answer.p_goal
    return answer.found.p_goal if answer.found is not None else 0.0


def placement(answer: BoardAnswer) -> dict[str, int]:
    """The draft's armies on each territory that gets some."""
    if answer.report is None or answer.report.draft is None or answer.plan is None:
        return {}
    names = answer.plan.names
    return {names[t]: n for t, n in answer.report.draft.placement.items() if n}


def answer_html(answer: BoardAnswer, legs: tuple[ShownLeg, ...]) -> str:
    request, found = answer.request, answer.found
    goal = request.goal
    lines = []
    if not answer.legs:
        chance = p_goal(answer)
        lines.append(
            "All of it is yours already: nothing to conquer."
            if chance >= 1
            else "No plan reaches the goal this turn: no attack of yours can take all of it"
            + (f" and keep {goal.keep} armies on each." if goal.keep > 1 else ".")
        )
        return _paragraphs(lines)
    if found is not None and found.exact:
        lines.append("<b>Exact</b>: the best of every plan, no other does better.")
    elif found is not None:
        lines.append(
            f"<b>Heuristic</b>: too many plans to try them all; none does better than "
            f"{format_percent(found.bound)}."
        )
    else:
        lines.append("<b>The legs as given</b>, evaluated exactly.")
    drafted = placement(answer)
    if drafted:
        where = ", ".join(f"{n} onto {escape(t)}" for t, n in drafted.items())
        lines.append(f"<b>Draft</b>: {where}.")
    weighed = answer.weighed
    if weighed is not None:
        lines.append(f"<b>A card</b> (at least one conquest): {format_percent(weighed.p_card)}.")
        if weighed.bonus is not None:
            lines.append(f"<b>Bonus</b>: +{armies(weighed.bonus)} a turn while you hold it.")
        for border in weighed.borders:
            lines.append(
                f"<b>{escape(border.territory)}</b> (a border): yours "
                f"{format_percent(border.p_mine, certain=border.surely_mine)}, then "
                f"{border.expected_armies:.1f} armies "
                "on average."
            )
        if weighed.eliminated is not None:
            cards = (
                f"their {weighed.cards} cards become yours"
                if weighed.cards is not None
                else "their cards become yours"
            )
            lines.append(f"<b>Knocks {escape(weighed.eliminated)} out</b>: {cards}.")
    if goal.keep > 1:
        lines.append(f"Keeping at least {armies(goal.keep)} on each territory conquered.")
    lines.append(legs_html(legs))
    return _paragraphs(lines)


def legs_html(legs: tuple[ShownLeg, ...]) -> str:
    """The legs in order; a backup (a target an earlier leg attacked) says when it runs."""
    rows, attacked = [], set()
    for leg in legs:
        when = f"if {escape(leg.target)} still holds: " if leg.target in attacked else ""
        attacked.add(leg.target)
        rows.append(
            f"<li>{when}{escape(leg.source)} \u2192 {escape(leg.target)}: "
            f"{format_percent(leg.p_conquers)}</li>"
        )
    return f"<b>Legs</b>, in order, each with its chance of conquering:<ol>{''.join(rows)}</ol>"


def turn_html(p_turn: float, p_board: float, legs: tuple[ShownLeg, ...], keep: int) -> str:
    """The plan as changed in the Turn tab, against the plan the board found."""
    lines = [
        f"<b>Changed in the Turn tab</b>: {format_percent(p_turn)}, against "
        f"{format_percent(p_board)} for the plan found. The arrows are the Turn tab's legs, "
        "and armies changed there are shown ringed in orange.",
    ]
    if keep > 1:
        lines.append("The Turn tab does not keep armies back: its chance counts any hold.")
    lines.append(legs_html(legs))
    return _paragraphs(lines)


def _paragraphs(lines: list[str]) -> str:
    return "".join(line if line.startswith("<b>Legs") else f"<p>{line}</p>" for line in lines)
