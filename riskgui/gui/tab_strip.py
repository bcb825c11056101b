"""``TabStrip``: the tabs' titles across the whole window, above the battle panel and the
tab shown.  Beside the panel, at 800 px wide, the tab widget's own bar hid three titles
behind scroll arrows; across the window every title fits.  It mirrors the tab widget
(titles, tips, Alt letters, the current tab) and hides the widget's own bar.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget


class TabStrip(QTabBar):
    def __init__(self, tabs: QTabWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tabStrip")
        self.setUsesScrollButtons(True)  # narrower than every title: it still scrolls
        self.setExpanding(False)
        self.setDrawBase(False)
        for index in range(tabs.count()):
            self.addTab(tabs.tabText(index))
            self.setTabToolTip(index, tabs.tabToolTip(index))
        tabs.tabBar().hide()
        self.setCurrentIndex(tabs.currentIndex())
        self.currentChanged.connect(tabs.setCurrentIndex)
        tabs.currentChanged.connect(self.setCurrentIndex)
