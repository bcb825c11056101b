"""What a campaign's answer looks like: the summary, a row per territory, the last armies."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.campaign.simulate import CampaignSimulation
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import find_preset, rules_label
from riskgui.core.stats import agreement
from riskgui.gui.kit.plot_style import ATTACKER, new_chart, set_chart_title, translucent
from riskgui.gui.kit.widgets import text_label

ROLLED_COLUMN = 4


class CampaignResults(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = text_label("campaignSummaryLabel", "Chance the whole campaign succeeds")
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("campaignTable")
        self.table.setHorizontalHeaderLabels(
            [
                "Territory",
                "Defenders",
                "Conquered\nso far (exact)",
                "Armies\nmoved in",
                "Rolled\ncampaigns",
                "Rules",
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName("Chance of conquering each territory")
        self.chart = new_chart(
            "campaignPlot",
            "Armies left in the last territory",
            "Armies in the last territory when the whole campaign succeeds",
            "armies in the last territory (after moving in)",
            "probability (%)",
        )
        item = self.chart.getPlotItem()
        self.bars = pg.BarGraphItem(
            x=[], height=[], width=0.8, brush=translucent(ATTACKER, 170), pen=None
        )
        item.addItem(self.bars)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)

    def clear(self, summary: str) -> None:
        """Nothing of the previous route or battle stays on screen."""
        self.summary.setText(summary)
        self.table.setRowCount(0)
        self.bars.setOpts(x=[], height=[])
        set_chart_title(self.chart, "")

    def show_odds(self, odds: CampaignOdds, battle_rules: Rules) -> None:
        route = ", ".join(map(str, odds.defenders))
        set_chart_title(
            self.chart,
            f"{odds.attackers} vs {route}, stop at {odds.stop_at}",  # rules: the message and table
        )
        self.summary.setText(
            "<b>Whole campaign succeeds: "
            f"{format_percent(odds.win_probability, odds.failure_probability)}</b>"
        )
        self.table.setRowCount(len(odds.defenders))
        rows = (
            odds.defenders,
            odds.territory_probabilities,
            odds.failure_probabilities,
            odds.armies_moved,
        )
        for row, (d, p, q, moved, rules) in enumerate(zip(*rows, odds.territory_rules)):
            found = find_preset(rules)
            named = found.title if found else "custom"
            if rules == battle_rules:
                named = "the battle's"
            texts = (str(row + 1), str(d), format_percent(p, q), f"{moved:,.1f}", "", named)
            for column, text in enumerate(texts):
                cell = QTableWidgetItem(text)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                cell.setToolTip(rules_label(rules) if column == 5 else "")
                self.table.setItem(row, column, cell)
        final = odds.final_armies()
        x = np.array(sorted(final), dtype=float)
        self.bars.setOpts(x=x, height=[100 * final[int(k)] for k in x])

    def show_check(self, odds: CampaignOdds, rolled: CampaignSimulation) -> None:
        """How often the rolled campaigns took each territory, against the exact chance."""
        for row, p in enumerate(odds.territory_probabilities[: self.table.rowCount()]):
            conquered = int(rolled.conquered[row])
            where = agreement(conquered, rolled.trials, p)
            text = f"{100 * conquered / rolled.trials:.2f} %: {where} the 95 % interval"
            cell = QTableWidgetItem(text)
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, ROLLED_COLUMN, cell)
