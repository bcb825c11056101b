"""The advice for a board plan that asks for it (``"advise": true``): the turn game of its
position and goal, solved, and the answer in the words and keys every front end shows.

``advice_json`` is the ``"advice"`` object of ``riskgui-cli plan --json`` (a contract:
keys are added, never renamed): ``p_goal`` (the value, the lower bound when not exact),
``exact``, ``lower``, ``upper``, ``region`` (sorted), ``draft`` (``{"placement": {...}}``,
only when a draft was asked), ``next`` (the attack to make, ``{"from", "to", "p_goal"}``,
or ``null`` when the goal holds already or no attack has a chance; for a pending move-in
``{"move": m, "p_goal": ...}``), ``moves`` (a pending move-in only: each allowed number
of armies, as a string, to its value), ``attacks`` (every first attack with the value of
starting with it, ranked as ``answer.ranked`` says; empty for a move-in) and ``states``;
``interrupted: true`` is added when Ctrl-C stopped a run that had bounds to show.

Cost: the solve (``advisor``); the rest is O(attacks).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from riskgui.core.advice.answer import (
    Advice,
    AttackValue,
    as_good_as_next,
    as_good_words,
    goal_is_held,
)
from riskgui.core.advice.bounds import bounded_advice, improving_bounds
from riskgui.core.advice.game import MinMove, TurnGame, turn_game
from riskgui.core.board.request import BoardRequest
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.report.percent import format_percent


def board_game(request: BoardRequest) -> TurnGame:
    """The turn game of the board plan; ValueError naming what it cannot play."""
    if request.draft and request.onto is not None:
        raise ValueError(
            "the advice places the draft on any territory of yours: leave out the draft's 'onto'"
        )
    min_move: MinMove = "one" if request.min_move == "one" else "dice"
    goal = request.goal
    return turn_game(
        request.position,
        goal.territories,
        keep=goal.keep,
        rules=request.rules,
        min_move=min_move,
        draft=request.draft,
        move_in=request.move_in,
    )


def advise_board(
    request: BoardRequest, token: CancelToken = NEVER, most_states: int | None = None
) -> Advice:
    """The advice from the board plan's position (after its draft, if any): exact when the
    game fits, else certified bounds (``bounds.bounded_advice``; ``most_states`` as there)."""
    return bounded_advice(board_game(request), token, most_states).advice


def improving_board_advice(
    request: BoardRequest, token: CancelToken = NEVER, most_states: int | None = None
) -> Iterator[Advice]:
    """``advise_board`` anytime: each answer as ``bounds.improving_bounds`` finds it (the
    exact one alone when the game fits at once), every one sound, the last the answer."""
    for found in improving_bounds(board_game(request), token, most_states):
        yield found.advice


def advice_json(advice: Advice) -> dict[str, Any]:
    data: dict[str, Any] = {
        "p_goal": advice.p_goal,
        "exact": advice.exact,
        "lower": advice.lower,
        "upper": advice.upper,
        "region": list(advice.region),
    }
    if advice.placement is not None:
        data["draft"] = {"placement": dict(advice.placement)}
        if advice.elsewhere:
            data["draft"]["elsewhere"] = advice.elsewhere
    if advice.move is not None:
        data["next"] = {"move": advice.move, "p_goal": advice.p_goal}
        data["moves"] = {str(m): value for m, value in advice.moves}
    else:
        data["next"] = _attack_json(advice.next) if advice.next is not None else None
    data["attacks"] = [_attack_json(attack) for attack in advice.attacks]
    data["states"] = advice.states
    return data


def _attack_json(attack: AttackValue) -> dict[str, Any]:
    return {"from": attack.source, "to": attack.target, "p_goal": attack.p_goal}


def advice_lines(advice: Advice, request: BoardRequest) -> list[str]:
    """The advice in words: the chance when following riskgui, what to do now, and why."""
    held = goal_is_held(advice)
    value = format_percent(advice.p_goal, certain=held)
    lower, upper = format_percent(advice.lower, certain=held), format_percent(advice.upper)
    if not advice.exact and lower == upper:
        value = f"{lower} (the lower and the upper bound both read so)"
    elif not advice.exact:
        value = f"between {lower} and {upper} (no way of playing beats {upper})"
    lines = [f"Battle by battle, following riskgui: {value}"]
    if advice.placement is not None:
        placed = ", ".join(f"{armies} on {t}" for t, armies in advice.placement)
        wasted = f", {advice.elsewhere} anywhere else" if advice.elsewhere else ""
        lines.append(f"  the draft: {placed or 'anywhere'}{wasted}")
    if advice.move is not None and request.move_in is not None:
        source, target = request.move_in
        lines.append(f"  now: move {advice.move} from {source} into {target}")
        moves = ", ".join(f"{m}: {format_percent(v)}" for m, v in advice.moves)
        lines.append(f"  each move-in: {moves}")
    elif advice.next is not None:
        first = advice.next
        also = as_good_words([f"{a.source} -> {a.target}" for a in as_good_as_next(advice)])
        lines.append(f"  now: attack {first.source} -> {first.target}{also}")
    elif held:
        lines.append("  now: stop, the goal is yours")
    elif not advice.exact:
        lines.append("  now: no advice: no part of this turn small enough to solve gives a chance")
    else:
        lines.append("  now: no attack has a chance")
    if advice.attacks:
        every = ", ".join(
            f"{a.source} -> {a.target} {format_percent(a.p_goal)}" for a in advice.attacks
        )
        lines.append(f"  every first attack, then playing best: {every}")
    lines.append(
        f"  attacks only inside the region: {', '.join(advice.region)} "
        f"({advice.states:,} {'state' if advice.states == 1 else 'states'} solved)"
    )
    return lines
