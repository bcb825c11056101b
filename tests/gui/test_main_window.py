import numpy as np
import pytest
from PySide6.QtCore import Qt, QThread
from PySide6.QtWidgets import QWidget

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.stats import agreement, z_score
from riskgui.gui.main_window import MainWindow
from riskgui.gui.sidebar import simulation_panel as simulation_module
from tests.helpers import oracle
from tests.helpers.window import set_battle, wait_for_exact

NAMED_CONTROLS = [
    "attackersSpin", "defendersSpin", "stopAtSpin", "trialsSpin", "seedEdit",
    "runButton", "stopButton", "convergencePlot", "outcomePlot", "exactLabel", "estimateLabel",
]  # fmt: skip


def test_window_has_title_icon_and_named_accessible_controls(window):
    assert window.windowTitle() == "riskgui"
    for name in NAMED_CONTROLS:
        widget = window.findChild(QWidget, name)
        assert widget is not None, name
        assert widget.toolTip(), f"{name} has no tooltip"
        assert widget.accessibleName(), f"{name} has no accessible name"


def test_the_convention_is_stated_next_to_the_attacker_input(window):
    hint = window.findChild(QWidget, "conventionHint")
    assert "stay behind" in hint.text()
    assert "stay behind" in window.battle_panel.attackers_spin.toolTip()


def test_exact_answer_and_fraction_follow_the_inputs(qtbot, window):
    set_battle(window, 4, 2)
    wait_for_exact(qtbot, window)
    qtbot.waitUntil(lambda: oracle.FOUR_VS_TWO_TEXT in window.answer_panel.fraction_label.text())
    assert window.answer_panel.exact_label.text() == format_percent(float(oracle.FOUR_VS_TWO))
    assert not window.simulation_panel.running  # an input change never starts a simulation


def test_tiny_probabilities_are_not_rounded_away(qtbot, window):
    set_battle(window, 2, 300)
    wait_for_exact(qtbot, window)
    assert (
        window.answer_panel.exact_label.text().endswith("e-154 %")
        or "e-1" in window.answer_panel.exact_label.text()
    )
    assert window.answer_panel.exact_label.text() != "0 %"
    set_battle(window, 300, 1)
    wait_for_exact(qtbot, window)
    # Read at a glance; how far from certain is on hover (issue 36: one way everywhere).
    assert window.answer_panel.exact_label.text() == "> 99.99999 %"
    assert "100 % \u2212 " in window.answer_panel.exact_label.toolTip()


def test_stop_threshold_stays_below_the_attacking_armies(window):
    set_battle(window, 8, 5, stop_at=5)
    window.battle_panel.attackers_spin.setValue(4)
    assert window.battle_panel.stop_at_spin.maximum() == 3
    assert window.battle_panel.stop_at_spin.value() == 3


def test_run_to_completion_converges_on_the_exact_value(qtbot, window):
    set_battle(window, 10, 10)
    window.simulation_panel.trials_spin.setValue(300_000)
    window.simulation_panel.seed_edit.setValue(11)
    wait_for_exact(qtbot, window)
    with qtbot.waitSignal(window.simulationFinished, timeout=60_000) as finished:
        qtbot.mouseClick(window.simulation_panel.run_button, Qt.MouseButton.LeftButton)
        assert (
            window.simulation_panel.stop_button.isEnabled()
            and not window.simulation_panel.run_button.isEnabled()
        )
    snapshot = finished.args[0]
    exact = solve_battle(10, 10).win_probability
    assert snapshot.trials == 300_000 and snapshot.seed == 11
    assert abs(z_score(snapshot.wins, snapshot.trials, exact)) < 4
    low, high = snapshot.ci95
    assert window.simulation_tab.convergence_plot.point_count > 100
    x, y = window.simulation_tab.convergence_plot.estimate_data()
    assert x[-1] == 300_000 and y[-1] == pytest.approx(100 * snapshot.win_probability)
    where = agreement(snapshot.wins, snapshot.trials, exact)
    assert (
        f"exact value is {where} the 95 % interval" in window.simulation_panel.estimate_label.text()
    )
    assert f"{low * 100:.3f}" in window.simulation_panel.estimate_label.text()
    sx, sy = window.simulation_tab.outcome_plot.simulated_data()
    assert len(sx) > 10 and np.isclose(sy.sum(), 100.0)
    assert (
        window.simulation_panel.run_button.isEnabled()
        and not window.simulation_panel.stop_button.isEnabled()
    )


def test_stop_mid_run_freezes_the_results(qtbot, window):
    set_battle(window, 200, 200)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    wait_for_exact(qtbot, window)
    window.simulation_panel.run_button.click()
    qtbot.waitUntil(
        lambda: (
            window.simulation_panel.latest_snapshot is not None
            and window.simulation_panel.latest_snapshot.trials > 0
        ),
        timeout=20_000,
    )
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.simulation_panel.running
    assert (
        window.simulation_panel.run_button.isEnabled()
        and not window.simulation_panel.stop_button.isEnabled()
    )
    frozen = window.simulation_panel.latest_snapshot
    qtbot.wait(300)  # anything the worker still sends now must be dropped
    assert window.simulation_panel.latest_snapshot is frozen and not frozen.done
    assert "Stopped." in window.simulation_panel.estimate_label.text()


