"""The attack riskgui advises to make next: a broad arrow in the palette's text colour
(the plan's legs are thin and orange), with "next" on a tab at its tail, moved to its left
of the legs of the plan between the same two territories (``beside``), so all stay
visible."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from riskgui.gui.tabs.board.lines import Segment, arrow_pieces, draw_shaft, outline
from riskgui.gui.tabs.board.territory_item import RADIUS, Look, LookedItem, font

SHAFT = 7.0
HEAD = 19.0
LABEL_PX = 13
ASIDE = 15.0  # how far it keeps off a leg of the plan between the same territories (heads)
WORD = "next"


def beside(between: tuple[str, str], legs: Sequence[tuple[tuple[str, str], float]]) -> float:
    """How far the next attack moves to its right (a negative number: to its left) to be
    ``ASIDE`` clear of the legs joining the same territories, given as (source and
    target, how far each moved to its right); 0 when no leg joins them."""
    across = [
        moved if pair == between else -moved
        for pair, moved in legs
        if pair in (between, between[::-1])
    ]
    return min(0.0, *across) - ASIDE if across else 0.0


class NextArrow(LookedItem):
    def __init__(
        self, between: tuple[str, str], ends: tuple[Segment, ...], aside: float, look: Look
    ) -> None:
        """``aside``: how far it moves to its right (to its left when negative)."""
        super().__init__(look)
        self.between = between  # the source and the target
        self.setZValue(4)  # above the plan's legs
        self._pieces = arrow_pieces(ends, RADIUS + 2, aside)
        self._path = QPainterPath()
        for start, end in self._pieces:
            self._path.moveTo(start)
            self._path.lineTo(end)
        self._label = self._label_rect()
        self._bounds = self._path.boundingRect().united(self._label).adjusted(-14, -14, 14, 14)

    def _head(self) -> QPolygonF:
        start, end = self._pieces[-1]
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        points = [end]
        for turn in (150, -150):
            a = angle + math.radians(turn)
            points.append(QPointF(end.x() + HEAD * math.cos(a), end.y() + HEAD * math.sin(a)))
        return QPolygonF(points)

    @property
    def outline(self) -> QPainterPath:
        """Its shaft, head and "next", in the scene: what a name keeps off."""
        tab = QPainterPath()
        tab.addRect(self._label)
        return outline(self._path, SHAFT + 4, self._head()).united(tab)

    @property
    def label(self) -> QRectF:
        """Where "next" is written, in the scene."""
        return self._label

    def _label_rect(self) -> QRectF:
        """The "next" tab, on the arrow's left (seen along it) near its tail."""
        metrics = QFontMetricsF(font(LABEL_PX, bold=True))
        wide, high = metrics.horizontalAdvance(WORD) + 10, metrics.height() + 2
        line = QLineF(*self._pieces[0])
        unit = line.unitVector()
        nx, ny = unit.dy(), -unit.dx()  # the left-hand normal (y grows downwards)
        at = line.pointAt(0.3)
        reach = SHAFT / 2 + 4 + abs(nx) * wide / 2 + abs(ny) * high / 2
        centre = QPointF(at.x() + nx * reach, at.y() + ny * reach)
        return QRectF(centre.x() - wide / 2, centre.y() - high / 2, wide, high)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self._look.text)
        halo = QColor(self._look.background)
        halo.setAlpha(200)
        draw_shaft(painter, self._path, colour, halo, SHAFT, SHAFT + 4)
        painter.setPen(QPen(halo, 1.5))
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(self._head())
        painter.drawRoundedRect(self._label, 5, 5)
        painter.setFont(font(LABEL_PX, bold=True))
        painter.setPen(QColor(self._look.background))
        painter.drawText(self._label, Qt.AlignmentFlag.AlignCenter, WORD)
