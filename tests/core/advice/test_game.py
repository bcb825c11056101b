"""The game's inputs: the region of issue 35 and the checks on a pending move-in."""

from __future__ import annotations

import pytest

from riskgui.core.advice.game import region_of, state_of, turn_game
from tests.core.advice.midgame import continent, midgame


def test_the_region_of_africa_is_the_issues():
    assert region_of(midgame(), continent("Africa")) == (
        "Congo", "East Africa", "Egypt", "Madagascar", "Middle East", "North Africa",
        "South Africa",
    )  # fmt: skip


def test_the_region_takes_in_stepping_stones_and_the_territories_next_to_them():
    # Central America (Yellow) borders Venezuela, an enemy goal territory of South America;
    # nothing of Red's borders it, so it brings no territory of Red's in.
    region = region_of(midgame(), continent("South America"))
    assert region == ("Argentina", "Brazil", "Central America", "Peru", "Venezuela")
    # With Red on Western United States, that territory joins as well.
    changed = midgame({"Western United States": ("Red", 4)})
    assert "Western United States" in region_of(changed, continent("South America"))


def test_keep_counts_on_the_goal_territories_conquered_this_turn():
    game = turn_game(midgame(), continent("Africa"), keep=2)
    assert {game.names[t] for t in game.keep_on} == {
        "Congo", "East Africa", "South Africa", "Madagascar"
    }  # fmt: skip


def test_a_pending_move_in_counts_keep_on_its_target_and_joins_the_region():
    taken = midgame({"Congo": ("Red", 0)})
    game = turn_game(taken, ("Congo",), keep=3, move_in=("North Africa", "Congo"))
    assert set(game.names) == {"Congo", "North Africa"}
    assert [game.names[t] for t in game.keep_on] == ["Congo"]
    assert state_of(game, taken) == game.start


@pytest.mark.parametrize(
    "changes, move_in, message",
    [
        ({"Congo": ("Red", 0)}, ("Egypt", "Congo"), "not neighbours"),
        ({}, ("North Africa", "Congo"), "must be yours with 0 armies"),
        ({"Congo": ("Red", 0), "North Africa": ("Red", 1)}, ("North Africa", "Congo"),
         "2 or more armies"),
        ({"Congo": ("Red", 0)}, None, "Congo has no armies"),
    ],
)  # fmt: skip
def test_a_bad_move_in_names_the_culprit(changes, move_in, message):
    with pytest.raises(ValueError, match=message):
        turn_game(midgame(changes), continent("Africa"), move_in=move_in)


def test_bad_goals_and_drafts_are_refused():
    with pytest.raises(ValueError, match="at least one territory"):
        turn_game(midgame(), ())
    with pytest.raises(ValueError, match="unknown territory"):
        turn_game(midgame(), ("Atlantis",))
    with pytest.raises(ValueError, match="draft"):
        turn_game(midgame(), continent("Africa"), draft=-1)
    with pytest.raises(ValueError, match="keep"):
        turn_game(midgame(), continent("Africa"), keep=0)
