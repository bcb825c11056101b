"""How every chart looks and reads: one colour per meaning, the palette's background, titles
and legends that fit any width, and tooltips that read the bar under the mouse."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPoint, QSizeF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPalette, QTextOption
from PySide6.QtWidgets import QToolTip

# Each colour means one thing in every chart.
ATTACKER = QColor("#2f6fd6")  # the attacker conquers (exact bars)
DEFENDER = QColor("#d64541")  # the defender holds (exact bars)
EXACT = QColor("#e69500")  # the exact probability (dashed line)
SIMULATED = QColor("#8e44ad")  # what the dice said (estimate, band, dots)
YOUR_RULES = QColor("#16a085")  # Compare: the window's rules
OTHER_RULES = QColor("#5d6d7e")  # Compare: the preset compared with

_TITLE_ROW, _LEGEND_ROW, _PLOT_COLUMN = 0, 4, 1
_RIGHT_MARGIN = 26  # pixels: half the widest last tick label, "1,000,000"


class _ChartTitle(pg.LabelItem):  # type: ignore[misc]
    """A title that wraps onto a second line rather than widen the chart past the window.

    pyqtgraph's title asks for its whole text's width, so a long title (the battle and its
    rules) pushed the chart's right edge, its last bars and ticks, out of a narrow window.
    """

    def __init__(self, parent: pg.PlotItem) -> None:
        super().__init__("", parent=parent, size="9pt")
        document = self.item.document()
        option = document.defaultTextOption()
        option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        document.setDefaultTextOption(option)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt's name
        width = self.size().width()
        if width > 0 and self.item.textWidth() != width:
            self.item.setTextWidth(width)
        super().resizeEvent(event)

    def updateMin(self) -> None:  # noqa: N802 - pyqtgraph's name
        """Any width will do; the height is what the wrapped text needs."""
        height = self.itemRect().height()
        self.setMinimumWidth(0)
        self.setMinimumHeight(height)
        self._sizeHint = {
            Qt.SizeHint.MinimumSize: (0, height),
            Qt.SizeHint.PreferredSize: (0, height),
            Qt.SizeHint.MaximumSize: (-1, -1),
            Qt.SizeHint.MinimumDescent: (0, 0),
        }
        self.updateGeometry()


def _install_title(item: pg.PlotItem) -> None:
    old = item.titleLabel
    item.layout.removeItem(old)
    old.setParentItem(None)
    if old.scene() is not None:
        old.scene().removeItem(old)
    item.titleLabel = _ChartTitle(item)
    item.layout.addItem(item.titleLabel, _TITLE_ROW, _PLOT_COLUMN)
    item.layout.setRowMinimumHeight(_TITLE_ROW, 0)
    item.layout.setRowMaximumHeight(_TITLE_ROW, 1e6)


def style_plot(plot: pg.PlotWidget) -> None:
    """Follow the application palette, so light and dark themes both read well."""
    palette = plot.palette()
    plot.setBackground(palette.color(QPalette.ColorRole.Base))
    text = palette.color(QPalette.ColorRole.Text)
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(text)
        axis.setTextPen(text)
        axis.enableAutoSIPrefix(False)
    _install_title(item)
    item.titleLabel.setAttr("color", text)
    # Room for the last tick label on the right ("1,000,000" at the end of a run) and the
    # top one above, at any size; the bottom axis hid a label reaching past its end.
    item.getAxis("bottom").setStyle(hideOverlappingLabels=_RIGHT_MARGIN)
    layout = item.layout
    layout.setColumnMinimumWidth(2, _RIGHT_MARGIN)
    layout.setRowMinimumHeight(1, 8)
    # No grid: a grid makes each axis span the plot area, so every curve update would
    # repaint both axes (the most expensive part of a frame).


def new_chart(
    name: str, accessible: str, tip: str, bottom: str, left: str = "", **options: Any
) -> pg.PlotWidget:
    """A chart in the window's style, named for tests and screen readers, its axes labelled."""
    chart = pg.PlotWidget(**options)
    chart.setObjectName(name)
    chart.setAccessibleName(accessible)
    chart.setToolTip(tip)
    style_plot(chart)
    item = chart.getPlotItem()
    item.setLabel("bottom", bottom)
    if left:
        item.setLabel("left", left)
    return chart


