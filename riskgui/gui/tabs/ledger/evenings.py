"""The evening on screen, chosen from the ledger's evenings (or all of them), with New,
Rename and Delete beside it and the evening's players under it.

Each change goes through the session as one undoable command: a deleted evening, its
entries with it, comes back with Undo.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QWidget,
)

from riskgui.core.ledger.model import Evening
from riskgui.gui.kit.widgets import MUTED_STYLE, text_label, tool_button
from riskgui.gui.ledger.session import LedgerSession

ALL = "All evenings"


def evening_text(evening: Evening) -> str:
    """ "Friday game (2026-11-25)": an evening as the list shows it."""
    return f"{evening.name} ({evening.date})"


def players_text(players: list[str]) -> str:
    if not players:
        return "No players yet: record rolls on the Dice tab, or add a battle below."
    return "Players: " + ", ".join(players)


class EveningsBar(QWidget):
    """The evening combo and its buttons in a row; ``players_label`` is placed by the tab.

    Signals:
    eveningChosen(object): the evening's name, or None for all evenings
    said(str): what was done, for the message line
    refused(str): what could not be done and why
    """

    eveningChosen = Signal(object)
    said = Signal(str)
    refused = Signal(str)

    def __init__(self, session: LedgerSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.combo = QComboBox()
        self.combo.setObjectName("ledgerEveningCombo")
        self.combo.setAccessibleName("Evening")
        self.combo.setToolTip("The evening whose entries and luck are shown")
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(8)
        self.new_button = tool_button("New\u2026", "ledgerNewEveningButton",
                                       "Start a new evening")  # fmt: skip
        self.rename_button = tool_button("Rename\u2026", "ledgerRenameEveningButton",
                                          "Rename this evening")  # fmt: skip
        self.delete_button = tool_button("Delete", "ledgerDeleteEveningButton",
                                          "Delete this evening and its entries (Undo "
                                          "brings them back)")  # fmt: skip
        self.players_label = text_label("ledgerPlayersLabel", "Players", MUTED_STYLE)
        label = QLabel("E&vening:")
        label.setBuddy(self.combo)
        row = QHBoxLayout(self)  # the tab places players_label, under it
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(label)
        row.addWidget(self.combo, 1)
        for push in (self.new_button, self.rename_button, self.delete_button):
            row.addWidget(push)
        self.combo.currentIndexChanged.connect(self._on_chosen)
        self.new_button.clicked.connect(self.on_new)
        self.rename_button.clicked.connect(self.on_rename)
        self.delete_button.clicked.connect(self.on_delete)
        self._read_only = False
        self._names: list[str] = []
        self.combo.addItem(ALL, None)
        self._enable()

    def current(self) -> str | None:
        """The evening chosen, or None for all of them."""
        data = self.combo.currentData()
        return str(data) if data is not None else None

    def set_evenings(self, evenings: list[Evening]) -> None:
        """The ledger's evenings.  The one chosen stays chosen; the latest is chosen the
        first time (or when there were none), when the one chosen is gone, and when it was
        the latest and a newer one came (rolls recorded on the Dice tab to a new evening).
        Signals nothing: the caller reads ``current()``."""
        names = [evening.name for evening in evenings]
        before = self.current()
        follow = not self._names or (before is not None and before not in names)
        if before is not None and self._names and before == self._names[-1]:
            follow = True
        wanted = (names[-1] if names else None) if follow else before
        self._names = names
        self.combo.blockSignals(True)
        self.combo.clear()
        self.combo.addItem(ALL, None)
        for evening in evenings:
            self.combo.addItem(evening_text(evening), evening.name)
        self.combo.setCurrentIndex(max(0, self.combo.findData(wanted)) if wanted else 0)
        self.combo.blockSignals(False)
        self._enable()

    def choose(self, name: str | None) -> None:
        index = self.combo.findData(name) if name is not None else 0
        if index >= 0:
            self.combo.setCurrentIndex(index)

    def set_players(self, players: list[str]) -> None:
        self.players_label.setText(players_text(players))

    def set_read_only(self, read_only: bool) -> None:
        self._read_only = read_only
        self._enable()

    @Slot(int)
    def _on_chosen(self, index: int) -> None:
        self._enable()
        self.eveningChosen.emit(self.current())

    def _enable(self) -> None:
        one = self.current() is not None
        self.new_button.setEnabled(not self._read_only)
        self.rename_button.setEnabled(one and not self._read_only)
        self.delete_button.setEnabled(one and not self._read_only)

    def _ask(self, title: str, label: str, text: str) -> str:
        name, accepted = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return name.strip() if accepted else ""

    @Slot()
    def on_new(self) -> None:
        today = date.today()
        name = self._ask("New evening", "Name of the evening:", f"{today:%A} {today.isoformat()}")
        if not name:
            return
        try:
            self._session.edits.add_evening(name)
        except ValueError as error:
            self.refused.emit(f"No evening added: {error}")
            return
        self.choose(name)
        self.said.emit(f"Started the evening {name!r}.")

    @Slot()
    def on_rename(self) -> None:
        old = self.current()
        if old is None:
            return
        new = self._ask("Rename evening", f"New name for {old!r}:", old)
        if not new or new == old:
            return
        try:
            self._session.edits.rename_evening(old, new)
        except ValueError as error:
            self.refused.emit(f"Not renamed: {error}")
            return
        self.choose(new)
        self.said.emit(f"Renamed {old!r} to {new!r}.")

    @Slot()
    def on_delete(self) -> None:
        name = self.current()
        if name is None:
            return
        try:
            count = self._session.entry_count(name)
            self._session.edits.delete_evening(name)
        except ValueError as error:
            self.refused.emit(f"Nothing deleted: {error}")
            return
        what = "1 entry" if count == 1 else f"{count:,} entries"
        self.said.emit(f"Deleted the evening {name!r} and its {what}; Undo (Ctrl+Z) brings "
                       "them back.")  # fmt: skip
