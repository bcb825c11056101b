"""A plan's answer as the JSON ``riskgui-cli plan --json`` prints and the Turn tab exports.

A contract other tools script: keys are added, never renamed.  Distribution keys are army
counts as strings; counts of probability 0 are left out.  ``p_goal``, ``territories`` and
``legs`` describe the plan after the chosen draft; ``needed`` the plan as given.
"""

from __future__ import annotations

from typing import Any

from riskgui.core.plan.draft import PlanReport
from riskgui.core.plan.model import Plan


def plan_report_json(plan: Plan, report: PlanReport) -> dict[str, Any]:
    answer, names = report.answer, plan.names
    data: dict[str, Any] = {
        "p_goal": answer.p_goal,
        "territories": {
            names[t]: {
                "p_mine": fate.p_mine,
                "armies": {
                    "mine": _distribution(fate.mine),
                    "theirs": _distribution(fate.theirs),
                },
            }
            for t, fate in enumerate(answer.territories)
        },
        "legs": [
            {
                "from": names[leg.source],
                "to": names[leg.target],
                "p_runs": result.p_runs,
                "p_conquers": result.p_conquers,
                "expected_from": result.expected_source,
                "expected_to": result.expected_target,
                "best_moves": {str(a): m for a, m in result.best_moves.items()},
            }
            for leg, result in zip(plan.legs, answer.legs)
        ],
        "goal": sorted(names[t] for t in plan.goal),
    }
    if report.draft is not None:
        data["draft"] = {
            "placement": {names[t]: r for t, r in report.draft.placement.items()},
            "p_goal": report.draft.p_goal,
        }
    if report.needed is not None:
        data["needed"] = {
            "territory": names[report.needed.territory],
            "armies": report.needed.armies,
            "p_goal": report.needed.p_goal,
        }
    return data


def _distribution(armies: dict[int, float]) -> dict[str, float]:
    return {str(n): p for n, p in sorted(armies.items()) if p > 0}