class _FlowLegend(pg.LegendItem):  # type: ignore[misc]
    """A legend under the chart that takes more rows when the chart is narrow.

    In one long row it set the chart's least width, and at 800 x 600 pushed the chart's
    right edge out of the window.
    """

    def __init__(self, columns: int, text: QColor) -> None:
        super().__init__(colCount=columns, labelTextColor=text)
        self._most_columns = columns
        self._width = 0.0

    def sizeHint(self, which: Qt.SizeHint, constraint: QSizeF | None = None) -> QSizeF:  # noqa: N802
        hint: QSizeF = super().sizeHint(which, constraint or QSizeF())
        if which == Qt.SizeHint.MinimumSize:
            return QSizeF(0, hint.height())
        return hint

    def addItem(self, item: Any, name: str) -> None:  # noqa: N802 - pyqtgraph's name
        super().addItem(item, name)
        self._fit()

    def fit_to(self, view_box: pg.ViewBox) -> None:
        """As many entries in a row as the plot area's width holds."""
        self._width = float(view_box.width())
        self._fit()

    def _fit(self) -> None:
        if self._width <= 0 or not self.items:
            return
        preferred = Qt.SizeHint.PreferredSize
        spacing = self.layout.horizontalSpacing() + 3
        entries = [
            sample.effectiveSizeHint(preferred).width()
            + label.effectiveSizeHint(preferred).width()
            + 2 * spacing
            for sample, label in self.items
        ]
        columns = self._most_columns
        while columns > 1 and any(
            sum(entries[row : row + columns]) > self._width
            for row in range(0, len(entries), columns)
        ):
            columns -= 1
        if columns != self.columnCount:
            self.setColumnCount(columns)
            self.updateGeometry()


def legend_below(plot: pg.PlotWidget, columns: int) -> pg.LegendItem:
    """A legend in a row of its own under the chart, where it can cover no data."""
    text = plot.palette().color(QPalette.ColorRole.Text)
    legend = _FlowLegend(columns, text)
    item = plot.getPlotItem()
    item.layout.addItem(legend, _LEGEND_ROW, _PLOT_COLUMN)
    item.vb.sigResized.connect(legend.fit_to)
    return legend


def set_chart_title(plot: pg.PlotWidget, text: str) -> None:
    """A small title naming the battle and rules, so an exported chart says what it shows."""
    plot.getPlotItem().titleLabel.setText(text)


def translucent(color: QColor, alpha: int) -> QColor:
    faded = QColor(color)
    faded.setAlpha(alpha)
    return faded


class BarValues(QObject):
    """The tooltip of a bar chart reads the bar under the mouse ("2 defenders left: 29.26 %").

    ``text_of(x)`` says what the bar (or bars) at the whole number ``x`` stand for, or
    None where there is none; away from the bars the chart's own tooltip shows.
    """

    def __init__(self, plot: pg.PlotWidget, text_of: Callable[[int], str | None]) -> None:
        super().__init__(plot)
        self._plot = plot
        self._text_of = text_of
        plot.viewport().installEventFilter(self)

    def text_at(self, position: QPoint) -> str | None:
        """What the bar under a point of the chart (viewport coordinates) stands for."""
        scene = self._plot.mapToScene(position)
        view_box = self._plot.getPlotItem().vb
        if not view_box.sceneBoundingRect().contains(scene):
            return None
        x = float(view_box.mapSceneToView(scene).x())
        bar = round(x)
        if abs(x - bar) > 0.45:  # between two bars
            return None
        return self._text_of(bar)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.text_at(event.pos())
            if text is not None:
                QToolTip.showText(event.globalPos(), text, self._plot.viewport())
                return True
        return False
