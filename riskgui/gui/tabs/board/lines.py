"""What joins two territories on the board: a border (dashed across the sea) and a leg of
the plan (an arrow with its number and chance).

A border or leg between territories more than half the board apart (Alaska and Kamchatka)
goes off both edges, as on the printed board: the straight line from one to the other
shifted by the board's width, cut at the edges.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from riskgui.gui.tabs.board.colours import PLAN, text_on
from riskgui.gui.tabs.board.territory_item import RADIUS, Look, LookedItem, font

Segment = tuple[QPointF, QPointF]
HEAD = 13.0  # the arrow head's length
SHAFT = 4.0
BADGE = 10.0  # the radius of the leg's number
LABEL_PX = 13
SPREAD = 2 * BADGE + 2  # between arrows joining the same territories: numbers side by side
STEP = 5.0  # between the spots along an arrow its number may take


def segments(a: QPointF, b: QPointF, width: float) -> tuple[Segment, ...]:
    """The line from a to b; off both edges when they are more than half the board apart."""
    if abs(a.x() - b.x()) <= width / 2:
        return ((a, b),)
    shift = width if a.x() < b.x() else -width
    far_b = QPointF(b.x() - shift, b.y())  # b seen from a, across the edge
    edge_a = 0.0 if shift > 0 else width
    t = (a.x() - edge_a) / (a.x() - far_b.x())
    y = a.y() + t * (far_b.y() - a.y())
    return ((a, QPointF(edge_a, y)), (QPointF(width - edge_a, y), b))


class BorderItem(QGraphicsPathItem):
    """A border: a line between two territories, dashed across the sea."""

    def __init__(self, a: str, b: str, ends: tuple[Segment, ...], sea: bool) -> None:
        super().__init__()
        self.territories = (a, b)
        self.sea = sea
        path = QPainterPath()
        for start, end in ends:
            path.moveTo(start)
            path.lineTo(end)
        self.setPath(path)
        self.setZValue(0)

    def set_colour(self, colour: QColor) -> None:
        pen = QPen(colour, 1.6 if self.sea else 2.0)
        if self.sea:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)


def disc_at(centre: QPointF, radius: float) -> QRectF:
    return QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)


def shortened(start: QPointF, end: QPointF, at_start: float, at_end: float) -> Segment:
    line = QLineF(start, end)
    length = line.length()
    if length <= at_start + at_end:
        return start, end
    return line.pointAt(at_start / length), line.pointAt(1 - at_end / length)


def moved_aside(start: QPointF, end: QPointF, by: float) -> Segment:
    """The segment moved ``by`` to its right (as seen going from start to end)."""
    line = QLineF(start, end)
    if line.length() == 0:
        return start, end
    normal = line.normalVector().unitVector()
    dx, dy = normal.dx() * by, normal.dy() * by
    return QPointF(start.x() - dx, start.y() - dy), QPointF(end.x() - dx, end.y() - dy)


def spread(between: Sequence[tuple[str, str]], gap: float = SPREAD) -> list[float]:
    """How far each arrow (source, target) moves to its right so that the arrows joining
    the same two territories lie side by side ``gap`` apart, around the line between them
    (a single arrow stays on it; two opposite ones each move to their right)."""
    groups: dict[frozenset[str], list[int]] = {}
    for k, pair in enumerate(between):
        groups.setdefault(frozenset(pair), []).append(k)
    moved = [0.0] * len(between)
    for members in groups.values():
        first = min(between[members[0]])  # the group's line runs from here
        ahead = [k for k in members if between[k][0] == first]
        back = [k for k in members if between[k][0] != first]
        for slot, k in enumerate(back + ahead):
            offset = (slot - (len(members) - 1) / 2) * gap  # to the right, looking ahead
            moved[k] = offset if k in ahead else -offset
    return moved


class LegArrow(LookedItem):
    """A leg of the plan: an arrow from its source to its target, its number on a disc and
    its chance of conquering beside it.  Faint when its turn rarely comes, and then without
    the chance's box (it stays in the tooltip and the plan's text): a long plan's backups
    would bury the board's small continents under boxes of "0.02 %".  Moved ``aside`` to
    its right when other arrows join the same territories (``spread``).  Where its number
    goes along it is the scene's choice among ``badge_spots``, and where the box goes among
    ``label_spots`` (each covering no territory's name or armies and nothing else
    written), or nowhere for the box (``place_label(None)``: on hover only)."""

    def __init__(
        self,
        number: int,
        between: tuple[str, str],
        ends: tuple[Segment, ...],
        chance: str,
        aside: float,
        faint: bool,
        look: Look,
    ) -> None:
        super().__init__(look)
        self.number = number
        self.between = between  # the source and the target
        self.chance = chance
        self.aside = aside
        self.labelled = not faint  # the chance drawn beside it
        self.setZValue(2 if faint else 3)  # under the legs that usually run
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._faint = faint
        self._pieces = arrow_pieces(ends, RADIUS + 3, aside)
        self._line = QLineF(*max(self._pieces, key=lambda piece: QLineF(*piece).length()))
        self._badge_at = self.badge_spots()[0].center()
        self._path = self._build_path()
        spots = self.label_spots()
        self._label = spots[0] if spots else QRectF()
        self._bounds, self._hit = self._measure()

    @property
    def outline(self) -> QPainterPath:
        """Its shaft and head, in the scene: what a name keeps off."""
        return outline(self._path, SHAFT + 3, self._head())

    def _measure(self) -> tuple[QRectF, QPainterPath]:
        return self._path.boundingRect().united(self._label).adjusted(
            -8, -8, 8, 8
        ), self._hit_area()

    @property
    def label(self) -> QRectF:
        """Where the chance is drawn (empty: not drawn, on hover only)."""
        return self._label

    def place_label(self, spot: QRectF | None) -> None:
        """Draw the chance at ``spot`` (one of ``label_spots``), or not at all."""
        self.prepareGeometryChange()
        self.labelled = spot is not None
        self._label = QRectF(spot) if spot is not None else QRectF()
        self._bounds, self._hit = self._measure()
        self.update()

    @property
    def badge_centre(self) -> QPointF:
        """Where its number is drawn (a point that is surely on it, to click)."""
        return self._badge_at

    @property
    def badge(self) -> QRectF:
        """The disc its number is drawn on, in the scene."""
        return disc_at(self._badge_at, BADGE)

    def badge_spots(self) -> list[QRectF]:
        """Where its number may go, best first: on the shaft a little before its middle,
        then further either way along it, clear of its head."""
        length = self._line.length()
        least, most = BADGE + 2, length - HEAD - BADGE
        if most < least:
            return [disc_at(self._line.pointAt(0.5), BADGE)]
        best = min(max(0.45 * length, least), most)
        steps = [best]
        for k in range(1, int(length / STEP) + 1):
            steps += [best - k * STEP, best + k * STEP]
        return [disc_at(self._line.pointAt(d / length), BADGE) for d in steps if least <= d <= most]

    def place_badge(self, spot: QRectF) -> None:
        """Draw its number at ``spot`` (one of ``badge_spots``)."""
        self.prepareGeometryChange()
        self._badge_at = spot.center()
        self._bounds, self._hit = self._measure()
        self.update()

    def _build_path(self) -> QPainterPath:
        path = QPainterPath()
        for start, end in self._pieces:
            path.moveTo(start)
            path.lineTo(end)
        return path

    def _head(self) -> QPolygonF:
        start, end = self._pieces[-1]
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        left = angle + math.radians(152)
        right = angle - math.radians(152)
        return QPolygonF(
            [
                end,
                QPointF(end.x() + HEAD * math.cos(left), end.y() + HEAD * math.sin(left)),
                QPointF(end.x() + HEAD * math.cos(right), end.y() + HEAD * math.sin(right)),
            ]
        )

    def label_spots(self) -> list[QRectF]:
        """Where the chance's box may go, best first: beside its number on the side it
        was moved to (so the arrows between a pair of territories put theirs outside;
        the right when not moved); then the other side; then the same further along the
        shaft."""
        if self._faint:
            return []
        metrics = QFontMetricsF(font(LABEL_PX, bold=True))
        wide, high = metrics.horizontalAdvance(self.chance) + 8, metrics.height() + 2
        line = self._line
        unit = line.unitVector()
        nx, ny = -unit.dy(), unit.dx()  # the right-hand normal (y grows downwards)
        along = line.length() and QLineF(line.p1(), self._badge_at).length() / line.length()
        first = -1 if self.aside < 0 else 1
        spots = []
        for further in (0.0, 14.0, 28.0):
            for shift in (0.0, -0.15, 0.15, -0.3, 0.3):
                t = along + shift
                if not 0.1 <= t <= 0.9:
                    continue
                at = line.pointAt(t)
                for side in (first, -first):
                    reach = BADGE + 3 + further + abs(nx) * wide / 2 + abs(ny) * high / 2
                    centre = QPointF(at.x() + side * nx * reach, at.y() + side * ny * reach)
                    spots.append(QRectF(centre.x() - wide / 2, centre.y() - high / 2, wide, high))
        return spots

    def shape(self) -> QPainterPath:
        """What a click hits: the shaft (widened), the head, the number and the chance."""
        return self._hit

    def _hit_area(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        hit = stroker.createStroke(self._path)
        for part in (self._head(), self._label):
            extra = QPainterPath()
            extra.addPolygon(QPolygonF(part) if isinstance(part, QRectF) else part)
            hit = hit.united(extra)
        badge = QPainterPath()
        badge.addEllipse(self._badge_at, BADGE + 2, BADGE + 2)
        return hit.united(badge)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(PLAN)
        if self._faint:
            colour.setAlpha(130)
        halo = QColor(self._look.background)  # keeps the arrow and its words off the lines
        halo.setAlpha(170)
        draw_shaft(painter, self._path, colour, halo, SHAFT, SHAFT + 3)
        painter.setPen(QPen(halo, 1.0))
        painter.setBrush(QBrush(colour))
        painter.drawPolygon(self._head())
        painter.drawEllipse(self._badge_at, BADGE, BADGE)
        painter.setFont(font(LABEL_PX, bold=True))
        painter.setPen(text_on(PLAN))
        disc = QRectF(self._badge_at.x() - BADGE, self._badge_at.y() - BADGE, 2 * BADGE, 2 * BADGE)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(self.number))
        if not self.labelled:
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._look.background))  # opaque: a name under it is hidden
        painter.drawRoundedRect(self._label, 4, 4)
        painter.setPen(QPen(self._look.text))
        painter.drawText(self._label, Qt.AlignmentFlag.AlignCenter, self.chance)


def outline(path: QPainterPath, width: float, head: QPolygonF) -> QPainterPath:
    """An arrow's shape: its shaft ``width`` wide along ``path``, and its head."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    shape = stroker.createStroke(path)
    tip = QPainterPath()
    tip.addPolygon(head)
    return shape.united(tip)


def draw_shaft(
    painter: QPainter, path: QPainterPath, colour: QColor, halo: QColor, width: float, outer: float
) -> None:
    """An arrow's shaft along ``path``: a halo ``outer`` wide under a line ``width`` wide."""
    cap = Qt.PenCapStyle.RoundCap
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(halo, outer, Qt.PenStyle.SolidLine, cap))
    painter.drawPath(path)
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, cap))
    painter.drawPath(path)


def arrow_pieces(ends: tuple[Segment, ...], gap: float, aside: float) -> tuple[Segment, ...]:
    """An arrow's segments: starting ``gap`` off its source's centre, ending ``gap`` short
    of its target's, each moved ``aside`` to its right."""
    pieces = [
        moved_aside(*shortened(start, end, gap if i == 0 else 0, 0), aside)
        for i, (start, end) in enumerate(ends)
    ]
    last_start, last_end = pieces[-1]
    pieces[-1] = (last_start, shortened(last_start, last_end, 0, gap)[1])
    return tuple(pieces)
