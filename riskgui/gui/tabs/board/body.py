"""The Board tab below its top line: the map above, the position, goal and plan forms
below it (in a game, the game's panel first and no plan form), side by side when the tab
is wide, one above the other in a narrow window, where they scroll, with a splitter
between them."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QSplitter, QWidget

from riskgui.gui.tabs.board.game_panel import GamePanel
from riskgui.gui.tabs.board.goal_form import GoalForm
from riskgui.gui.tabs.board.map_view import MapView
from riskgui.gui.tabs.board.plan_box import PlanBox
from riskgui.gui.tabs.board.territory_form import TerritoryForm

WIDE = 620  # from this width, the forms sit side by side


class BoardBody(QSplitter):
    def __init__(
        self,
        view: MapView,
        forms: tuple[GamePanel, TerritoryForm, GoalForm, PlanBox],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("boardSplitter")
        self._view = view
        self._moved = False  # by the player: their sizes stay
        self.panel = QWidget()
        self.panel_layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.panel)
        self.panel_layout.setContentsMargins(0, 0, 0, 0)
        for form in forms:
            self.panel_layout.addWidget(form, 1 if isinstance(form, (PlanBox, GamePanel)) else 0)
        scroll = QScrollArea()
        scroll.setObjectName("boardPanelScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.panel)
        self.addWidget(view)
        self.addWidget(scroll)
        self.setChildrenCollapsible(False)
        self.setStretchFactor(0, 1)
        self.splitterMoved.connect(self._on_moved)

    def arrange(self, width: int) -> None:
        """The forms' direction for the tab's width; the map as tall as the board's shape
        asks at this width, leaving the forms what they need (until the player drags)."""
        wide = width >= WIDE
        self.panel_layout.setDirection(
            QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        )
        if self._moved:
            return
        height = self.height()
        least = self.panel.minimumSizeHint().height() if wide else height // 3
        scene = self._view.sceneRect()
        fitting = int(self.width() * scene.height() / scene.width())
        first = max(self._view.minimumHeight(), min(fitting, height - least))
        self.setSizes([first, max(0, height - first)])

    @Slot()
    def _on_moved(self) -> None:
        self._moved = True
