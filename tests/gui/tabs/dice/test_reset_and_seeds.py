"""Reset replays the battle with its odds, warning and luck; every new battle gets fresh dice."""

import pytest
from PySide6.QtCore import QSettings

from riskgui.core.battle import Battle
from riskgui.core.exact.luck import battle_luck
from riskgui.core.exact.solver import solve_battle
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.main_window import MainWindow
from tests.gui.tabs.dice.test_view import blitz_to_the_end
from tests.helpers.window import set_battle, wait_for_exact


def odds_shown(view):
    return view.odds.odds_label.text().startswith("From here: attacker conquers")


def rounds_rolled(view, count=5):
    for _ in range(count):
        view.roll_button.click()
    return [(r.attacker_faces, r.defender_faces) for r in view.battle.rounds]


@pytest.mark.slow
def test_reset_brings_back_the_odds_the_warning_and_the_luck(qtbot, view):
    view.odds.warn_spin.setValue(99)
    view.reset(Battle(6, 6))
    view.set_exact(ExactResult(Battle(6, 6), solve_battle(6, 6), None))
    qtbot.waitUntil(lambda: odds_shown(view), timeout=5000)
    view.roll_button.click()
    view.reset_button.click()
    qtbot.waitUntil(lambda: odds_shown(view), timeout=5000)  # not "From here: …" for good
    assert "below your 99 % limit" in view.odds.hint_label.text()
    blitz_to_the_end(qtbot, view)
    qtbot.waitUntil(lambda: view.odds.luck_label.text() != "", timeout=5000)
    b = view.battle
    assert (
        view.odds.luck_label.text()
        == battle_luck(solve_battle(6, 6), b.attackers, b.defenders).describe()
    )


@pytest.mark.slow
def test_an_answer_that_comes_before_its_battle_is_kept(qtbot, view):
    view.set_exact(ExactResult(Battle(7, 3), solve_battle(7, 3), None))  # ahead of its battle
    view.reset(Battle(7, 3))
    assert odds_shown(view)


@pytest.mark.slow
def test_the_warning_of_the_battle_before_does_not_stay(qtbot, view):
    view.odds.warn_spin.setValue(99)
    view.reset(Battle(6, 6))
    view.set_exact(ExactResult(Battle(6, 6), solve_battle(6, 6), None))
    qtbot.waitUntil(lambda: view.odds.hint_label.text() != "", timeout=5000)
    view.reset(Battle(40, 2))  # its answer is not known yet
    assert view.odds.hint_label.text() == ""


@pytest.mark.slow
def test_a_typing_error_goes_once_both_fields_are_cleared(view):
    view.reset(Battle(10, 5), seed=1)
    view.entry.attacker_faces_edit.setText("6 5 9")
    view.entry.defender_faces_edit.setText("4 4")
    view.entry.enter_button.click()
    assert view.entry.entry_error.text() != ""
    view.entry.attacker_faces_edit.clear()
    assert view.entry.entry_error.text() != ""  # the defender's dice are still there
    view.entry.defender_faces_edit.clear()
    assert view.entry.entry_error.text() == ""


@pytest.mark.slow
def test_reset_replays_and_a_new_battle_rolls_fresh_dice(view):
    view.on_battle_settled(Battle(12, 8))
    first = rounds_rolled(view)
    view.reset_button.click()
    assert rounds_rolled(view) == first  # Reset alone replays the same dice
    view.on_battle_settled(Battle(13, 8))
    view.on_battle_settled(Battle(12, 8))  # the same armies again: a new battle all the same
    assert rounds_rolled(view) != first
    again = view.seed
    view.on_battle_settled(Battle(12, 8))  # the battle in play, settled again: nothing changes
    assert view.seed == again


@pytest.mark.slow
def test_each_session_rolls_fresh_dice(qtbot, settings):
    """Two sessions with the same remembered inputs (the seed included) roll other dice."""
    rolled = []
    for _ in range(2):
        window = MainWindow(QSettings(settings.fileName(), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        window.show()
        set_battle(window, 12, 8)
        wait_for_exact(qtbot, window)
        window.tabs.setCurrentWidget(window.dice_view)
        window.dice_view.animate_check.setChecked(False)
        qtbot.waitUntil(lambda w=window: w.dice_view.start_battle == w.battle())
        rolled.append(rounds_rolled(window.dice_view))
        window.close()
    assert rolled[0] != rolled[1]
