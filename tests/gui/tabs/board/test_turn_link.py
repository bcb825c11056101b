"""The plan found, as the Turn tab's plan: the Turn tab's engine gives it the same P(goal)
and draft; and the Turn tab's legs read back onto the map, or refused by name."""

import pytest

from riskgui.core.board.answer import answer_board
from riskgui.core.board.map import load_map
from riskgui.core.board.request import request_from_json
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.plan_text import answer_html
from riskgui.gui.tabs.board.turn_link import off_this_board, turn_legs_on_board, turn_plan

BOARD = load_map("classic")


def answered(goal):
    return answer_board(request_from_json({**example_position(), "goal": goal}))


@pytest.mark.slow
@pytest.mark.parametrize(
    "goal", [{"continent": "Australia"}, ["Japan", "Kamchatka"], ["Japan", "Kamchatka", "Mongolia"]]
)
def test_the_turn_tab_gives_the_plan_found_the_same_chance(goal):
    answer = answered(goal)
    data = turn_plan(answer)
    report = answer_plan(plan_from_json(data))
    assert report.answer.p_goal == pytest.approx(answer.report.answer.p_goal, abs=1e-12)
    assert data["legs"] == [dict(leg) for leg in answer.legs]
    assert set(data["goal"]) == set(answer.request.goal.territories)
    names = plan_from_json(data).names
    placed = {names[t]: n for t, n in report.draft.placement.items() if n}
    drafted = {answer.plan.names[t]: n for t, n in answer.report.draft.placement.items() if n}
    assert placed == drafted or report.answer.p_goal == 0  # at 0 every draft is as good


@pytest.mark.slow
def test_the_draft_goes_only_onto_territories_that_attack():
    data = turn_plan(answered({"continent": "Australia"}))
    sources = {leg["from"] for leg in data["legs"]}
    assert data["draft"]["armies"] == 3
    assert set(data["draft"]["onto"]) <= sources & set(data["mine"])


@pytest.mark.slow
@pytest.mark.parametrize(
    "goal",
    [{"continent": "South America"},  # Red borders none of it
     {"eliminate": "Green"},  # no plan has a chance above 0
     {"continent": "Australia", "keep": 1_000}],
)  # fmt: skip
def test_nothing_to_send_when_no_plan_reaches_the_goal(goal):
    answer = answered(goal)
    assert answer.legs == () and answer.found.p_goal == 0.0 and turn_plan(answer) is None


@pytest.mark.slow
def test_the_turn_tabs_legs_read_back_onto_the_map():
    answer = answered({"continent": "Australia"})
    plan = plan_from_json(turn_plan(answer))
    legs = turn_legs_on_board(plan, answer_plan(plan).answer, BOARD)
    assert [(leg.source, leg.target) for leg in legs] == [
        (leg["from"], leg["to"]) for leg in answer.legs
    ]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("legs", "message"),
    [
        ([{"from": "Siam", "to": "Atlantis"}], "leg 1 names Atlantis, which is not on the map"),
        ([{"from": "Siam", "to": "Japan"}], "leg 1: Siam and Japan do not border each other"),
    ],
)
def test_legs_off_the_map_are_refused_by_name(legs, message):
    data = {"mine": {"Siam": 5}, "theirs": {"Atlantis": 1, "Japan": 1}, "legs": legs}
    plan = plan_from_json(data)
    with pytest.raises(ValueError, match=message):
        turn_legs_on_board(plan, answer_plan(plan).answer, BOARD)


@pytest.mark.slow
def test_a_turn_plan_of_another_position_or_goal_is_off_this_board():
    answer = answered({"continent": "Australia"})
    data = turn_plan(answer)
    assert off_this_board(plan_from_json(data), answer.request) is None
    armies = {**data, "mine": {**data["mine"], "Siam": 3}}  # armies changed by hand: shown
    assert off_this_board(plan_from_json(armies), answer.request) is None
    other = {"mine": {"Ukraine": 5}, "theirs": {"Afghanistan": 2},
             "legs": [{"from": "Ukraine", "to": "Afghanistan"}]}  # fmt: skip
    assert off_this_board(plan_from_json(other), answer.request) == (
        "Afghanistan is theirs there, not here"
    )
    goal = {**data, "goal": data["goal"][:2]}
    assert off_this_board(plan_from_json(goal), answer.request) == "its goal is another one"
    renamed = {"mine": {"Atlantis": 5}, "theirs": {"Siam": 2},
               "legs": [{"from": "Atlantis", "to": "Siam"}]}  # fmt: skip
    assert "Atlantis, which is not on the map" in off_this_board(
        plan_from_json(renamed), answer.request
    )


@pytest.mark.slow
def test_a_goal_no_plan_reaches_says_so_and_draws_nothing():
    kept = answer_html(answered({"continent": "Australia", "keep": 1_000}), ())
    assert "No plan reaches the goal this turn" in kept and "keep 1000 armies on each" in kept
    assert "keep" not in answer_html(answered({"eliminate": "Green"}), ())
