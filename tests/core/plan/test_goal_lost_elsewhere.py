"""A "best" move when the goal is already lost on another front (issue #25).

"best" maximises P(goal) over the rest of the plan, the smallest of tied moves.  Once a
goal territory is out of reach anywhere on the board, every move gives P(goal) = 0: they
tie, and the smallest is moved, whichever front lost the goal.  Within one front the
engine does so; these plans lose the goal on another front, or on a territory no leg
attacks.
"""

import pytest

from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.parse import plan_from_json
from tests.helpers.plan_reference import reference_solve

# Home (3) takes First (1) and may then push on to Third; Stuck has 1 army and can never
# take Second, so the goal is lost from the start and the move after First ties at 0.
LOST_ON_ANOTHER_FRONT = {
    "mine": {"Home": 3, "Stuck": 1},
    "theirs": {"First": 1, "Second": 1, "Third": 1},
    "legs": [
        {"from": "Home", "to": "First", "move": "best"},
        {"from": "Stuck", "to": "Second"},
        {"from": "First", "to": "Third"},
    ],
    "min_move": "one",
}
# The same push, with a goal territory no leg attacks.
LOST_OFF_THE_PLAN = {
    "mine": {"Home": 3},
    "theirs": {"First": 1, "Never": 1, "Third": 1},
    "legs": [
        {"from": "Home", "to": "First", "move": "best"},
        {"from": "First", "to": "Third"},
    ],
    "goal": ["Third", "Never"],
    "min_move": "one",
}


@pytest.mark.parametrize("data", [LOST_ON_ANOTHER_FRONT, LOST_OFF_THE_PLAN], ids=["front", "off"])
def test_a_goal_lost_elsewhere_leaves_the_smallest_move(data):
    plan = plan_from_json(data)
    answer = solve_plan(plan)
    assert answer.p_goal == 0.0
    # Home takes First at once with 3 left (2 dice beat 1: 125/216), moves the smallest
    # number (1) and keeps 2; First's single army never attacks Third.
    assert answer.legs[0].best_moves == {3: 1}
    home = answer.territories[plan.index("Home")]
    assert home.mine.get(2, 0.0) == pytest.approx(125 / 216, rel=1e-12)
    assert answer.territories[plan.index("Third")].p_mine == 0.0


@pytest.mark.parametrize("data", [LOST_ON_ANOTHER_FRONT, LOST_OFF_THE_PLAN], ids=["front", "off"])
def test_a_goal_lost_elsewhere_matches_the_reference(data):
    plan = plan_from_json(data)
    answer, reference = solve_plan(plan), reference_solve(plan)
    for fate, expected in zip(answer.territories, reference.territories):
        assert fate.p_mine == pytest.approx(float(expected.p_mine), abs=1e-12)
        for armies in fate.mine.keys() | expected.mine.keys():
            got = fate.mine.get(armies, 0.0)
            assert got == pytest.approx(float(expected.mine.get(armies, 0)), abs=1e-12)
