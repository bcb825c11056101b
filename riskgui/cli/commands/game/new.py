"""``game new``: a game from a position file or dealt as the rules say; prints its id."""

from __future__ import annotations

import argparse
import json
import random

from riskgui.cli.commands.game.opening import answer, open_games
from riskgui.cli.output import read_input
from riskgui.core.board.map import load_map
from riskgui.core.board.position import position_from_json
from riskgui.core.game.deal import deal, starting_left
from riskgui.core.game.play import new_game
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset

MAX_CHARACTERS = 200_000  # a position file: 42 territories and a plan fit in a few KB


def run(args: argparse.Namespace, rules: Rules) -> str:
    board = load_map("classic")
    setup = None
    if args.deal:
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**63)
        by_players = args.placement == "players"
        owners, armies = deal(board, args.players, seed, by_players)
        setup = starting_left(owners, args.players) if by_players else None
    else:
        if args.seed is not None:
            raise ValueError("--seed deals a game: give it with --deal, not --position")
        if args.placement != "random":
            raise ValueError("--placement is for a deal: give it with --deal, not --position")
        owners, armies = _position(args.position, args.players[0])
    start = new_game(
        board,
        args.players,
        owners,
        armies,
        preset(args.rules).rules,
        args.min_move,
        args.fortify == "connected",
        setup,
    )
    with open_games(args) as ledger:
        game_id = ledger.start_game(args.evening, start)
        played = ledger.game(game_id)
    return answer(played, args, f"Started game {game_id}.")


def _position(path: str, first: str) -> tuple[dict[str, str], dict[str, int]]:
    """Owners and armies from a position file: a board plan's JSON, or its "position"
    (read as every board plan's, ``position_from_json``; ``first``: who starts)."""
    text = read_input(path, path, MAX_CHARACTERS, "a position is much shorter")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{path} is not JSON: {error.msg} at line {error.lineno}") from None
    if isinstance(data, dict) and isinstance(data.get("position"), dict):
        data = data["position"]
    position = position_from_json(load_map("classic"), first, data)
    return dict(position.owners), dict(position.armies)
