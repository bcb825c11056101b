"""What the player sees always belongs to the battle on screen, is true, and is counted
the way the player chose (issue: defects found by trying the app as a new player would)."""

import re

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QLabel

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.battle_log import log_text
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.presets import PRESETS
from tests.helpers.window import set_battle, wait_for_exact


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


def test_a_huge_fraction_shows_its_digit_count_and_copies_in_full(qtbot, window):
    # Over 4,300 digits: Python refuses to print such an integer unless told to.
    set_battle(window, 9999, 1)
    wait_for_exact(qtbot, window)
    label = window.answer_panel.fraction_label
    qtbot.waitUntil(lambda: "digit denominator" in label.text(), timeout=20_000)
    digits = int(re.search(r"a ([\d,]+)-digit", label.text()).group(1).replace(",", ""))
    assert digits > 4_300 and "Copy results" in label.toolTip()  # no 21,000-digit tooltip
    assert not window.error_label.isVisible()
    window.files.on_copy_results()
    copied = QGuiApplication.clipboard().text()
    fraction = re.search(r"Exactly (\d+)/(\d+)", copied)
    assert fraction and len(fraction.group(2)) == digits


def test_run_before_the_exact_answer_still_compares_and_draws(qtbot, window):
    set_battle(window, 2000, 1500)
    window.simulation_panel.trials_spin.setValue(100)
    qtbot.waitUntil(lambda: window.simulation_panel.run_button.isEnabled(), timeout=5000)
    with qtbot.waitSignal(window.simulationFinished, timeout=60_000):
        window.simulation_panel.on_run()  # at once, before the exact answer
    wait_for_exact(qtbot, window)
    label = window.simulation_panel.estimate_label
    qtbot.waitUntil(lambda: "the 95 % interval" in label.text())
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
    kept, chance = odds.attackers_kept_if_won(0.9)
    assert f"at least {kept:,} with {format_percent(chance)}" in panel.if_won_label.text()


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
    assert "9 attacking armies" in log_text(b, Counting.ATTACKING)


def test_campaign_near_certainty_never_reads_as_rising(qtbot, window):
    set_battle(window, 5000, 1)
    window.tabs.setCurrentWidget(window.campaign_view)
    campaign = window.campaign_view
    campaign.route_edit.setText("3, 4, 2")
    qtbot.waitUntil(lambda: campaign.start.attackers == 5000)
    qtbot.waitUntil(
        lambda: campaign.table.rowCount() == 3 and campaign.table.item(2, 2) is not None
    )
    shown = [campaign.table.item(row, 2).text() for row in range(3)]
    assert all(text != "100 %" for text in shown)
    assert len(set(shown)) == 1  # the chance cannot appear to rise along the route


def test_the_simulation_seed_does_not_roll_the_dice_tab(qtbot, window):
    dice = window.dice_view
    window.tabs.setCurrentWidget(dice)
    dice.animate_check.setChecked(False)

    def three_rounds_after_reset():
        dice.reset_button.click()
        for _ in range(3):
            dice.roll_button.click()
        return list(dice.battle.rounds)

    first = three_rounds_after_reset()
    assert three_rounds_after_reset() == first  # Reset replays
    window.simulation_panel.new_seed_button.click()
    assert three_rounds_after_reset() == first  # the simulation's seed is not the tab's


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1_082_269_677, 2**63 - 1])
def test_a_seed_survives_a_restart_exactly(qtbot, settings, seed):
    from riskgui.gui.main_window import MainWindow

    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.simulation_panel.seed_edit.setValue(seed)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.simulation_panel.seed_edit.value() == seed
    second.close()


def test_a_typed_seed_above_the_largest_is_lowered_and_said(qtbot, window):
    edit = window.simulation_panel.seed_edit
    edit.setText(str(2**63 + 5))
    edit.editingFinished.emit()
    assert edit.value() == 2**63 - 1 and "largest seed" in edit.toolTip()


def mnemonic(text: str) -> str | None:
    index = text.replace("&&", "").find("&")
    return text.replace("&&", "")[index + 1].lower() if index >= 0 else None


def mnemonics_in(widget) -> list[tuple[str, str]]:
    from PySide6.QtWidgets import QAbstractButton, QLabel

    found = []
    for child in widget.findChildren(QAbstractButton) + widget.findChildren(QLabel):
        letter = mnemonic(child.text())
        if letter and (not isinstance(child, QLabel) or child.buddy() is not None):
            found.append((letter, child.text()))
    return found


def test_every_mnemonic_is_unique_on_each_tab(qtbot, window):
    common = [(mnemonic(a.text()), a.text()) for a in window.menuBar().actions()]
    tabs = range(window.tabs.count())
    common += [(mnemonic(window.tabs.tabText(i)), window.tabs.tabText(i)) for i in tabs]
    side = window.findChild(type(window.splitter.widget(0)), "inputsScrollArea")
    common += mnemonics_in(side)
    for page in range(window.tabs.count()):
        shown = common + mnemonics_in(window.tabs.widget(page))
        letters = [letter for letter, _ in shown]
        duplicates = {letter for letter in letters if letters.count(letter) > 1}
        clashes = [text for letter, text in shown if letter in duplicates]
        assert not clashes, f"tab {window.tabs.tabText(page)}: {clashes}"
    seed_label = window.simulation_panel.seed_edit.parent().findChildren(QLabel)
    assert all("S&eed" not in label.text() or label.buddy() for label in seed_label)


def test_help_explains_rules_counting_presets_and_shortcuts(qtbot, window):
    window.menu_actions.on_shortcuts()
    dialog = window.findChild(QDialog, "helpDialog")
    assert dialog is not None and dialog.isVisible()
    text = dialog.browser.toPlainText()
    for words in ("A battle", "How armies are counted", "stay behind", "Keyboard shortcuts"):
        assert words in text
    for preset in PRESETS:
        assert preset.title in text and preset.source in text and preset.key in text
    assert "Ctrl+R" in text and "Space" in text
    dialog.close()


