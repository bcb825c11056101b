"""A campaign solved exactly, as the simplest plan: one stack along a chain.

The plan engine (``core/plan``) carries the distribution of the stack from territory to
territory, every battle of a leg fought at once for all the stack's sizes; there is one
engine for a campaign and a whole turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.budget import check_campaign
from riskgui.core.campaign.route import (
    CampaignEnd,
    CampaignOdds,
    per_territory,
    rules_per_territory,
)
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.model import Leg, Move, Plan
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

    names = ("start", *(f"territory {k + 1}" for k in range(len(defenders))))
    plan = Plan(
        names=names,
        mine=(True, *(False for _ in defenders)),
        armies=(attackers, *defenders),
        legs=tuple(
            Leg(
                source=k,
                target=k + 1,
                rules=each_rules[k],
                stop_at=stops[k],
                until_defenders=0,
                move=Move("leave", leave[k]),
            )
            for k in range(len(defenders))
        ),
        goal=frozenset({len(defenders)}),
        min_move="one",  # a campaign moves at least one army in and leaves one
    )
    answer = solve_plan(plan, token)
    ends = [
        CampaignEnd(k, armies, p)
        for k, leg in enumerate(answer.legs)
        for armies, p in leg.held.items()
        if p > 0
    ]
    last = answer.territories[len(defenders)].mine
    ends += [CampaignEnd(len(defenders), armies, p) for armies, p in last.items() if p > 0]
    return CampaignOdds(
        attackers=attackers,
        defenders=tuple(defenders),
        rules=rules,
        stop_at=stop_at,
        territory_probabilities=tuple(
            answer.territories[k + 1].p_mine for k in range(len(defenders))
        ),
        ends=tuple(ends),
        leave=leave,
        stops=stops,
        armies_moved=tuple(leg.expected_moved for leg in answer.legs),
        territory_rules=each_rules,
    )
