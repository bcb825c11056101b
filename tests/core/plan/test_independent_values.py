"""The plan engine against values published by other calculators (issue #25).

sipolac/risk chains one stack through several territories; Minerva wears a defender
down to a number, or retreats at a threshold.  Their plans, in riskgui's counting (the
army that stays behind is on the territory), moving everything but one after each
conquest, as a chain does.
"""

from dataclasses import replace

import pytest

from riskgui.core.plan.draft import armies_needed
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.model import Needed
from riskgui.core.plan.parse import plan_from_json
from tests.helpers.plan_reference import reference_needed, reference_p_goal, reference_solve

SIPOLAC_CHAIN = {
    "mine": {"Home": 5},
    "theirs": {"First": 3, "Second": 2},
    "legs": [{"from": "Home", "to": "First"}, {"from": "First", "to": "Second"}],
}
SIPOLAC_D8_CHAIN = {
    "mine": {"Home": 5},
    "theirs": {"First": 3, "Second": 2, "Third": 1},
    "legs": [
        {"from": "Home", "to": "First"},
        {"from": "First", "to": "Second", "rules": {"defender.sides": "8"}},
        {"from": "Second", "to": "Third"},
    ],
}


def test_sipolac_chain_of_two():
    plan = plan_from_json(SIPOLAC_CHAIN)
    assert solve_plan(plan).p_goal == pytest.approx(0.2500009, rel=1e-6)
    assert solve_plan(plan).p_goal == pytest.approx(0.2500009, rel=1e-6)


def test_sipolac_chain_with_a_d8_defender_on_the_second():
    plan = plan_from_json(SIPOLAC_D8_CHAIN)
    # sipolac/risk's float value; the exact fraction is 0.0650734901389217 to 16 places.
    assert solve_plan(plan).p_goal == pytest.approx(0.06507349013892291, rel=1e-12)
    assert solve_plan(plan).p_goal == pytest.approx(0.06507349013892291, rel=1e-12)


def test_the_d8_defender_is_the_legs_own_rules_only():
    answer = solve_plan(plan_from_json(SIPOLAC_D8_CHAIN))
    plain = solve_plan(plan_from_json({**SIPOLAC_D8_CHAIN, "legs": [
        {"from": "Home", "to": "First"},
        {"from": "First", "to": "Second"},
        {"from": "Second", "to": "Third"},
    ]}))  # fmt: skip
    assert answer.legs[0].p_conquers == pytest.approx(plain.legs[0].p_conquers, rel=1e-14)
    assert answer.legs[1].p_conquers < plain.legs[1].p_conquers


def test_minerva_wear_down_to_two():
    plan = plan_from_json(
        {
            "mine": {"Home": 7},
            "theirs": {"Target": 5},
            "legs": [{"from": "Home", "to": "Target", "until_defenders": 2}],
            "goal": ["Home"],
        }
    )
    target = solve_plan(plan).territories[plan.index("Target")]
    assert target.p_mine == 0.0  # two dice cannot take 3 defenders at once: no conquest
    worn_down = sum(p for armies, p in target.theirs.items() if armies <= 2)
    assert worn_down == pytest.approx(0.8003115377887136, rel=1e-12)


def test_minerva_retreat_at_eight():
    plan = plan_from_json(
        {
            "mine": {"Home": 12},
            "theirs": {"Target": 5},
            "legs": [{"from": "Home", "to": "Target", "stop_at": 8}],
        }
    )
    answer = solve_plan(plan)
    assert answer.p_goal == pytest.approx(0.5071411191726779, rel=1e-12)
    assert answer.territories[plan.index("Target")].p_mine == pytest.approx(answer.p_goal)
    home = answer.territories[plan.index("Home")]
    assert min(home.mine) == 1  # a conquest moves all but one
    assert sum(p for armies, p in home.mine.items() if armies > 1) == pytest.approx(
        1 - answer.p_goal, rel=1e-12
    )  # a retreat keeps everything at home: 8 or more


def test_fewest_armies_for_95_percent_on_sipolac_d6_d8_d6_chain():
    plan = plan_from_json({**SIPOLAC_D8_CHAIN, "needed": {"territory": "Home", "p_goal": 0.95}})
    needed = armies_needed(plan)
    assert needed.territory == plan.index("Home")
    assert needed.armies == 17
    # sipolac/risk's float value; the exact fraction is 0.95303844520397 to 14 places.
    assert needed.p_goal == pytest.approx(0.953038445204023, rel=1e-12)
    assert solve_plan(plan.with_armies({needed.territory: 16})).p_goal < 0.95


def test_the_brute_force_reference_gives_the_published_values_too():
    """The reference the random plans are checked against is itself checked here."""
    assert float(reference_p_goal(plan_from_json(SIPOLAC_CHAIN))) == pytest.approx(
        0.2500009, rel=1e-6
    )
    d8 = plan_from_json(SIPOLAC_D8_CHAIN)
    assert float(reference_p_goal(d8)) == pytest.approx(0.06507349013892291, rel=1e-12)
    asked = replace(d8, needed=Needed(d8.index("Home"), 0.95))
    armies, p = reference_needed(asked, 30)
    assert (armies, float(p)) == (17, pytest.approx(0.953038445204023, rel=1e-12))
    worn = plan_from_json(
        {
            "mine": {"Home": 7},
            "theirs": {"Target": 5},
            "legs": [{"from": "Home", "to": "Target", "until_defenders": 2}],
            "goal": ["Home"],
        }
    )
    target = reference_solve(worn).territories[worn.index("Target")]
    worn_down = sum(p for armies, p in target.theirs.items() if armies <= 2)
    assert float(worn_down) == pytest.approx(0.8003115377887136, rel=1e-12)
