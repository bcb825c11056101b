"""Each player's luck adding up over the evening: one line a player, the entry number
across, the armies of luck up; resting the mouse on a point names the entry (who attacked
whom, the dice, the luck it brought).

A player's luck changes only at their own entries: their line starts at their first entry,
rises or falls at each of their entries and stays flat between them (a step, never a
slope across other players' rolls), with a dot at each entry.

Items are made once (a line and its dots per player, kept while the tab lives, and the
zero line and the marker of the chosen entry) and updated with ``setData``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QColor, QHelpEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip

from riskgui.core.ledger.model import Entry
from riskgui.gui.jobs.ledger import Running, entry_luck_of
from riskgui.gui.kit.plot_style import legend_below, new_chart, set_chart_title, translucent
from riskgui.gui.tabs.ledger.colours import colour_of
from riskgui.gui.tabs.ledger.texts import entry_summary, signed

NEAR_PIXELS = 14  # the tooltip names the point within this distance of the mouse
MOST_SYMBOLS = 150  # beyond this many entries, lines without dots


class LuckPlot(QObject):
    """The chart (``plot``) and what it shows."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plot = new_chart(
            "ledgerLuckPlot",
            "Each player's luck over the evening",
            "Each player's luck adding up, entry by entry: above 0, luckier than fair dice "
            "give on average; rest the mouse on a point for its entry",
            "entry",
            "luck (armies)",
        )
        self.plot.setMinimumHeight(160)
        self.plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        item = self.plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        self.legend = legend_below(self.plot, 5)
        text = self.plot.palette().color(QPalette.ColorRole.Text)
        zero_pen = QPen(translucent(text, 110), 0, Qt.PenStyle.DashLine)
        self.zero_line = pg.InfiniteLine(pos=0, angle=0, pen=zero_pen, movable=False)
        self.marker = pg.InfiniteLine(
            pos=0, angle=90, pen=QPen(translucent(text, 90), 0), movable=False
        )
        self.marker.hide()
        item.addItem(self.zero_line, ignoreBounds=True)
        item.addItem(self.marker, ignoreBounds=True)
        self.lines: dict[str, pg.PlotDataItem] = {}  # every player's line made so far
        self.dots: dict[str, pg.ScatterPlotItem] = {}  # and its dots, one at each entry
        self.shown: list[str] = []  # the players on the chart now, in legend order
        self._entries: list[Entry] = []
        self._running: Running = {}
        self._steps: dict[int, dict[str, float]] = {}
        self.plot.viewport().installEventFilter(self)

    def clear(self) -> None:
        self.show_luck([], {}, {}, "")

    def show_luck(
        self,
        entries: Sequence[Entry],
        running: Running,
        colours: dict[str, QColor],
        title: str,
    ) -> None:
        """``running``: per player, (index in ``entries``, luck so far) after each entry
        they took part in (the core's ``running_luck``)."""
        self._entries, self._running = list(entries), running
        self._steps = entry_luck_of(running)
        item = self.plot.getPlotItem()
        players = sorted(running, key=lambda name: -running[name][-1][1] if running[name] else 0)
        for name in self.shown:  # the legend is made again, in the order of the luck
            self.legend.removeItem(self.lines[name])
            if name not in players:
                for item_of_player in (self.lines[name], self.dots[name]):
                    item_of_player.setData([], [])
                    item_of_player.hide()
        with_dots = len(entries) <= MOST_SYMBOLS
        for name in players:
            if name not in self.lines:
                self._new_line(name)
            line, dots = self.lines[name], self.dots[name]
            colour = colour_of(colours, name)
            line.setPen(pg.mkPen(colour, width=2))
            x = np.array([index + 1 for index, _ in running[name]], dtype=float)
            y = np.array([total for _, total in running[name]], dtype=float)
            # From 0 at the first entry; "right": each total holds until the next entry.
            line.setData(np.concatenate((x[:1], x)), np.concatenate(([0.0], y)))
            line.show()
            if with_dots:
                dots.setData(x, y, brush=colour)
            else:
                dots.setData([], [])
            dots.setVisible(with_dots)
            self.legend.addItem(line, name)
        self.shown = players
        set_chart_title(self.plot, title)
        item.enableAutoRange()

    def _new_line(self, name: str) -> None:
        """A player's line and dots, made once: the line in the plot before it is told to
        clip and downsample to the view (pyqtgraph needs the view for both)."""
        line = pg.PlotDataItem(name=name, stepMode="right")
        dots = pg.ScatterPlotItem(size=5, pen=None, symbol="o")
        self.plot.getPlotItem().addItem(line)
        self.plot.getPlotItem().addItem(dots)
        line.setDownsampling(auto=True, method="peak")
        line.setClipToView(True)
        self.lines[name], self.dots[name] = line, dots

    def mark_entry(self, index: int) -> None:
        """A line at the entry chosen in the table (its index in the entries), or none."""
        if 0 <= index < len(self._entries):
            self.marker.setPos(index + 1)
            self.marker.show()
        else:
            self.marker.hide()

    # ----- hover --------------------------------------------------------------------------
    def point_text(self, index: int, player: str) -> str:
        """What the point of ``player`` after entry ``index`` stands for."""
        entry = self._entries[index]
        steps = self._steps.get(index, {})
        lines = [entry_summary(index + 1, entry)]
        lines.append(", ".join(f"{who} {signed(luck)}" for who, luck in steps.items()))
        total = dict(self._running.get(player, [])).get(index)
        if total is not None:
            lines.append(f"{player}'s luck so far: {signed(total)} armies")
        return "\n".join(lines)

    def text_at(self, position: QPoint) -> str | None:
        """The entry of the point nearest ``position`` (viewport pixels), if one is near."""
        view_box = self.plot.getPlotItem().vb
        scene = self.plot.mapToScene(position)
        if not view_box.sceneBoundingRect().contains(scene):
            return None
        best: tuple[float, int, str] | None = None
        for name in self.shown:
            points = self._running.get(name, [])
            if not points:
                continue
            x = np.array([index + 1 for index, _ in points], dtype=float)
            y = np.array([total for _, total in points], dtype=float)
            (x0, x1), (y0, y1) = view_box.viewRange()
            width, height = max(view_box.width(), 1.0), max(view_box.height(), 1.0)
            at = view_box.mapSceneToView(scene)
            dx = (x - at.x()) * width / max(x1 - x0, 1e-12)
            dy = (y - at.y()) * height / max(y1 - y0, 1e-12)
            distance = np.hypot(dx, dy)
            nearest = int(np.argmin(distance))
            if best is None or distance[nearest] < best[0]:
                best = (float(distance[nearest]), points[nearest][0], name)
        if best is None or best[0] > NEAR_PIXELS:
            return None
        return self.point_text(best[1], best[2])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.text_at(event.pos())
            if text is not None:
                QToolTip.showText(event.globalPos(), text, self.plot.viewport())
                return True
        return False
