"""A legend drawn on the board, in a corner the map leaves empty: a swatch and a line of
text per row (the continents with their bonus, the players with their key and counts)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from riskgui.gui.tabs.board.territory_item import Look, LookedItem, font

ROW = 19.0
TEXT_PX = 14
SWATCH = 12.0
GAP = 14.0  # between columns


class Legend(LookedItem):
    """Rows of (colour, text); ``discs`` draws round swatches (players' armies);
    ``most_rows``: more rows than that go on in another column (the room on the map)."""

    def __init__(self, x: float, y: float, discs: bool, look: Look, most_rows: int = 1_000) -> None:
        super().__init__(look)
        self._most_rows = most_rows  # under the heading, before another column starts
        self.setPos(x, y)
        self.setZValue(1)
        self._discs = discs
        self._rows: tuple[tuple[QColor | None, str, bool], ...] = ()
        self._column = 0.0  # a column's width

    @property
    def texts(self) -> tuple[str, ...]:
        return tuple(text for _, text, _ in self._rows)

    def set_rows(self, rows: tuple[tuple[QColor | None, str, bool], ...]) -> None:
        """Each row: its swatch colour (None: a heading, muted), its text, and whether it
        is in bold."""
        self.prepareGeometryChange()
        self._rows = rows
        metrics = QFontMetricsF(font(TEXT_PX, bold=True))
        wide = max((metrics.horizontalAdvance(text) for _, text, _ in rows), default=0.0)
        self._column = SWATCH + 6 + wide + GAP
        places = [self._place(k) for k in range(len(rows))]
        right = max((x for x, _ in places), default=0.0) + self._column - GAP
        bottom = max((y for _, y in places), default=0.0) + ROW
        self._bounds = QRectF(-2, -2, right + 4, bottom + 4)
        self.update()

    def _place(self, k: int) -> tuple[float, float]:
        """Where row ``k`` starts: a heading (a first row without a swatch) on top, the
        other rows in columns of ``most_rows`` under it."""
        heading = 1 if self._rows and self._rows[0][0] is None else 0
        if k < heading:
            return 0.0, 0.0
        column, row = divmod(k - heading, self._most_rows)
        return column * self._column, (heading + row) * ROW

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k, (colour, text, bold) in enumerate(self._rows):
            x, top = self._place(k)
            words = QColor(self._look.text)
            if colour is None:
                words.setAlpha(150)
            else:
                painter.setPen(QPen(self._look.text, 0.8))
                painter.setBrush(QBrush(colour))
                swatch = QRectF(x, top + (ROW - SWATCH) / 2, SWATCH, SWATCH)
                if self._discs:
                    painter.drawEllipse(swatch.center(), SWATCH / 2, SWATCH / 2)
                else:
                    painter.drawRect(swatch)
            painter.setFont(font(TEXT_PX, bold=bold))
            painter.setPen(words)
            left = x if colour is None else x + SWATCH + 6
            where = QRectF(QPointF(left, top), QPointF(self._bounds.right(), top + ROW))
            painter.drawText(
                where, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text
            )
