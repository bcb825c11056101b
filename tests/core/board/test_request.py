"""A board plan from its JSON (issue #27): the position, the goal, the draft and the legs,
and one ValueError naming the culprit for every slip."""

import copy

import pytest

from riskgui.core.board.map import load_map
from riskgui.core.board.position import position_json
from riskgui.core.board.request import core_plan, is_board_request, request_from_json
from riskgui.core.plan.engine import solve_plan

BOARD = load_map()


def full_position(**overrides):
    position = {
        t: ["Blue" if k % 2 else "Green", 1 + k % 3] for k, t in enumerate(BOARD.territories)
    }
    position.update({"Siam": ["Red", 10], "Indonesia": ["Blue", 2], "New Guinea": ["Blue", 3]})
    position.update({"Western Australia": ["Green", 2], "Eastern Australia": ["Blue", 3]})
    position.update(overrides)
    return position


def request(**changes):
    data = {
        "map": "classic",
        "me": "Red",
        "position": full_position(),
        "goal": {"continent": "Australia"},
        "draft": {"armies": 3},
        "search": True,
    }
    data.update(changes)
    return data


def test_the_issue_example_reads():
    plan = request_from_json(request())
    assert plan.position.owners["Siam"] == "Red" and plan.position.armies["Siam"] == 10
    assert plan.goal.territories == (
        "Indonesia",
        "New Guinea",
        "Western Australia",
        "Eastern Australia",
    )
    assert plan.draft == 3 and plan.onto is None and plan.search
    assert plan.draft_targets() == ("Siam",)
    assert is_board_request(request()) and not is_board_request({"mine": {}})


def test_the_position_goes_back_to_json():
    plan = request_from_json(request())
    assert position_json(plan.position) == full_position()


def without_goal(**changes):
    """A change to a request: its goal left out, and ``changes`` made."""
    return lambda data: (data.pop("goal"), data.update(changes))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["position"].pop("Peru"), "leaves out Peru"),
        (lambda d: d["position"].update({"Atlantis": ["Red", 1]}), "unknown territory 'Atlantis'"),
        (lambda d: d["position"].update({"Peru": ["Red", -2]}), "armies on Peru"),
        (lambda d: d["position"].update({"Peru": ["Red", 0]}), "armies on Peru"),
        (lambda d: d["position"].update({"Peru": ["Red", 2.5]}), "armies on Peru"),
        (lambda d: d["position"].update({"Peru": ["Red", True]}), "armies on Peru"),
        (lambda d: d["position"].update({"Peru": "Red"}), r"Peru must be \[owner, armies\]"),
        (lambda d: d["position"].update({"Peru": ["", 2]}), "Peru's owner"),
        (lambda d: d.update({"me": "Purple"}), "Purple owns no territory"),
        (lambda d: d.update({"goal": {"eliminate": "Red"}}), "Red is you"),
        (lambda d: d.update({"goal": {"eliminate": "Purple"}}), "Purple owns no territory"),
        (lambda d: d.update({"goal": {"continent": "Atlantis"}}), "no continent 'Atlantis'"),
        (lambda d: d.update({"goal": []}), "at least one territory"),
        (lambda d: d.update({"goal": ["Peru", "Narnia"]}), "unknown territory 'Narnia'"),
        (lambda d: d.update({"goal": {"continent": "Asia", "keep": 0}}), "'keep'"),
        (lambda d: d.update({"goal": {"continent": "Asia", "eliminate": "Blue"}}), "one of"),
        (lambda d: d.update({"map": "middle-earth"}), "unknown map 'middle-earth'"),
        (lambda d: d.update({"search": False}), "needs 'legs'"),
        (without_goal(), "nothing to search for"),
        (without_goal(search=False), "needs 'legs'"),
        (
            without_goal(
                search=False, legs=[{"from": "Siam", "to": "Indonesia", "until_defenders": 1}]
            ),
            "every leg only wears its defender down: name the 'goal'",
        ),  # fmt: skip
        (lambda d: d.update({"legs": [{"from": "Siam", "to": "Indonesia"}]}), "not both"),
        (lambda d: d.update({"draft": {"armies": 3, "onto": ["Peru"]}}), "not Peru"),
        (lambda d: d.update({"cards": {"Purple": 2}}), "'Purple'"),
        (lambda d: d.update({"turn": 3}), "no field 'turn'"),
    ],
)
def test_every_slip_is_one_clear_error(change, message):
    data = copy.deepcopy(request())
    change(data)
    with pytest.raises(ValueError, match=message):
        request_from_json(data)


def test_a_leg_must_follow_a_border():
    data = request(search=False, legs=[{"from": "Siam", "to": "New Guinea"}])
    with pytest.raises(ValueError, match="Siam and New Guinea do not border each other"):
        request_from_json(data)


def test_legs_become_the_engines_plan():
    legs = [
        {"from": "Siam", "to": "Indonesia", "move": "best"},
        {"from": "Indonesia", "to": "New Guinea"},
    ]
    plan = request_from_json(request(search=False, legs=legs, goal=["Indonesia", "New Guinea"]))
    core = core_plan(plan, plan.legs)
    assert set(core.names) == {"Siam", "Indonesia", "New Guinea"}
    assert core.armies[core.index("Siam")] == 10
    assert core.draft is not None and core.draft.armies == 3
    chance = solve_plan(core_plan(plan, plan.legs, draft=False)).p_goal
    assert 0 < chance < 1


def test_legs_without_a_goal_aim_at_what_they_attack_to_the_end():
    """The plan contract's default goal: every leg's target it fights for to the end (a
    stop_at only says when to give up), not one it only wears down."""
    legs = [
        {"from": "Siam", "to": "Indonesia", "stop_at": 4},
        {"from": "Indonesia", "to": "New Guinea", "until_defenders": 1},
        {"from": "Indonesia", "to": "Western Australia"},
    ]
    data = request(search=False, legs=legs)
    del data["goal"]
    plan = request_from_json(data)
    assert plan.goal.territories == ("Indonesia", "Western Australia")
    named = request(search=False, legs=legs, goal=["Western Australia", "Indonesia"])
    assert plan == request_from_json(named)


def test_keep_reaches_the_engine():
    plan = request_from_json(request(goal={"continent": "Australia", "keep": 3}))
    assert plan.goal.keep == 3
    legs = [{"from": "Siam", "to": "Indonesia"}]
    assert core_plan(plan, legs).keep == 3


def test_a_goal_of_territories_already_mine_and_theirs():
    plan = request_from_json(request(goal={"territories": ["Siam", "Indonesia"], "keep": 2}))
    assert plan.goal.enemy(plan.position) == ("Indonesia",)


def test_eliminating_someone_when_you_own_every_territory_says_so():
    data = request(goal={"eliminate": "Blue"})
    data["position"] = {t: ["Red", 2] for t in BOARD.territories}
    with pytest.raises(ValueError) as raised:
        request_from_json(data)
    assert str(raised.value) == (
        "Blue owns no territory, so cannot be eliminated (Red owns every territory)"
    )
