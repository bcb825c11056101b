"""``game advise --goal JSON``: the advice of ``core.advice`` for whose turn it is, from
the game as it stands: the armies still due as the draft, a waiting move-in as the
board plan's ``move_in``."""

from __future__ import annotations

import argparse
import json

from riskgui.cli.commands.game.opening import chosen_game, open_games
from riskgui.cli.output import json_text
from riskgui.core.rules.fields import to_text
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    from riskgui.core.advice.board_advice import advice_json, advice_lines, advise_board
    from riskgui.core.board.request import request_from_json

    try:
        goal = json.loads(args.goal)
    except json.JSONDecodeError as error:
        raise ValueError(f"--goal is not JSON: {error.msg}") from None
    with open_games(args) as ledger:
        played = ledger.game(chosen_game(ledger, args))
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
