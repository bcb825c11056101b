"""How the tab's parts are arranged: the sentences on top, as tall as they need (up to
a third of the tab, then they scroll); under them the entries (and the battle form) beside
the charts when the tab is wide, or as one more tab beside the charts' in a narrow window.

The least width is the narrow arrangement's, so the window's 800 x 600 stays possible.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGroupBox, QSplitter, QTabWidget, QVBoxLayout, QWidget

from riskgui.gui.kit.widgets import scrolled

WIDE = 640  # from this width, the entries sit beside the charts, not in a tab
SUMMARY_SHARE = 0.35  # of the height, at most, for the sentences before they scroll
NUMBERS_SHARE = 0.6  # ... and with the numbers behind them shown
ENTRIES_SHARE = 0.55  # of the width, side by side: the table's columns before the chart
ENTRIES_TAB = "Entries"


def group(title: str, part: QWidget) -> QGroupBox:
    box = QGroupBox(title)
    inside = QVBoxLayout(box)
    inside.setContentsMargins(6, 4, 6, 6)
    inside.addWidget(part)
    return box


class LedgerPanes(QWidget):
    """``summary`` over the entries and the ``views`` (a tab widget of the charts)."""

    def __init__(
        self,
        summary: QWidget,
        entries: QWidget,
        form: QWidget,
        views: QTabWidget,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.summary, self.views = summary, views
        self._user_sized = False  # the player moved the summary's splitter
        self._share = SUMMARY_SHARE
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 4, 0)
        column.addWidget(group("Entries", entries), 1)
        column.addWidget(group("Add a battle", form))
        self.entries_pane = scrolled(left, "ledgerEntriesScroll")
        # Never narrower than what it holds: nothing of the table or the form cut off.
        self.entries_pane.setMinimumWidth(
            left.minimumSizeHint().width()
            + self.entries_pane.verticalScrollBar().sizeHint().width()
        )
        views.insertTab(0, self.entries_pane, ENTRIES_TAB)  # until the tab is wide
        views.setCurrentIndex(0)
        views.setMinimumHeight(200)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("ledgerSplitter")
        self.splitter.addWidget(views)
        self.splitter.setChildrenCollapsible(False)
        self._wide = False  # narrow first: the least width is the narrow layout's
        self.outer = QSplitter(Qt.Orientation.Vertical)
        self.outer.setObjectName("ledgerOuterSplitter")
        self.outer.addWidget(scrolled(summary, "ledgerSummaryScroll"))
        self.outer.addWidget(self.splitter)
        self.outer.setChildrenCollapsible(False)
        self.outer.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.outer)
        self.outer.splitterMoved.connect(self._on_outer_moved)

    @property
    def wide(self) -> bool:
        return self._wide

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self._arrange(event.size().width() >= WIDE)
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.fit_summary()

    def _arrange(self, wide: bool) -> None:
        if wide == self._wide:
            return
        self._wide = wide
        if wide:
            if self.views.indexOf(self.entries_pane) >= 0:
                self.views.removeTab(self.views.indexOf(self.entries_pane))
            self.splitter.insertWidget(0, self.entries_pane)
            self.entries_pane.show()
            first = int(self.width() * ENTRIES_SHARE)
            self.splitter.setSizes([first, self.width() - first])
        else:
            self.views.insertTab(0, self.entries_pane, ENTRIES_TAB)
            self.views.setCurrentIndex(0)

    @Slot(bool)
    def set_numbers_shown(self, shown: bool) -> None:
        """The numbers under the sentences take room: up to 60 % of the height."""
        self._share = NUMBERS_SHARE if shown else SUMMARY_SHARE
        self._user_sized = False
        self.fit_summary()

    @Slot()
    def fit_summary(self) -> None:
        """The sentences as tall as they need, up to a third of the height (then they
        scroll), unless the player has moved the splitter."""
        if self._user_sized:
            return
        layout = self.summary.layout()
        if layout is not None:
            layout.activate()  # sentences just added count at once
        width = self.outer.width()  # no scroll bar while it fits, and it only then matters
        needed = self.summary.heightForWidth(width) if self.summary.hasHeightForWidth() else -1
        needed = needed if needed > 0 else self.summary.sizeHint().height()
        wanted = min(needed + 4, max(int(self.height() * self._share), 60))
        sizes = self.outer.sizes()
        if sum(sizes) > 0 and sizes[0] != wanted:
            self.outer.blockSignals(True)
            self.outer.setSizes([wanted, sum(sizes) - wanted])
            self.outer.blockSignals(False)

    @Slot()
    def _on_outer_moved(self) -> None:
        self._user_sized = True
