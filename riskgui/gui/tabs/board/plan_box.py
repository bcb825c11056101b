"""The plan found, in words (``plan_text``), and the way to change it by hand: the
button that opens it in the Turn tab (clicking an arrow on the map does the same)."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QTextBrowser, QVBoxLayout, QWidget

from riskgui.gui.kit.widgets import button


class PlanBox(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Plan", parent)
        self._html = ""
        self.setObjectName("boardPlanBox")
        self.text = QTextBrowser()
        self.text.setObjectName("boardPlanText")
        self.text.setAccessibleName("The plan found")
        self.text.setOpenLinks(False)
        self.text.setMinimumHeight(60)
        self.text.document().setDefaultStyleSheet(
            "p { margin-top: 0px; margin-bottom: 3px; } ol { margin-top: 0px; }"
        )
        self.turn_button = button(
            "Edit in the Turn tab",
            "boardTurnButton",
            "Open the plan in the Turn tab to change it by hand; the board shows its chance",
        )
        self.turn_button.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.turn_button)

    def show_text(self, html: str, can_edit: bool, keep_place: bool = False) -> None:
        """``keep_place``: the same plan said again (its bound lowered), read where the
        player has scrolled to."""
        self.turn_button.setEnabled(can_edit)
        if html == self._html:
            return
        bar = self.text.verticalScrollBar()
        place = bar.value()
        self.text.setHtml(html)
        self._html = html
        if keep_place:
            bar.setValue(place)
