"""A campaign solved exactly: the end-state distribution carried from territory to territory."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.budget import check_campaign
from riskgui.core.campaign.route import (
    CampaignEnd,
    CampaignOdds,
    per_territory,
    rules_per_territory,
)
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.exact.solver import propagate
from riskgui.core.rules.model import CLASSIC, Rules


def solve_campaign(
    attackers: int,
    defenders: Sequence[int],
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
    leave: Sequence[int] | int | None = None,
    stops: Sequence[int] | int | None = None,
    territory_rules: Sequence[Rules] | None = None,
) -> CampaignOdds:
    """``leave[k]``: armies left behind when moving into territory k (default 1);
    ``stops[k]``: the stop threshold while attacking territory k (default ``stop_at``);
    ``territory_rules[k]``: the rules attacking territory k (default ``rules``).
    """
    if len(defenders) == 0:
        raise ValueError("a campaign needs at least one territory to attack")
    for d in defenders:
        check_armies("defending armies", d, 1)
    leave = per_territory("army left behind", leave, 1, len(defenders), 1)
    stops = per_territory("stop threshold", stops, stop_at, len(defenders), 1)
    each_rules = rules_per_territory(rules, territory_rules, len(defenders))
    check_battle(attackers, defenders[0], stops[0])
    check_campaign(attackers, defenders)

    armies = np.zeros(attackers + 1)  # armies[i]: P(the next attack starts with i armies)
    armies[attackers] = 1.0
    conquered: list[float] = []
    moved: list[float] = []
    ends: defaultdict[tuple[int, int], float] = defaultdict(float)
    for index, (d, stop, fight_rules) in enumerate(zip(defenders, stops, each_rules)):
        # Stacks too small to attack end the campaign where they stand.
        for i in np.flatnonzero(armies[: stop + 1]):
            ends[index, int(i)] += float(armies[i])
        armies[: stop + 1] = 0.0
        result = propagate(armies, d, fight_rules, stop, token)
        for r, p in enumerate(result.stop.sum(axis=1)):
            if p > 0:
                ends[index, stop - r] += float(p)
        conquered.append(float(result.win.sum()))
        # Move in all but the armies left behind, and at least one.
        armies = np.zeros(max(result.win.size, 2))  # size 1 once no stack is left to attack
        on_territory = np.arange(result.win.size)
        np.add.at(armies, np.maximum(1, on_territory - leave[index]), result.win)
        total = float(armies.sum())
        moved.append(float(armies @ np.arange(armies.size)) / total if total > 0 else 0.0)
    for i in np.flatnonzero(armies):
        ends[len(defenders), int(i)] += float(armies[i])
    return CampaignOdds(
        attackers,
        tuple(defenders),
        rules,
        stop_at,
        tuple(conquered),
        tuple(CampaignEnd(k, i, p) for (k, i), p in sorted(ends.items())),
        leave,
        stops,
        tuple(moved),
        each_rules,
    )
