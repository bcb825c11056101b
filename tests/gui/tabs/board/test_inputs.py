"""The Board tab's inputs and the board plan JSON (the CLI's): to and from, unchanged;
the example file is the tab's first position; keys for owners."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

from riskgui.core.board.map import load_map
from riskgui.core.board.request import request_from_json
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.inputs import (
    GoalChoice,
    as_asked,
    board_json,
    inputs_from_json,
    player_keys,
)

BOARD = load_map("classic")
EXAMPLE = Path(__file__).parents[4] / "examples" / "position.json"


@pytest.mark.slow
def test_the_example_file_is_the_tabs_first_position_and_a_board_plan():
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    assert data == example_position()
    request = request_from_json(data)
    assert request.position.me == "Red" and request.search and request.draft == 3
    assert request.goal.kind == "continent" and request.goal.name == "Australia"
    assert set(request.position.players()) == {"Red", "Blue", "Green", "Yellow"}
    assert request.position.owners["Siam"] == "Red"
    assert all(not request.position.mine(t) for t in request.goal.territories)


@pytest.mark.slow
def test_a_board_plan_goes_through_the_inputs_unchanged():
    data = example_position()
    assert board_json(inputs_from_json(BOARD, data)) == data


@pytest.mark.slow
@pytest.mark.parametrize(
    "goal",
    [
        {"continent": "Africa", "keep": 2},
        {"eliminate": "Green"},
        {"territories": ["Kamchatka", "Japan"]},  # in the map's order
    ],
)
def test_every_kind_of_goal_goes_through_unchanged(goal):
    data = {**example_position(), "goal": goal, "cards": {"Green": 4}, "rules": "capital"}
    assert board_json(inputs_from_json(BOARD, data)) == data


@pytest.mark.slow
def test_a_goal_given_as_a_list_comes_back_as_territories():
    data = {**example_position(), "goal": ["Kamchatka", "Japan"]}
    back = board_json(inputs_from_json(BOARD, data))
    assert back["goal"] == {"territories": ["Kamchatka", "Japan"]}  # the map's order


def test_a_board_plan_without_a_goal_opens_with_the_goal_of_its_legs():
    """The CLI answers legs without a goal (the plan contract's default goal): the tab opens
    such a file with that goal chosen, every territory a leg attacks to the end."""
    data = {key: value for key, value in example_position().items() if key != "goal"}
    del data["search"]
    data["legs"] = [{"from": "Siam", "to": "Indonesia"},
                    {"from": "Indonesia", "to": "New Guinea", "until_defenders": 1}]  # fmt: skip
    goal = inputs_from_json(BOARD, data).goal
    assert (goal.kind, goal.picked) == ("territories", ("Indonesia",))


@pytest.mark.slow
def test_edits_change_one_territory_and_keep_the_other_choices():
    inputs = inputs_from_json(BOARD, example_position())
    edited = inputs.with_owner("Indonesia", "Purple").with_armies("Indonesia", 7)
    assert edited.owners["Indonesia"] == "Purple" and edited.armies["Indonesia"] == 7
    assert edited.players[-1] == "Purple"
    assert board_json(edited)["position"]["Indonesia"] == ["Purple", 7]
    kind = replace(edited, goal=replace(edited.goal, kind="eliminate"))
    back = replace(kind, goal=replace(kind.goal, kind="continent"))
    assert back.goal.continent == "Australia"  # switching the kind forgets nothing


@pytest.mark.slow
def test_picking_toggles_in_the_maps_order():
    inputs = inputs_from_json(BOARD, example_position())
    inputs = replace(inputs, goal=GoalChoice("territories"))
    picked = inputs.toggle_picked("Japan").toggle_picked("Alaska").toggle_picked("Peru")
    assert picked.goal.picked == ("Alaska", "Peru", "Japan")
    assert picked.toggle_picked("Peru").goal.picked == ("Alaska", "Japan")
    assert picked.goal_territories() == ("Alaska", "Peru", "Japan")


@pytest.mark.slow
def test_cards_of_a_player_left_with_nothing_are_not_written():
    inputs = inputs_from_json(BOARD, {**example_position(), "cards": {"Green": 3}})
    for territory in inputs.owned("Green"):
        inputs = inputs.with_owner(territory, "Red")
    assert "cards" not in board_json(inputs)
    request_from_json(board_json(inputs))  # still a board plan


@pytest.mark.slow
def test_each_player_gets_a_key_from_their_name():
    assert player_keys(("Red", "Blue", "Green", "Yellow")) == {
        "r": "Red",
        "b": "Blue",
        "g": "Green",
        "y": "Yellow",
    }
    # Alex's first letter is taken, so the next one; Al has none left: no key.
    assert player_keys(("Anna", "Alex", "Al")) == {"a": "Anna", "l": "Alex"}


def test_only_a_position_with_a_goal_and_nothing_asked_is_asked_as_the_tab_asks():
    position = {key: value for key, value in example_position().items() if key != "search"}
    assert as_asked(position) == {**position, "search": True}
    legs = {**position, "legs": [{"from": "Siam", "to": "Indonesia"}]}
    for data in (legs, {**position, "advise": True}, example_position(), [1, 2]):
        assert as_asked(data) is data
    goalless = {key: value for key, value in position.items() if key != "goal"}
    assert as_asked(goalless) is goalless  # refused as it is, naming what it lacks
