"""Settling (armies that can never attack again cut) changes no value: the reference
playing the game as it is, unsettled, gives the solver's values."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.advice.advisor import advise
from riskgui.core.advice.game import turn_game
from tests.core.advice.midgame import continent, midgame
from tests.core.advice.small_games import small_games
from tests.helpers.advice_reference import ReferenceGame


@settings(max_examples=15, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(small_games(most_total=12, drafts=False))
def test_settling_changes_no_value(small):
    reference = small.reference()
    reference.merge = False
    unsettled = reference.value(reference.state(small.position.armies))
    assert advise(small.game()).p_goal == pytest.approx(unsettled, abs=1e-12)


@pytest.mark.slow
def test_armies_kept_on_a_conquered_goal_territory_count_up_to_keep():
    # Australia with keep 3 from Siam: armies left on a territory with no enemy neighbour
    # still count up to 3, so the values differ from keep 1 and match the reference.
    position = midgame({"Siam": ("Red", 14)})
    for keep in (1, 3):
        game = turn_game(position, continent("Australia"), keep=keep)
        reference = ReferenceGame(position.board, position.owners, "Red",
                                  continent("Australia"), keep)  # fmt: skip
        expected = reference.value(reference.cut(reference.state(position.armies)))
        assert advise(game).p_goal == pytest.approx(expected, abs=1e-12)
