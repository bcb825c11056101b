"""The entries of the evening in a table: corrected in place (double-click a cell), deleted
with Delete, and taken back with Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z).

Every change goes through the session, one undoable command each, so Undo here also takes
back a roll the Dice tab recorded.  The table keeps its place (its scroll and the entry
chosen) when the entries come back changed, so an entry deleted and brought back, or
corrected, stays in sight.  The shortcuts live on actions of this view: they act
only while the Ledger tab is shown, and the Dice tab keeps its own Ctrl+Z.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.ledger.model import Entry
from riskgui.gui.kit.preset_combo import preset_combo
from riskgui.gui.tabs.ledger.entries_model import (
    ATTACKER,
    DEFENDER,
    EVENING,
    LUCK,
    NUMBER,
    RULES,
    WHAT,
    EntriesModel,
)

Index = QModelIndex | QPersistentModelIndex


class RulesDelegate(QStyledItemDelegate):
    """The Rules cell is edited with the presets' combo box, not typed."""

    def createEditor(  # noqa: N802 - Qt's name
        self, parent: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> QWidget:
        combo = preset_combo("ledgerRulesEditor", "The rules this entry was played with", False)
        combo.setParent(parent)
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(  # noqa: N802
        self, editor: QWidget, model: QAbstractItemModel, index: Index
    ) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


def tool_button(action: QAction, name: str) -> QToolButton:
    push = QToolButton()
    push.setObjectName(name)
    push.setDefaultAction(action)
    push.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return push


class EntriesView(QWidget):
    """Signals:
    said(str): what was done, for the message line
    refused(str): what could not be done and why, for the message line
    entryChosen(int): the row of the entry the player selected (-1 for none)
    """

    said = Signal(str)
    refused = Signal(str)
    entryChosen = Signal(int)

    def __init__(
        self,
        model: EntriesModel,
        undo_stack: QUndoStack,
        delete: Callable[[Sequence[str]], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._delete = delete
        self._read_only = False
        self._place: tuple[set[str], str | None, int, int] = (set(), None, 0, 0)
        self.model = model
        self.table = QTableView()
        self.table.setObjectName("ledgerEntriesTable")
        self.table.setAccessibleName("Entries of the evening")
        self.table.setModel(model)
        self.table.setItemDelegateForColumn(RULES, RulesDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        header = self.table.horizontalHeader()
        for column in (NUMBER, EVENING, ATTACKER, DEFENDER, RULES, LUCK):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(WHAT, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(36)
        header.setResizeContentsPrecision(200)
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(rows.fontMetrics().lineSpacing() + 8)

        self.delete_action = QAction("Delete", self)
        self.delete_action.setObjectName("ledgerDeleteAction")
        self.delete_action.setToolTip("Delete the selected entries (Delete); Undo brings them back")
        self.delete_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.table.addAction(self.delete_action)
        self.undo_action = undo_stack.createUndoAction(self, "Undo")
        self.undo_action.setObjectName("ledgerUndoAction")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = undo_stack.createRedoAction(self, "Redo")
        self.redo_action.setObjectName("ledgerRedoAction")
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]  # everywhere, besides the platform's own
        for keys in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
            if keys not in redo_keys:
                redo_keys.append(keys)
        self.redo_action.setShortcuts(redo_keys)
        tips = ("Take back the last change (Ctrl+Z)", "Make the change again (Ctrl+Shift+Z)")
        for action, tip in zip((self.undo_action, self.redo_action), tips):
            action.setToolTip(tip)
            # While the tab shows: the actions belong to widgets inside it, so a hidden
            # Ledger tab leaves Ctrl+Z to the Dice tab.
            self.addAction(action)
        self.delete_button = tool_button(self.delete_action, "ledgerDeleteButton")
        self.undo_button = tool_button(self.undo_action, "ledgerUndoButton")
        self.redo_button = tool_button(self.redo_action, "ledgerRedoButton")

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for push in (self.delete_button, self.undo_button, self.redo_button):
            buttons.addWidget(push)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)

        self.delete_action.triggered.connect(self.on_delete)
        model.said.connect(self.said)
        model.refused.connect(self.refused)
        model.modelAboutToBeReset.connect(self._remember_place)
        model.modelReset.connect(self._restore_place)
        model.modelReset.connect(self._enable)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self._enable()

    def show_evening_column(self, shown: bool) -> None:
        self.table.setColumnHidden(EVENING, not shown)

    def set_read_only(self, read_only: bool) -> None:
        self.model.set_read_only(read_only)
        self._read_only = read_only
        self._enable()

    def selected_entries(self) -> list[Entry]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.entry(row) for row in rows]

    @Slot()
    def on_delete(self) -> None:
        chosen = self.selected_entries()
        if not chosen:
            return
        try:
            self._delete([entry.uid for entry in chosen])
        except ValueError as error:
            self.refused.emit(f"Nothing deleted: {error}")
            return
        them = "it" if len(chosen) == 1 else "them"
        self.said.emit(f"Deleted {count_text(len(chosen))}; Undo (Ctrl+Z) brings {them} back.")

    def scroll_to_last(self) -> None:
        self.table.scrollToBottom()

    @Slot()
    def _remember_place(self) -> None:
        """The entries shown, the one chosen and the scroll, before the model resets."""
        current = self.table.currentIndex()
        chosen = self.model.entry(current.row()).uid if current.isValid() else None
        shown = {entry.uid for entry in self.model.entries()}
        scrolled = self.table.verticalScrollBar().value()
        self._place = (shown, chosen, max(current.column(), 0), scrolled)

    @Slot()
    def _restore_place(self) -> None:
        """The same place when the same entries come back changed (not another evening)."""
        shown, chosen, column, scrolled = self._place
        entries = self.model.entries()
        if not any(entry.uid in shown for entry in entries):
            return
        self.table.updateGeometries()  # the scroll bar's range, before it is set
        self.table.verticalScrollBar().setValue(scrolled)
        rows = [row for row, entry in enumerate(entries) if entry.uid == chosen]
        if rows:
            self.table.setCurrentIndex(self.model.index(rows[0], column))

    @Slot()
    def _on_selection(self) -> None:
        self._enable()
        current = self.table.currentIndex()
        self.entryChosen.emit(current.row() if current.isValid() else -1)

    @Slot()
    def _enable(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.delete_action.setEnabled(chosen and not self._read_only)


def count_text(count: int) -> str:
    """ "1 entry", "62 entries"."""
    return "1 entry" if count == 1 else f"{count:,} entries"
