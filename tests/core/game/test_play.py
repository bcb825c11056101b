"""The rules of play, step by step, on the classic map (issue 37): what each step does to
the position, what it refuses (one line, nothing changed), and that a game's state is
always its steps replayed."""

import pytest

from riskgui.core.board.map import load_map
from riskgui.core.game.play import IllegalStep, apply, new_game, replay
from riskgui.core.game.state import reinforcements
from riskgui.core.game.steps import Correction, EndTurn, Fortify, MoveIn, Place, Round, Trade

BOARD = load_map("classic")
AUSTRALIA = ("Indonesia", "New Guinea", "Eastern Australia", "Western Australia")


def start(**overrides):
    """Red holds Australia and Siam, Blue the rest of Asia, Green everything else."""
    owners = {}
    for t in BOARD.territories:
        continent = BOARD.continent_of(t)
        owners[t] = (
            "Red" if t in (*AUSTRALIA, "Siam") else "Blue" if continent == "Asia" else "Green"
        )
    owners.update(overrides)
    armies = dict.fromkeys(BOARD.territories, 2)
    armies["Siam"], armies["India"] = 10, 5
    return new_game(BOARD, ("Red", "Blue", "Green"), owners, armies)


def test_the_armies_due_count_territories_and_whole_continents():
    game = start()
    assert game.turn == "Red" and game.phase == "reinforce"
    assert reinforcements(game, "Red") == 3 + 2  # 5 territories (at least 3), Australia
    assert reinforcements(game, "Blue") == 11 // 3  # Asia without Siam: no bonus
    # Green: 42 - 5 - 11 = 26 territories, all of N. and S. America, Europe, Africa.
    assert reinforcements(game, "Green") == 26 // 3 + 5 + 2 + 5 + 3
    assert game.due == 5


def test_placing_every_army_due_opens_the_attack():
    game = apply(start(), Place("Siam", 2))
    assert game.armies["Siam"] == 12 and game.due == 3 and game.phase == "reinforce"
    game = apply(apply(game, Trade(4)), Place("Indonesia", 7))
    assert game.armies["Indonesia"] == 9 and game.due == 0 and game.phase == "attack"


def attacking():
    return apply(start(), Place("Siam", 5))


def classic_losses(attacker, defender):
    """Dice sorted high to low, paired, ties to the defender: (attacker lost, defender lost)."""
    pairs = list(zip(sorted(attacker, reverse=True), sorted(defender, reverse=True)))
    defender_lost = sum(a > d for a, d in pairs)
    return len(pairs) - defender_lost, defender_lost


@pytest.mark.parametrize(
    ("attacker", "defender"),
    [((6, 5, 1), (6, 3)), ((2, 2, 2), (1, 1)), ((1, 4), (4,)), ((6,), (5, 5)), ((3, 3, 3), (3, 3))],
)
def test_a_round_costs_each_side_what_its_dice_lost(attacker, defender):
    game = attacking()
    armies = dict(game.armies)
    after = apply(game, Round("Siam", "India", attacker, defender))
    lost_a, lost_d = classic_losses(attacker, defender)
    assert after.armies["Siam"] == armies["Siam"] - lost_a
    assert after.armies["India"] == armies["India"] - lost_d
    assert after.owners["India"] == "Blue" and after.pending is None


def test_a_conquest_waits_for_its_move_in_within_the_dice_rolled_and_all_but_one():
    game = apply(
        apply(attacking(), Correction("India", "Blue", 2)),
        Round("Siam", "India", (6, 6, 6), (1, 1)),
    )
    assert game.owners["India"] == "Red" and game.armies["India"] == 0
    assert game.armies["Siam"] == 15
    wait = game.pending
    assert (wait.source, wait.target, wait.least, wait.most) == ("Siam", "India", 3, 14)
    assert game.to_json()["pending"] == {
        "move_in": {"from": "Siam", "to": "India", "min": 3, "max": 14}
    }
    for refused in (MoveIn(2), MoveIn(15), Round("Siam", "China", (6,), (1,)), EndTurn()):
        with pytest.raises(IllegalStep, match="India"):
            apply(game, refused)
    moved = apply(game, MoveIn(10))
    assert (moved.armies["Siam"], moved.armies["India"], moved.pending) == (5, 10, None)


def test_fewer_dice_are_the_players_choice_and_the_move_in_follows_them():
    game = apply(
        apply(attacking(), Correction("India", "Blue", 2)), Round("Siam", "India", (6,), (1, 1))
    )
    assert game.armies["India"] == 1  # one pair compared
    game = apply(game, Round("Siam", "India", (6, 5), (2,)))
    assert game.pending.least == 2  # two dice rolled in the conquering round


