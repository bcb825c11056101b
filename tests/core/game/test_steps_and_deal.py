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
