"""``riskgui-cli game [--file PATH] COMMAND``: a game at the table (issue 37's contract).

One module per kind of work, each with ``run(args, rules) -> str`` as every command has:

    new         game new: a game from a position file or dealt; prints its id
    show        game show: the game as it stands
    steps       game place, trade, move, fortify, end-turn, set and undo
    attack      game attack: one round of real or rolled dice, or rolled rounds to the end
    advise      game advise: the advice of the advice solver for whose turn it is, now,
                for the goal given or the one set with game goal (kept in the ledger)
    opening     what they share: the ledger that keeps the games, which game, the
                one-line summary and the JSON every command that changes the game prints

A step the game's state does not allow raises ``IllegalStep`` (a ValueError): one line on
stderr, exit code 2, and nothing written (the step is checked inside its transaction).
The JSON keys are a contract: extend, never rename.
"""

from __future__ import annotations

import argparse
import importlib

from riskgui.core.rules.model import Rules

MODULES = {
    "new": "new",
    "show": "show",
    "place": "steps",
    "trade": "steps",
    "move": "steps",
    "fortify": "steps",
    "end-turn": "steps",
    "set": "steps",
    "undo": "steps",
    "attack": "attack",
    "advise": "advise",
    "goal": "advise",
}


def run(args: argparse.Namespace, rules: Rules) -> str:
    """The answer of the game subcommand ``args.game_command``."""
    module = importlib.import_module(f"{__name__}.{MODULES[args.game_command]}")
    answer: str = module.run(args, rules)
    return answer
