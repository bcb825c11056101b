"""A map in the shape ``riskgui-cli map --json`` prints.

Everything sorted by name (territories, their neighbours, continents and their
territories), so the output is the same on every run and easy to diff.  Places and which
borders cross the sea are left out: they are for drawing, not for play.
"""

from __future__ import annotations

from riskgui.core.board.map import BoardMap

MapJson = dict[str, dict[str, dict[str, object]]]


def map_json(board: BoardMap) -> MapJson:
    territories: dict[str, dict[str, object]] = {
        name: {
            "continent": board.territories[name].continent,
            "neighbours": list(board.territories[name].neighbours),
        }
        for name in sorted(board.territories)
    }
    continents: dict[str, dict[str, object]] = {
        name: {
            "bonus": board.continents[name].bonus,
            "territories": sorted(board.continents[name].territories),
        }
        for name in sorted(board.continents)
    }
    return {"territories": territories, "continents": continents}
