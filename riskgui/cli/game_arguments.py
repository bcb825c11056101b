"""The grammar of ``riskgui-cli game [--file PATH] COMMAND``: issue 37's contract.

Names of the parsed values: ``args.command == "game"``, ``args.game_command`` the
subcommand, ``args.game_file`` the ``--file`` (None: the default ledger), ``args.game``
the ``--game`` id (None: the game started last).  A game's rules are its own (chosen at
``new`` by ``--rules``), so no subcommand takes rule flags.
"""

from __future__ import annotations

import argparse
from typing import Any

from riskgui.cli.values import bounded, dice_text, name, no_rules
from riskgui.cli.values import json_flag as _json
from riskgui.core.rules.presets import PRESETS

MOST_ARMIES = 10_000


def add_game_parser(commands: argparse._SubParsersAction[Any]) -> None:
    """The ``game`` command and its subcommands, added to ``commands``."""
    game = commands.add_parser(
        "game",
        help="a game at the table: one board every battle updates, every roll recorded",
        description="Follow a real game: deal or start from a position, place, attack with "
        "real or rolled dice, move in, fortify, end the turn, undo; every round goes to the "
        "ledger, and the advice follows the board.",
    )
    game.add_argument(
        "--file", dest="game_file", metavar="PATH", default=None,
        help="the ledger that keeps the games (default: as riskgui-cli ledger)",
    )  # fmt: skip
    no_rules(game)
    sub = game.add_subparsers(dest="game_command", metavar="COMMAND", parser_class=type(game))
    sub.required = True

    new = sub.add_parser("new", help="start a game; prints its id")
    new.add_argument("--evening", type=name("evening"), required=True, metavar="NAME")
    new.add_argument("--players", type=_players, required=True, metavar="A,B,C",
                     help="the players in turn order; the first starts")  # fmt: skip
    start = new.add_mutually_exclusive_group(required=True)
    start.add_argument(
        "--position", metavar="FILE", help='a position file: a board plan, or its "position"'
    )
    start.add_argument("--deal", action="store_true", help="deal as the rules say")
    new.add_argument("--seed", type=bounded("--seed", 0, 2**63 - 1), default=None, metavar="N",
                     help="the deal's seed (default: a new one)")  # fmt: skip
    new.add_argument("--placement", choices=("random", "players"), default="random",
                     help="a deal's starting armies: placed at random, or by the players one "
                     "at a time in turn (game place T 1)")  # fmt: skip
    new.add_argument("--rules", choices=[p.key for p in PRESETS], default="classic",
                     metavar="PRESET", help="the rules preset (default: classic)")  # fmt: skip
    new.add_argument("--min-move", choices=("dice", "one"), default="dice",
                     help="after a conquest, move in at least the dice rolled, or 1")  # fmt: skip
    new.add_argument("--fortify", choices=("connected", "adjacent"), default="connected",
                     help="a fortify goes through your territories, or one border")  # fmt: skip
    _json(new)

    show = sub.add_parser("show", help="the game as it stands")
    _game(show)
    _json(show)

    place = sub.add_parser("place", help="place armies due on a territory of yours")
    place.add_argument("territory", type=name("territory"))
    place.add_argument("armies", type=bounded("armies", 1, MOST_ARMIES))
    _game(place)
    _json(place)

    trade = sub.add_parser("trade", help="cards traded in: more armies to place")
    trade.add_argument("armies", type=bounded("armies", 1, 100))
    _game(trade)
    _json(trade)

    attack = sub.add_parser("attack", help="one round of an attack (or rounds to the end)")
    attack.add_argument("source", type=name("territory"), metavar="FROM")
    attack.add_argument("target", type=name("territory"), metavar="TO")
    dice = attack.add_mutually_exclusive_group(required=True)
    dice.add_argument(
        "--dice",
        type=dice_text,
        metavar="A/D",
        help="the real dice: attacker / defender, 6,5,1/6,3",
    )
    dice.add_argument("--roll", action="store_true", help="riskgui rolls the most dice allowed")
    attack.add_argument("--seed", type=bounded("--seed", 0, 2**63 - 1), default=None, metavar="N")
    attack.add_argument("--until-end", action="store_true",
                        help="with --roll: rounds until it falls or cannot go on")  # fmt: skip
    _game(attack)
    _json(attack)

    move = sub.add_parser("move", help="the armies to move in after a conquest")
    move.add_argument("armies", type=bounded("armies", 0, MOST_ARMIES))
    _game(move)
    _json(move)

    fortify = sub.add_parser("fortify", help="the turn's one move between your territories")
    fortify.add_argument("source", type=name("territory"), metavar="FROM")
    fortify.add_argument("target", type=name("territory"), metavar="TO")
    fortify.add_argument("armies", type=bounded("armies", 1, MOST_ARMIES))
    _game(fortify)
    _json(fortify)

    end = sub.add_parser("end-turn", help="pass to the next player still in the game")
    _game(end)
    _json(end)

    correct = sub.add_parser("set", help="correct a territory by hand (undo takes it back)")
    correct.add_argument("territory", type=name("territory"))
    correct.add_argument("owner", type=name("player"))
    correct.add_argument("armies", type=bounded("armies", 1, MOST_ARMIES))
    _game(correct)
    _json(correct)

    undo = sub.add_parser("undo", help="take back the last step (and its ledger entry)")
    _game(undo)
    _json(undo)

    advise = sub.add_parser("advise", help="the advice for whose turn it is, now")
    advise.add_argument(
        "--goal", default=None, metavar="JSON",
        help='e.g. \'{"continent": "Africa"}\' (default: the goal set with game goal)',
    )  # fmt: skip
    _game(advise)
    _json(advise)

    goal = sub.add_parser("goal", help="set a player's goal, which game advise plays for")
    goal.add_argument("player", type=name("player"))
    goal.add_argument("goal", metavar="JSON", help='e.g. \'{"continent": "Africa"}\'; none clears')
    _game(goal)


def _game(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", type=bounded("--game", 1, 2**62), default=None, metavar="ID",
                        help="the game (default: the one started last)")  # fmt: skip


def _players(text: str) -> tuple[str, ...]:
    """The players in turn order, separated by commas, each a name."""
    player = name("player")
    return tuple(player(part) for part in text.split(","))
