"""``game place``, ``trade``, ``move``, ``fortify``, ``end-turn``, ``set`` and ``undo``:
one step each, checked and written in one transaction."""

from __future__ import annotations

import argparse

from riskgui.cli.commands.game.opening import answer, chosen_game, open_games
from riskgui.core.game.steps import Correction, EndTurn, Fortify, MoveIn, Place, Step, Trade
from riskgui.core.plural import armies
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    with open_games(args) as ledger:
        game_id = chosen_game(ledger, args)
        if args.game_command == "undo":
            return answer(ledger.undo(game_id), args, "Took back the last step.")
        step = _step(args)
        played = ledger.play(game_id, step)
    return answer(played, args, _said(step))


def _step(args: argparse.Namespace) -> Step:
    command = args.game_command
    if command == "place":
        return Place(args.territory, args.armies)
    if command == "trade":
        return Trade(args.armies)
    if command == "move":
        return MoveIn(args.armies)
    if command == "fortify":
        return Fortify(args.source, args.target, args.armies)
    if command == "set":
        return Correction(args.territory, args.owner, args.armies)
    return EndTurn()


def _said(step: Step) -> str:
    if isinstance(step, Place):
        return f"Placed {armies(step.armies)} on {step.territory}."
    if isinstance(step, Trade):
        return f"Cards traded in: {armies(step.armies)} more to place."
    if isinstance(step, MoveIn):
        return f"Moved in {armies(step.armies)}."
    if isinstance(step, Fortify):
        return f"Moved {armies(step.armies)} from {step.source} to {step.target}."
    if isinstance(step, Correction):
        return f"Set {step.territory} to {step.owner} with {armies(step.armies)}."
    return "Turn ended."
