"""The Turn tab in the window: after Campaign, answering the example at every size the
README names, inside the window's width."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from riskgui.core.report.percent import format_percent
from tests.gui.tabs.charts import fits_its_widget
from tests.gui.tabs.turn.helpers import wait_for_answer


def test_the_turn_tab_comes_after_campaign(window):
    tabs = window.tabs
    after = tabs.indexOf(window.campaign_view) + 1
    assert tabs.widget(after) is window.turn_view
    # U: the Dice tab's Undo gave up its mnemonic (it has Ctrl+Z).
    assert tabs.tabText(after) == "T&urn"


@pytest.mark.parametrize("size", [(800, 600), (1100, 720), (1400, 900)])
def test_the_example_is_answered_and_fits(qtbot, window, size):
    window.resize(*size)
    window.tabs.setCurrentWidget(window.turn_view)
    view = window.turn_view
    result = wait_for_answer(qtbot, view)
    # The tab does not widen the window: it asks for no more than it gets.
    QApplication.processEvents()  # its layout takes the answer's size
    assert view.minimumSizeHint().width() <= view.width()
    assert view.answer.headline.text() == f"Goal: {format_percent(result.report.answer.p_goal)}"
    wide = view.width() >= 650
    side_by_side = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
    assert view.splitter.orientation() == side_by_side
    assert size[0] == 800 or wide
    assert fits_its_widget(view.answer.chart.plot)
    for scroll in (view.splitter.widget(0), view.splitter.widget(1)):
        assert scroll.widget().width() <= scroll.viewport().width()  # nothing cut on the right
