"""What the player sees always belongs to the battle on screen, is true, and is counted
the way the player chose (issue: defects found by trying the app as a new player would)."""

import pytest

from riskgui.core.format import format_percent
from riskgui.core.solver import solve_battle
from tests.gui.conftest import set_battle, wait_for_exact


def run_to_the_end(qtbot, window, trials=20_000):
    window.simulation_panel.trials_spin.setValue(trials)
    with qtbot.waitSignal(window.simulationFinished, timeout=30_000):
        window.simulation_panel.on_run()


def title(plot):
    return plot.getPlotItem().titleLabel.text


def test_changing_the_battle_clears_what_belongs_to_the_old_one(qtbot, window):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    run_to_the_end(qtbot, window)
    tab = window.simulation_tab
    window.battle_panel.attackers_spin.setValue(23)  # before the inputs even settle:
    x, _ = tab.convergence_plot.estimate_data()
    assert x is None or len(x) == 0
    assert len(tab.outcome_plot.defender_bars()["x"]) == 0
    assert "23 on the territory" in title(tab.convergence_plot) and "computing" in title(
        tab.outcome_plot
    )
    assert window.answer_panel.expected_label.text() == "Computing\u2026"
    assert "Press Run" in window.simulation_panel.estimate_label.text()


def test_a_huge_fraction_is_never_python_text(qtbot, window):
    set_battle(window, 9999, 1)
    wait_for_exact(qtbot, window)
    qtbot.wait(300)  # the fraction job, if any, would have failed by now
    assert not window.error_label.isVisible()
    assert window.answer_panel.fraction_label.isHidden()
    assert "Error" not in window.answer_panel.expected_label.text()


def test_run_before_the_exact_answer_still_compares_and_draws(qtbot, window):
    set_battle(window, 2000, 1500)
    window.simulation_panel.trials_spin.setValue(100)
    qtbot.waitUntil(lambda: window.simulation_panel.run_button.isEnabled(), timeout=5000)
    with qtbot.waitSignal(window.simulationFinished, timeout=60_000):
        window.simulation_panel.on_run()  # at once, before the exact answer
    wait_for_exact(qtbot, window)
    qtbot.waitUntil(lambda: "Exact value:" in window.simulation_panel.estimate_label.text())
    sx, _ = window.simulation_tab.outcome_plot.simulated_data()
    assert sx is not None and len(sx) > 0


def test_both_headlines_and_what_is_left_after_a_win(qtbot, window):
    set_battle(window, 30, 5)
    wait_for_exact(qtbot, window)
    odds = solve_battle(30, 5)
    panel = window.answer_panel
    hold = format_percent(odds.loss_probability, odds.win_probability)
    assert panel.hold_label.text() == f"Defender holds: {hold}"
    assert f"{odds.expected_attackers_left_if_won:,.2f} armies left" in panel.if_won_label.text()
    kept = odds.attackers_kept(0.9)
    assert f"90% chance to keep at least {kept:,} armies" in panel.if_won_label.text()


def test_unticking_the_counting_changes_every_attacking_number(qtbot, window):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    window.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    wait_for_exact(qtbot, window)
    assert window.battle_panel.attackers_spin.value() == 9
    assert title(window.simulation_tab.convergence_plot).startswith("9 attacking vs 10")
    assert window.dice_view.state_label.text().startswith("Attacking 9  vs  Defender 10")
    window.tabs.setCurrentWidget(window.compare_view)
    qtbot.waitUntil(lambda: "9 attacking vs 10" in window.compare_view.summary.text())
    report = window.report()
    assert report["attackers"] == 9 and "not counting" in report["convention"]
    assert max(o["attackers"] for o in report["outcomes"]) == 9
    assert report["win_probability"] == pytest.approx(solve_battle(10, 10).win_probability)
    window.dice_view.animate_check.setChecked(False)
    window.tabs.setCurrentWidget(window.dice_view)
    window.dice_view.roll_button.click()
    armies = window.dice_view.log_model.index(0, 5).data()
    b = window.dice_view.battle
    assert armies == f"{b.attackers - 1} vs {b.defenders}"
    assert "9 attacking armies" in b.log_text(False)


def test_campaign_near_certainty_never_reads_as_rising(qtbot, window):
    set_battle(window, 5000, 1)
    window.tabs.setCurrentWidget(window.campaign_view)
    campaign = window.campaign_view
    campaign.route_edit.setText("3, 4, 2")
    qtbot.waitUntil(
        lambda: campaign.table.rowCount() == 3 and campaign.table.item(2, 2) is not None
    )
    shown = [campaign.table.item(row, 2).text() for row in range(3)]
    assert all(text != "100 %" for text in shown)
    assert len(set(shown)) == 1  # the chance cannot appear to rise along the route
