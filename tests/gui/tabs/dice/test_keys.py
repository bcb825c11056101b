"""Keys on the Dice tab: dice typed anywhere in the tab are typed in, never rolled."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.helpers.window import set_battle, wait_for_exact


@pytest.fixture
def dice(qtbot, window):
    set_battle(window, 10, 5)
    wait_for_exact(qtbot, window)
    window.tabs.setCurrentWidget(window.dice_view)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    view = window.dice_view
    view.animate_check.setChecked(False)
    qtbot.waitUntil(lambda: view.start_battle == window.battle())
    return view


def type_keys(qtbot, text):
    """As a keyboard does: each key goes to the widget that has the focus then."""
    for key in text:
        qtbot.keyClicks(QApplication.focusWidget(), key)


@pytest.mark.slow
@pytest.mark.parametrize("focus", ["roll_button", "dice", "speed_combo", "log_table"])
def test_dice_typed_outside_the_fields_are_typed_in_not_rolled(qtbot, dice, focus):
    widget = dice.log.table if focus == "log_table" else getattr(dice, focus)
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    type_keys(qtbot, "6 5 4")
    assert dice.battle.rounds == [] and not dice.roll_button.isDown()  # no Roll on its way
    assert dice.entry.attacker_faces_edit.text() == "6 5 4"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # on to the defender's dice
    assert QApplication.focusWidget() is dice.entry.defender_faces_edit
    type_keys(qtbot, "3 2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    played = dice.battle.rounds
    assert len(played) == 1
    assert (played[0].attacker_faces, played[0].defender_faces) == ((6, 5, 4), (3, 2))


@pytest.mark.slow
def test_space_rolls_when_no_dice_are_typed_in(qtbot, dice):
    dice.roll_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.roll_button)
    qtbot.keyClick(dice.roll_button, Qt.Key.Key_Space)
    assert len(dice.battle.rounds) == 1


@pytest.mark.slow
def test_space_with_dice_typed_in_rolls_nothing_and_says_why(qtbot, dice):
    dice.entry.attacker_faces_edit.setText("6 5")
    dice.roll_button.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dice.roll_button)
    qtbot.keyClick(dice.roll_button, Qt.Key.Key_Space)
    assert dice.battle.rounds == [] and not dice.roll_button.isDown()
    assert "press Enter to play them" in dice.entry.entry_error.text()
    assert QApplication.focusWidget() is dice.entry.defender_faces_edit


def test_space_rolls_nothing_while_another_tab_is_shown(qtbot, dice, window):
    window.tabs.setCurrentWidget(window.compare_view)
    tab_bar = window.tabs.tabBar()
    tab_bar.setFocus()
    qtbot.keyClick(tab_bar, Qt.Key.Key_Space)
    assert dice.battle.rounds == [] and not dice.roll_button.isDown()


@pytest.mark.slow
def test_digits_in_the_dice_counts_stay_there(qtbot, dice):
    spin = dice.entry.attacker_dice_spin
    spin.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    spin.lineEdit().selectAll()
    type_keys(qtbot, "2")
    assert spin.value() == 2 and dice.entry.attacker_faces_edit.text() == ""
