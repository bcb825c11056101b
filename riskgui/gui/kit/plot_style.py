"""How every chart looks: one colour per meaning, the palette's background, titles, legends."""

from __future__ import annotations

from typing import Any

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette

# Each colour means one thing in every chart.
ATTACKER = QColor("#2f6fd6")  # the attacker conquers (exact bars)
DEFENDER = QColor("#d64541")  # the defender holds (exact bars)
EXACT = QColor("#e69500")  # the exact probability (dashed line)
SIMULATED = QColor("#8e44ad")  # what the dice said (estimate, band, dots)
YOUR_RULES = QColor("#16a085")  # Compare: the window's rules
OTHER_RULES = QColor("#5d6d7e")  # Compare: the preset compared with


def style_plot(plot: pg.PlotWidget) -> None:
    """Follow the application palette, so light and dark themes both read well."""
    palette = plot.palette()
    plot.setBackground(palette.color(QPalette.ColorRole.Base))
    text = palette.color(QPalette.ColorRole.Text)
    for name in ("left", "bottom"):
        axis = plot.getPlotItem().getAxis(name)
        axis.setPen(text)
        axis.setTextPen(text)
        axis.enableAutoSIPrefix(False)
    # Room for the last tick label on the right and the top one above, at any size.
    layout = plot.getPlotItem().layout
    layout.setColumnMinimumWidth(2, 14)
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


def legend_below(plot: pg.PlotWidget, columns: int) -> pg.LegendItem:
    """A legend in a row of its own under the chart, where it can cover no data."""
    text = plot.palette().color(QPalette.ColorRole.Text)
    legend = pg.LegendItem(colCount=columns, labelTextColor=text)
    plot.getPlotItem().layout.addItem(legend, 4, 1)
    return legend


def set_chart_title(plot: pg.PlotWidget, text: str) -> None:
    """A small title naming the battle and rules, so an exported chart says what it shows."""
    plot.getPlotItem().setTitle(text, size="9pt")


def translucent(color: QColor, alpha: int) -> QColor:
    faded = QColor(color)
    faded.setAlpha(alpha)
    return faded
