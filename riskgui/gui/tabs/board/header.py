"""The Board tab's top line: the goal and its chance, large; a message (what is wrong
with the position in red, what was done in grey); Open and Save."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from riskgui.gui.kit.widgets import ERROR_STYLE, MUTED_STYLE, message_line, tool_button


def sentence(message: str) -> str:
    """ "leg 2: Siam and Japan ..." -> "Leg 2: Siam and Japan ...." (names keep capitals)."""
    text = message.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


class BoardHeader(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel()
        self.headline.setObjectName("boardHeadline")
        self.headline.setAccessibleName("Chance of the goal")
        big = QFont(self.headline.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.headline.setFont(big)
        self.message = message_line("boardMessageLabel", "About this position", "")
        self.open_button = tool_button("Ope&n\u2026", "boardOpenButton", "Open a position (JSON)")
        self.save_button = tool_button(
            "Sa&ve\u2026", "boardSaveButton", "Save this position, goal and draft as JSON"
        )
        self.error_shown = False
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.headline)
        row.addWidget(self.message, 1)
        row.addWidget(self.open_button)
        row.addWidget(self.save_button)

    def show_headline(self, text: str, stale: bool, tip: str = "") -> None:
        """The goal's chance; greyed while it is not the chance of the position shown."""
        self.headline.setText(text)
        self.headline.setStyleSheet(MUTED_STYLE if stale else "")
        self.headline.setToolTip(tip)

    def say(self, message: str, error: bool = False) -> None:
        self.error_shown = error
        self.message.setStyleSheet(ERROR_STYLE if error else MUTED_STYLE)
        self.message.setText(message)
