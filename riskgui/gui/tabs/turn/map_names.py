"""The classic map's names for a turn's free-text territories: offered as a name is
typed, and a leg between two map territories that do not border pointed out.

A name off the map is legal (a plan need not be on the classic map): it is never
corrected, and a leg naming one is never pointed out.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QCompleter,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from riskgui.core.board.map import BoardMap, load_map
from riskgui.gui.tabs.turn.inputs import LegRow, TerritoryRow

MAP = "classic"


@cache
def _board() -> BoardMap:
    return load_map(MAP)


def map_name(name: str) -> str | None:
    """The map's spelling of a typed name (" siberia " -> "Siberia"); None off the map."""
    wanted = name.strip().casefold()
    return next((known for known in _board().territories if known.casefold() == wanted), None)


def border_notices(territories: Sequence[TerritoryRow], legs: Sequence[LegRow]) -> list[str]:
    """ "Leg 3: Siam and Congo do not border each other on the classic map.", for each leg
    whose two territories are both on the map and do not border."""
    names = {row.key: row.name for row in territories}
    said = []
    for number, leg in enumerate(legs, start=1):
        if leg.source is None or leg.target is None:
            continue
        source = map_name(names.get(leg.source, ""))
        target = map_name(names.get(leg.target, ""))
        if source is None or target is None or source == target:
            continue
        if not _board().adjacent(source, target):
            said.append(
                f"Leg {number}: {source} and {target} do not border each other on the {MAP} map."
            )
    return said


def name_completer(parent: QWidget) -> QCompleter:
    """The map's names, offered as a name is typed: any case, matching anywhere."""
    completer = QCompleter(list(_board().territories), parent)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    return completer


class NameDelegate(QStyledItemDelegate):
    """A territory's name cell, edited in a line that offers the map's names."""

    def createEditor(  # noqa: N802 - Qt's name
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setCompleter(name_completer(editor))
        return editor
