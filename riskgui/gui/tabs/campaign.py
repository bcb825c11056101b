"""Campaigns: conquer several territories in a row, exact odds and a real-dice check."""

from __future__ import annotations

from functools import partial
from typing import TypeVar

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
from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import counted_attackers
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import PRESETS, find_preset, preset, rules_label
from riskgui.core.stats import describe_agreement, z_score
from riskgui.gui.jobs.campaign import Campaign, CampaignCheck, campaign_check_job, campaign_job
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.plot_style import ATTACKER, set_chart_title, style_plot, translucent
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.widgets import ERROR_STYLE, button, text_label

CHECK_CAMPAIGNS = 100_000
T = TypeVar("T")
MAX_TERRITORIES = 50


def parse_per_territory(text: str, name: str, minimum: int) -> tuple[int, ...] | None:
    """ "" -> None (the default), "2" -> (2,) for all, "1, 3, 2" -> one per territory."""
    parts = text.replace(",", " ").split()
    if not parts:
        return None
    for part in parts:
        if not part.isdecimal() or not part.isascii() or int(part) < minimum:
            raise ValueError(f"each {name} is a whole number of at least {minimum}, not {part!r}")
    return tuple(int(part) for part in parts)


SAME_RULES = ("same", "battle", "-")


def parse_territory_rules(text: str, battle_rules: Rules) -> tuple[Rules, ...] | None:
    """ "" -> None (the battle's rules everywhere); "capital" -> for all; keys one by one."""
    parts = text.replace(",", " ").split()
    if not parts:
        return None
    return tuple(
        battle_rules if p.lower() in SAME_RULES else preset(p.lower()).rules for p in parts
    )


def parse_route(text: str) -> list[int]:
    """``"3, 4 2"`` -> [3, 4, 2]; ValueError with a message for users otherwise."""
    parts = text.replace(",", " ").split()
    if not parts:
        raise ValueError("list the defending armies of each territory, in order, e.g. 3, 4, 2")
    if len(parts) > MAX_TERRITORIES:
        raise ValueError(f"at most {MAX_TERRITORIES} territories in one campaign")
    route = []
    for part in parts:
        if not part.isdecimal() or not part.isascii() or int(part) < 1:
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
        self.leave_edit = QLineEdit()
        self.leave_edit.setObjectName("leaveBehindEdit")
        self.leave_edit.setPlaceholderText("1 (or one for each, e.g. 1, 3, 2)")
        self.leave_edit.setToolTip(
            "Armies left behind in a territory when moving on to attack the next one"
        )
        self.leave_edit.setAccessibleName("Armies left behind after each conquest")
        self.stops_edit = QLineEdit()
        self.stops_edit.setObjectName("campaignStopsEdit")
        self.stops_edit.setPlaceholderText("as set for the battle (or one for each)")
        self.stops_edit.setToolTip(
            "Stop attacking a territory once this many armies are left on the attacking one"
        )
        self.stops_edit.setAccessibleName("Stop threshold for each territory")
        self.rules_edit = QLineEdit()
        self.rules_edit.setObjectName("territoryRulesEdit")
        self.rules_edit.setPlaceholderText(
            "as the battle (or a preset for each, e.g. same, capital)"
        )
        self.rules_edit.setToolTip(
            "The rules attacking each territory: 'same' for the battle's rules, or a preset:\n"
            + "\n".join(f"{p.key}: {p.title}" for p in PRESETS)
        )
        self.rules_edit.setAccessibleName("Rules of each territory")
        self.check_button = button(
            f"Check with {CHECK_CAMPAIGNS:,} rolled campaigns",
            "campaignCheckButton",
            "Roll real dice for many campaigns and compare",
        )
        self.message = text_label("campaignMessageLabel", "About this campaign")
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
        self.chart = pg.PlotWidget()
        self.chart.setObjectName("campaignPlot")
        self.chart.setAccessibleName("Armies left in the last territory")
        self.chart.setToolTip("Armies in the last territory when the whole campaign succeeds")
        style_plot(self.chart)
        item = self.chart.getPlotItem()
        item.setLabel("bottom", "armies in the last territory (after moving in)")
        item.setLabel("left", "probability (%)")
        self.bars = pg.BarGraphItem(
            x=[], height=[], width=0.8, brush=translucent(ATTACKER, 170), pen=None
        )
        item.addItem(self.bars)

        route_row = QHBoxLayout()
        route_row.addWidget(QLabel("Defenders, in order:"))
        route_row.addWidget(self.route_edit, 1)
        route_row.addWidget(self.check_button)
        options = QHBoxLayout()
        options.addWidget(QLabel("Leave behind:"))
        options.addWidget(self.leave_edit, 1)
        options.addWidget(QLabel("Stop at:"))
        options.addWidget(self.stops_edit, 1)
        rules_row = QHBoxLayout()
        rules_row.addWidget(QLabel("Rules:"))
        rules_row.addWidget(self.rules_edit, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(route_row)
        layout.addLayout(options)
        layout.addLayout(rules_row)
        layout.addWidget(self.message)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)

        for edit in (self.route_edit, self.leave_edit, self.stops_edit, self.rules_edit):
            edit.textChanged.connect(self.mark_stale)
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
        """The campaign typed in; ValueError with a message for users otherwise."""
        route = tuple(parse_route(self.route_edit.text()))
        offset = 0 if self._counts_stay_behind else 1
        leave = parse_per_territory(self.leave_edit.text(), "army left behind", 1)
        stops = parse_per_territory(self.stops_edit.text(), "stop threshold", 1 - offset)
        territory_rules = parse_territory_rules(self.rules_edit.text(), self._start.rules)
        for values, name in (
            (leave, "armies left behind"),
            (stops, "stop thresholds"),
            (territory_rules, "rules"),
        ):
            if values is not None and len(values) not in (1, len(route)):
                raise ValueError(
                    f"give {name} for each of the {len(route)} territories, or one for all"
                )

        def each(values: tuple[T, ...]) -> tuple[T, ...]:
            return values * len(route) if len(values) == 1 else values

        return Campaign(
            self._start,
            route,
            each(leave) if leave else None,
            tuple(s + offset for s in each(stops)) if stops else None,
            each(territory_rules) if territory_rules else None,
        )

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
            "after each conquest the armies move in and attack the next "
            f"({self._moving_phrase(campaign)}). Rules: {self._rules_phrase(campaign)}."
        )
        self.check_button.setEnabled(True)
        self._clear("\u2026")
        self._exact_runner.start(partial(campaign_job, campaign))

    def _rules_phrase(self, campaign: Campaign) -> str:
        if campaign.territory_rules is None:
            return rules_label(self._start.rules)
        return "; ".join(
            f"territory {k + 1}: {rules_label(r)}" for k, r in enumerate(campaign.territory_rules)
        )

    def _moving_phrase(self, campaign: Campaign) -> str:
        offset = 0 if self._counts_stay_behind else 1
        leave = (
            "all but one"
            if campaign.leave is None
            else ("leaving " + ", ".join(map(str, campaign.leave)) + " behind")
        )
        stops = campaign.stops or (self._start.stop_at,)
        return f"{leave}; stop at " + ", ".join(str(s - offset) for s in stops)

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
            if rules == self._start.rules:
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
            self.table.setItem(row, 4, cell)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.message.setText(f"Could not compute the campaign: {message}")
        self.check_button.setEnabled(True)

    def shutdown(self) -> None:
        self._exact_runner.shutdown()
        self._check_runner.shutdown()
