import numpy as np
import pyqtgraph as pg
import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.gui.tabs.simulation.outcome_plot import OutcomePlot, outcome_heights


@pytest.mark.slow
def test_cumulative_heights_are_at_least_k_left():
    odds = solve_battle(8, 6)
    win, held = outcome_heights(odds.outcomes.win, odds.outcomes.stop.sum(axis=0), True)
    assert win[1] == pytest.approx(odds.win_probability)
    assert held[1] == pytest.approx(odds.loss_probability)
    assert win[5] == pytest.approx(odds.outcomes.win[5:].sum())
    assert np.all(np.diff(win[1:]) <= 0) and win[0] == 0


@pytest.mark.slow
def test_log_scale_shows_a_one_in_a_billion_tail(qtbot):
    plot = OutcomePlot()
    qtbot.addWidget(plot)
    odds = solve_battle(40, 3)  # losing everything is astronomically rare
    rare = odds.outcomes.stop.sum(axis=0)
    assert 0 < rare[rare > 0].min() < 1e-9
    plot.set_exact(odds)
    linear = plot.defender_bars()["height"]
    plot.set_view(cumulative=False, log=True)
    heights = np.asarray(plot.defender_bars()["height"])
    y0 = plot.defender_bars()["y0"]
    tops = y0 + heights
    # Every possible outcome stands above the floor, however rare.
    assert np.all(tops[rare > 0] > y0)
    assert tops[rare > 0].min() == pytest.approx(np.log10(rare[rare > 0].min()))
    assert plot.left_tick_strings([-9.0]) == ["1e-07"]  # 1e-9 as a percentage
    assert "log scale" in plot.getPlotItem().getAxis("left").labelText
    plot.set_view(cumulative=False, log=False)
    assert np.allclose(plot.defender_bars()["height"], linear)


def test_window_switches_the_outcome_view(qtbot, window):
    window.simulation_tab.outcome_mode_combo.setCurrentIndex(1)
    window.simulation_tab.outcome_log_check.setChecked(True)
    assert window.simulation_tab.outcome_plot.view == (True, True)
    assert (
        "at least this many left"
        in window.simulation_tab.outcome_plot.getPlotItem().getAxis("left").labelText
    )


def test_legends_sit_outside_the_data(qtbot, window):
    charts = [window.simulation_tab.convergence_plot, window.simulation_tab.outcome_plot]
    charts.append(window.compare_view.chart)
    for chart in charts:
        item = chart.getPlotItem()
        legends = [i for i in item.scene().items() if isinstance(i, pg.LegendItem)]
        assert legends, chart.objectName()
        for legend in legends:
            overlap = legend.sceneBoundingRect().intersected(item.vb.sceneBoundingRect())
            assert overlap.isEmpty(), chart.objectName()


def test_each_colour_means_one_thing(qtbot, window):
    from riskgui.gui.kit import plot_style as plots

    tab = window.simulation_tab
    estimate = tab.convergence_plot.estimate_curve_color()
    dots = tab.outcome_plot.simulated_color()
    assert estimate == dots == plots.SIMULATED.name()
    compared = {plots.YOUR_RULES.name(), plots.OTHER_RULES.name()}
    others = {plots.ATTACKER.name(), plots.DEFENDER.name(), plots.EXACT.name(), estimate}
    assert not compared & others and len(others) == 4


def test_short_runs_label_the_battle_axis_at_powers_of_ten_only(qtbot, window):
    axis = window.simulation_tab.convergence_plot.getPlotItem().getAxis("bottom")
    labels = axis.tickStrings([0.0, np.log10(2), np.log10(3), 1.0, np.log10(50), 2.0], 1, 1)
    assert [bool(label) for label in labels] == [True, False, False, True, False, True]


def _snapshots(attackers, defenders, battles):
    from riskgui.core.simulate import run as simulator

    return list(simulator.simulate(attackers, defenders, battles, seed=4))


