import numpy as np
import pytest
from PySide6.QtGui import QGuiApplication

from riskgui.core.battle import Battle
from riskgui.core.dice.played import PlayedBattle
from riskgui.core.dice.round import roll_round
from riskgui.core.exact.luck import battle_luck
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.battle_log import log_rows, log_text
from riskgui.core.report.counting import Counting
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.tabs.dice import controls as dice_controls
from riskgui.gui.tabs.dice.faces import DiceWidget, describe_faces
from riskgui.gui.tabs.dice.view import DiceView
from tests.helpers.window import set_battle


def log_cell(view, row, column):
    return view.log_model.index(row, column).data()


def blitz_to_the_end(qtbot, view, speed="Instant"):
    view.speed_combo.setCurrentText(speed)
    with qtbot.waitSignal(view.battleOver, timeout=30_000):
        view.blitz_button.setChecked(True)


@pytest.mark.slow
def test_a_seeded_battle_reproduces_its_log(qtbot, view):
    view.reset(Battle(15, 11), seed=77)
    blitz_to_the_end(qtbot, view)
    expected = PlayedBattle(15, 11)
    rng = np.random.default_rng(77)
    while not expected.over:
        expected.roll(rng)
    assert log_text(view.battle, Counting.ON_TERRITORY) == log_text(expected, Counting.ON_TERRITORY)
    assert view.log_model.rowCount() == len(expected.rounds)
    last = [log_cell(view, view.log_model.rowCount() - 1, c) for c in range(6)]
    assert tuple(last) == log_rows(expected, Counting.ON_TERRITORY)[-1]
    view.log.on_copy()
    assert QGuiApplication.clipboard().text() == log_text(expected, Counting.ON_TERRITORY)


@pytest.mark.slow
def test_each_roll_is_the_engines_single_round(qtbot, view):
    view.reset(Battle(9, 5, stop_at=2), seed=4)
    replay = np.random.default_rng(4)
    for _ in range(3):
        a, d = view.battle.attackers, view.battle.defenders
        view.roll_button.click()
        assert view.battle.rounds[-1] == roll_round(a, d, view.battle.rules, replay, 2)
        faces = view.dice.faces
        assert faces.attacker == tuple(sorted(view.battle.rounds[-1].attacker_faces, reverse=True))
        assert "Attacker rolled" in view.dice.toolTip()
        assert view.dice.accessibleDescription() == view.dice.toolTip()
        assert view.state_label.text().startswith(
            f"Attacker {view.battle.attackers}  vs  Defender {view.battle.defenders}"
        )


@pytest.mark.slow
@pytest.mark.parametrize(
    ("attacker", "defender", "message"),
    [
        ("6 5 4 3", "4 4", "Attacker rolls 1 to 3 dice here, not 4"),
        ("6 5 7", "4 4", "An attacker d6 shows 1 to 6, not 7"),
        ("6 5 4", "4 4 4", "Defender rolls 1 to 2 dice here, not 3"),
        ("six", "4 4", "Dice are whole numbers"),
    ],
)
def test_manual_entry_is_validated(view, attacker, defender, message):
    view.reset(Battle(10, 5), seed=1)
    view.entry.attacker_faces_edit.setText(attacker)
    view.entry.defender_faces_edit.setText(defender)
    view.entry.enter_button.click()
    assert message.lower() in view.entry.entry_error.text().lower()
    assert view.battle.rounds == [] and view.log_model.rowCount() == 0


@pytest.mark.slow
def test_manual_entry_advances_the_battle(view):
    view.reset(Battle(10, 5), seed=1)
    view.entry.attacker_faces_edit.setText("6 1 3")
    view.entry.defender_faces_edit.setText("5 3")
    view.entry.enter_button.click()
    assert view.entry.entry_error.text() == ""
    assert (view.battle.attackers, view.battle.defenders) == (9, 4)
    assert log_cell(view, 0, 1) == "6 3 1"
    assert view.entry.attacker_faces_edit.text() == ""


@pytest.mark.slow
def test_animation_is_short_and_then_shows_the_result(qtbot, view):
    assert dice_controls.ROLL_ANIMATION_MS <= 300
    view.animate_check.setChecked(True)
    view.reset(Battle(10, 5), seed=2)
    view.roll_button.click()
    assert view.busy and view.dice.faces.attacker_wins == ()  # still tumbling
    assert view.log_model.rowCount() == 0
    qtbot.waitUntil(lambda: not view.busy, timeout=1000)
    assert len(view.dice.faces.attacker_wins) == 2
    assert view.log_model.rowCount() == 1


@pytest.mark.slow
def test_animated_blitz_can_be_stopped(qtbot, view):
    view.animate_check.setChecked(True)
    view.reset(Battle(60, 60), seed=3)
    view.speed_combo.setCurrentText("Fast")
    view.blitz_button.setChecked(True)
    qtbot.waitUntil(lambda: view.log_model.rowCount() >= 2, timeout=5000)
    view.blitz_button.setChecked(False)
    qtbot.waitUntil(lambda: not view.busy, timeout=1000)
    played = len(view.battle.rounds)
    qtbot.wait(400)
    assert len(view.battle.rounds) == played and not view.battle.over


