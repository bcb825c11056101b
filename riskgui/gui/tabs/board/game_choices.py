"""What the clicks on the map choose in a game, without Qt: one of the player's
territories, then the battle (a bordering enemy one) or the fortify (another of theirs);
in the reinforce phase a click places armies (in the setup phase, one).  Choices that
the game has made void (a territory lost, a conquest waiting for its move-in, another
player's turn) are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Place


@dataclass(frozen=True)
class Choices:
    chosen: str | None = None  # one of theirs, clicked
    battle: tuple[str, str] | None = None  # (from, to), chosen on the map
    fortify: tuple[str, str] | None = None  # (from, to)


@dataclass(frozen=True)
class Clicked:
    choices: Choices
    place: Place | None = None  # the step a click in the reinforce phase makes
    refused: str = ""  # what the click cannot do, for the player


def still_valid(choices: Choices, state: GameState) -> Choices:
    """The choices the game as it stands still allows."""
    if state.pending is not None:  # a conquest: the next attack is chosen anew
        return Choices()
    mine = state.turn
    chosen, battle, fortify = choices.chosen, choices.battle, choices.fortify
    if chosen is not None and state.owners[chosen] != mine:
        chosen = None
    if battle is not None and (state.owners[battle[0]] != mine or state.owners[battle[1]] == mine):
        battle = None
    if fortify is not None and any(state.owners[t] != mine for t in fortify):
        fortify = None
    return Choices(chosen, battle, fortify)


def click(choices: Choices, state: GameState, territory: str, per_click: int) -> Clicked:
    """What a click on ``territory`` does, in the phase the game is in."""
    owner = state.owners[territory]
    mine = owner == state.turn
    if state.phase in ("setup", "reinforce"):
        if mine:
            placed = 1 if state.phase == "setup" else min(per_click, state.due)
            return Clicked(choices, Place(territory, placed))
        return Clicked(choices, refused=f"{territory} is {owner}'s: place on yours.")
    if state.phase != "attack" or state.pending is not None:
        return Clicked(choices)
    chosen = choices.chosen
    if mine:
        if chosen is None or territory == chosen or choices.fortify or choices.battle:
            return Clicked(Choices(None if territory == chosen else territory))
        return Clicked(Choices(chosen, None, (chosen, territory)))
    if chosen is not None and state.board.adjacent(chosen, territory):
        return Clicked(Choices(chosen, (chosen, territory)))
    where = f"{chosen} does not border it" if chosen else "click one of yours first"
    return Clicked(choices, refused=f"{territory} is {owner}'s: {where}.")
