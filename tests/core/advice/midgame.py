"""The mid-game position of ``shared/positions/midgame.json`` (Red to play), and the values
its README gives (plain memoised recursion, classic rules, no draft unless said)."""

from __future__ import annotations

from riskgui.core.board.map import load_map
from riskgui.core.board.position import Position

BOARD = load_map()

# fmt: off
POSITION = {
    "Siam": ("Red", 12), "India": ("Red", 5), "China": ("Red", 7), "Middle East": ("Red", 4),
    "Ukraine": ("Red", 8), "Afghanistan": ("Red", 3), "Ural": ("Red", 4), "Egypt": ("Red", 6),
    "North Africa": ("Red", 9), "Brazil": ("Red", 10), "Mongolia": ("Red", 2),
    "Indonesia": ("Blue", 3), "New Guinea": ("Blue", 2), "Eastern Australia": ("Blue", 4),
    "Western Australia": ("Blue", 2), "Venezuela": ("Blue", 3), "Peru": ("Blue", 2),
    "Argentina": ("Blue", 4), "Scandinavia": ("Blue", 3), "Southern Europe": ("Blue", 4),
    "Western Europe": ("Blue", 2), "Kamchatka": ("Blue", 6), "Japan": ("Blue", 3),
    "Congo": ("Green", 2), "East Africa": ("Green", 3), "South Africa": ("Green", 4),
    "Madagascar": ("Green", 2), "Alaska": ("Yellow", 5), "Northwest Territory": ("Yellow", 2),
    "Greenland": ("Yellow", 3), "Alberta": ("Yellow", 4), "Ontario": ("Yellow", 6),
    "Quebec": ("Yellow", 3), "Western United States": ("Yellow", 7),
    "Eastern United States": ("Yellow", 11), "Central America": ("Yellow", 5),
    "Iceland": ("Yellow", 2), "Great Britain": ("Yellow", 6), "Northern Europe": ("Yellow", 5),
    "Siberia": ("Yellow", 4), "Yakutsk": ("Yellow", 2), "Irkutsk": ("Yellow", 3),
}
# fmt: on

README_VALUES = {
    "Australia": 0.38671746880455715,
    "South America": 0.43558272823557614,
    "Africa": 0.6037599906904241,
}
AFRICA_DRAFT_3 = 0.8198088806190325  # all 3 on North Africa


def midgame(changes: dict[str, tuple[str, int]] | None = None) -> Position:
    entries = {**POSITION, **(changes or {})}
    owners = {t: entries[t][0] for t in BOARD.territories}
    armies = {t: entries[t][1] for t in BOARD.territories}
    return Position(BOARD, "Red", owners, armies)


def continent(name: str) -> tuple[str, ...]:
    members = set(BOARD.continents[name].territories)
    return tuple(t for t in BOARD.territories if t in members)
