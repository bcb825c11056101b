"""A new game from the New game dialog's choice, without Qt: dealt as the rules say, or
from the position on the board (its rules and move-in rule too, unless a preset is
chosen); ``ValueError`` names what keeps the choice from being a game."""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.board.request import request_from_json
from riskgui.core.game.deal import deal, starting_left
from riskgui.core.game.play import new_game
from riskgui.core.game.state import GameState
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset
from riskgui.gui.tabs.board.inputs import BoardInputs, board_json


@dataclass(frozen=True)
class NewGame:
    evening: str
    players: tuple[str, ...]
    dealt: bool  # False: from the position on the board
    seed: int
    connected_fortify: bool
    placed_by_players: bool = False  # a deal's starting armies: by the players, in turn
    rules: str = ""  # a preset's key; "": the board's rules (classic for a deal)


def start_state(chosen: NewGame, inputs: BoardInputs) -> GameState:
    """The game's start; ValueError naming what is wrong with the choice."""
    if not chosen.evening:
        raise ValueError("name the evening the game belongs to")
    try:
        request = request_from_json(board_json(inputs))
    except ValueError:
        if not chosen.dealt:
            raise
        rules, min_move = CLASSIC, "dice"
    else:
        rules, min_move = request.rules, request.min_move
    if chosen.rules:
        rules = preset(chosen.rules).rules
    setup = None
    if chosen.dealt:
        by_players = chosen.placed_by_players
        owners, armies = deal(inputs.board, chosen.players, chosen.seed, by_players)
        setup = starting_left(owners, chosen.players) if by_players else None
    else:
        owners, armies = dict(inputs.owners), dict(inputs.armies)
    return new_game(
        inputs.board, chosen.players, owners, armies, rules,
        "one" if min_move == "one" else "dice", chosen.connected_fortify, setup,
    )  # fmt: skip


def players_of(inputs: BoardInputs) -> tuple[str, ...]:
    """The board's players as the dialog offers them: whose turn it is first, then in
    the order their first territory comes on the map."""
    owners = dict.fromkeys(inputs.owners[t] for t in inputs.board.territories)
    return (inputs.me, *[p for p in owners if p != inputs.me])
