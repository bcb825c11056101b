"""The board's colours: each player's armies, each continent's tint, the plan's arrows.

A player called by a colour ("Red", "Blue", as players at the table call each other) gets
that colour; the others take the classic army colours left, in order.  Tints are
translucent, so a continent reads on the light and the dark palette alike.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

NAMED = {
    "red": "#d64541",
    "blue": "#2f6fd6",
    "green": "#27ae60",
    "yellow": "#f1c40f",
    "black": "#34404c",
    "pink": "#e84393",
    "purple": "#8e44ad",
    "orange": "#e67e22",
    "grey": "#95a5a6",
    "gray": "#95a5a6",
    "brown": "#a0522d",
    "teal": "#0097a7",
    "white": "#ecf0f1",
}
ORDER = ("red", "blue", "green", "yellow", "black", "pink", "purple", "orange", "teal", "brown")
CONTINENT_TINTS = (  # in the map's order of continents
    "#e5b93c",  # North America: ochre
    "#e0704e",  # South America: terracotta
    "#4f8fd8",  # Europe: blue
    "#b07a3c",  # Africa: brown
    "#4caf6a",  # Asia: green
    "#a066c8",  # Australia: purple
)
TINT_ALPHA = 60
PLAN = QColor("#e67e22")  # the plan's arrows and the draft's badges


def player_colours(players: tuple[str, ...]) -> dict[str, QColor]:
    """Each player's colour: their own by name, else the next army colour not taken."""
    named = {p: p.strip().lower() for p in players if p.strip().lower() in NAMED}
    free = [c for c in ORDER if c not in named.values()]
    colours: dict[str, QColor] = {}
    others = 0
    for player in players:
        if player in named:
            colours[player] = QColor(NAMED[named[player]])
        else:
            colours[player] = QColor(NAMED[free[others % len(free)]] if free else "#7f8c8d")
            others += 1
    return colours


def continent_tint(index: int) -> QColor:
    tint = QColor(CONTINENT_TINTS[index % len(CONTINENT_TINTS)])
    tint.setAlpha(TINT_ALPHA)
    return tint


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads on ``colour`` (its perceived lightness)."""
    light = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111111") if light > 0.6 else QColor("#ffffff")