@pytest.mark.slow
def test_a_run_repaints_neither_the_exact_bars_nor_the_dots_on_every_frame(qtbot, monkeypatch):
    from PySide6.QtWidgets import QGraphicsItem

    from riskgui.core.simulate import fight
    from riskgui.core.simulate import run as simulator
    from riskgui.gui.tabs.simulation import outcome_plot

    plot = OutcomePlot()
    qtbot.addWidget(plot)
    plot.set_exact(solve_battle(12, 12))
    for bars in (plot._attacker_bars, plot._defender_bars):
        assert bars.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)
    monkeypatch.setattr(simulator, "ROUNDS_PER_BLOCK", 5_000)
    monkeypatch.setattr(simulator, "MIN_BLOCK_BATTLES", 1)
    snapshots = _snapshots(12, 12, 20_000)
    first, middle, last = snapshots[0], snapshots[len(snapshots) // 2], snapshots[-1]
    assert not middle.done and last.done
    draws = []
    monkeypatch.setattr(plot._simulated, "setData", lambda *args: draws.append(args))
    qtbot.wait(outcome_plot.DOTS_MS + 50)  # since the exact bars were drawn
    plot.set_snapshot(first)
    plot.set_snapshot(middle)  # within DOTS_MS of the first: waits for the timer
    assert len(draws) == 1
    qtbot.waitUntil(lambda: len(draws) == 2, timeout=outcome_plot.DOTS_MS + 1000)
    plot.set_snapshot(middle)
    plot.flush_simulated()  # a stopped run shows its last snapshot at once
    assert len(draws) == 3 and not plot._dots.pending
    plot.set_snapshot(last)  # a finished run too
    assert len(draws) == 4


@pytest.mark.slow
def test_the_band_spans_the_interval_on_both_axes(qtbot):
    from riskgui.core.stats import wilson_bounds
    from riskgui.gui.tabs.simulation.convergence_plot import ConvergencePlot

    plot = ConvergencePlot()
    qtbot.addWidget(plot)
    final = _snapshots(10, 10, 5_000)[-1]
    plot.set_snapshot(final)
    low, high = wilson_bounds(final.trace_wins, final.trace_trials)
    for log_x in (True, False):
        plot.set_log_x(log_x)
        box = plot._band.path().boundingRect()
        x = np.log10(final.trace_trials) if log_x else final.trace_trials
        assert box.left() == pytest.approx(x.min()) and box.right() == pytest.approx(x.max())
        assert box.top() == pytest.approx(100 * low.min())
        assert box.bottom() == pytest.approx(100 * high.max())
    plot.clear_simulation()
    assert plot._band.path().isEmpty()


@pytest.mark.slow
def test_resting_on_a_bar_shows_its_value(qtbot):
    from riskgui.core.report.percent import format_percent
    from riskgui.core.simulate import run as simulator
    from tests.gui.tabs.charts import tooltip_at

    plot = OutcomePlot()
    qtbot.addWidget(plot)
    plot.resize(700, 400)
    plot.show()
    qtbot.waitExposed(plot)
    odds = solve_battle(10, 10)
    plot.set_exact(odds)
    held = odds.outcomes.stop.sum(axis=0)
    expected = f"Defender holds with 2 armies left: {format_percent(held[2])}"
    assert tooltip_at(plot, -2, 1) == expected
    assert tooltip_at(plot, 7.2, 0.5) == (
        f"Attacker conquers with 7 armies left on its territory: "
        f"{format_percent(odds.outcomes.win[7])}"
    )
    assert tooltip_at(plot, -2.5, 1) == plot.toolTip()  # between bars: what the chart shows
    final = list(simulator.simulate(10, 10, 2_000, seed=3))[-1]
    plot.set_snapshot(final)
    simulated = final.counts.stop.sum(axis=0)[2] / final.trials
    assert tooltip_at(plot, -2, 1) == f"{expected} (simulated: {format_percent(simulated)})"
    plot.set_view(cumulative=True, log=True)
    at_least = format_percent(held[2:].sum())
    assert tooltip_at(plot, -2, -3).startswith(
        f"Defender holds with at least 2 armies left: {at_least}"
    )


@pytest.mark.slow
def test_the_log_scale_stops_at_the_precision_floor(qtbot):
    from riskgui.core.report.percent import BELOW_FLOOR, PRECISION_FLOOR
    from tests.gui.tabs.charts import tooltip_at

    plot = OutcomePlot()
    qtbot.addWidget(plot)
    plot.resize(700, 400)
    plot.show()
    qtbot.waitExposed(plot)
    odds = solve_battle(1200, 3)  # the longest attacks end below what doubles can tell
    win = odds.outcomes.win
    tiny = int(np.flatnonzero((win > 0) & (win < PRECISION_FLOOR))[0])
    plot.set_exact(odds)
    plot.set_view(cumulative=False, log=True)
    y0 = plot.defender_bars()["y0"]
    assert y0 == np.log10(PRECISION_FLOOR) - 1  # not down at 1e-321
    plot.getPlotItem().setXRange(tiny - 3, tiny + 3, padding=0)  # a player zooms in
    assert tooltip_at(plot, tiny, y0 + 0.5).endswith(BELOW_FLOOR)
