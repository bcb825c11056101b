"""The plan engine against the values the issue gives (the full checks against a brute
force live beside this file)."""

import pytest

from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.plan.search import answer_plan


def chain(defenders, d8_on=None, needed=None):
    names = [chr(ord("B") + k) for k in range(len(defenders))]
    legs = [{"from": a, "to": b} for a, b in zip(["A", *names], names)]
    if d8_on is not None:
        legs[d8_on]["rules"] = {"defender.sides": "8"}
    plan = {"mine": {"A": 5}, "theirs": dict(zip(names, defenders)), "legs": legs}
    if needed is not None:
        plan["needed"] = {"territory": "A", "p_goal": needed}
    return plan_from_json(plan)


def test_sipolac_chains():
    assert solve_plan(chain([3, 2])).p_goal == pytest.approx(0.2500009, rel=1e-6)
    d8 = solve_plan(chain([3, 2, 1], d8_on=1)).p_goal
    assert d8 == pytest.approx(0.06507349013892291, rel=1e-12)


def test_fewest_armies_for_95_percent_on_the_d8_chain():
    needed = answer_plan(chain([3, 2, 1], d8_on=1, needed=0.95)).needed
    assert needed is not None and needed.armies == 17
    assert needed.p_goal == pytest.approx(0.953038445204023, rel=1e-12)


def test_minerva_wear_down_and_retreat():
    worn = plan_from_json(
        {
            "mine": {"A": 7},
            "theirs": {"B": 5},
            "legs": [{"from": "A", "to": "B", "until_defenders": 2}],
            "goal": ["A"],
        }
    )
    fate = solve_plan(worn).territories[1]
    worn_down = sum(p for armies, p in fate.theirs.items() if armies <= 2)
    assert worn_down == pytest.approx(0.8003115377887136, rel=1e-12)
    retreat = plan_from_json(
        {"mine": {"A": 12}, "theirs": {"B": 5}, "legs": [{"from": "A", "to": "B", "stop_at": 8}]}
    )
    assert solve_plan(retreat).p_goal == pytest.approx(0.5071411191726779, rel=1e-12)
