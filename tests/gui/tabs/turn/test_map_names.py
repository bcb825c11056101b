"""Territory names are free text, but the classic map's names are offered as they are
typed, and a leg between two map territories that do not border is pointed out."""

import pytest
from PySide6.QtWidgets import QAbstractItemDelegate, QApplication, QLabel, QLineEdit

from tests.gui.tabs.turn.helpers import choose_text, row_of, select_leg, wait_for_answer


def name_editor(qtbot, view, row):
    """The editor a double-click opens on a territory's name."""
    table = view.territories.table
    table.setCurrentCell(row, 0)
    table.editItem(table.item(row, 0))
    editors = [e for e in table.viewport().findChildren(QLineEdit)
               if e.objectName() != "qt_spinbox_lineedit"]  # fmt: skip
    assert len(editors) == 1
    editor = editors[0]
    editor.selectAll()
    return editor


def offered(qtbot, editor, typed):
    """What the player is offered after typing ``typed`` into a name."""
    qtbot.keyClicks(editor, typed)
    completer = editor.completer()
    if completer is None:
        return []
    model = completer.completionModel()
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def finish(qtbot, view, editor):
    """The name typed is taken (Enter), and the plan answered with it."""
    table = view.territories.table
    table.commitData(editor)
    table.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)
    wait_for_answer(qtbot, view)


# The offscreen platform cannot give the popup of names the keyboard; a screen can.
POPUP = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


@POPUP
def test_typing_kam_offers_kamchatka(qtbot, turn):
    wait_for_answer(qtbot, turn)
    editor = name_editor(qtbot, turn, 0)
    assert "Kamchatka" in offered(qtbot, editor, "kam")
    finish(qtbot, turn, editor)


@POPUP
def test_names_are_matched_anywhere_in_them(qtbot, turn):
    wait_for_answer(qtbot, turn)
    editor = name_editor(qtbot, turn, 0)
    assert set(offered(qtbot, editor, "AFRICA")) == {"North Africa", "East Africa",
                                                     "South Africa"}  # fmt: skip
    finish(qtbot, turn, editor)


def test_a_name_off_the_map_is_still_taken(qtbot, turn):
    wait_for_answer(qtbot, turn)
    editor = name_editor(qtbot, turn, row_of(turn, "China"))
    editor.setText("Atlantis")
    finish(qtbot, turn, editor)
    assert turn.territories.table.item(row_of(turn, "Atlantis"), 0).text() == "Atlantis"


def notices(view):
    """What the tab says about borders, as the player reads it."""
    return [label.text() for label in view.findChildren(QLabel)
            if label.isVisible() and "border" in label.text()]  # fmt: skip


def test_a_leg_between_territories_that_do_not_border_is_pointed_out(qtbot, turn):
    wait_for_answer(qtbot, turn)
    assert notices(turn) == []
    select_leg(turn, 1)
    choose_text(turn.legs.form.to_combo, "Siberia")  # Ukraine does not border Siberia
    QApplication.processEvents()
    assert notices(turn) == [
        "Leg 1: Ukraine and Siberia do not border each other on the classic map."
    ]
    choose_text(turn.legs.form.to_combo, "Afghanistan")  # fixed
    QApplication.processEvents()
    assert notices(turn) == []


def test_names_off_the_map_are_never_pointed_out(qtbot, turn):
    wait_for_answer(qtbot, turn)
    select_leg(turn, 1)
    choose_text(turn.legs.form.to_combo, "Siberia")
    turn.territories.table.item(row_of(turn, "Siberia"), 0).setText("Far East")
    QApplication.processEvents()
    assert notices(turn) == []
    turn.territories.table.item(row_of(turn, "Far East"), 0).setText(" siberia ")
    QApplication.processEvents()  # the map's name, however it is typed
    assert notices(turn) == [
        "Leg 1: Ukraine and Siberia do not border each other on the classic map."
    ]
