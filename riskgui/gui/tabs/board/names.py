"""A territory's name on the board, readable at any size of the window.

Below its disc when there is room; where that would cover a disc, another name or an
arrow of the plan, shortened ("N. Europe"), or beside the disc, or above it, or at one of
its corners (``name_spots``, best first; the scene takes the first free one).  Its font
keeps at least ``ON_SCREEN`` pixels on the screen: when the view draws the board small
(an 800 x 600 window), the names grow in the map's units (``name_px``).  Drawn over the
legs' arrows with a halo of the background, so that an arrow under a name where no spot
was free leaves it readable.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from riskgui.gui.tabs.board.territory_item import RADIUS, Look, LookedItem, font

NAME_PX = 14  # in the map's units, when the board is drawn large enough
ON_SCREEN = 9.0  # the fewest pixels a name's font has on the screen
WRAP_ABOVE = 11  # names longer than this go on two lines
HALO = 3.0  # the background's outline around each letter
ABOVE_GAP = 2.0  # (the scene keeps names off a draft's "+3" above a disc)
WAYS = (
    "below",
    "right",
    "left",
    "above",
    "below right",
    "below left",
    "above right",
    "above left",
)  # from the disc, best first
SHORTER = {
    "North": "N.",
    "Northern": "N.",
    "South": "S.",
    "Southern": "S.",
    "East": "E.",
    "Eastern": "E.",
    "West": "W.",
    "Western": "W.",
    "Central": "C.",
    "Great": "Gt.",
    "Northwest": "NW",
}


def name_px(scale: float) -> int:
    """The names' font size in the map's units when the view draws it at ``scale``."""
    if scale <= 0:
        return NAME_PX
    return max(NAME_PX, math.ceil(ON_SCREEN / scale - 1e-9))


def name_lines(name: str) -> tuple[str, ...]:
    """A long name on two lines, split at the space nearest its middle."""
    if len(name) <= WRAP_ABOVE or " " not in name:
        return (name,)
    spaces = [i for i, c in enumerate(name) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return (name[:cut], name[cut + 1 :])


def short_name(name: str) -> str:
    """A long name as it fits where the whole one does not: "Western US", "N. Europe";
    a short name or a single word stays as it is."""
    short = name.replace("United States", "US")
    words = short.split(" ")
    if len(short) > WRAP_ABOVE and len(words) > 1:
        short = " ".join(SHORTER.get(word, word) for word in words)
    return short


@dataclass(frozen=True)
class NameSpot:
    """A place for a name: its lines and where they go, in the scene."""

    rect: QRectF  # the lines' boxes
    lines: tuple[str, ...]
    align: Qt.AlignmentFlag

    @property
    def letters(self) -> QRectF:
        """Where its letters are: the boxes less the room above the capitals and the
        margin (two names, or a name and a legend, may touch)."""
        return self.rect.adjusted(1, 2, -1, -2)


def name_spots(name: str, centre: QPointF, px: int) -> list[NameSpot]:
    """Where the name of the territory at ``centre`` may go, best first: the whole name
    below the disc, then shortened there; the same on its right, on its left, above it;
    then at its corners (``WAYS``)."""
    metrics = QFontMetricsF(font(px))
    texts = [name_lines(name)]
    if short_name(name) != name:
        texts.append((short_name(name),))
    spots: list[NameSpot] = []
    for way in WAYS:
        for lines in texts:
            wide = max(metrics.horizontalAdvance(line) for line in lines) + 2
            spots.append(_spot(way, centre, lines, wide, metrics.height() * len(lines)))
    return spots


def _spot(way: str, centre: QPointF, lines: tuple[str, ...], wide: float, high: float) -> NameSpot:
    x, y = centre.x(), centre.y()
    corner = RADIUS - 2  # a box at a corner of the disc misses it
    left = {
        "below": x - wide / 2,
        "above": x - wide / 2,
        "right": x + RADIUS + 4,
        "left": x - RADIUS - 4 - wide,
    }.get(way, x + corner if way.endswith("right") else x - corner - wide)
    top = {
        "below": y + RADIUS + 1,
        "above": y - RADIUS - ABOVE_GAP - high,
        "right": y - high / 2,
        "left": y - high / 2,
    }.get(way, y + corner if way.startswith("below") else y - corner - high)
    if way in ("below", "above"):
        align = Qt.AlignmentFlag.AlignHCenter
    else:
        align = Qt.AlignmentFlag.AlignRight if way.endswith("left") else Qt.AlignmentFlag.AlignLeft
    return NameSpot(QRectF(left, top, wide, high), lines, align)


class NameItem(LookedItem):
    """A territory's name where the scene placed it (``place``)."""

    def __init__(self, territory: str, look: Look) -> None:
        super().__init__(look)
        self.territory = territory
        self.setZValue(5)  # over the arrows: a leg under a name leaves it readable
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._spot = NameSpot(QRectF(), (territory,), Qt.AlignmentFlag.AlignHCenter)
        self._px = NAME_PX

    @property
    def rect(self) -> QRectF:
        """Where its letters are, in the scene: what nothing else written may cover."""
        return self._spot.letters

    @property
    def lines(self) -> tuple[str, ...]:
        return self._spot.lines

    @property
    def pixel_size(self) -> int:
        """Its font's size in the map's units."""
        return self._px

    def place(self, spot: NameSpot, px: int) -> None:
        self.prepareGeometryChange()
        self._spot, self._px = spot, px
        self._bounds = spot.rect.adjusted(-HALO - 1, -HALO - 1, HALO + 1, HALO + 1)
        self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chosen = font(self._px)
        metrics = QFontMetricsF(chosen)
        rect, align = self._spot.rect, self._spot.align
        letters = QPainterPath()  # for the halo; the letters drawn over it as text
        baselines = []
        top = rect.top()
        for line in self._spot.lines:
            wide = metrics.horizontalAdvance(line)
            if align == Qt.AlignmentFlag.AlignLeft:
                left = rect.left() + 1
            elif align == Qt.AlignmentFlag.AlignRight:
                left = rect.right() - 1 - wide
            else:
                left = rect.center().x() - wide / 2
            baselines.append(QPointF(left, top + metrics.ascent()))
            letters.addText(baselines[-1], chosen, line)
            top += metrics.height()
        halo = QColor(self._look.background)
        halo.setAlpha(200)
        pen = QPen(halo, 2 * HALO)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(letters)
        painter.setFont(chosen)
        painter.setPen(self._look.text)
        for at, line in zip(baselines, self._spot.lines, strict=True):
            painter.drawText(at, line)
