import pytest

from riskgui.core.exact.choice import solve_choice
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from tests.helpers.window import choose_preset, set_battle, wait_for_exact


def show_best_dice(qtbot, window):
    view = window.best_dice_view
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(
        lambda: view.result is not None and view.result.both is not None, timeout=20_000
    )
    return view


def test_the_defender_who_sees_the_roll_for_the_window_battle(qtbot, window):
    set_battle(window, 11, 10)
    wait_for_exact(qtbot, window)
    view = show_best_dice(qtbot, window)
    text = view.summary.text()
    assert format_percent(solve_battle(11, 10).win_probability) in text
    assert format_percent(solve_choice(11, 10).win_probability) in text
    first = view.policy_table.item(0, 0).text()
    assert first == "Roll 1 die when the attacker's 2 highest are 5-4, 5-5, 6-4, 6-5, 6-6"
    assert view.policy_table.item(0, 1).text().startswith("11 vs 10, 10 vs 10")
    assert view.policy_table.rowCount() > 2  # the policy changes near the end
    assert "No:" in view.attacker_label.text()


def test_states_follow_the_chosen_counting(qtbot, window):
    set_battle(window, 11, 10)
    window.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    wait_for_exact(qtbot, window)
    view = show_best_dice(qtbot, window)
    assert view.policy_table.item(0, 1).text().startswith("10 vs 10, 9 vs 10")
    assert "10 attacking vs 10" in view.summary.text()


def test_a_defender_without_a_choice_says_so(qtbot, window):
    set_battle(window, 8, 6)
    choose_preset(window.battle_panel.rules_panel.preset_combo, "risiko")
    wait_for_exact(qtbot, window)
    view = show_best_dice(qtbot, window)
    assert "no choice of dice" in view.policy_title.text()
    assert view.policy_table.rowCount() == 0
    assert view.result.defender_sees.win_probability == pytest.approx(view.result.usual, rel=1e-12)


def test_battles_too_large_are_explained_and_editing_clears_the_answer(qtbot, window):
    set_battle(window, 400, 300)
    wait_for_exact(qtbot, window)
    view = window.best_dice_view
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: "too large to work out" in view.summary.text(), timeout=10_000)
    assert view.policy_table.rowCount() == 0
    set_battle(window, 11, 10)
    assert view.result is None and view.policy_table.rowCount() == 0
    wait_for_exact(qtbot, window)
    show_best_dice(qtbot, window)


@pytest.mark.slow
def test_the_note_points_at_nothing_missing_and_one_die_is_a_die(qtbot):
    from PySide6.QtWidgets import QLabel

    from riskgui.core.battle import Battle
    from riskgui.core.rules.model import Rules, side
    from riskgui.gui.jobs.strategy import BestDice
    from riskgui.gui.tabs.strategy import BestDiceView

    view = BestDiceView()
    qtbot.addWidget(view)
    view.shutdown()  # nothing to solve here: the answer is handed in below
    note = view.findChild(QLabel, "bestDiceNote").text()
    assert "below" not in note and "house rule" in note
    rules = Rules(attacker=side(3, lowest=3))  # one die is also the lowest: it gets the +3
    best = solve_choice(8, 6, rules, attacker_play="best", defender_play="most")
    usual = solve_battle(8, 6, rules).win_probability
    view.on_result(0, BestDice(Battle(8, 6, 1, rules), usual, attacker_best=best))
    text = view.attacker_label.text()
    assert "8 vs 1 (roll 1 die)" in text and "1 dice" not in text
    assert view.policy_table.isHidden()  # no table until there is one to show
