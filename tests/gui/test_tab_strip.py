"""Issue 36: at 800 x 600 the tab bar beside the battle panel hid Planner, Compare and
Dice strategy behind scroll arrows; the strip across the window shows every title."""

from PySide6.QtWidgets import QApplication


def test_every_tab_title_shows_at_800_by_600(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() <= 820)
    QApplication.processEvents()
    strip = window.tab_strip
    assert strip.count() == window.tabs.count()
    for index in range(strip.count()):
        assert strip.tabText(index) == window.tabs.tabText(index)
        assert strip.rect().contains(strip.tabRect(index)), strip.tabText(index)
    assert not window.tabs.tabBar().isVisible()


def test_the_strip_and_the_tabs_show_the_same_tab(window):
    window.tab_strip.setCurrentIndex(window.tabs.indexOf(window.board_view))
    assert window.tabs.currentWidget() is window.board_view
    window.tabs.setCurrentWidget(window.ledger_tab)
    assert window.tab_strip.currentIndex() == window.tabs.indexOf(window.ledger_tab)
