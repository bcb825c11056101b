"""The Campaign tab: a route to conquer, its exact odds and a real-dice check."""

from __future__ import annotations

from functools import partial
from typing import TypeVar

from PySide6.QtCore import Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.report.counting import Counting
from riskgui.core.rules.presets import PRESETS, rules_label
from riskgui.gui.jobs.campaign import Campaign, CampaignCheck, campaign_check_job, campaign_job
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.kit.widgets import ERROR_STYLE, button, text_field, text_label
from riskgui.gui.tabs.campaign.results import CampaignResults
from riskgui.gui.tabs.campaign.route_text import (
    parse_per_territory,
    parse_route,
    parse_territory_rules,
)

CHECK_CAMPAIGNS = 100_000
T = TypeVar("T")
MAX_TERRITORIES = 50


class CampaignView(LazyView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignView")
        self._start = Battle(10, 1)
        self._seed = 0
        self._counting = Counting.ON_TERRITORY
        self._odds: CampaignOdds | None = None
        self._rules_names: tuple[str, ...] | None = None  # of the campaign being solved
        self._exact_runner = JobRunner("riskgui-campaign", self)
        self._exact_runner.resultReady.connect(self.on_exact)
        self._exact_runner.failed.connect(self.on_failed)
        self._check_runner = JobRunner("riskgui-campaign-check", self)
        self._check_runner.resultReady.connect(self.on_simulated)
        self._check_runner.failed.connect(self.on_failed)

        self.route_edit = text_field(
            "routeEdit",
            "Defenders of each territory, in order",
            "Defending armies of each territory, in the order attacked",
        )
        self.route_edit.setText("3, 4, 2")
        self.leave_edit = text_field(
            "leaveBehindEdit",
            "Armies left behind after each conquest",
            "Armies left behind in a territory when moving on to attack the next one",
            "1 (or one for each, e.g. 1, 3, 2)",
        )
        self.stops_edit = text_field(
            "campaignStopsEdit",
            "Stop threshold for each territory",
            "Stop attacking a territory once this many armies are left on the attacking one",
            "as set for the battle (or one for each)",
        )
        self.rules_edit = text_field(
            "territoryRulesEdit",
            "Rules of each territory",
            "The rules attacking each territory: 'same' for the battle's rules, or a preset:\n"
            + "\n".join(f"{p.key}: {p.title}" for p in PRESETS),
            "as the battle (or a preset for each, e.g. same, capital)",
        )
        self.check_button = button(
            f"Check with {CHECK_CAMPAIGNS:,} rolled campaigns",
            "campaignCheckButton",
            "Roll real dice for many campaigns and compare",
        )
        self.message = text_label("campaignMessageLabel", "About this campaign")
        self.results = CampaignResults()
        self.summary = self.results.summary
        self.table = self.results.table
        self.chart = self.results.chart

        route_row = QHBoxLayout()
        route_row.addWidget(QLabel("Defenders, in order:"))
        route_row.addWidget(self.route_edit, 1)
        self.results.summary_row.addWidget(self.check_button)  # beside what it checks
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
        layout.addWidget(self.results, 1)

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

    @Slot(object)
    def on_battle_settled(self, battle: Battle) -> None:
        """The window's attacking territory (its armies, rules and stop) starts the route."""
        start = Battle(battle.attackers, 1, battle.stop_at, battle.rules)
        if start != self._start:
            self.set_start(start, self._seed)

    def set_counting(self, counting: Counting) -> None:
        if counting != self._counting:
            self._counting = counting
            self.mark_stale()

    @property
    def has_result(self) -> bool:
        return self._odds is not None

    @property
    def start(self) -> Battle:
        return self._start

    def campaign(self) -> Campaign:
        """The campaign typed in; ValueError with a message for users otherwise."""
        return self._typed()[0]

    def _typed(self) -> tuple[Campaign, tuple[str, ...] | None]:
        """The campaign typed in, and the name of each territory's rules if they have their own."""
        route = tuple(parse_route(self.route_edit.text()))
        offset = self._counting.offset
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

        rules = each(territory_rules) if territory_rules else None
        campaign = Campaign(
            self._start,
            route,
            each(leave) if leave else None,
            tuple(s + offset for s in each(stops)) if stops else None,
            tuple(r.rules for r in rules) if rules else None,
        )
        return campaign, tuple(r.name for r in rules) if rules else None

    def refresh(self) -> None:
        self._check_runner.cancel()
        try:
            campaign, self._rules_names = self._typed()
        except ValueError as error:
            self._exact_runner.cancel()
            self._clear("")
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(sentence(str(error)))
            self.check_button.setEnabled(False)
            return
        self.message.setStyleSheet("")
        self.message.setText(
            f"{self._counting.counted_attackers(self._start.attackers)}; "
            "after each conquest the armies move in and attack the next "
            f"({self._moving_phrase(campaign)}). Rules: {self._rules_phrase(campaign)}."
        )
        self.check_button.setEnabled(True)
        self._clear("\u2026")
        self._exact_runner.start(partial(campaign_job, campaign))

    def _rules_phrase(self, campaign: Campaign) -> str:
        if campaign.territory_rules is None:
            return rules_label(self._start.rules)
        return "each territory's, in the table (point at one for its dice)"

    def _moving_phrase(self, campaign: Campaign) -> str:
        offset = self._counting.offset
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
        self.results.clear(summary)

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
        self.results.show_odds(odds, self._rules_names)

    @Slot(int, object)
    def on_simulated(self, run_id: int, check: CampaignCheck) -> None:
        if check.result is None or self._odds is None:
            return  # progress only
        self.check_button.setEnabled(True)
        self.results.show_check(self._odds, check.result)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.message.setText(f"Could not compute the campaign: {message}")
        self.check_button.setEnabled(True)

    def shutdown(self) -> None:
        self._exact_runner.shutdown()
        self._check_runner.shutdown()
