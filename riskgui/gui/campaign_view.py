"""Campaigns: conquer several territories in a row, exact odds and a real-dice check."""

from __future__ import annotations

from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.campaign import CampaignOdds
from riskgui.core.describe import counted_attackers
from riskgui.core.format import format_percent
from riskgui.core.stats import describe_agreement, z_score
from riskgui.gui.jobs import Campaign, CampaignCheck, campaign_check_job, campaign_job
from riskgui.gui.plots import ATTACKER, _style, _translucent, set_chart_title
from riskgui.gui.widgets import ERROR_STYLE, LazyView, button, text_label
from riskgui.gui.worker import JobRunner

CHECK_CAMPAIGNS = 100_000
MAX_TERRITORIES = 50


def parse_route(text: str) -> list[int]:
    """``"3, 4 2"`` -> [3, 4, 2]; ValueError with a message for users otherwise."""
    parts = text.replace(",", " ").split()
    if not parts:
        raise ValueError("list the defending armies of each territory, in order, e.g. 3, 4, 2")
    if len(parts) > MAX_TERRITORIES:
        raise ValueError(f"at most {MAX_TERRITORIES} territories in one campaign")
    route = []
    for part in parts:
        if not part.isdigit() or int(part) < 1:
            raise ValueError(f"each territory needs at least 1 defending army, not {part!r}")
        route.append(int(part))
    return route


class CampaignView(LazyView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignView")
        self._start = Battle(10, 1)
        self._seed = 0
        self._counts_stay_behind = True
        self._odds: CampaignOdds | None = None
        self._exact_runner = JobRunner("riskgui-campaign", self)
        self._exact_runner.resultReady.connect(self.on_exact)
        self._exact_runner.failed.connect(self.on_failed)
        self._check_runner = JobRunner("riskgui-campaign-check", self)
        self._check_runner.resultReady.connect(self.on_simulated)
        self._check_runner.failed.connect(self.on_failed)

        self.route_edit = QLineEdit("3, 4, 2")
        self.route_edit.setObjectName("routeEdit")
        self.route_edit.setToolTip("Defending armies of each territory, in the order attacked")
        self.route_edit.setAccessibleName("Defenders of each territory, in order")
        self.check_button = button(
            f"Check with {CHECK_CAMPAIGNS:,} rolled campaigns",
            "campaignCheckButton",
            "Roll real dice for many campaigns and compare",
        )
        self.message = text_label("campaignMessageLabel", "About this campaign")
        self.summary = text_label("campaignSummaryLabel", "Chance the whole campaign succeeds")
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("campaignTable")
        self.table.setHorizontalHeaderLabels(
            ["Territory", "Defenders", "Conquered\nso far (exact)", "Rolled\ncampaigns"]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName("Chance of conquering each territory")
        self.chart = pg.PlotWidget()
        self.chart.setObjectName("campaignPlot")
        self.chart.setAccessibleName("Armies left in the last territory")
        self.chart.setToolTip("Armies in the last territory when the whole campaign succeeds")
        _style(self.chart)
        item = self.chart.getPlotItem()
        item.setLabel("bottom", "armies in the last territory (after moving in)")
        item.setLabel("left", "probability (%)")
        self.bars = pg.BarGraphItem(
            x=[], height=[], width=0.8, brush=_translucent(ATTACKER, 170), pen=None
        )
        item.addItem(self.bars)

        route_row = QHBoxLayout()
        route_row.addWidget(QLabel("Defenders, in order:"))
        route_row.addWidget(self.route_edit, 1)
        route_row.addWidget(self.check_button)
        layout = QVBoxLayout(self)
        layout.addLayout(route_row)
        layout.addWidget(self.message)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)

        self.route_edit.textChanged.connect(self.mark_stale)
        self.check_button.clicked.connect(self.on_check)

    def set_start(self, start: Battle, seed: int) -> None:
        """The attacking territory's armies, rules and stop threshold from the main window."""
        self._start, self._seed = start, seed
        self.mark_stale()

    def set_seed(self, seed: int) -> None:
        """The seed of the next check with rolled campaigns."""
        self._seed = seed

    def set_counting(self, counts_stay_behind: bool) -> None:
        if counts_stay_behind != self._counts_stay_behind:
            self._counts_stay_behind = counts_stay_behind
            self.mark_stale()

    @property
    def has_result(self) -> bool:
        return self._odds is not None

    @property
    def start(self) -> Battle:
        return self._start

    def campaign(self) -> Campaign:
        return Campaign(self._start, tuple(parse_route(self.route_edit.text())))

    def refresh(self) -> None:
        self._check_runner.cancel()
        try:
            campaign = self.campaign()
        except ValueError as error:
            self._exact_runner.cancel()
            self._clear("")
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(str(error).capitalize() + ".")
            self.check_button.setEnabled(False)
            return
        self.message.setStyleSheet("")
        self.message.setText(
            f"{counted_attackers(self._start.attackers, self._counts_stay_behind)}; "
            "after each conquest "
            f"all but one move in and attack the next. Rules: {self._start.rules.describe()}; "
            f"stop at {self._start.stop_at}."
        )
        self.check_button.setEnabled(True)
        self._clear("\u2026")
        self._exact_runner.start(partial(campaign_job, campaign))

    def _clear(self, summary: str) -> None:
        """Nothing of the previous route or battle stays on screen."""
        self._odds = None
        self.summary.setText(summary)
        self.table.setRowCount(0)
        self.bars.setOpts(x=[], height=[])
        set_chart_title(self.chart, "")

    @Slot()
    def on_check(self) -> None:
        try:
            campaign = self.campaign()
        except ValueError:
            return
        self.check_button.setEnabled(False)
        self._check_runner.start(partial(campaign_check_job, campaign, CHECK_CAMPAIGNS, self._seed))

    @Slot(int, object)
    def on_exact(self, run_id: int, odds: CampaignOdds) -> None:
        self._odds = odds
        route = ", ".join(map(str, odds.defenders))
        set_chart_title(
            self.chart,
            f"{odds.attackers} vs {route} \u00b7 {odds.rules.describe()}, stop at {odds.stop_at}",
        )
        self.summary.setText(
            "<b>Whole campaign succeeds: "
            f"{format_percent(odds.win_probability, odds.failure_probability)}</b>"
        )
        self.table.setRowCount(len(odds.defenders))
        rows = zip(odds.defenders, odds.territory_probabilities, odds.failure_probabilities)
        for row, (d, p, q) in enumerate(rows):
            for column, text in enumerate((str(row + 1), str(d), format_percent(p, q), "")):
                cell = QTableWidgetItem(text)
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, cell)
        final = odds.final_armies()
        x = np.array(sorted(final), dtype=float)
        self.bars.setOpts(x=x, height=[100 * final[int(k)] for k in x])

    @Slot(int, object)
    def on_simulated(self, run_id: int, check: CampaignCheck) -> None:
        result = check.result
        if result is None or self._odds is None:
            return  # progress only
        self.check_button.setEnabled(True)
        for row, p in enumerate(self._odds.territory_probabilities[: self.table.rowCount()]):
            conquered = int(result.conquered[row])
            z = z_score(conquered, result.trials, p)
            text = f"{100 * conquered / result.trials:.2f} %: {describe_agreement(z)}"
            cell = QTableWidgetItem(text)
            cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 3, cell)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.message.setText(f"Could not compute the campaign: {message}")
        self.check_button.setEnabled(True)

    def shutdown(self) -> None:
        self._exact_runner.shutdown()
        self._check_runner.shutdown()
