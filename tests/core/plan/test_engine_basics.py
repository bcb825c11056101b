"""The plan engine against the values the issue gives (the full checks against a brute
force live beside this file)."""

from dataclasses import replace

import pytest

from riskgui.core.cancel import NEVER, Cancelled, CancelToken
from riskgui.core.plan.carry import front_p_goal
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.endings import _grid, endings
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.front import CHECK_EVERY, STEP_CHECK_EVERY, Front, WorkSpent, components
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.rules.model import CLASSIC


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


def best_move_then_two_legs(armies):
    """A (``armies``) takes B (3), moves in best, B takes C (3), A takes D (3)."""
    return plan_from_json(
        {"mine": {"A": armies}, "theirs": {"B": 3, "C": 3, "D": 3},
         "legs": [{"from": "A", "to": "B", "move": "best"}, {"from": "B", "to": "C"},
                  {"from": "A", "to": "D"}]}
    )  # fmt: skip


class CancelAtFirstLook(CancelToken):
    def check(self, done=None):
        self.cancel()
        super().check(done)


@pytest.mark.slow
def test_large_armies_look_at_the_token_every_thousand_endings_and_move_ins():
    # A (150) takes B (3), moves in best, B takes C, A takes D: each state offers a
    # hundred and more endings and move-ins; the engine looks at its token every 256
    # states and every 1,024 of those, so it stops before either count passes by more
    # than one battle's.
    plan = best_move_then_two_legs(150)
    (component,) = components(plan)
    front = Front(plan, component, CancelAtFirstLook())
    with pytest.raises(Cancelled):
        front_p_goal(front, front.start())
    assert front.looked <= CHECK_EVERY and front.steps <= STEP_CHECK_EVERY + 153
    finished = Front(plan, component, NEVER)
    front_p_goal(finished, finished.start())
    assert finished.steps > STEP_CHECK_EVERY  # (a whole answer takes more than that)


def test_a_front_stops_at_its_work_limit_and_not_before():
    # The same plan: a front allowed exactly the states and steps a whole answer takes
    # answers; one state or one step fewer, and it stops with WorkSpent.
    plan = best_move_then_two_legs(40)
    (component,) = components(plan)
    whole = Front(plan, component, NEVER)
    p = front_p_goal(whole, whole.start())
    states, steps = whole.looked, whole.steps
    enough = Front(plan, component, NEVER, max_states=states, max_steps=steps)
    assert front_p_goal(enough, enough.start()) == p
    for fewer in ({"max_states": states - 1}, {"max_steps": steps - 1}):
        short = Front(plan, component, NEVER, **fewer)
        with pytest.raises(WorkSpent):
            front_p_goal(short, short.start())


@pytest.mark.slow
def test_the_ending_tables_fill_only_below_what_is_asked():
    # Many attackers against few, then few against many: the grid holds the two
    # rectangles, not the corner spanning both (that would be 573 x 50 tables).
    rules = replace(CLASSIC, attacker=CLASSIC.attacker)  # a Rules of its own: a fresh grid
    endings(573, 3, rules, 1, 7)
    endings(113, 50, rules, 1, 7)
    known = _grid(rules, 1, 7).known
    assert (573, 3) not in known  # (3 <= until: nothing to fill for it)
    endings(573, 10, rules, 1, 7)
    endings(113, 50, rules, 1, 7)
    assert len(known) <= 573 * 10 + 113 * 50 and (500, 40) not in known
