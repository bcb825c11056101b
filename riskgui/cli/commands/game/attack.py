"""``game attack FROM TO``: one round of real dice (``--dice``), one rolled (``--roll``),
or rolled rounds until the territory falls or can no longer be attacked
(``--roll --until-end``).  Each round is its own step and its own ledger entry."""

from __future__ import annotations

import argparse

import numpy as np

from riskgui.cli.commands.game.opening import answer, chosen_game, open_games
from riskgui.core.game.rolling import battle_goes_on, rolled_round
from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Round
from riskgui.core.game.store import Played
from riskgui.core.ledger.model import parse_dice
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    if args.until_end and not args.roll:
        raise ValueError("--until-end rolls the rounds: give it with --roll, not --dice")
    if args.seed is not None and not args.roll:
        raise ValueError("--seed is for rolled dice: give it with --roll")
    rng = np.random.default_rng(args.seed)
    with open_games(args) as ledger:
        game_id = chosen_game(ledger, args)
        played = ledger.game(game_id)
        said = []
        while True:
            step = _round(args, played.state, rng)
            played = ledger.play(game_id, step)
            said.append(_round_text(step, played))
            if not args.until_end or not battle_goes_on(played.state, step.source, step.target):
                break
    return answer(played, args, "\n".join(said))


def _round(args: argparse.Namespace, state: GameState, rng: np.random.Generator) -> Round:
    if not args.roll:
        roll = parse_dice(args.dice)
        return Round(args.source, args.target, roll.attacker_faces, roll.defender_faces)
    return rolled_round(state, args.source, args.target, rng)


def _round_text(step: Round, played: Played) -> str:
    state = played.state
    dice = f"{','.join(map(str, step.attacker_faces))} / {','.join(map(str, step.defender_faces))}"
    if state.pending is not None:
        return (
            f"{step.source} \u2192 {step.target} ({dice}): {step.target} is taken; "
            f"{step.source} has {state.armies[step.source]}."
        )
    return (
        f"{step.source} \u2192 {step.target} ({dice}): {step.source} has "
        f"{state.armies[step.source]}, {step.target} {state.armies[step.target]}."
    )
