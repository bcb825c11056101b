"""The editors' values and the plan JSON: every field there and back, and the mistakes
only the editors can make, each named."""

import pytest

from riskgui.core.plan.parse import plan_from_json
from riskgui.gui.tabs.turn.best_moves import move_ranges
from riskgui.gui.tabs.turn.example import example_plan
from riskgui.gui.tabs.turn.inputs import (
    LegRow,
    TerritoryRow,
    TurnInputs,
    inputs_from_json,
    plan_json,
)

EVERY_FIELD = {
    "rules": {"preset": "classic", "defender.sides": "8"},
    "mine": {"A": 9, "B": 4},
    "theirs": {"C": 3, "D": 2},
    "legs": [
        {"from": "A", "to": "C", "move": {"leave": 3}, "stop_at": 2},
        {"from": "B", "to": "D", "until_defenders": 1, "rules": "capital"},
        {"from": "C", "to": "D", "move": "min", "rules": {"attacker.sides": "8"}},
    ],
    "goal": ["C", "D"],
    "draft": {"armies": 4, "onto": ["A"]},
    "needed": {"territory": "B", "p_goal": 0.75},
    "min_move": "one",
}


@pytest.mark.slow
@pytest.mark.parametrize("data", [example_plan(), EVERY_FIELD], ids=["example", "every field"])
def test_a_plan_goes_there_and_back_unchanged(data):
    assert plan_json(inputs_from_json(data)) == data
    plan_from_json(plan_json(inputs_from_json(data)))


@pytest.mark.slow
def test_defaults_are_left_out():
    data = {"rules": "classic", "mine": {"A": 5}, "theirs": {"B": 3},
            "legs": [{"from": "A", "to": "B"}]}  # fmt: skip
    assert plan_json(inputs_from_json(data)) == data


@pytest.mark.slow
def test_a_draft_without_onto_goes_onto_any_territory_of_yours():
    data = {**example_plan(), "draft": {"armies": 5}}
    inputs = inputs_from_json(data)
    assert not any(row.draft_onto for row in inputs.territories)
    assert plan_json(inputs)["draft"] == {"armies": 5}


def rows(*names):
    return tuple(TerritoryRow(k, name, k == 0, 3) for k, name in enumerate(names))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("territories", "message"),
    [(rows("A", " "), "territory 2 has no name"),
     (rows("A", "B", "A "), "two territories are called A")],
)  # fmt: skip
def test_names_must_be_there_and_differ(territories, message):
    with pytest.raises(ValueError, match=message):
        plan_json(TurnInputs(territories, (LegRow(0, 1),)))


@pytest.mark.slow
def test_a_leg_whose_territory_was_removed_says_so():
    inputs = TurnInputs(rows("A", "B"), (LegRow(0, 1), LegRow(0, 7)))
    with pytest.raises(ValueError, match="leg 2 has no 'to'"):
        plan_json(inputs)


@pytest.mark.slow
def test_best_moves_in_runs():
    # All but one from 5 to 9, then the same 3 from 10 to 12, then one alone.
    moves = {5: 4, 6: 5, 7: 6, 8: 7, 9: 8, 10: 3, 11: 3, 12: 3, 14: 9}
    shown = [(r.ends_text, r.moved_text, r.leaves_text) for r in move_ranges(moves)]
    assert shown == [("5\u20139", "4\u20138", "1"), ("10\u201312", "3", "7\u20139"),
                     ("14", "9", "5")]  # fmt: skip
    assert move_ranges({}) == []
