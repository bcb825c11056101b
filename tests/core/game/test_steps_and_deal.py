"""A step's JSON gives the same step back; a dealt game follows the rule book's table."""

from collections import Counter

import pytest

from riskgui.core.board.map import load_map
from riskgui.core.game.deal import STARTING_ARMIES, deal
from riskgui.core.game.steps import (
    Correction,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    Round,
    Trade,
    step_from_json,
    step_to_json,
)

BOARD = load_map("classic")
STEPS = (
    Place("Siam", 3),
    Trade(8),
    Round("Siam", "India", (6, 5, 1), (6, 3)),
    MoveIn(3),
    Fortify("Siam", "China", 2),
    Correction("Japan", "Blue", 4),
    EndTurn(),
)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: type(s).__name__)
def test_a_step_survives_its_json(step):
    data = step_to_json(step)
    assert step_from_json(data) == step
    assert data["kind"] in (
        "place",
        "trade",
        "round",
        "move_in",
        "fortify",
        "correction",
        "end_turn",
    )


@pytest.mark.parametrize(
    "data", [{"kind": "jump"}, {"kind": "place", "territory": "Siam"}, {"kind": "round"}, {}]
)
def test_anything_else_is_not_a_step(data):
    with pytest.raises(ValueError, match="not a step"):
        step_from_json(data)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_deal_gives_each_player_their_share_and_the_starting_armies(players):
    names = tuple(f"P{k}" for k in range(players))
    owners, armies = deal(BOARD, names, seed=7)
    held = Counter(owners.values())
    assert set(held) == set(names)
    assert max(held.values()) - min(held.values()) <= 1  # round-robin
    assert sum(held.values()) == len(BOARD.territories) == len(armies)
    assert all(a >= 1 for a in armies.values())
    for name in names:
        assert sum(armies[t] for t in owners if owners[t] == name) == STARTING_ARMIES[players]


def test_the_same_seed_deals_the_same_and_another_differs():
    names = ("Red", "Blue", "Green")
    assert deal(BOARD, names, 1) == deal(BOARD, names, 1)
    assert deal(BOARD, names, 1) != deal(BOARD, names, 2)
    with pytest.raises(ValueError, match="2 to 6 players"):
        deal(BOARD, ("Red",), 1)


def test_players_place_their_starting_armies_one_at_a_time_in_turn():
    from riskgui.core.game.deal import starting_left
    from riskgui.core.game.play import IllegalStep, apply, new_game
    from riskgui.core.game.state import reinforcements
    from riskgui.core.game.steps import EndTurn, Place

    names = ("Ann", "Bo", "Cy")
    owners, armies = deal(BOARD, names, 5, by_players=True)
    assert set(armies.values()) == {1}
    left = starting_left(owners, names)
    assert left == {name: 35 - 14 for name in names}
    state = new_game(BOARD, names, owners, armies, setup=left)
    assert (state.phase, state.turn, state.due) == ("setup", "Ann", 21)
    assert state.to_json()["setup_left"] == left
    mine = {name: next(t for t in BOARD.territories if owners[t] == name) for name in names}
    with pytest.raises(IllegalStep, match="one at a time, not 2"):
        apply(state, Place(mine["Ann"], 2))
    with pytest.raises(IllegalStep, match="Ann places 1 of 21 armies first"):
        apply(state, EndTurn())
    with pytest.raises(IllegalStep, match="Ann can place on only their own"):
        apply(state, Place(mine["Bo"], 1))
    turns = []
    while state.phase == "setup":
        turns.append(state.turn)
        state = apply(state, Place(mine[state.turn], 1))
    assert turns == list(names) * 21
    assert (state.phase, state.turn) == ("reinforce", "Ann")
    assert state.due == reinforcements(state, "Ann") and "setup_left" not in state.to_json()
    assert sum(state.armies[t] for t in owners if owners[t] == "Bo") == 35


def test_a_setup_with_uneven_shares_skips_who_is_done():
    from riskgui.core.game.play import apply, new_game
    from riskgui.core.game.steps import Place

    owners = {t: ("Ann", "Bo")[k % 2] for k, t in enumerate(BOARD.territories)}
    state = new_game(BOARD, ("Ann", "Bo"), owners, dict.fromkeys(owners, 1),
                     setup={"Ann": 1, "Bo": 3})  # fmt: skip
    mine = {
        name: next(t for t in BOARD.territories if owners[t] == name) for name in owners.values()
    }
    turns = []
    while state.phase == "setup":
        turns.append(state.turn)
        state = apply(state, Place(mine[state.turn], 1))
    assert turns == ["Ann", "Bo", "Bo", "Bo"]
