"""A plan from its JSON (issue #25): what it means, and one clear ValueError naming the
culprit for every bad plan."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.plan.model import Move
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset

TURN = {
    "mine": {"Ukraine": 12, "Ural": 3},
    "theirs": {"Afghanistan": 4, "Siberia": 5, "China": 2},
    "legs": [
        {"from": "Ukraine", "to": "Afghanistan"},
        {"from": "Afghanistan", "to": "China"},
    ],
}


def turn(**changes: object) -> dict[str, object]:
    return {**json.loads(json.dumps(TURN)), **changes}


def legs(*given: dict[str, object]) -> dict[str, object]:
    return turn(legs=list(given))


# ----- what a plan means -----------------------------------------------------------------
def test_the_issues_example_reads_as_written():
    plan = plan_from_json(
        {
            "rules": "classic",
            "mine": {"Ukraine": 12, "Ural": 3},
            "theirs": {"Afghanistan": 4, "Siberia": 5, "China": 2},
            "legs": [
                {"from": "Ukraine", "to": "Afghanistan", "move": "best"},
                {"from": "Ural", "to": "Siberia", "until_defenders": 2},
                {"from": "Afghanistan", "to": "China", "stop_at": 2, "rules": "capital"},
            ],
            "goal": ["Afghanistan", "China"],
            "draft": {"armies": 5, "onto": ["Ukraine", "Ural"]},
            "needed": {"territory": "Ukraine", "p_goal": 0.9},
            "min_move": "dice",
        }
    )
    index = plan.index
    assert [name for name in plan.names if plan.mine[index(name)]] == ["Ukraine", "Ural"]
    armies = {name: plan.armies[index(name)] for name in plan.names}
    assert armies == {"Ukraine": 12, "Ural": 3, "Afghanistan": 4, "Siberia": 5, "China": 2}
    first, second, third = plan.legs
    assert (first.source, first.target, first.move) == (
        index("Ukraine"),
        index("Afghanistan"),
        Move("best"),
    )
    assert (second.until_defenders, second.stop_at, second.move.kind) == (2, 1, "all")
    assert (third.stop_at, third.rules) == (2, preset("capital").rules)
    assert plan.goal == {index("Afghanistan"), index("China")}
    assert plan.draft is not None and plan.draft.armies == 5
    assert set(plan.draft.onto) == {index("Ukraine"), index("Ural")}
    assert plan.needed is not None
    assert (plan.needed.territory, plan.needed.p_goal) == (index("Ukraine"), 0.9)


def test_the_defaults():
    plan = plan_from_json(TURN)
    for leg in plan.legs:
        assert (leg.stop_at, leg.until_defenders, leg.move, leg.rules) == (
            1,
            0,
            Move("all"),
            CLASSIC,
        )
    assert plan.min_move == "dice"
    assert plan.draft is None and plan.needed is None
    # The goal: every territory a leg attacks to the end.
    assert plan.goal == {plan.index("Afghanistan"), plan.index("China")}


def test_the_default_goal_leaves_out_wear_downs():
    plan = plan_from_json(
        legs(
            {"from": "Ukraine", "to": "Afghanistan"},
            {"from": "Ural", "to": "Siberia", "until_defenders": 2},
        )
    )
    assert plan.goal == {plan.index("Afghanistan")}


def test_a_draft_without_onto_may_go_onto_any_territory_of_mine():
    plan = plan_from_json(turn(draft={"armies": 3}))
    assert plan.draft is not None
    assert set(plan.draft.onto) == {plan.index("Ukraine"), plan.index("Ural")}


def test_a_legs_rules_replace_the_plans():
    plan = plan_from_json(
        turn(
            rules="capital",
            legs=[
                {"from": "Ukraine", "to": "Afghanistan", "rules": "zombies"},
                {"from": "Afghanistan", "to": "China"},
            ],
        )
    )
    assert plan.legs[0].rules == preset("zombies").rules
    assert plan.legs[1].rules == preset("capital").rules


def test_a_legs_rule_fields_without_a_preset_start_from_the_plans_rules():
    plan = plan_from_json(
        turn(
            rules="capital",
            legs=[
                {"from": "Ukraine", "to": "Afghanistan", "rules": {"attacker.sides": "8,6"}},
                {
                    "from": "Afghanistan",
                    "to": "China",
                    "rules": {"preset": "classic", "ties": "attacker"},
                },
            ],
        )
    )
    first, second = plan.legs
    assert first.rules.defender == preset("capital").rules.defender  # still a capital
    assert first.rules.attacker.sides == (8, 6)
    assert second.rules.defender == CLASSIC.defender  # its own preset: classic
    assert second.rules.ties == "attacker"


def test_rule_fields_may_be_json_numbers_booleans_and_lists():
    plan = plan_from_json(
        turn(rules={"defender.sides": [8, 6], "defender.reroll_ones": True, "defender.dice": 3})
    )
    assert plan.rules.defender.sides == (8, 6)
    assert plan.rules.defender.reroll_ones is True
    assert plan.rules.defender.dice == 3


def test_a_leg_may_start_from_a_territory_an_earlier_leg_conquers():
    plan = plan_from_json(TURN)
    assert plan.legs[1].source == plan.index("Afghanistan")


def test_two_legs_may_attack_the_same_target():
    plan = plan_from_json(
        legs(
            {"from": "Ural", "to": "Siberia", "until_defenders": 2},
            {"from": "Ukraine", "to": "Siberia"},
        )
    )
    assert [leg.target for leg in plan.legs] == [plan.index("Siberia")] * 2


# ----- bad plans: one ValueError naming the culprit ----------------------------------------
BAD_PLANS = {
    "not an object": ([TURN], "JSON object"),
    "no mine": ({k: v for k, v in TURN.items() if k != "mine"}, "'mine'"),
    "mine is a list": (turn(mine=["Ukraine"]), "'mine'"),
    "unknown from": (legs({"from": "Kamchatka", "to": "China"}), "leg 1.*Kamchatka"),
    "unknown to": (legs({"from": "Ukraine", "to": "Kamchatka"}), "leg 1.*Kamchatka"),
    "from never mine": (legs({"from": "Siberia", "to": "China"}), "leg 1.*Siberia.*never"),
    "from a territory only worn down": (
        legs(
            {"from": "Ukraine", "to": "Siberia", "until_defenders": 2},
            {"from": "Siberia", "to": "China"},
        ),
        "leg 2.*Siberia.*never",
    ),
    "from a territory conquered only later": (
        legs({"from": "Afghanistan", "to": "China"}, {"from": "Ukraine", "to": "Afghanistan"}),
        "leg 1.*Afghanistan.*never",
    ),
    "a cycle that cannot run": (
        legs({"from": "China", "to": "Siberia"}, {"from": "Siberia", "to": "China"}),
        "leg 1.*China.*never",
    ),
    "negative armies": (turn(mine={"Ukraine": -3, "Ural": 3}), "Ukraine.*-3"),
    "zero armies": (turn(theirs={"Afghanistan": 0, "Siberia": 5, "China": 2}), "Afghanistan.*0"),
    "fractional armies": (turn(mine={"Ukraine": 2.5, "Ural": 3}), "Ukraine.*whole"),
    "armies as text": (turn(mine={"Ukraine": "12", "Ural": 3}), "Ukraine.*whole"),
    "armies as a boolean": (turn(mine={"Ukraine": True, "Ural": 3}), "Ukraine.*whole"),
    "too many armies": (turn(mine={"Ukraine": 10**9, "Ural": 3}), "Ukraine.*10,000"),
    "both mine and theirs": (turn(theirs={"Ukraine": 4}), "Ukraine.*both"),
    "a leg attacks its own territory": (legs({"from": "Ukraine", "to": "Ukraine"}), "leg 1.*"),
    "a leg attacks one of mine": (legs({"from": "Ukraine", "to": "Ural"}), "leg 1.*Ural.*yours"),
    "no legs": (turn(legs=[]), "'legs'"),
    "legs is an object": (turn(legs={"from": "Ukraine", "to": "China"}), "'legs'"),
    "a leg is text": (turn(legs=["Ukraine->China"]), "leg 1"),
    "stop_at 0": (legs({"from": "Ukraine", "to": "China", "stop_at": 0}), "leg 1's stop_at.*0"),
    "stop_at as text": (
        legs({"from": "Ukraine", "to": "China", "stop_at": "2"}),
        "leg 1's stop_at",
    ),
    "until_defenders negative": (
        legs({"from": "Ukraine", "to": "China", "until_defenders": -1}),
        "leg 1's until_defenders.*-1",
    ),
    "every leg wears down, no goal": (
        legs({"from": "Ukraine", "to": "China", "until_defenders": 1}),
        "goal",
    ),
    "an unknown move": (legs({"from": "Ukraine", "to": "China", "move": "most"}), "leg 1's move"),
    "a move as a number": (legs({"from": "Ukraine", "to": "China", "move": 3}), "leg 1's move"),
    "leave 0": (legs({"from": "Ukraine", "to": "China", "move": {"leave": 0}}), "leg 1's move"),
    "leave as text": (
        legs({"from": "Ukraine", "to": "China", "move": {"leave": "2"}}),
        "leg 1's move",
    ),
    "leave with another key": (
        legs({"from": "Ukraine", "to": "China", "move": {"leave": 2, "keep": 1}}),
        "leg 1's move",
    ),
    "an unknown preset": (turn(rules="klassic"), "plan's rules.*klassic"),
    "an unknown preset on a leg": (
        legs({"from": "Ukraine", "to": "China", "rules": "capitol"}),
        "leg 1's rules.*capitol",
    ),
    "a bad rule value": (turn(rules={"defender.sides": "eight"}), "plan's rules.*eight"),
    "rules as a number": (turn(rules=3), "plan's rules"),
    "an unknown plan key": (turn(legz=[]), "legz"),
    "an unknown leg key": (legs({"from": "Ukraine", "to": "China", "stop": 2}), "leg 1.*'stop'"),
    "an unknown goal territory": (turn(goal=["Mars"]), "goal.*Mars"),
    "a goal that is not a list": (turn(goal="China"), "'goal'"),
    "an empty goal": (turn(goal=[]), "'goal'"),
    "a bad min_move": (turn(min_move="two"), "min_move.*two"),
    "negative draft": (turn(draft={"armies": -1}), "draft.*-1"),
    "a draft onto an unknown territory": (turn(draft={"armies": 3, "onto": ["Mars"]}), "Mars"),
    "an unknown draft key": (turn(draft={"armies": 3, "into": ["Ural"]}), "draft.*into"),
    "needed p above 1": (turn(needed={"territory": "Ukraine", "p_goal": 1.5}), "needed.*1.5"),
    "needed p as text": (turn(needed={"territory": "Ukraine", "p_goal": "90%"}), "needed.*90%"),
    "an unknown needed key": (turn(needed={"territory": "Ukraine", "p": 0.5}), "needed.*'p'"),
}


@pytest.mark.parametrize(("data", "culprit"), BAD_PLANS.values(), ids=BAD_PLANS.keys())
def test_a_bad_plan_is_one_value_error_naming_the_culprit(data, culprit):
    with pytest.raises(ValueError, match=culprit):
        plan_from_json(data)


# Bad plans whose message does not yet name the culprit, or that are not refused at all.
def test_an_unknown_rule_field_is_refused_not_ignored():
    with pytest.raises(ValueError, match="defender.sidez"):
        plan_from_json(turn(rules={"defender.sidez": "8"}))
    with pytest.raises(ValueError, match="leg 1's rules.*attacker.dic"):
        plan_from_json(legs({"from": "Ukraine", "to": "China", "rules": {"attacker.dic": 2}}))


def test_a_draft_onto_their_territory_names_that_territory():
    with pytest.raises(ValueError, match="China"):
        plan_from_json(turn(draft={"armies": 3, "onto": ["Ukraine", "China"]}))


def test_needed_on_their_territory_names_that_territory():
    with pytest.raises(ValueError, match="China"):
        plan_from_json(turn(needed={"territory": "China", "p_goal": 0.5}))


@pytest.mark.parametrize("field", ["from", "to"])
def test_a_leg_without_from_or_to_says_which_is_missing(field):
    leg = {"from": "Ukraine", "to": "China"}
    del leg[field]
    with pytest.raises(ValueError, match=f"leg 1.*'{field}'") as refused:
        plan_from_json(legs(leg))
    assert "None" not in str(refused.value)


# ----- anything at all: a plan or a ValueError, never another exception -------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 20)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["Ukraine", "China", "all", "best", "classic", "capital"]),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(
            st.sampled_from(["from", "to", "leave", "preset", "armies", "x"]), inner, max_size=3
        )
    ),
    max_leaves=6,
)
PATHS = [
    ("rules",),
    ("mine",),
    ("theirs",),
    ("legs",),
    ("goal",),
    ("draft",),
    ("needed",),
    ("min_move",),
    ("legs", 0),
    ("legs", 1, "from"),
    ("legs", 1, "to"),
    ("legs", 0, "move"),
    ("legs", 0, "rules"),
    ("legs", 0, "stop_at"),
    ("legs", 1, "until_defenders"),
    ("mine", "Ukraine"),
    ("theirs", "China"),
]


@pytest.mark.slow
@settings(max_examples=400, derandomize=True, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PATHS), json_values), min_size=1, max_size=3))
def test_anything_is_a_plan_or_one_value_error(changes):
    data = turn()
    for path, value in changes:
        where: object = data
        for key in path[:-1]:
            if isinstance(where, dict) and key in where:
                where = where[key]
            elif isinstance(where, list) and isinstance(key, int) and key < len(where):
                where = where[key]
            else:
                break
        else:
            last = path[-1]
            if isinstance(where, dict) or (
                isinstance(where, list) and isinstance(last, int) and last < len(where)
            ):
                where[last] = value  # type: ignore[index]
    try:
        plan_from_json(data)
    except ValueError as error:
        assert str(error)