def test_changing_inputs_while_running_cancels_and_drops_stale_points(qtbot, window):
    set_battle(window, 200, 200)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    wait_for_exact(qtbot, window)
    window.simulation_panel.run_button.click()
    qtbot.waitUntil(lambda: window.simulation_panel.latest_snapshot is not None, timeout=20_000)
    set_battle(window, 12, 9)
    assert not window.simulation_panel.running
    assert window.simulation_tab.convergence_plot.point_count == 0
    window.simulation_panel.trials_spin.setValue(50_000)
    wait_for_exact(qtbot, window)
    with qtbot.waitSignal(window.simulationFinished, timeout=30_000) as finished:
        window.simulation_panel.run_button.click()
    assert (finished.args[0].attackers, finished.args[0].defenders) == (12, 9)
    sx, _ = window.simulation_tab.outcome_plot.simulated_data()
    assert sx.max() <= 12 and sx.min() >= -9


def test_a_new_run_replaces_the_running_one(qtbot, window):
    set_battle(window, 150, 150)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    wait_for_exact(qtbot, window)
    window.simulation_panel.run_button.click()
    qtbot.waitUntil(lambda: window.simulation_panel.latest_snapshot is not None, timeout=20_000)
    window.simulation_panel.trials_spin.setValue(2_000)
    with qtbot.waitSignal(window.simulationFinished, timeout=30_000) as finished:
        # Ctrl+R is disabled while running; the slot itself restarts.
        window.simulation_panel.on_run()
    assert finished.args[0].trials_requested == 2_000


def test_worker_error_reaches_the_user(qtbot, window, monkeypatch):
    def broken_job(*args):
        raise RuntimeError("the dice rolled off the table")
        yield  # a generator, like the real job

    monkeypatch.setattr(simulation_module, "simulation_job", broken_job)
    wait_for_exact(qtbot, window)
    window.simulation_panel.run_button.click()
    qtbot.waitUntil(lambda: window.error_label.isVisible(), timeout=10_000)
    assert "the dice rolled off the table" in window.error_label.text()
    qtbot.waitUntil(lambda: window.simulation_panel.run_button.isEnabled(), timeout=10_000)


@pytest.mark.slow
def test_closing_while_running_stops_the_threads(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    set_battle(win, 300, 300)
    win.simulation_panel.trials_spin.setValue(100_000_000)
    wait_for_exact(qtbot, win)
    win.simulation_panel.run_button.click()
    qtbot.waitUntil(lambda: win.simulation_panel.latest_snapshot is not None, timeout=20_000)
    win.close()
    assert all(thread.isFinished() for thread in win.findChildren(QThread))


@pytest.mark.slow
def test_inputs_and_geometry_survive_a_restart(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    set_battle(first, 17, 6, stop_at=3)
    first.simulation_panel.trials_spin.setValue(123_456)
    first.simulation_panel.seed_edit.setValue(4242)
    first.simulation_tab.log_x_check.setChecked(False)
    first.show()
    first.resize(780, 560)  # within the offscreen platform's 800 x 600 screen
    qtbot.waitUntil(lambda: first.width() == 780)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.inputs() == first.inputs()
    assert (
        second.battle_panel.attackers_spin.value(),
        second.battle_panel.stop_at_spin.value(),
    ) == (17, 3)
    assert (
        second.simulation_panel.seed_edit.value() == 4242
        and not second.simulation_tab.log_x_check.isChecked()
    )
    assert (second.width(), second.height()) == (780, 560)
    second.close()


@pytest.mark.slow
def test_the_splitter_between_inputs_and_tabs_survives_a_restart(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.resize(1100, 720)  # room for a wider column (the offscreen screen is 800 wide)
    first.show()
    qtbot.waitUntil(lambda: first.splitter.sizes()[0] > 0)
    wider = 400 if first.splitter.sizes()[0] != 400 else 380  # within the column's limits
    first.splitter.setSizes([wider, sum(first.splitter.sizes()) - wider])
    assert first.splitter.sizes()[0] == wider
    first.close()
    # The offscreen screen is 800 px wide: restoring a 1,100 px window would squeeze it.
    settings.remove("window/geometry")
    second = MainWindow(settings)
    qtbot.addWidget(second)
    second.resize(1100, 720)
    second.show()
    qtbot.waitUntil(lambda: second.splitter.sizes()[0] == wider)
    second.close()


def test_new_seed_changes_the_seed(window):
    seeds = set()
    for _ in range(5):
        window.simulation_panel.new_seed_button.click()
        seeds.add(window.simulation_panel.seed_edit.value())
    assert len(seeds) > 1


def test_battle_axis_switches_between_log_and_linear(qtbot, window):
    set_battle(window, 6, 4)
    window.simulation_panel.trials_spin.setValue(5_000)
    wait_for_exact(qtbot, window)
    with qtbot.waitSignal(window.simulationFinished, timeout=30_000):
        window.simulation_panel.run_button.click()
    item = window.simulation_tab.convergence_plot.getPlotItem()
    assert window.simulation_tab.log_x_check.isChecked() and item.ctrl.logXCheck.isChecked()
    (low, high), _ = item.viewRange()
    assert high == pytest.approx(np.log10(5_000), abs=0.2)  # the whole run, on a log axis
    window.simulation_tab.log_x_check.setChecked(False)
    assert not item.ctrl.logXCheck.isChecked()
    (low, high), _ = item.viewRange()
    assert high == pytest.approx(5_000, rel=0.05)
    x, _ = window.simulation_tab.convergence_plot.estimate_data()
    assert x[-1] == 5_000  # the data stay the same; only the axis changes
