"""The Board tab's top: the advice (``advice_box``) across it; below, the plan fixed now
and its chance, a message (what is wrong with the position in red, what was done in
grey), Open and Save."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from riskgui.gui.kit.widgets import ERROR_STYLE, MUTED_STYLE, message_line, tool_button
from riskgui.gui.tabs.board.advice_box import AdviceBox


class BoardHeader(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.advice = AdviceBox()
        self.plan_line = QLabel()
        self.plan_line.setObjectName("boardPlanLine")
        self.plan_line.setAccessibleName("Chance of the plan fixed now")
        self.message = message_line("boardMessageLabel", "About this position", "")
        self.message.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.open_button = tool_button("Ope&n\u2026", "boardOpenButton", "Open a position (JSON)")
        self.save_button = tool_button(
            "Sa&ve\u2026", "boardSaveButton", "Save this position, goal and draft as JSON"
        )
        self.error_shown = False
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.advice, 0, 0, 1, 4)
        grid.addWidget(self.plan_line, 1, 0)
        grid.addWidget(self.message, 1, 1)
        grid.addWidget(self.open_button, 1, 2)
        grid.addWidget(self.save_button, 1, 3)
        grid.setColumnStretch(1, 1)

    def show_plan_line(self, text: str, stale: bool, tip: str = "") -> None:
        """The chance of the plan fixed now; greyed while it is not the position shown's."""
        self.plan_line.setText(text)
        self.plan_line.setStyleSheet(MUTED_STYLE if stale else "")
        self.plan_line.setToolTip(tip)

    def say(self, message: str, error: bool = False) -> None:
        self.error_shown = error
        self.message.setStyleSheet(ERROR_STYLE if error else MUTED_STYLE)
        self.message.setText(message)
