"""What cannot fail is 100 %, known from the plan (issue 36: the first leg "runs
> 99.99999 %"); what can fail, however close to 1, is not."""

from riskgui.core.plan.certain import surely_mine, surely_reached, surely_run
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.percent import NEAR_CERTAIN, format_percent

# Two sources on one target, then a chain from it: legs 1 and 4 nothing can stop; leg 2
# runs only if leg 1 failed, leg 3 only if one of them conquered.
PLAN = {
    "mine": {"Siam": 30, "India": 25, "China": 9},
    "theirs": {"Indonesia": 1, "New Guinea": 40, "Mongolia": 1},
    "legs": [
        {"from": "Siam", "to": "Indonesia"},
        {"from": "India", "to": "Indonesia"},
        {"from": "Indonesia", "to": "New Guinea", "stop_at": 20},
        {"from": "China", "to": "Mongolia"},
    ],
    "goal": ["Indonesia", "Mongolia"],
}


def test_the_legs_nothing_before_them_can_stop_surely_run():
    plan = plan_from_json(PLAN)
    answer = answer_plan(plan).answer
    assert surely_run(plan) == {0, 3}
    # Leg 2 runs only where 30 armies failed to take 1: a chance, shown as one.
    assert 0 < answer.legs[1].p_runs < 1e-6
    shown = [
        format_percent(r.p_runs, certain=k in surely_run(plan)) for k, r in enumerate(answer.legs)
    ]
    assert shown[0] == shown[3] == "100 %"
    assert shown[2] != "100 %"


def test_a_territory_nobody_can_keep_from_the_player_is_surely_theirs_at_the_end():
    plan = plan_from_json(PLAN)
    territories, names = answer_plan(plan).answer.territories, plan.names
    assert surely_mine(territories[names.index("Siam")])  # the player's: nobody attacks it
    assert not surely_mine(territories[names.index("Indonesia")])  # 30 vs 1 can still fail
    indonesia = territories[names.index("Indonesia")]
    assert format_percent(indonesia.p_mine, sum(indonesia.theirs.values())) == NEAR_CERTAIN


def test_a_goal_already_held_is_surely_reached_and_one_to_take_is_not():
    assert not surely_reached(plan_from_json(PLAN))
    held = {**PLAN, "goal": ["Siam", "China"]}
    assert surely_reached(plan_from_json(held))
