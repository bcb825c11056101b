"""A territory on the schematic board: a disc in its owner's colour with the armies on it,
its name below, and rings for the goal and the territory being edited.

The item only draws what it is told (``set_shown``); clicks are the scene's to interpret.
Sizes are in the map's units (the board is 1000 x 600), so everything scales together.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from riskgui.gui.tabs.board.colours import PLAN, text_on

RADIUS = 18.0
NAME_PX = 14
ARMIES_PX = 17
WRAP_ABOVE = 11  # names longer than this go on two lines


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


def name_lines(name: str) -> tuple[str, ...]:
    """A long name on two lines, split at the space nearest its middle."""
    if len(name) <= WRAP_ABOVE or " " not in name:
        return (name,)
    spaces = [i for i, c in enumerate(name) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return (name[:cut], name[cut + 1 :])


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
        self._lines = name_lines(name)
        self._name_font = font(NAME_PX)
        self._armies_font = font(ARMIES_PX, bold=True)
        metrics = QFontMetricsF(self._name_font)
        self._line_height = metrics.height()
        wide = max(metrics.horizontalAdvance(line) for line in self._lines)
        half = max(wide / 2, RADIUS + 8)
        bottom = RADIUS + 2 + self._line_height * len(self._lines)
        self._bounds = QRectF(-half - 2, -RADIUS - 12, 2 * half + 16, bottom + RADIUS + 14)
        disc = QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
        names = QRectF(-wide / 2 - 2, RADIUS + 1, wide, self._line_height * len(self._lines))
        self._readable = disc.united(names)

    @property
    def readable(self) -> QRectF:
        """Where its armies and name are drawn, in the scene: what nothing may cover."""
        return self._readable.translated(self.pos())

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
        painter.setFont(self._name_font)
        painter.setPen(look.text)
        top = RADIUS + 1
        for line in self._lines:
            row = QRectF(self._bounds.left(), top, self._bounds.width() - 16, self._line_height)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)
            top += self._line_height
        if shown.drafted:
            self._paint_draft(painter, shown.drafted)

    def _paint_draft(self, painter: QPainter, drafted: int) -> None:
        """ "+3" at the disc's upper right: the draft's armies placed here."""
        painter.setFont(font(13, bold=True))
        text = f"+{drafted}"
        wide = QFontMetricsF(painter.font()).horizontalAdvance(text) + 8
        badge = QRectF(RADIUS - 9, -RADIUS - 12, wide, 17)
        painter.setPen(QPen(self._look.background, 1.5))
        painter.setBrush(PLAN)
        painter.drawRoundedRect(badge, 6, 6)
        painter.setPen(text_on(PLAN))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
