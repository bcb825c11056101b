"""Reading a chart as a player sees it: its tick labels as drawn, a tooltip under the mouse."""

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QToolTip


def drawn_tick_labels(plot, name):
    """The tick labels the axis ``name`` paints at its present size and range."""
    return list(_drawn_ticks(plot, name))


def drawn_tick_label_edges(plot, name):
    """{label: (left, right)} of the tick labels of an axis, in the chart's pixels."""
    axis = plot.getPlotItem().getAxis(name)
    edges = {}
    for text, rect in _drawn_ticks(plot, name).items():
        shown = plot.mapFromScene(axis.mapRectToScene(rect)).boundingRect()
        edges[text] = (shown.left(), shown.right())
    return edges


def _drawn_ticks(plot, name):
    axis = plot.getPlotItem().getAxis(name)
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return {text: rect for rect, _, text in specs[2]} if specs else {}


def tooltip_at(plot, x, y):
    """The tooltip shown when the mouse rests on the view point (x, y) of a chart."""
    QApplication.processEvents()  # the layout settles, so the view maps as it is drawn
    QToolTip.hideText()
    view_box = plot.getPlotItem().vb
    position = plot.mapFromScene(view_box.mapViewToScene(QPointF(x, y)))
    viewport = plot.viewport()
    event = QHelpEvent(QEvent.Type.ToolTip, position, viewport.mapToGlobal(position))
    QApplication.sendEvent(viewport, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def fits_its_widget(plot):
    """The whole chart, axes and legend included, lies inside the widget showing it."""
    QApplication.processEvents()
    drawn = plot.getPlotItem().sceneBoundingRect()
    shown = plot.mapToScene(plot.viewport().rect()).boundingRect()
    return drawn.right() <= shown.right() + 1 and drawn.bottom() <= shown.bottom() + 1
