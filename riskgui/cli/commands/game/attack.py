"""``game attack FROM TO``: one round of real dice (``--dice``), one rolled (``--roll``),
or rolled rounds until the territory falls or can no longer be attacked
(``--roll --until-end``).  Each round is its own step and its own ledger entry."""

from __future__ import annotations

import argparse

import numpy as np

from riskgui.cli.commands.game.opening import answer, chosen_game, open_games
from riskgui.core.dice.round import roll_round
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
            if not args.until_end or not _goes_on(played, step):
                break
    return answer(played, args, "\n".join(said))


def _round(args: argparse.Namespace, state: GameState, rng: np.random.Generator) -> Round:
    if not args.roll:
        roll = parse_dice(args.dice)
        return Round(args.source, args.target, roll.attacker_faces, roll.defender_faces)
    source = state.board.territory(args.source).name
    target = state.board.territory(args.target).name
    attackers, defenders = state.armies[source], state.armies[target]
    if attackers < 2 or state.owners[target] == state.turn or state.pending is not None:
        # Nothing to roll: the step refuses with the reason (checked like typed dice).
        return Round(source, target, (1,), (1,))
    rolled = roll_round(attackers, defenders, state.rules, rng)
    return Round(source, target, rolled.attacker_faces, rolled.defender_faces)


def _goes_on(played: Played, step: Round) -> bool:
    state = played.state
    return (
        state.pending is None
        and state.armies[step.source] >= 2
        and state.owners[step.target] != state.turn
    )


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