@pytest.mark.slow
def test_odds_from_here_warning_and_luck(qtbot, view):
    view.odds.warn_spin.setValue(99)
    view.reset(Battle(6, 6), seed=5)
    assert view.odds.odds_label.text() == "From here: \u2026"  # waits for the window's exact answer
    view.set_exact(ExactResult(Battle(6, 6), solve_battle(6, 6), None))
    qtbot.waitUntil(
        lambda: "From here: attacker conquers" in view.odds.odds_label.text(), timeout=5000
    )
    assert (
        view.odds.hint_label.isVisible() and "below your 99 % limit" in view.odds.hint_label.text()
    )
    blitz_to_the_end(qtbot, view)
    qtbot.waitUntil(lambda: view.odds.luck_label.text() != "", timeout=5000)
    b = view.battle
    expected = battle_luck(solve_battle(6, 6), b.attackers, b.defenders).describe()
    assert view.odds.luck_label.text() == expected
    assert not view.roll_button.isEnabled() and not view.entry.enter_button.isEnabled()


@pytest.mark.slow
def test_reset_starts_the_same_battle_again(qtbot, view):
    view.reset(Battle(8, 4), seed=6)
    view.roll_button.click()
    first = view.battle.rounds[0]
    view.reset_button.click()
    assert view.battle.rounds == [] and view.log_model.rowCount() == 0
    view.roll_button.click()
    assert view.battle.rounds[0] == first


@pytest.mark.slow
@pytest.mark.parametrize("size", [(160, 120), (300, 220), (1400, 1000)])
def test_dice_render_at_any_size(qtbot, view, size):
    view.reset(Battle(10, 5), seed=8)
    view.roll_button.click()
    widget = view.dice
    widget.resize(*size)
    image = widget.grab().toImage()
    assert (image.width(), image.height()) == size
    colours = {
        image.pixelColor(x, y).name() for x in range(0, size[0], 7) for y in range(0, size[1], 7)
    }
    assert len(colours) > 3  # dice were drawn, not a blank widget


@pytest.mark.slow
def test_placeholder_and_text_before_any_roll(qtbot):
    widget = DiceWidget()
    qtbot.addWidget(widget)
    widget.show_placeholder(3, 2)
    assert widget.toolTip() == describe_faces(None) == "No dice rolled yet."
    widget.grab()


def test_main_window_hosts_the_dice_view_and_resets_it_with_the_inputs(qtbot, window):
    assert window.findChild(DiceView, "diceView") is window.dice_view
    set_battle(window, 14, 6)
    qtbot.waitUntil(lambda: window.dice_view.start_battle == window.battle(), timeout=5000)
    assert (window.dice_view.battle.attackers, window.dice_view.battle.defenders) == (14, 6)


@pytest.mark.slow
def test_fewer_dice_typed_in_or_chosen_for_roll_and_odds(qtbot, view):
    view.reset(Battle(10, 5), seed=1)
    view.entry.attacker_faces_edit.setText("6 5")
    view.entry.defender_faces_edit.setText("4")
    view.entry.enter_button.click()
    assert view.entry.entry_error.text() == ""
    assert (len(view.battle.rounds[0].attacker_faces), view.battle.defenders) == (2, 4)
    view.entry.attacker_dice_spin.setValue(1)
    assert view.dice_choice() == (1, 2)
    qtbot.waitUntil(lambda: "rolling 1 vs 2 dice this round" in view.odds.odds_label.text())
    view.roll_button.click()
    assert len(view.battle.rounds[-1].attacker_faces) == 1
    assert len(view.battle.rounds[-1].defender_faces) == 2


@pytest.mark.slow
def test_undo_takes_the_last_round_back(qtbot, view):
    view.reset(Battle(10, 5), seed=3)
    assert not view.undo_button.isEnabled()
    view.entry.attacker_faces_edit.setText("1 1 1")  # a mistyped roll
    view.entry.defender_faces_edit.setText("6 6")
    view.entry.enter_button.click()
    assert view.battle.attackers == 8 and view.log_model.rowCount() == 1
    view.undo_button.click()
    assert view.battle.rounds == [] and view.battle.attackers == 10
    assert view.log_model.rowCount() == 0 and not view.undo_button.isEnabled()
    blitz_to_the_end(qtbot, view)
    played = len(view.battle.rounds)
    view.undo_button.click()
    assert len(view.battle.rounds) == played - 1 and not view.battle.over
    assert view.roll_button.isEnabled() and view.odds.luck_label.text() == ""


@pytest.mark.slow
def test_modified_and_extra_dice_are_shown_as_rolled_and_as_scored(view):
    from riskgui.core.rules.presets import preset

    leader = preset("lotr-leader-defence").rules  # +1 on the highest, a 6 + 1 counts as 7
    view.reset(Battle(10, 5, rules=leader), seed=1)
    view.entry.attacker_faces_edit.setText("6 6 1")
    view.entry.defender_faces_edit.setText("6 2")
    view.entry.enter_button.click()
    faces = view.dice.faces
    assert faces.defender == (6, 2) and faces.defender_scores == (7, 2)
    assert "6 loses to 6 (+1)" in describe_faces(faces)
    bonus = preset("bonus-die").rules  # the defender rolls 3 dice and keeps 2
    view.reset(Battle(10, 5, rules=bonus), seed=1)
    assert "3 dice" in view.entry.defender_faces_edit.placeholderText()
    view.entry.attacker_faces_edit.setText("5 4 1")
    view.entry.defender_faces_edit.setText("1 5 3")
    view.entry.enter_button.click()
    faces = view.dice.faces
    assert faces.defender == (5, 3, 1) and len(faces.attacker_wins) == 2  # the 1 is dropped
    assert (view.battle.attackers, view.battle.defenders) == (9, 4)
