"""The left-hand column: the panels one under the other, scrolling on a small screen."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

DETAILS_ROWS_SHOWN_PX = 130  # the title and the first rows of the rules details


class SideColumn(QScrollArea):
    """``boxes`` in order, then ``details`` (the rules' every field), shown on demand.

    The answer and a run's result come right after the inputs, in sight at the first size
    (1100 x 720); the details come last, so that opening them pushes neither out of sight.
    """

    def __init__(self, boxes: Sequence[QWidget], details: QWidget) -> None:
        super().__init__()
        self.setObjectName("inputsScrollArea")
        column = QWidget()
        layout = QVBoxLayout(column)
        for box in (*boxes, details):
            layout.addWidget(box)
        layout.addStretch(1)
        column.setMinimumWidth(320)
        column.setMaximumWidth(420)
        column.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setWidget(column)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(column.minimumWidth() + 16)
        self.setMaximumWidth(column.maximumWidth() + 16)
        self._column, self._details = column, details

    @Slot(bool)
    def on_details_toggled(self, shown: bool) -> None:
        """Bring the details' first rows into sight, and no more: the answer stays in sight."""
        if shown:
            QTimer.singleShot(0, self._show_details_start)

    @Slot()
    def _show_details_start(self) -> None:
        top = self._details.mapTo(self._column, self._details.rect().topLeft()).y()
        self.ensureVisible(0, top + DETAILS_ROWS_SHOWN_PX, 0, 0)
