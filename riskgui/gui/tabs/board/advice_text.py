"""The advice in words, without Qt: the line a player acts on ("Take Africa: 60.38 % if
you follow riskgui battle by battle"), what to do now ("Attack North Africa → Congo
first (Middle East → East Africa is as good)"), and, for the tooltip, every first attack
with its value and the region the advice plays in.

Bounds are said as a player reads them: "between 31.00 % and 33.00 %", and that riskgui
is sure no way of playing beats the upper one; while they are still improving, that too,
and before riskgui knows a way of playing with a sure chance, that it is still looking.
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.advice.answer import (
    Advice,
    AttackValue,
    as_good_as_next,
    as_good_words,
    goal_is_held,
)
from riskgui.core.board.request import BoardRequest
from riskgui.core.plural import listed
from riskgui.core.report.percent import format_percent
from riskgui.gui.jobs.advice import AdviceAnswer

FOLLOW = "if you follow riskgui battle by battle"


@dataclass(frozen=True)
class AdviceWords:
    headline: str
    now: str  # what to do now
    tip: str  # every first attack and the region


def goal_words(request: BoardRequest) -> str:
    """ "Take Africa", "Eliminate Blue"."""
    goal = request.goal.describe()
    return goal[:1].upper() + goal[1:]


def arrow(attack: AttackValue) -> str:
    return f"{attack.source} \u2192 {attack.target}"


def waiting_words(request: BoardRequest | None) -> AdviceWords:
    goal = goal_words(request) if request is not None else "The goal"
    return AdviceWords(f"{goal}: solving battle by battle\u2026", "Stop or Esc to stop.", "")


def stopped_words(request: BoardRequest | None) -> AdviceWords:
    goal = goal_words(request) if request is not None else "The goal"
    return AdviceWords(
        f"{goal}: not solved", "Stopped. Find plan (Ctrl+Enter) to solve it again.", ""
    )


def failed_words(request: BoardRequest | None, message: str) -> AdviceWords:
    goal = goal_words(request) if request is not None else "The goal"
    return AdviceWords(f"{goal}: no advice", message, "")


BOUNDED_TIP = (
    "Too many ways for this turn to go to solve it exactly. The lower bound is the exact "
    "chance of the way of playing riskgui advises; the upper one, a chance no way of "
    "playing can beat."
)


def advice_words(answer: AdviceAnswer, working: bool = False, stopped: bool = False) -> AdviceWords:
    """The answer in words; bounds may be still improving (``working``), or stopped."""
    goal = goal_words(answer.request)
    advice = answer.advice
    if advice.exact:
        headline = f"{goal}: {format_percent(advice.p_goal, certain=goal_is_held(advice))} {FOLLOW}"
        return AdviceWords(headline, now_words(advice), tip_words(advice))
    upper = format_percent(advice.upper)
    sure = f"riskgui is still sure no way of playing beats {upper}."
    if working:
        then = " Improving the bounds\u2026 (Stop or Esc to stop)"
    else:
        then = " Stopped: these are the bounds found so far." if stopped else ""
    if advice.lower <= 0.0 and advice.next is None and advice.move is None:
        if working or stopped:
            looking = "Still looking for" if working else "Stopped before riskgui found"
            also = then if working else ""
            return AdviceWords(
                f"{goal}: at most {upper}, no sure chance known yet",
                f"{looking} a way of playing riskgui can vouch for; {sure}{also}",
                BOUNDED_TIP,
            )
        return AdviceWords(
            f"{goal}: at most {upper}, too large to solve battle by battle",
            f"No part of this turn small enough to solve gives a sure chance; {sure} "
            "The plan fixed now is below.",
            BOUNDED_TIP,
        )
    lower = format_percent(advice.lower, certain=goal_is_held(advice))
    tip = f"{BOUNDED_TIP}\n{tip_words(advice)}"
    if lower == upper:  # bounds that read the same: one figure, nothing left to be sure of
        return AdviceWords(f"{goal}: {lower} {FOLLOW}", f"{now_words(advice)}{then}", tip)
    headline = f"{goal}: between {lower} and {upper} {FOLLOW}"
    return AdviceWords(headline, f"{now_words(advice)} {sure}{then}", tip)


def now_words(advice: Advice) -> str:
    """What to do now: place the draft, then the attack to make (or stop)."""
    place = _placement(advice)
    if advice.move is not None:
        step = f"move {advice.move} in"
    elif advice.next is not None:
        first = advice.next
        also = as_good_words([arrow(a) for a in as_good_as_next(advice)[:2]])
        step = f"attack {arrow(first)} first{also}"
    elif goal_is_held(advice):
        step = "stop: the goal is yours"
    else:
        step = "no attack has a chance: keep your armies"
    text = f"{place}, then {step}" if place else step
    return f"{text[:1].upper()}{text[1:]}."


def _placement(advice: Advice) -> str:
    if advice.placement is None:
        return ""
    placed = [f"{armies} on {territory}" for territory, armies in advice.placement]
    if advice.elsewhere:
        placed.append(f"{advice.elsewhere} anywhere else" if placed else "the draft anywhere")
    return f"place {listed(placed)}" if placed else ""


def tip_words(advice: Advice) -> str:
    lines = []
    if advice.attacks:
        lines.append("Each first attack, then playing best:")
        lines += [f"  {arrow(a)}: {format_percent(a.p_goal)}" for a in advice.attacks]
    if advice.moves:
        lines.append("Each move-in: " + ", ".join(
            f"{m}: {format_percent(v)}" for m, v in advice.moves))  # fmt: skip
    lines.append(
        f"Attacks only inside {', '.join(advice.region)} ({advice.states:,} "
        f"{'state' if advice.states == 1 else 'states'} solved)."
    )
    return "\n".join(lines)
