"""The Board tab below its top line: the map above, the position, goal and plan forms
below it (in a game, the game's panel first and no plan form), side by side when the tab
is wide, one above the other in a narrow window, where they scroll, with a splitter
between them.  In a low window (800 x 600), where the map above the forms would be drawn
at less than half its size, the forms go one above the other beside it instead, when
that draws it larger (not in a game, whose panel is wide): the map is the tab's, the
forms the room its shape leaves."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtWidgets import QBoxLayout, QScrollArea, QSplitter, QStyle, QWidget

from riskgui.gui.tabs.board.game_panel import GamePanel
from riskgui.gui.tabs.board.goal_form import GoalForm
from riskgui.gui.tabs.board.map_view import MapView
from riskgui.gui.tabs.board.plan_box import PlanBox
from riskgui.gui.tabs.board.territory_form import TerritoryForm

WIDE = 620  # from this width, the forms sit side by side
SMALL = 0.5  # a map drawn at less than this scale above the forms: the forms go beside it
GAIN = 1.1  # ... if that draws it this much larger


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
        """The forms' place and direction for the tab's width; the map as large as the
        board's shape asks, leaving the forms what they need (until the player drags)."""
        wide = width >= WIDE
        below = self._below_scale(wide)
        beside = self._beside_scale()
        turn = below < SMALL and beside > GAIN * below
        orientation = Qt.Orientation.Horizontal if turn else Qt.Orientation.Vertical
        if turn or not wide:
            direction = QBoxLayout.Direction.TopToBottom
        else:
            direction = QBoxLayout.Direction.LeftToRight
        self.panel_layout.setDirection(direction)
        if orientation != self.orientation():
            self.setOrientation(orientation)
            self._moved = False
        if self._moved:
            return
        scene = self._view.sceneRect()
        if turn:
            length = self.width()
            first = int(scene.width() * beside)
        else:
            length = self.height()
            least = self.panel.minimumSizeHint().height() if wide else length // 3
            fitting = int(self.width() * scene.height() / scene.width())
            first = max(self._view.minimumHeight(), min(fitting, length - least))
        self.setSizes([first, max(0, length - first)])

    def _forms_need(self, direction: QBoxLayout.Direction) -> QSize:
        self.panel_layout.setDirection(direction)
        return self.panel.minimumSizeHint()

    def _below_scale(self, wide: bool) -> float:
        """The map's scale with the forms below it."""
        scene = self._view.sceneRect()
        if wide:
            least = self._forms_need(QBoxLayout.Direction.LeftToRight).height()
        else:
            least = self.height() // 3
        room = self.height() - least - self.handleWidth()
        return min(self.width() / scene.width(), room / scene.height())

    def _beside_scale(self) -> float:
        """The map's scale with the forms beside it, one above the other."""
        scene = self._view.sceneRect()
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        need = self._forms_need(QBoxLayout.Direction.TopToBottom).width() + scroll_bar
        room = self.width() - need - self.handleWidth()
        return min(room / scene.width(), self.height() / scene.height())

    @Slot()
    def _on_moved(self) -> None:
        self._moved = True
