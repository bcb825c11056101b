"""What a plan cannot fail to do, known from the plan itself rather than from how close a
sum of floating-point terms came to 1.  The front ends show these as "100 %"; anything
else near 1 reads "> 99.99999 %" (``report.percent``), because it can fail.

- A leg surely runs when its source starts the player's with 2 or more armies, its target
  starts theirs, and no earlier leg touches either (nothing before it can stop it).
- A territory is surely the player's at the end when no way of playing the turn leaves
  it theirs (the engine found no such ending): one of theirs at the start, attacked by
  nobody, or one of the player's (nobody attacks the player in their own turn).
- The goal is surely reached when every goal territory is the player's at the start.
"""

from __future__ import annotations

from riskgui.core.plan.answer import TerritoryAnswer
from riskgui.core.plan.model import Plan


def surely_run(plan: Plan) -> frozenset[int]:
    """The indices of the legs that surely run."""
    certain: set[int] = set()
    touched: set[int] = set()
    for i, leg in enumerate(plan.legs):
        ready = plan.mine[leg.source] and plan.armies[leg.source] >= 2 and not plan.mine[leg.target]
        if ready and not {leg.source, leg.target} & touched:
            certain.add(i)
        touched |= {leg.source, leg.target}
    return frozenset(certain)


def surely_mine(fate: TerritoryAnswer) -> bool:
    """Whether the territory is the player's at the end whatever the dice."""
    return not fate.theirs


def surely_reached(plan: Plan) -> bool:
    """Whether the goal holds whatever the dice (nothing in it to take)."""
    return all(plan.mine[t] for t in plan.goal)
