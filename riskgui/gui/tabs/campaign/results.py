"""What a campaign's answer looks like: the summary, a row per territory, the last armies."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.campaign.simulate import CampaignSimulation
from riskgui.core.report.percent import format_percent, tail_text
from riskgui.core.rules.presets import rules_label
from riskgui.core.stats import agreement
from riskgui.gui.kit.axes import ArmyAxis, PercentAxis
from riskgui.gui.kit.plot_style import (
    ATTACKER,
    BarValues,
    new_chart,
    set_chart_title,
    translucent,
)
from riskgui.gui.kit.widgets import label_table, text_label

# Short headers, so six columns fit at 800 x 600; each says the rest in its tooltip.
COLUMNS = (
    ("#", "The territories, in the order attacked"),
    ("Defenders", "Defending armies in the territory"),
    ("Conquered\nso far", "Exact chance of conquering this territory and every one before it"),
    ("Armies\nmoved in", "Armies moved into the territory on average, when it is conquered"),
    ("Rolled\ncampaigns", "How often the rolled campaigns got this far, against the exact chance"),
    ("Rules", "The rules attacking this territory (point at one for its dice)"),
)
CHANCE_COLUMN = 2
ROLLED_COLUMN = 4
RULES_COLUMN = 5
THE_BATTLES = "the battle's"


class CampaignResults(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = text_label("campaignSummaryLabel", "Chance the whole campaign succeeds")
        self.table = QTableWidget(0, len(COLUMNS))
        label_table(self.table, "campaignTable", "Chance of conquering each territory", COLUMNS)
        # Rows as tall as their wrapped text at any width, and never less than usual.
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.table.horizontalHeader()
        for column in range(ROLLED_COLUMN):  # numbers: as wide as their header
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for column in (ROLLED_COLUMN, RULES_COLUMN):  # words: the rest, wrapped
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.chart = new_chart(
            "campaignPlot",
            "Armies left in the last territory",
            "Armies in the last territory when the whole campaign succeeds",
            "armies in the last territory (after moving in)",
            "probability (%)",
            axisItems={"bottom": ArmyAxis("bottom"), "left": PercentAxis("left")},
        )
        item = self.chart.getPlotItem()
        self.bars = pg.BarGraphItem(
            x=[], height=[], width=0.8, brush=translucent(ATTACKER, 170), pen=None
        )
        item.addItem(self.bars)
        self._final: dict[int, float] = {}
        self.bar_values = BarValues(self.chart, self.bar_text)
        self.summary_row = QHBoxLayout()  # the tab adds its check button here
        self.summary_row.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.summary_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)

    def clear(self, summary: str) -> None:
        """Nothing of the previous route or battle stays on screen."""
        self.summary.setText(summary)
        self.table.setRowCount(0)
        self.bars.setOpts(x=[], height=[])
        self._final = {}
        set_chart_title(self.chart, "")

    def show_odds(self, odds: CampaignOdds, rules_names: tuple[str, ...] | None) -> None:
        """The exact answer; ``rules_names`` names each territory's rules (None: the battle's)."""
        route = ", ".join(map(str, odds.defenders))
        set_chart_title(
            self.chart,
            f"{odds.attackers} vs {route}, stop at {odds.stop_at}",  # rules: the message and table
        )
        self.summary.setText(
            "<b>Whole campaign succeeds: "
            f"{format_percent(odds.win_probability, odds.failure_probability)}</b>"
        )
        self.summary.setToolTip(tail_text(odds.win_probability, odds.failure_probability) or "")
        self.table.setRowCount(len(odds.defenders))
        # The rules get a column only when the territories have their own.
        self.table.setColumnHidden(RULES_COLUMN, rules_names is None)
        names = rules_names or (THE_BATTLES,) * len(odds.defenders)
        rows = (
            odds.defenders,
            odds.territory_probabilities,
            odds.failure_probabilities,
            odds.armies_moved,
            odds.territory_rules,
            names,
        )
        for row, (d, p, q, moved, rules, named) in enumerate(zip(*rows)):
            texts = (str(row + 1), str(d), format_percent(p, q), f"{moved:,.1f}", "", named)
            for column, text in enumerate(texts):
                cell = QTableWidgetItem(text)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                tip = rules_label(rules) if column == RULES_COLUMN else ""
                if column == CHANCE_COLUMN:
                    tip = tail_text(p, q) or ""
                cell.setToolTip(tip)
                self.table.setItem(row, column, cell)
        self._final = odds.final_armies()
        x = np.array(sorted(self._final), dtype=float)
        self.bars.setOpts(x=x, height=[100 * self._final[int(k)] for k in x])

    def bar_text(self, armies: int) -> str | None:
        """The chance of ending the campaign with ``armies`` in the last territory."""
        chance = self._final.get(armies)
        if chance is None:
            return None
        counted = f"{armies:,} {'army' if armies == 1 else 'armies'}"
        return f"{counted} in the last territory: {format_percent(chance)}"

    def show_check(self, odds: CampaignOdds, rolled: CampaignSimulation) -> None:
        """How often the rolled campaigns took each territory, against the exact chance."""
        for row, p in enumerate(odds.territory_probabilities[: self.table.rowCount()]):
            conquered = int(rolled.conquered[row])
            where = agreement(conquered, rolled.trials, p)
            text = f"{100 * conquered / rolled.trials:.2f} %: {where} the 95 % interval"
            cell = QTableWidgetItem(text)
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, ROLLED_COLUMN, cell)
