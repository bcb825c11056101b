"""The grammar of the commands that read a whole board or turn: ``plan`` and ``map``.

Called by ``arguments.build_parser``; imports nothing of the CLI, so the layers stay one
way.  Their rules come from the file (a plan) or do not apply (a map): the rule flags of
the other commands are given their defaults here, which ``main`` reads for every command.
"""

from __future__ import annotations

from typing import Any

from riskgui.core.rules.fields import FIELDS

NO_RULE_FLAGS: dict[str, Any] = {"preset": "classic", **{field.key: None for field in FIELDS}}


def add_board_parsers(commands: Any) -> None:
    """``plan FILE`` and ``map [NAME]`` on the subparsers ``commands``."""
    plan = commands.add_parser(
        "plan", help="a whole turn: many legs, the best moves and draft; or a board position"
    )
    plan.add_argument("file", metavar="FILE", help="the plan in JSON (- reads stdin); "
                      "see examples/turn.json and examples/position.json")  # fmt: skip
    plan.add_argument("--json", action="store_true", help="machine-readable output")
    plan.set_defaults(**NO_RULE_FLAGS)

    board = commands.add_parser("map", help="the classic board: continents, bonuses, borders")
    board.add_argument("name", nargs="?", default="classic", metavar="NAME",
                       help="the map (default: classic)")  # fmt: skip
    board.add_argument("--json", action="store_true", help="machine-readable output")
    board.set_defaults(**NO_RULE_FLAGS)
