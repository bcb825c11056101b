"""The Ledger tab in the window: Ctrl+Z undoes the ledger's last change while the tab
shows, and leaves the Dice tab's own Undo alone while that one shows."""

from PySide6.QtCore import Qt

from tests.gui.tabs.charts import fits_its_widget
from tests.gui.tabs.ledger.helpers import EVENING, fill, game_night, wait_settled


def test_ctrl_z_belongs_to_the_tab_that_shows(qtbot, window):
    session, tab = window.ledger_session, window.ledger_tab
    session.open()
    fill(session, game_night())
    window.tabs.setCurrentWidget(tab)
    wait_settled(qtbot, tab)
    before = session.entries(EVENING)
    tab.entries_view.table.selectRow(0)
    tab.entries_view.delete_action.trigger()
    assert len(session.entries(EVENING)) == 61
    window.tabs.setCurrentWidget(window.dice_view)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(session.entries(EVENING)) == 61  # the Dice tab's Ctrl+Z, not the ledger's
    window.tabs.setCurrentWidget(tab)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.entries(EVENING) == before
    wait_settled(qtbot, tab)
    assert tab.report.entries == 62


def test_at_800_by_600_the_tab_fits_and_its_chart_shows_whole(qtbot, window):
    session, tab = window.ledger_session, window.ledger_tab
    session.open()
    fill(session, game_night())
    window.resize(800, 600)
    window.tabs.setCurrentWidget(tab)
    wait_settled(qtbot, tab)
    # The tab has the window's width (no battle panel beside it) and asks for no more.
    assert tab.minimumSizeHint().width() <= tab.width() and window.width() <= 800
    tab.views.setCurrentWidget(tab.plot.plot)
    assert fits_its_widget(tab.plot.plot)
    tab.views.setCurrentWidget(tab.fairness)
    assert fits_its_widget(tab.fairness.chart)