@pytest.mark.parametrize(
    ("step", "says"),
    [
        (Round("Siam", "Peru", (6,), (1,)), "do not border"),
        (Round("India", "Siam", (6,), (1,)), "Blue's"),
        (Round("Siam", "Indonesia", (6,), (1,)), "own"),
        (Round("Indonesia", "Siam", (6,), (1,)), "own"),
        (Round("Siam", "India", (6, 5, 4, 3), (1, 1)), "rolls 1 to 3 dice"),
        (Round("Siam", "India", (7,), (1,)), "shows 1 to 6"),
        (Round("Siam", "Atlantis", (6,), (1,)), "unknown territory"),
        (Place("Siam", 1), "past reinforcing"),
        (MoveIn(3), "no conquest"),
        (Fortify("Siam", "India", 1), "Blue's"),
        (Fortify("Siam", "Siam", 1), "two different"),
        (Fortify("Siam", "Indonesia", 15), "1 to 14"),
        (Correction("Siam", "Purple", 3), "not a player"),
        (Correction("Siam", "Blue", 0), "1 to"),
    ],
)
def test_what_the_state_does_not_allow_is_refused_in_one_line(step, says):
    game = attacking()
    with pytest.raises(IllegalStep, match=says) as refused:
        apply(game, step)
    assert "\n" not in str(refused.value)


def test_a_territory_of_one_army_cannot_attack():
    game = apply(attacking(), Correction("Indonesia", "Red", 1))
    game = apply(game, Correction("New Guinea", "Blue", 2))
    with pytest.raises(IllegalStep, match="Indonesia has 1 army"):
        apply(game, Round("Indonesia", "New Guinea", (6,), (1,)))


def test_reinforcing_refuses_what_is_not_due_or_not_yours():
    game = start()
    for step, says in (
        (Place("India", 1), "Blue's"),
        (Place("Siam", 6), "1 to 5"),
        (Round("Siam", "India", (6,), (1,)), "5 armies to place first"),
        (EndTurn(), "5 armies to place first"),
        (Trade(0), "1 to 100"),
    ):
        with pytest.raises(IllegalStep, match=says):
            apply(game, step)


def test_one_fortify_through_the_players_territories_then_only_the_end_of_turn():
    game = attacking()
    moved = apply(game, Fortify("Siam", "Eastern Australia", 9))  # via Indonesia, New Guinea
    assert (moved.armies["Siam"], moved.armies["Eastern Australia"]) == (6, 11)
    assert moved.phase == "fortify"
    for step in (Fortify("Indonesia", "Siam", 1), Round("Siam", "India", (6,), (1,))):
        with pytest.raises(IllegalStep, match="fortified"):
            apply(moved, step)
    cut = apply(game, Correction("Indonesia", "Blue", 2))
    cut = apply(cut, Correction("New Guinea", "Blue", 2))
    with pytest.raises(IllegalStep, match="not joined"):
        apply(cut, Fortify("Siam", "Eastern Australia", 1))


def test_the_turn_passes_to_the_next_player_still_in_the_game():
    game = apply(attacking(), EndTurn())
    assert (game.turn, game.phase, game.due) == ("Blue", "reinforce", 3)
    gone = apply(attacking(), Correction("Mongolia", "Blue", 1))
    for t in BOARD.territories:
        if gone.owners[t] == "Blue":
            gone = apply(gone, Correction(t, "Red", 1))
    assert "Blue" not in gone.alive()
    assert apply(gone, EndTurn()).turn == "Green"


def test_taking_the_last_territory_of_the_last_opponent_ends_the_game():
    owners = dict.fromkeys(BOARD.territories, "Red")
    owners["India"] = "Blue"
    game = new_game(BOARD, ("Red", "Blue"), owners, dict.fromkeys(BOARD.territories, 3))
    game = apply(game, Place("Siam", game.due))
    game = apply(game, Round("Siam", "India", (6, 6), (1, 1, 1)[:2]))
    game = apply(game, Round("Siam", "India", (6,), (1,)))
    game = apply(game, MoveIn(game.pending.least))
    assert game.phase == "over" and game.alive() == ("Red",)
    with pytest.raises(IllegalStep, match="over"):
        apply(game, EndTurn())


def test_the_state_is_its_steps_replayed_and_undo_is_the_replay_of_all_but_the_last():
    first = start()
    steps = [
        Correction("India", "Blue", 2),
        Place("Siam", 5),
        Round("Siam", "India", (6, 6, 6), (1, 1)),
        MoveIn(4),
        Round("India", "Middle East", (6, 5, 5), (6, 6)),
        Correction("Japan", "Red", 4),
        Fortify("Siam", "India", 3),
        EndTurn(),
    ]
    states = [first]
    for step in steps:
        states.append(apply(states[-1], step))
    for k in range(len(steps) + 1):
        assert replay(first, steps[:k]) == states[k]


def test_a_new_game_refuses_a_position_its_players_do_not_fill():
    owners = dict.fromkeys(BOARD.territories, "Red")
    armies = dict.fromkeys(BOARD.territories, 1)
    with pytest.raises(ValueError, match="Blue holds no territory"):
        new_game(BOARD, ("Red", "Blue"), owners, armies)
    with pytest.raises(ValueError, match="2 to 6 different players"):
        new_game(BOARD, ("Red", "Red"), owners, armies)
    owners["Siam"] = "Purple"
    with pytest.raises(ValueError, match="Purple"):
        new_game(BOARD, ("Red", "Blue"), owners, armies)
