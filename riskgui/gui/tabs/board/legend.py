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


class Legend(LookedItem):
    """Rows of (colour, text); ``discs`` draws round swatches (players' armies)."""

    def __init__(self, x: float, y: float, discs: bool, look: Look) -> None:
        super().__init__(look)
        self.setPos(x, y)
        self.setZValue(1)
        self._discs = discs
        self._rows: tuple[tuple[QColor | None, str, bool], ...] = ()

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
        self._bounds = QRectF(-2, -2, SWATCH + 8 + wide + 4, ROW * len(rows) + 4)
        self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for row, (colour, text, bold) in enumerate(self._rows):
            top = row * ROW
            words = QColor(self._look.text)
            if colour is None:
                words.setAlpha(150)
            else:
                painter.setPen(QPen(self._look.text, 0.8))
                painter.setBrush(QBrush(colour))
                swatch = QRectF(0, top + (ROW - SWATCH) / 2, SWATCH, SWATCH)
                if self._discs:
                    painter.drawEllipse(swatch.center(), SWATCH / 2, SWATCH / 2)
                else:
                    painter.drawRect(swatch)
            painter.setFont(font(TEXT_PX, bold=bold))
            painter.setPen(words)
            left = 0 if colour is None else SWATCH + 6
            where = QRectF(QPointF(left, top), QPointF(self._bounds.right(), top + ROW))
            painter.drawText(
                where, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text
            )
