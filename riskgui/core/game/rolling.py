"""riskgui's dice in a game: one round rolled for a battle of the game as it stands, and
whether a blitz goes on after it.  The command line (``game attack --roll``) and the
Board's game mode both roll through here."""

from __future__ import annotations

import numpy as np

from riskgui.core.dice.round import roll_round
from riskgui.core.game.play import IllegalStep, apply
from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Round


def rolled_round(
    state: GameState,
    source: str,
    target: str,
    rng: np.random.Generator,
    dice: int | None = None,
) -> Round:
    """One round of riskgui's dice from ``source`` onto ``target``, ``dice`` attacking
    dice (fewer than the most is the player's choice; None: the most); ``IllegalStep``,
    worded as ``apply`` words it, where no round can be rolled."""
    try:
        source, target = (state.board.territory(name).name for name in (source, target))
    except ValueError as error:
        raise IllegalStep(str(error)) from None
    attackers, defenders = state.armies[source], state.armies[target]
    if attackers < 2 or defenders < 1 or state.owners[target] == state.turn or state.pending:
        apply(state, Round(source, target, (1,), (1,)))  # refused: the rules say why
    wanted = None if dice is None else (dice, state.rules.defender.dice)
    rolled = roll_round(attackers, defenders, state.rules, rng, dice=wanted)
    return Round(source, target, rolled.attacker_faces, rolled.defender_faces)


def battle_goes_on(state: GameState, source: str, target: str) -> bool:
    """Whether ``source`` can roll at ``target`` again: not taken, 2 armies or more."""
    return (
        state.pending is None and state.armies[source] >= 2 and state.owners[target] != state.turn
    )
