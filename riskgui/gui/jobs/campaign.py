"""The Campaign tab: a campaign solved exactly, and checked with rolled campaigns."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.battle import Battle
from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.campaign.simulate import CampaignSimulation, simulate_campaign
from riskgui.core.cancel import CancelToken
from riskgui.core.rules.model import Rules


@dataclass(frozen=True)
class Campaign:
    start: Battle  # attackers on the territory, rules and stop threshold; defenders unused
    route: tuple[int, ...]
    leave: tuple[int, ...] | None = None  # armies left behind moving into each territory
    stops: tuple[int, ...] | None = None  # stop threshold attacking each territory
    territory_rules: tuple[Rules, ...] | None = None  # the rules attacking each territory


def campaign_job(campaign: Campaign, token: CancelToken) -> Iterator[CampaignOdds]:
    s, c = campaign.start, campaign
    yield solve_campaign(
        s.attackers, c.route, s.rules, s.stop_at, token, c.leave, c.stops, c.territory_rules
    )


@dataclass(frozen=True)
class CampaignCheck:
    result: CampaignSimulation | None  # None while the campaigns are still being rolled


def campaign_check_job(
    campaign: Campaign, trials: int, seed: int, token: CancelToken
) -> Iterator[CampaignCheck]:
    s, c = campaign.start, campaign
    run = simulate_campaign(
        s.attackers, c.route, trials, s.rules, s.stop_at, seed, c.leave, c.stops, c.territory_rules
    )
    while True:
        try:
            next(run)
        except StopIteration as finished:
            yield CampaignCheck(finished.value)
            return
        yield CampaignCheck(None)
