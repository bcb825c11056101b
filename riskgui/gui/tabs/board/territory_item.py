"""A territory on the schematic board: a disc in its owner's colour with the armies on it,
and rings for the goal and the territory being edited (its name is a ``NameItem`` of
``names``, placed by the scene).

The item only draws what it is told (``set_shown``); clicks are the scene's to interpret.
Sizes are in the map's units (the board is 1000 x 600), so everything scales together.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from riskgui.gui.tabs.board.colours import PLAN, text_on

RADIUS = 18.0
ARMIES_PX = 17


def disc_text(armies: int) -> str:
    """The armies as the disc shows them: at most four characters (the territory form
    shows the exact count), rounded down so that a disc never claims more."""
    if armies < 1_000:
        return str(armies)
    if armies < 10_000:
        return f"{armies // 100 / 10:.1f}k"
    return f"{armies // 1_000}k"


@dataclass(frozen=True)
class Look:
    """The palette's colours the board draws with (light or dark)."""

    text: QColor
    background: QColor
    highlight: QColor

    @classmethod
    def of(cls, palette: QPalette) -> Look:
        return cls(
            palette.color(QPalette.ColorRole.WindowText),
            palette.color(QPalette.ColorRole.Base),
            palette.color(QPalette.ColorRole.Highlight),
        )


@dataclass(frozen=True)
class Shown:
    owner: QColor
    armies: int
    in_goal: bool = False
    current: bool = False  # the territory being edited
    drafted: int = 0  # armies the plan's draft places here
    from_turn: bool = False  # ``armies`` are the Turn tab's plan's, not the board's


def font(pixels: int, bold: bool = False) -> QFont:
    chosen = QFont()
    chosen.setPixelSize(pixels)
    chosen.setBold(bold)
    return chosen


class LookedItem(QGraphicsItem):
    """An item of the board drawn in its ``Look``, inside ``_bounds`` (set by the item)."""

    def __init__(self, look: Look) -> None:
        super().__init__()
        self._look = look
        self._bounds = QRectF()

    def set_look(self, look: Look) -> None:
        self._look = look
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        return self._bounds


class TerritoryItem(LookedItem):
    def __init__(self, name: str, x: float, y: float, look: Look) -> None:
        super().__init__(look)
        self.name = name
        self.setPos(x, y)
        self.setZValue(2)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._shown = Shown(QColor("#7f8c8d"), 1)
        self._armies_font = font(ARMIES_PX, bold=True)
        # The rings, and the draft's "+3" at the disc's upper right.
        self._bounds = QRectF(-RADIUS - 7, -RADIUS - 13, 2 * RADIUS + 48, 2 * RADIUS + 20)

    @property
    def disc(self) -> QRectF:
        """Where its armies are drawn, in the scene: what nothing written may cover."""
        return QRectF(self.x() - RADIUS, self.y() - RADIUS, 2 * RADIUS, 2 * RADIUS)

    @property
    def draft_badge(self) -> QRectF:
        """Where the draft's "+3" goes, in the scene (when the draft places armies here)."""
        return QRectF(self.x() + RADIUS - 9, self.y() - RADIUS - 12, 34, 17)

    def shape(self) -> QPainterPath:
        """What a click hits: the disc and its rings."""
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), RADIUS + 5, RADIUS + 5)
        return path

    @property
    def shown(self) -> Shown:
        return self._shown

    def set_shown(self, shown: Shown) -> None:
        if shown != self._shown:
            self._shown = shown
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        shown, look = self._shown, self._look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if shown.in_goal:
            painter.setPen(QPen(look.text, 2.0, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), RADIUS + 5, RADIUS + 5)
        if shown.current:
            painter.setPen(QPen(look.highlight, 4.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), RADIUS + 2, RADIUS + 2)
        painter.setPen(QPen(PLAN, 3.0) if shown.from_turn else QPen(look.text, 1.2))
        painter.setBrush(QBrush(shown.owner))
        painter.drawEllipse(QPointF(0, 0), RADIUS, RADIUS)
        painter.setFont(self._armies_font)
        painter.setPen(text_on(shown.owner))
        disc = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, disc_text(shown.armies))
        if shown.drafted:
            self._paint_draft(painter, shown.drafted)

    def _paint_draft(self, painter: QPainter, drafted: int) -> None:
        """ "+3" at the disc's upper right: the draft's armies placed here."""
        painter.setFont(font(13, bold=True))
        text = f"+{drafted}"
        wide = QFontMetricsF(painter.font()).horizontalAdvance(text) + 8
        badge = QRectF(RADIUS - 9, -RADIUS - 12, wide, 17)  # (``draft_badge``: up to +99)
        painter.setPen(QPen(self._look.background, 1.5))
        painter.setBrush(PLAN)
        painter.drawRoundedRect(badge, 6, 6)
        painter.setPen(text_on(PLAN))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
