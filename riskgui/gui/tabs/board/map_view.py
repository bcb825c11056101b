"""The board on screen: the whole map fitted to the view at any size, zoomed with
Ctrl+wheel (or Ctrl+plus, Ctrl+minus; Ctrl+0 fits it again), dragged when zoomed in, and
the keys a player types while it has the focus, handed on as they are.

Tab and Shift+Tab step from territory to territory (``stepper`` says whether there was
one to step to; past the last, the focus moves on as usual).  The scene is told the scale
it is drawn at, so that its names stay readable however small the window.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from riskgui.gui.tabs.board.scene import BoardScene

MOST_ZOOM = 6.0
ZOOM_STEP = 1.2


class MapView(QGraphicsView):
    """Signals:
    typed(str): a key with text (a digit, a letter, + or -) typed on the map
    erased(): Backspace typed on the map
    """

    typed = Signal(str)
    erased = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setObjectName("boardMapView")
        self.setAccessibleName("The board")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setMinimumSize(200, 120)
        scene.sceneRectChanged.connect(self.fit)  # (a long players' legend grows it)
        self.stepper: Callable[[int], bool] | None = None
        self._zoom = 1.0
        self._board = scene

    @property
    def zoom(self) -> float:
        """1 when the whole board fits; more when zoomed in."""
        return self._zoom

    def fit(self) -> None:
        """The whole board in view, then the player's zoom."""
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self._zoom != 1.0:
            self.scale(self._zoom, self._zoom)
        self._board.set_view_scale(self.transform().m11())

    def zoom_by(self, factor: float) -> None:
        zoom = min(MOST_ZOOM, max(1.0, self._zoom * factor))
        if zoom == 1.0:
            self._zoom = 1.0
            self.fit()
            return
        self.scale(zoom / self._zoom, zoom / self._zoom)
        self._zoom = zoom
        self._board.set_view_scale(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP**steps)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        key = event.key()
        control = event.modifiers() & Qt.KeyboardModifier.ControlModifier
        if control and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(ZOOM_STEP)
        elif control and key == Qt.Key.Key_Minus:
            self.zoom_by(1 / ZOOM_STEP)
        elif control and key == Qt.Key.Key_0:
            self._zoom = 1.0
            self.fit()
        elif key == Qt.Key.Key_Backspace:
            self.erased.emit()
        elif not control and event.text() and (event.text().isalnum() or event.text() in "+-"):
            self.typed.emit(event.text())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802 - Qt's names
        if self.hasFocus() and self.stepper is not None and self.stepper(1 if next else -1):
            return True
        return super().focusNextPrevChild(next)
