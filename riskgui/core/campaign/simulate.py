"""Campaigns rolled with real dice, moving armies on as the exact campaign does."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass

import numpy as np

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.campaign.route import per_territory, rules_per_territory
from riskgui.core.rules.model import CLASSIC, Rules
from riskgui.core.simulate.fight import IntArray, fight_battles
from riskgui.core.simulate.run import new_seed


@dataclass(frozen=True)
class CampaignSimulation:
    """Real-dice campaigns: how many conquered each prefix, and the armies left at the end."""

    trials: int
    seed: int
    conquered: IntArray  # [k]: campaigns that took the first k + 1 territories
    final_armies: IntArray  # [i]: campaigns that took them all with i armies in the last one


def simulate_campaign(
    attackers: int,
    defenders: Sequence[int],
    trials: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    seed: int | None = None,
    leave: Sequence[int] | int | None = None,
    stops: Sequence[int] | int | None = None,
    territory_rules: Sequence[Rules] | None = None,
) -> Generator[None, None, CampaignSimulation]:
    """Roll ``trials`` campaigns, moving armies on as ``solve_campaign`` does.

    A generator that yields (nothing) now and then to let a caller cancel; its return
    value is the result: ``result = yield from simulate_campaign(...)``.
    """
    if len(defenders) == 0:
        raise ValueError("a campaign needs at least one territory to attack")
    leave = per_territory("army left behind", leave, 1, len(defenders), 1)
    stops = per_territory("stop threshold", stops, stop_at, len(defenders), 1)
    each_rules = rules_per_territory(rules, territory_rules, len(defenders))
    check_battle(attackers, defenders[0], stops[0])
    check_armies("number of campaigns", trials, 1)
    seed = new_seed() if seed is None else check_armies("seed", seed, 0)
    rng = np.random.default_rng(seed)
    armies: IntArray = np.full(trials, attackers, dtype=np.int32)
    conquered = np.zeros(len(defenders), dtype=np.int64)
    for stage, (d, stop, fight_rules) in enumerate(zip(defenders, stops, each_rules)):
        check_armies("defending armies", d, 1)
        final_a, final_d, _ = yield from fight_battles(
            armies, d, armies.size, fight_rules, stop, rng
        )
        won = final_d == 0
        conquered[stage] = int(won.sum())
        armies = np.maximum(1, final_a[won] - leave[stage])  # the rest stay behind
        yield
    final_armies = np.bincount(armies, minlength=attackers).astype(np.int64)
    return CampaignSimulation(trials, seed, conquered, final_armies)
