"""The advice in words, without Qt: the line a player acts on ("Take Africa: 60.38 % if
you follow riskgui battle by battle"), what to do now ("Attack North Africa → Congo
first (Middle East → East Africa is as good)"), and, for the tooltip, every first attack
with its value and the region the advice plays in.

Bounds are said as a player reads them: "between 31.00 % and 33.00 %", and that riskgui
is sure no way of playing beats the upper one.  A game too large to solve says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.advice.answer import TIE, Advice, AttackValue
from riskgui.core.board.request import BoardRequest
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


def advice_words(answer: AdviceAnswer) -> AdviceWords:
    goal = goal_words(answer.request)
    advice = answer.advice
    if advice is None:
        why = answer.too_large.strip().rstrip(".")
        return AdviceWords(
            f"{goal}: too large to solve battle by battle",
            "Too many ways for this turn to go for riskgui to solve it exactly; the plan "
            "fixed now is below.",
            f"{why[:1].upper()}{why[1:]}.",
        )
    if advice.exact:
        headline = f"{goal}: {format_percent(advice.p_goal)} {FOLLOW}"
        sure = ""
    else:
        upper = format_percent(advice.upper)
        headline = f"{goal}: between {format_percent(advice.lower)} and {upper} {FOLLOW}"
        sure = f" riskgui is still sure no way of playing beats {upper}."
    return AdviceWords(headline, now_words(advice) + sure, tip_words(advice))


def now_words(advice: Advice) -> str:
    """What to do now: place the draft, then the attack to make (or stop)."""
    place = _placement(advice)
    if advice.move is not None:
        step = f"move {advice.move} in"
    elif advice.next is not None:
        first = advice.next
        equal = [a for a in advice.attacks[1:] if first.p_goal - a.p_goal <= TIE]
        also = "".join(f" ({arrow(a)} is as good)" for a in equal[:2])
        step = f"attack {arrow(first)} first{also}"
    elif advice.p_goal >= 1.0:
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
    if len(placed) > 1:
        return f"place {', '.join(placed[:-1])} and {placed[-1]}"
    return f"place {placed[0]}" if placed else ""


def tip_words(advice: Advice) -> str:
    lines = []
    if advice.attacks:
        lines.append("Each first attack, then playing best:")
        lines += [f"  {arrow(a)}: {format_percent(a.p_goal)}" for a in advice.attacks]
    if advice.moves:
        lines.append("Each move-in: " + ", ".join(
            f"{m}: {format_percent(v)}" for m, v in advice.moves))  # fmt: skip
    lines.append(
        f"Attacks only inside {', '.join(advice.region)} ({advice.states:,} states solved)."
    )
    return "\n".join(lines)
