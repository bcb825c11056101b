"""The entries table as the player reads and corrects it: dice highest first, the words
under the table saying what was last done, and the row being corrected kept in sight."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from riskgui.core.ledger.model import Entry, Roll
from riskgui.gui.tabs.ledger.entries_model import WHAT
from tests.gui.tabs.ledger.helpers import EVENING, fill, wait_settled

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
