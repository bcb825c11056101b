"""The advice on screen, first in the tab: the chance when following riskgui battle by
battle, large, and what to do now below it (``advice_text`` words them); greyed while it
is the advice of a position since edited, and being worked out again.  Beside them, while
the answer is bounds, the bounds converging (``bounds_plot``), when the box is wide enough
for the words to stay short beside it (not in an 800 x 600 window, where the height they
would take is the map's)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from riskgui.gui.kit.widgets import MUTED_STYLE
from riskgui.gui.tabs.board.advice_text import AdviceWords
from riskgui.gui.tabs.board.bounds_plot import BoundsPlot

CHART_ROOM = 850  # the box's width from which the chart goes beside the words


class AdviceBox(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardAdviceBox")
        self.headline = QLabel()
        self.headline.setObjectName("boardAdviceHeadline")
        self.headline.setAccessibleName("Chance of the goal, following riskgui")
        self.headline.setWordWrap(True)
        big = QFont(self.headline.font())
        big.setPointSizeF(big.pointSizeF() * 1.4)
        big.setBold(True)
        self.headline.setFont(big)
        self.now = QLabel()
        self.now.setObjectName("boardAdviceNow")
        self.now.setAccessibleName("What to do now")
        self.now.setWordWrap(True)
        strong = QFont(self.now.font())
        strong.setPointSizeF(strong.pointSizeF() * 1.15)
        self.now.setFont(strong)
        self.bounds = BoundsPlot()
        words = QVBoxLayout()
        words.setContentsMargins(0, 0, 0, 0)
        words.setSpacing(1)
        words.addWidget(self.headline)
        words.addWidget(self.now)
        words.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(words, 1)
        layout.addWidget(self.bounds, 0, Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.bounds.set_room(event.size().width() >= CHART_ROOM)

    def show_words(self, words: AdviceWords, stale: bool) -> None:
        self.headline.setText(words.headline)
        self.now.setText(words.now)
        self.headline.setStyleSheet(MUTED_STYLE if stale else "")
        self.now.setStyleSheet(MUTED_STYLE if stale else "")
        tip = words.tip
        if stale:
            tip = "The position changed since: the advice is being worked out again."
        self.setToolTip(tip)
        self.headline.setToolTip(tip)
        self.now.setToolTip(tip)
