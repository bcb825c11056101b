"""The entries of the evening on screen, as a table model: one row an entry, in the order
recorded, with the attacker's luck once the worker has computed it.

A cell edited by the player becomes a new ``Entry`` with the same uid, checked by the core
and handed to ``write`` (the session's ``edits.replace_entry``, an undoable command); the model
itself never changes an entry.  The session's ``changed`` brings the new rows back: the same
entries corrected are updated in place, so the row being corrected keeps its place, its
selection and the table's scroll.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from riskgui.core.ledger.checks import check_entry
from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.rules.presets import preset, rules_label
from riskgui.gui.tabs.ledger.texts import (
    change_text,
    highest_first,
    parse_what,
    rules_text,
    signed,
    what_text,
)

Index = QModelIndex | QPersistentModelIndex
NUMBER, EVENING, ATTACKER, DEFENDER, WHAT, RULES, LUCK = range(7)
COLUMNS = (
    ("#", "The entry's place in the order recorded"),
    ("Evening", "The evening the entry belongs to"),
    ("Attacker", "Who attacked (double-click to correct)"),
    ("Defender", "Who defended (double-click to correct)"),
    ("Dice or battle", "A roll: attacker's faces / defender's faces. A battle: start \u2192 end "
     "armies, counting the army that stays behind (double-click to correct)"),
    ("Rules", "The rules preset the entry was played with (double-click to change)"),
    ("Luck", "The attacker's luck in armies: defender's losses minus attacker's losses, "
     "minus what fair dice give on average; the defender's luck is the opposite"),
)  # fmt: skip
EDITABLE = (ATTACKER, DEFENDER, WHAT, RULES)


class EntriesModel(QAbstractTableModel):
    """Signals:
    said(str): an edit was written; the message says which entry and what changed
    refused(str): an edit was not written; the message says why, for the player
    """

    said = Signal(str)
    refused = Signal(str)

    def __init__(self, write: Callable[[Entry], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._write = write
        self._entries: list[Entry] = []
        self._luck: dict[str, float] = {}
        self._read_only = False

    # ----- what it shows ------------------------------------------------------------------
    def set_entries(self, entries: Sequence[Entry]) -> None:
        """The entries to show, in the order recorded; the luck column waits for the worker
        unless an entry is unchanged (same uid, same content)."""
        old, new = {entry.uid: entry for entry in self._entries}, set(entries)
        self._luck = {uid: luck for uid, luck in self._luck.items() if old.get(uid) in new}
        if entries and [e.uid for e in entries] == [e.uid for e in self._entries]:
            self._entries = list(entries)  # the same entries, corrected: no reset
            last = self.index(len(entries) - 1, len(COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self._entries = list(entries)
        self.endResetModel()

    def set_luck(self, luck: dict[str, float]) -> None:
        """The attacker's luck of each entry, by uid (from the worker)."""
        self._luck = dict(luck)
        if self._entries:
            self.dataChanged.emit(self.index(0, LUCK), self.index(len(self._entries) - 1, LUCK))

    def set_read_only(self, read_only: bool) -> None:
        self._read_only = read_only

    def entries(self) -> list[Entry]:
        return list(self._entries)

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    def luck(self, uid: str) -> float | None:
        return self._luck.get(uid)

    # ----- Qt's model ---------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() in EDITABLE and not self._read_only:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._entries):
            return None
        entry, column = self._entries[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(index.row(), entry, column)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_text(entry, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (NUMBER, LUCK):
                return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        return None

    def _display(self, row: int, entry: Entry, column: int) -> str:
        if column == NUMBER:
            return str(row + 1)
        if column == LUCK:
            luck = self._luck.get(entry.uid)
            return "\u2026" if luck is None else signed(luck)
        return self._edit_text(entry, column)

    @staticmethod
    def _edit_text(entry: Entry, column: int) -> str:
        if column == EVENING:
            return entry.evening
        if column == ATTACKER:
            return entry.attacker
        if column == DEFENDER:
            return entry.defender
        if column == WHAT:
            return what_text(entry.what)
        if column == RULES:
            return rules_text(entry.rules)
        return ""

    def _tooltip(self, entry: Entry, column: int) -> str:
        if column == RULES:
            return rules_label(entry.rules)
        if column == LUCK:
            luck = self._luck.get(entry.uid)
            if luck is None:
                return "Being computed"
            return (
                f"{entry.attacker} {signed(luck)} armies, {entry.defender} {signed(-luck)} "
                "against fair dice"
            )
        territories = " \u2192 ".join(
            t for t in (entry.attacker_territory, entry.defender_territory) if t
        )
        recorded = f"recorded {entry.recorded_at.replace('T', ' ')}"
        return f"{territories}, {recorded}" if territories else recorded.capitalize()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return COLUMNS[section][1]
        return None

    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A corrected cell: checked, then written through the session (undoable)."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        entry = self._entries[index.row()]
        try:
            changed = edited(entry, index.column(), str(value))
            if changed == entry:
                return False
            check_entry(changed)
            self._write(changed)
        except ValueError as error:  # the core's or the store's sentence for the player
            self.refused.emit(f"Not changed: {error}")
            return False
        self.said.emit(
            f"Changed entry {index.row() + 1}: {change_text(entry, changed)}; "
            "Undo (Ctrl+Z) takes it back."
        )
        return True


def edited(entry: Entry, column: int, text: str) -> Entry:
    """``entry`` with the cell ``column`` set to what the player typed; ValueError if the
    text cannot be read (``check_entry`` then says whether the entry can have happened)."""
    text = text.strip()
    if column == ATTACKER:
        return dataclasses.replace(entry, attacker=text)
    if column == DEFENDER:
        return dataclasses.replace(entry, defender=text)
    if column == WHAT:
        what = parse_what(text, entry.what)
        if isinstance(what, Roll) and isinstance(entry.what, Roll):
            if highest_first(what) == highest_first(entry.what):
                return entry  # the same dice in another order: as rolled, unchanged
        return dataclasses.replace(entry, what=what)
    if column == RULES:
        if text == rules_text(entry.rules):
            return entry
        return dataclasses.replace(entry, rules=preset(text).rules)
    raise ValueError("this column cannot be changed")
