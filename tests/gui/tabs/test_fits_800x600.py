"""At 800 x 600, the smallest window the README names, every chart and table header shows
whole: nothing pushed past the window's edge by a long title or legend."""

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.tabs.charts import fits_its_widget
from tests.helpers.window import set_battle, wait_for_exact


@pytest.fixture
def small(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() <= 820)
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    return window


@pytest.mark.slow
def test_the_simulation_charts_fit(qtbot, small):
    for plot in (small.simulation_tab.convergence_plot, small.simulation_tab.outcome_plot):
        assert fits_its_widget(plot), plot.objectName()


@pytest.mark.slow
def test_the_compare_chart_shows_every_bar(qtbot, small):
    view = small.compare_view
    small.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.has_result, timeout=10_000)
    assert fits_its_widget(view.chart)
    (_, right), _ = view.chart.getPlotItem().vb.viewRange()
    assert right > 10  # the attacker's last bar, 10 armies left, is in view


@pytest.mark.slow
def test_the_planner_colour_bar_fits(qtbot, small):
    view = small.heatmap_view
    small.tabs.setCurrentWidget(view)
    view.draw_button.click()
    qtbot.waitUntil(lambda: view.grid is not None, timeout=10_000)
    QApplication.processEvents()
    assert fits_its_widget(view.heatmap)
    bar = view.heatmap.mapFromScene(view.colorbar.sceneBoundingRect()).boundingRect()
    assert bar.right() <= view.heatmap.viewport().width()


def headers_fit(table):
    header = table.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(table.columnCount()):
        if table.isColumnHidden(column):
            continue
        text = table.horizontalHeaderItem(column).text()
        widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        if widest + 8 > header.sectionSize(column):
            return f"{text!r}: {widest} px in {header.sectionSize(column)}"
    return ""


@pytest.mark.slow
def test_the_strategy_table_header_fits(qtbot, small):
    view = small.best_dice_view
    small.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.result is not None and view.policy_table.rowCount() > 0,
                    timeout=20_000)  # fmt: skip
    assert headers_fit(view.policy_table) == ""


@pytest.mark.slow
def test_the_campaign_table_headers_fit_with_rules_per_territory(qtbot, small):
    view = small.campaign_view
    small.tabs.setCurrentWidget(view)
    view.route_edit.setText("3, 4, 2")
    view.rules_edit.setText("capital, zombies, same")
    qtbot.waitUntil(lambda: view.has_result, timeout=10_000)
    assert headers_fit(view.table) == ""
    assert fits_its_widget(view.chart)


@pytest.mark.slow
def test_the_tabs_that_do_not_use_the_battle_get_its_room(qtbot, small):
    """Issue 36: at 800 x 600 the battle panel took a third of the width on the Board,
    Ledger and Turn tabs, which never read it; there they get the whole window."""
    for view in (small.board_view, small.ledger_tab, small.turn_view):
        small.tabs.setCurrentWidget(view)
        QApplication.processEvents()
        assert not small.side_column.isVisible()
        assert small.tabs.width() >= small.width() - 20
    small.tabs.setCurrentWidget(small.simulation_tab)
    QApplication.processEvents()
    assert small.side_column.isVisible()
    assert small.tabs.width() < small.width() - 200