@pytest.mark.parametrize(
    ("spin_name", "typed", "expected"),
    [("attackersSpin", "99999", 20_000), ("stopAtSpin", "15", 9), ("trialsSpin", "0", 1)],
)
def test_a_number_out_of_range_is_clamped_and_said(qtbot, window, spin_name, typed, expected):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QSpinBox

    set_battle(window, 10, 10)
    spin = window.findChild(QSpinBox, spin_name)
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, typed)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == expected
    assert f"{expected:,}" in window.statusBar().currentMessage()
    assert "out of range" in window.statusBar().currentMessage()


def test_a_long_run_shows_its_progress_and_time_left(qtbot, window):
    set_battle(window, 75, 60)
    wait_for_exact(qtbot, window)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    window.simulation_panel.on_run()
    label = window.simulation_panel.estimate_label
    qtbot.waitUntil(lambda: re.search(r"battles: \d+% done, about .+ left", label.text()))
    window.simulation_panel.on_stop()
    assert "left" not in window.simulation_panel.estimate_label.text()


def test_the_window_fits_800_by_600(qtbot, window):
    wait_for_exact(qtbot, window)
    # Twice round: a tab once laid out (the Ledger's wide tables) must not keep the
    # window wider on the tabs after it.
    for page in [*range(window.tabs.count())] * 2:
        window.tabs.setCurrentIndex(page)
        qtbot.wait(100)  # the layouts settle
        window.resize(800, 600)
        qtbot.wait(100)
        hint = window.minimumSizeHint()
        assert hint.width() <= 800 and hint.height() <= 600, window.tabs.tabText(page)
        assert window.width() <= 800 and window.height() <= 600, window.tabs.tabText(page)


@pytest.mark.slow
def test_recent_battles_are_remembered_and_load_with_their_rules(qtbot, settings):
    from riskgui.core.rules.model import Rules
    from riskgui.gui.main_window import MainWindow

    settings.setValue(
        "battle/recent",
        ["garbage", '{"attackers": 5, "defenders": 3, "stop_at": 1, "rules": {}}', '{"rules": 3}'],
    )
    first = MainWindow(settings)
    qtbot.addWidget(first)
    recent = first.battle_panel
    set_battle(first, 12, 7)
    qtbot.waitUntil(lambda: recent.recent[:1] == [first.battle()], timeout=10_000)
    first.battle_panel.rules_panel.controls["defender.highest"].widget.setValue(1)
    qtbot.waitUntil(lambda: recent.recent[:1] == [first.battle()], timeout=10_000)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    menu = second.battle_panel.recent_button.menu()
    texts = [action.text() for action in menu.actions()]
    assert texts[0].startswith("12 on the territory vs 7") and "+1 on highest" in texts[0]
    assert texts[1].startswith("12 on the territory vs 7") and "+1 on highest" not in texts[1]
    assert texts[-1].startswith("5 on the territory vs 3")  # the garbage entry is dropped
    menu.actions()[1].trigger()
    assert second.battle() == second.battle().__class__(12, 7, 1, Rules())
    second.close()


def test_recent_keeps_battles_looked_at_not_those_passed_while_typing(qtbot, window):
    panel = window.battle_panel
    qtbot.waitUntil(lambda: panel.recent[:1] == [window.battle()], timeout=10_000)
    before = panel.recent
    set_battle(window, 4, 10)  # on the way to 4 v 2: settles, is answered, then left
    wait_for_exact(qtbot, window)
    set_battle(window, 4, 2)
    qtbot.waitUntil(lambda: panel.recent[:1] == [window.battle()], timeout=10_000)
    assert [b.defenders for b in panel.recent[:2]] == [2, before[0].defenders]
    assert len(panel.recent) == len(set(panel.recent))  # no duplicates


def test_a_battle_that_is_run_goes_to_recent_at_once(qtbot, window):
    set_battle(window, 9, 4)
    wait_for_exact(qtbot, window)
    window.simulation_panel.trials_spin.setValue(1000)
    with qtbot.waitSignal(window.simulationFinished, timeout=10_000):
        window.simulation_panel.run_button.click()
    assert window.battle_panel.recent[0] == window.battle()


def test_changing_the_battle_mid_run_says_the_run_stopped(qtbot, window):
    wait_for_exact(qtbot, window)
    panel = window.simulation_panel
    panel.trials_spin.setValue(100_000_000)
    panel.run_button.click()
    qtbot.waitUntil(lambda: panel.latest_snapshot is not None, timeout=10_000)
    set_battle(window, 11, 10)
    qtbot.waitUntil(lambda: not panel.running)
    assert "The run stopped after" in panel.estimate_label.text()
    assert "the battle changed" in panel.estimate_label.text()


def test_a_run_of_minutes_is_said_before_it_starts(qtbot, window, monkeypatch):
    from riskgui.gui.sidebar import simulation_panel

    wait_for_exact(qtbot, window)
    panel = window.simulation_panel
    panel.trials_spin.setValue(1000)
    with qtbot.waitSignal(window.simulationFinished, timeout=10_000):
        panel.run_button.click()  # a short run: nothing to announce
    assert "Stop ends the run" not in window.statusBar().currentMessage()
    monkeypatch.setattr(simulation_panel, "LONG_RUN_S", 0.0)  # every run is long now
    panel.trials_spin.setValue(100_000_000)
    panel.run_button.click()
    said = window.statusBar().currentMessage()
    assert said.startswith("Rolling 100,000,000 battles: about ") and "Stop ends" in said
    panel.on_stop()
