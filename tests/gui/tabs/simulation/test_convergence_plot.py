import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.simulate import run as simulator
from riskgui.gui.tabs.simulation.convergence_plot import ConvergencePlot
from tests.gui.tabs.charts import drawn_tick_label_edges, drawn_tick_labels


@pytest.fixture
def plot(qtbot):
    chart = ConvergencePlot()
    qtbot.addWidget(chart)
    chart.resize(1000, 450)  # tall enough for the finest tick labels, as at 1400 x 900
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def percentages(plot):
    labels = drawn_tick_labels(plot, "left")
    assert labels
    return [float(label) for label in labels]


@pytest.mark.slow
def test_no_percentage_outside_0_to_100_before_during_or_after_a_run(qtbot, plot):
    assert min(percentages(plot)) == 0 and max(percentages(plot)) == 100  # nothing yet
    plot.set_exact(solve_battle(60, 3).win_probability)  # near certain
    assert all(0 <= p <= 100 for p in percentages(plot))
    plot.start_run(2_000)
    plot.set_snapshot(list(simulator.simulate(60, 3, 2_000, seed=1))[-1])
    assert all(0 <= p <= 100 for p in percentages(plot)) and 100 in percentages(plot)
    plot.set_exact(None)  # the battle changed: its exact value is on its way
    plot.clear_simulation()
    assert min(percentages(plot)) == 0 and max(percentages(plot)) == 100


@pytest.mark.slow
def test_the_linear_battle_axis_writes_thousands_with_separators(qtbot, plot):
    plot.set_log_x(False)
    plot.set_horizon(1_000_000)
    labels = [label for label in drawn_tick_labels(plot, "bottom") if label]
    assert "1,000,000" in labels or "800,000" in labels, labels
    assert not any("e+" in label for label in labels)
    assert all(label.replace(",", "").isdigit() for label in labels), labels


@pytest.mark.slow
@pytest.mark.parametrize("log_x", [True, False])
def test_the_last_battle_count_is_labelled_even_in_a_narrow_chart(qtbot, plot, log_x):
    plot.resize(420, 250)  # the chart's size in an 800 x 600 window
    plot.set_log_x(log_x)
    plot.set_horizon(1_000_000)
    qtbot.waitUntil(lambda: plot.getPlotItem().getAxis("bottom").width() < 400)
    last = "10\u2076" if log_x else "1,000,000"
    edges = drawn_tick_label_edges(plot, "bottom")
    assert last in edges
    label_right = edges[last][1]
    assert label_right <= plot.viewport().width()  # and not cut by the chart's edge
