"""The position the Board tab starts with (and ``examples/position.json``): a mid-game
board of four players, Red to play with a foothold in Siam, and the question of the
issue: can Red take Australia this turn, with a draft of 3?

Red holds southern Asia, Ukraine and East Africa; Blue the north of Asia, three of
Australia and Alaska; Green South America, the west of Africa and Western Australia;
Yellow North America and the north of Europe.
"""

from __future__ import annotations

from typing import Any

_POSITION = {
    "Alaska": ["Blue", 3],
    "Northwest Territory": ["Blue", 1],
    "Greenland": ["Yellow", 2],
    "Alberta": ["Yellow", 3],
    "Ontario": ["Yellow", 2],
    "Quebec": ["Yellow", 3],
    "Western United States": ["Yellow", 2],
    "Eastern United States": ["Yellow", 5],
    "Central America": ["Yellow", 3],
    "Venezuela": ["Green", 2],
    "Peru": ["Green", 1],
    "Brazil": ["Green", 4],
    "Argentina": ["Green", 2],
    "Iceland": ["Yellow", 2],
    "Great Britain": ["Yellow", 3],
    "Scandinavia": ["Yellow", 2],
    "Northern Europe": ["Yellow", 4],
    "Western Europe": ["Green", 2],
    "Southern Europe": ["Green", 3],
    "Ukraine": ["Red", 4],
    "North Africa": ["Green", 3],
    "Egypt": ["Red", 2],
    "East Africa": ["Red", 3],
    "Congo": ["Green", 2],
    "South Africa": ["Green", 2],
    "Madagascar": ["Red", 1],
    "Ural": ["Red", 2],
    "Siberia": ["Blue", 2],
    "Yakutsk": ["Blue", 2],
    "Kamchatka": ["Blue", 4],
    "Irkutsk": ["Blue", 3],
    "Mongolia": ["Red", 2],
    "Japan": ["Blue", 2],
    "Afghanistan": ["Red", 3],
    "China": ["Red", 4],
    "Middle East": ["Red", 2],
    "India": ["Red", 3],
    "Siam": ["Red", 10],
    "Indonesia": ["Blue", 2],
    "New Guinea": ["Blue", 3],
    "Western Australia": ["Green", 2],
    "Eastern Australia": ["Blue", 3],
}


def example_position() -> dict[str, Any]:
    """A fresh copy of the board plan, so no caller can change the next one."""
    return {
        "map": "classic",
        "me": "Red",
        "position": {name: list(entry) for name, entry in _POSITION.items()},
        "goal": {"continent": "Australia"},
        "draft": {"armies": 3},
        "search": True,
    }
