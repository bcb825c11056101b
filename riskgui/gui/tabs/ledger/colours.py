"""One colour per player, the same in the sentences, the luck plot and the dice bars.

Players keep their colour while the ledger is open: it follows their place in the
ledger's list of every player, not in one evening's.  The colours read on the light and
the dark palette alike (mid tones, none near white or black).
"""

from __future__ import annotations

from PySide6.QtGui import QColor

PLAYER_COLOURS = (
    "#2f6fd6",  # blue
    "#d64541",  # red
    "#16a085",  # green
    "#e69500",  # orange
    "#8e44ad",  # purple
    "#7f8c8d",  # grey
    "#c2185b",  # magenta
    "#6d9d1e",  # olive
    "#0097a7",  # teal
    "#a0522d",  # brown
    "#5c6bc0",  # indigo
    "#f06292",  # pink
)


def player_colours(players: list[str]) -> dict[str, QColor]:
    """Each player's colour, by their place in ``players`` (the ledger's every player)."""
    return {
        name: QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])
        for index, name in enumerate(players)
    }


def colour_of(colours: dict[str, QColor], player: str) -> QColor:
    """A player's colour; a player the ledger did not list yet gets the grey."""
    return colours.get(player, QColor(PLAYER_COLOURS[5]))
