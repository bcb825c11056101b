"""``keep``: a goal territory conquered this turn counts only with at least k armies on it at
the end.  The engine against a plain whole-board brute force in exact fractions, on many
small random plans (tests/helpers/board_reference.py), and the cases that show why the
last leg's move-in then matters."""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riskgui.core.plan.draft import best_draft
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.parse import plan_from_json
from tests.core.plan.test_against_reference import plans
from tests.helpers.board_reference import keep_p_goal

TOLERANCE = 1e-9
SETTINGS = settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@pytest.mark.slow
@SETTINGS
@given(plans(), st.integers(1, 4))
def test_keep_against_the_brute_force(data, keep):
    plan = replace(plan_from_json(data), keep=keep)
    assert solve_plan(plan).p_goal == pytest.approx(float(keep_p_goal(plan)), abs=TOLERANCE)


@pytest.mark.slow
@SETTINGS
@given(plans(draft=True), st.integers(2, 4))
def test_the_best_draft_with_keep(data, keep):
    plan = replace(plan_from_json(data), keep=keep)
    assert plan.draft is not None
    found = best_draft(plan)
    placed = plan.with_armies({t: plan.armies[t] + r for t, r in found.placement.items()})
    assert found.p_goal == pytest.approx(float(keep_p_goal(placed)), abs=TOLERANCE)


def chain(keep, move="best"):
    data = {
        "mine": {"A": 12},
        "theirs": {"B": 1, "C": 1},
        "legs": [{"from": "A", "to": "B", "move": move}, {"from": "B", "to": "C", "move": move}],
    }
    return replace(plan_from_json(data), keep=keep)


def test_keep_one_is_the_plain_goal():
    assert solve_plan(chain(1)).p_goal == solve_plan(replace(chain(1), keep=1)).p_goal


def test_a_chain_must_leave_armies_behind():
    # Moving everything on leaves B with 1: keep 3 then needs a move that leaves 3 on B.
    everything = solve_plan(chain(3, "all")).p_goal
    best = solve_plan(chain(3)).p_goal
    assert everything == 0.0
    assert best == pytest.approx(float(keep_p_goal(chain(3))), abs=TOLERANCE)
    assert best > 0.9


def test_more_kept_is_never_likelier():
    chances = [solve_plan(chain(k)).p_goal for k in range(1, 8)]
    assert chances == sorted(chances, reverse=True)
    assert chances[-1] < chances[0]


def test_a_source_left_behind_keeps_its_armies():
    # B's last leg is B -> C, and C attacks on: B's armies after that move count for keep.
    data = {
        "mine": {"A": 15},
        "theirs": {"B": 1, "C": 2, "D": 1},
        "legs": [
            {"from": "A", "to": "B", "move": "best"},
            {"from": "B", "to": "C", "move": "best"},
            {"from": "C", "to": "D", "move": "best"},
        ],
    }
    for keep in (2, 3, 4):
        plan = replace(plan_from_json(data), keep=keep)
        expected = float(keep_p_goal(plan))
        assert expected > 0.3
        assert solve_plan(plan).p_goal == pytest.approx(expected, abs=TOLERANCE)
