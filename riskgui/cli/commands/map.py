"""``riskgui-cli map [NAME]``: the board riskgui plans on, as a player counts it.

The text lists each continent with its bonus and territories, then each territory with
its neighbours (sea lanes marked ``~``).  ``--json`` prints
``riskgui.core.board.map_json.map_json`` (a contract: extend, never rename)::

    {"territories": {"Alaska": {"continent": "North America",
                                "neighbours": ["Alberta", "Kamchatka", "Northwest Territory"]},
                     ...},
     "continents": {"Australia": {"bonus": 2, "territories": [...]}, ...}}

everything sorted by name.  No NumPy: the map is data.
"""

from __future__ import annotations

import argparse

from riskgui.cli.output import json_text
from riskgui.core.board.map import BoardMap, load_map
from riskgui.core.board.map_json import map_json
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    """The map named (the classic one by default); ``rules`` are unused: a map has none."""
    board = load_map(args.name)
    if args.json:
        return json_text(map_json(board))
    return map_text(board)


def map_text(board: BoardMap) -> str:
    borders = sum(len(t.neighbours) for t in board.territories.values()) // 2
    lines = [
        f"The {board.name} map: {len(board.territories)} territories, "
        f"{len(board.continents)} continents, {borders} borders (~ crosses the sea)",
        "",
    ]
    for name in sorted(board.continents, key=lambda c: (-board.continents[c].bonus, c)):
        continent = board.continents[name]
        lines.append(
            f"{name} (bonus {continent.bonus}, {len(continent.territories)} territories): "
            + ", ".join(sorted(continent.territories))
        )
    lines.append("")
    width = max(len(name) for name in board.territories)
    for name in sorted(board.territories):
        neighbours = [
            f"~{other}" if board.is_sea_lane(name, other) else other
            for other in board.neighbours(name)
        ]
        lines.append(f"{name:<{width}}  {', '.join(neighbours)}")
    return "\n".join(lines)
