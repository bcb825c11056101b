"""The entries table as the player reads and corrects it: dice highest first, the words
under the table saying what was last done, and the row being corrected kept in sight."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QToolButton

from riskgui.core.ledger.model import Entry, Roll
from riskgui.gui.tabs.ledger.entries_model import WHAT
from tests.gui.tabs.ledger.helpers import EVENING, fill, wait_settled
from tests.gui.tabs.ledger.test_battle_form import type_battle

pytestmark = pytest.mark.slow  # each test opens the tab over a ledger


def type_into_cell(qtbot, table, row, column, text=None):
    """Double-click the cell, type ``text`` (or leave it as it is) and press Enter."""
    index = table.model().index(row, column)
    table.scrollTo(index)
    table.setCurrentIndex(index)
    table.edit(index)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    if text is not None:
        editor.selectAll()
        qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    editing = QAbstractItemView.State.EditingState
    qtbot.waitUntil(lambda: table.state() != editing)  # the delegate commits a moment later


def click(qtbot, tab, text):
    """Click the button under the entries that reads ``text`` (Undo: "Undo Delete entry")."""
    buttons = tab.entries_view.findChildren(QToolButton)
    (push,) = [b for b in buttons if b.text().startswith(text) and b.isVisible()]
    qtbot.mouseClick(push, Qt.MouseButton.LeftButton)


def in_sight(table, row):
    """The whole row lies inside the table's visible area."""
    shown = table.viewport().rect()
    return all(
        shown.contains(table.visualRect(table.model().index(row, column)).center())
        for column in range(table.model().columnCount())
        if not table.isColumnHidden(column)
    )


def cell_texts(tab, column):
    return [tab.model.index(r, column).data() for r in range(tab.model.rowCount())]


def test_dice_show_highest_first_and_reading_them_back_changes_nothing(qtbot, tab, night):
    fill(night, [Entry(EVENING, "Ben", "Cleo", Roll((3, 5, 3), (4, 1)))])
    wait_settled(qtbot, tab)
    row = tab.model.rowCount() - 1
    assert cell_texts(tab, WHAT)[row] == "5,3,3/4,1"
    commands = night.undo_stack.count()
    type_into_cell(qtbot, tab.entries_view.table, row, WHAT)
    assert night.entries(EVENING)[row].what == Roll((3, 5, 3), (4, 1))  # as rolled
    assert night.undo_stack.count() == commands  # nothing to take back


def test_a_corrected_cell_is_said_and_stays_in_sight(qtbot, tab, night):
    type_battle(qtbot, tab.battle_form, "Ben", "Cleo", "8,3", "6,0")  # says "Added Ben ..."
    wait_settled(qtbot, tab)
    assert tab.message.text().startswith("Added Ben against Cleo")
    table = tab.entries_view.table
    row = next(r for r, e in enumerate(night.entries(EVENING)) if r > 30 and e.kind == "roll")
    before = night.entries(EVENING)[row]
    faces = "6/1" if len(before.what.defender_faces) == 1 else "6/1,1"
    faces = ",".join(["6"] * len(before.what.attacker_faces)) + faces[1:]
    type_into_cell(qtbot, table, row, WHAT, faces)
    assert night.entries(EVENING)[row].what != before.what
    wait_settled(qtbot, tab)
    said = tab.message.text()
    assert "Added" not in said
    assert said.startswith(f"Changed entry {row + 1}: ") and faces in said
    assert "Undo" in said
    assert in_sight(table, row)
    assert table.currentIndex().row() == row


def test_undo_and_redo_say_what_they_did(qtbot, tab, night):
    table = tab.entries_view.table
    table.selectRow(4)
    click(qtbot, tab, "Delete")
    assert tab.message.text().startswith("Deleted 1 entry")
    click(qtbot, tab, "Undo")
    assert len(night.entries(EVENING)) == 62
    undone = tab.message.text()
    assert "Deleted" not in undone and "brings it back" not in undone
    assert undone.startswith("Undone: delete entry")
    click(qtbot, tab, "Redo")
    assert len(night.entries(EVENING)) == 61
    assert tab.message.text().startswith("Done again: delete entry")


def test_an_entry_deleted_and_brought_back_is_in_sight(qtbot, tab, night):
    table = tab.entries_view.table
    table.scrollTo(tab.model.index(40, 0))
    table.selectRow(40)
    click(qtbot, tab, "Delete")
    wait_settled(qtbot, tab)
    click(qtbot, tab, "Undo")
    wait_settled(qtbot, tab)
    assert in_sight(table, 40)
