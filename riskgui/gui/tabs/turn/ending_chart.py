"""A bar chart of the armies on one territory at the end of the turn: yours or theirs."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtWidgets import QSizePolicy

from riskgui.core.plan.answer import TerritoryAnswer
from riskgui.core.plural import armies
from riskgui.core.report.percent import format_percent
from riskgui.gui.kit.axes import ArmyAxis, PercentAxis
from riskgui.gui.kit.plot_style import (
    ATTACKER,
    DEFENDER,
    BarValues,
    legend_below,
    new_chart,
    set_chart_title,
    translucent,
)

BAR = 0.4  # two bars a count: yours on the left, theirs on the right


class EndingChart:
    """The chart (``plot``) and what it shows."""

    def __init__(self) -> None:
        self.plot = new_chart(
            "turnEndingPlot",
            "Armies on the last leg's target at the end of the turn",
            "Armies on the last leg's target at the end of the turn: yours (blue) when "
            "conquered, theirs (red) when it holds",
            "armies at the end",
            "probability (%)",
            axisItems={"bottom": ArmyAxis("bottom"), "left": PercentAxis("left")},
        )
        self.plot.setMinimumHeight(150)
        # Whatever height is left, not its own wish of 480 pixels: in a scroll area that
        # wish would be granted and push the chart below the fold.
        self.plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        legend = legend_below(self.plot, 2)
        self.mine_bars = pg.BarGraphItem(
            x=[], height=[], width=BAR, brush=translucent(ATTACKER, 190), pen=None
        )
        self.theirs_bars = pg.BarGraphItem(
            x=[], height=[], width=BAR, brush=translucent(DEFENDER, 190), pen=None
        )
        item = self.plot.getPlotItem()
        item.addItem(self.mine_bars)
        item.addItem(self.theirs_bars)
        legend.addItem(self.mine_bars, "yours")
        legend.addItem(self.theirs_bars, "still theirs")
        self._fate: TerritoryAnswer | None = None
        self._name = ""
        self.bar_values = BarValues(self.plot, self.bar_text)

    def clear(self) -> None:
        self._fate = None
        self.mine_bars.setOpts(x=[], height=[])
        self.theirs_bars.setOpts(x=[], height=[])
        set_chart_title(self.plot, "")

    def show(self, name: str, fate: TerritoryAnswer) -> None:
        self._fate, self._name = fate, name
        set_chart_title(self.plot, f"{name} at the end of the turn")
        mine = sorted(n for n, p in fate.mine.items() if p > 0)
        theirs = sorted(n for n, p in fate.theirs.items() if p > 0)
        self.mine_bars.setOpts(
            x=[n - BAR / 2 for n in mine], height=[100 * fate.mine[n] for n in mine]
        )
        self.theirs_bars.setOpts(
            x=[n + BAR / 2 for n in theirs], height=[100 * fate.theirs[n] for n in theirs]
        )
        self.plot.getPlotItem().enableAutoRange()

    def bar_text(self, count: int) -> str | None:
        """What the bars at ``count`` armies stand for, for the tooltip."""
        if self._fate is None:
            return None
        lines = []
        if self._fate.mine.get(count, 0.0) > 0:
            chance = format_percent(self._fate.mine[count])
            lines.append(f"yours with {armies(count)}: {chance}")
        if self._fate.theirs.get(count, 0.0) > 0:
            chance = format_percent(self._fate.theirs[count])
            lines.append(f"theirs with {armies(count)}: {chance}")
        return f"{self._name}, " + "; ".join(lines) if lines else None
