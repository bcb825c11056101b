"""``game advise [--goal JSON]``: the advice of ``core.advice`` for whose turn it is, from
the game as it stands: the armies still due as the draft, a waiting move-in as the
board plan's ``move_in``; without ``--goal``, the goal the player set (``game goal``,
kept in the ledger with the game)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from riskgui.cli.commands.game.opening import chosen_game, open_games
from riskgui.cli.output import json_text
from riskgui.core.rules.fields import to_text
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    if args.game_command == "goal":
        return set_goal(args)
    from riskgui.core.advice.board_advice import advice_json, advice_lines, advise_board
    from riskgui.core.board.request import request_from_json

    with open_games(args) as ledger:
        game_id = chosen_game(ledger, args)
        played = ledger.game(game_id)
        goal = _goal(args.goal, "--goal") if args.goal is not None else None
        if goal is None:
            goal = ledger.goals(game_id).get(played.state.turn)
    if goal is None:
        turn = played.state.turn
        raise ValueError(f"{turn} has no goal: give --goal, or set one with game goal {turn}")
    state = played.state
    if state.phase == "over":
        raise ValueError(f"the game is over: {state.turn} holds every territory")
    data: dict[str, object] = {
        "map": state.board.name,
        "me": state.turn,
        "position": {t: [state.owners[t], state.armies[t]] for t in state.board.territories},
        "goal": goal,
        "rules": to_text(state.rules),
        "advise": True,
        "draft": {"armies": state.due},
    }
    if state.min_move == "one":
        data["min_move"] = "one"
    if state.pending is not None:
        data["move_in"] = {"from": state.pending.source, "to": state.pending.target}
    request = request_from_json(data)
    advice = advise_board(request)
    if args.json:
        return json_text({"game": played.id, "turn": state.turn, "advice": advice_json(advice)})
    return "\n".join([f"Game {played.id}: {state.turn} to play.", *advice_lines(advice, request)])


def set_goal(args: argparse.Namespace) -> str:
    """``game goal PLAYER JSON``: the player's goal (``none`` clears it)."""
    goal = None if args.goal == "none" else _goal(args.goal, "the goal")
    with open_games(args) as ledger:
        game_id = chosen_game(ledger, args)
        ledger.set_goal(game_id, args.player, goal)
    if goal is None:
        return f"Game {game_id}: {args.player} has no goal."
    return f"Game {game_id}: {args.player}'s goal is {json.dumps(goal)}."


def _goal(text: str, what: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{what} is not JSON: {error.msg}") from None
