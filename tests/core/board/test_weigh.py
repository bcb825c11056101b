"""What a plan brings besides P(goal) (issue #27): P(card) against the brute force, the
borders of a continent taken, the bonus and the cards of a player knocked out."""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riskgui.core.board.answer import answer_board
from riskgui.core.board.board_json import board_answer_json
from riskgui.core.board.request import request_from_json
from riskgui.core.board.weigh import p_card
from riskgui.core.plan.parse import plan_from_json
from tests.core.board.test_search import australia, filled
from tests.core.plan.test_against_reference import plans
from tests.helpers.board_reference import board_json, keep_p_card


@settings(max_examples=300, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(plans(), st.integers(1, 3))
def test_the_card_against_the_brute_force(data, keep):
    plan = replace(plan_from_json(data), keep=keep)
    assert p_card(plan) == pytest.approx(float(keep_p_card(plan)), abs=1e-9)


def test_one_sure_conquest_earns_the_card():
    plan = plan_from_json(
        {"mine": {"A": 30}, "theirs": {"B": 1}, "legs": [{"from": "A", "to": "B"}]}
    )
    assert p_card(plan) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.slow
def test_a_continent_answer_names_its_bonus_and_borders():
    answer = board_answer_json(answer_board(request_from_json(australia())))
    assert answer["bonus"] == 2
    assert set(answer["borders"]) == {"Indonesia"}  # the one border with Asia
    border = answer["borders"]["Indonesia"]
    assert border["p_mine"] >= answer["p_goal"]
    assert border["expected_armies"] >= 1.0
    assert answer["p_goal"] <= answer["card"] <= 1.0


def test_eliminating_a_player_says_so_and_counts_the_cards_given():
    position = filled(0)
    for owner in position.values():
        if owner[0] == "Green":
            owner[0] = "Blue"
    position.update({"Siam": ["Red", 12], "Indonesia": ["Green", 2], "New Guinea": ["Green", 1]})
    data = board_json(position, {"eliminate": "Green"}, search=True, cards={"Green": 4})
    answer = board_answer_json(answer_board(request_from_json(data)))
    assert answer["eliminated"] == {"player": "Green", "cards": 4}
    assert "bonus" not in answer and answer["p_goal"] > 0.5
    del data["cards"]
    answer = board_answer_json(answer_board(request_from_json(data)))
    assert answer["eliminated"] == {"player": "Green"}
