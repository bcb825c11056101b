"""A game kept in the ledger's file (issue 37): each step one transaction with its ledger
entry, refused steps write nothing, undo takes back a step and its entry, the state is
always the steps replayed, and a second process sees what the first played."""

import sqlite3

import pytest

from riskgui.core.board.map import load_map
from riskgui.core.game.play import IllegalStep, apply, new_game, replay
from riskgui.core.game.steps import Correction, EndTurn, MoveIn, Place, Round
from riskgui.core.game.store import GameLedger
from riskgui.core.ledger.model import Roll

BOARD = load_map("classic")
PLAYERS = ("Anna", "Ben", "Cleo")


def start():
    owners = {t: PLAYERS[k % 3] for k, t in enumerate(BOARD.territories)}
    return new_game(BOARD, PLAYERS, owners, dict.fromkeys(BOARD.territories, 3))


@pytest.fixture
def path(tmp_path):
    return tmp_path / "ledger.sqlite"


def a_turn(first):
    """Anna's turn: her armies placed, a failed round, a conquest and its move-in."""
    source = first.owned("Anna")[0]  # Alaska
    target = next(t for t in BOARD.neighbours(source) if first.owners[t] != "Anna")
    return (
        [
            Place(source, first.due),
            Round(source, target, (1, 1, 1), (6, 6)),
            Round(source, target, (6, 6, 6), (1, 1)),
            Round(source, target, (6,), (1,)),
            MoveIn(1),
        ],
        source,
        target,
    )


def test_a_game_is_its_steps_and_every_round_is_a_ledger_entry(path):
    first = start()
    steps, source, target = a_turn(first)
    with GameLedger(path) as ledger:
        game_id = ledger.start_game("Friday", first)
        for step in steps:
            played = ledger.play(game_id, step)
        assert played.state == replay(first, steps)
        assert played.state.owners[target] == "Anna"
        assert (played.steps, played.entries) == (5, 3)
        entries = ledger.entries("Friday")
    defender = first.owners[target]
    assert [(e.attacker, e.defender, e.attacker_territory, e.defender_territory, e.what)
            for e in entries] == [
        ("Anna", defender, source, target, Roll(s.attacker_faces, s.defender_faces))
        for s in steps if isinstance(s, Round)
    ]  # fmt: skip


def test_a_refused_step_writes_nothing(path):
    first = start()
    with GameLedger(path) as ledger:
        game_id = ledger.start_game("Friday", first)
        ledger.play(game_id, Place(first.owned("Anna")[0], 1))
        with pytest.raises(IllegalStep, match="to place first"):
            ledger.play(game_id, EndTurn())
        with pytest.raises(IllegalStep, match="Ben's"):
            ledger.play(game_id, Place(first.owned("Ben")[0], 1))
        played = ledger.game(game_id)
        assert (played.steps, played.entries) == (1, 0) and ledger.entries() == []


def test_undo_takes_back_each_kind_of_step_and_a_rounds_entry(path):
    first = start()
    steps, _, _ = a_turn(first)
    steps = [Correction("Japan", "Cleo", 7), *steps, EndTurn()]
    with GameLedger(path) as ledger:
        game_id = ledger.start_game("Friday", first)
        for step in steps:
            ledger.play(game_id, step)
        for k in range(len(steps), 0, -1):
            played = ledger.undo(game_id)
            assert played.state == replay(first, steps[: k - 1])
            assert len(ledger.entries()) == sum(isinstance(s, Round) for s in steps[: k - 1])
        with pytest.raises(IllegalStep, match="nothing to undo"):
            ledger.undo(game_id)


def test_the_game_resumes_where_it_stood_and_a_second_process_sees_each_step(path):
    first = start()
    steps, _, _ = a_turn(first)
    with GameLedger(path) as one, GameLedger(path) as other:
        game_id = one.start_game("Friday", first)
        for k, step in enumerate(steps):
            (one if k % 2 else other).play(game_id, step)  # the two take turns
        assert one.game(game_id).state == other.game(game_id).state == replay(first, steps)
        # The second checks against what the first left: a move-in is no longer waiting.
        with pytest.raises(IllegalStep, match="no conquest"):
            other.play(game_id, MoveIn(1))
    with GameLedger(path) as reopened:
        assert reopened.latest_game() == game_id
        assert reopened.game(game_id).state == replay(first, steps)
        assert [(g.id, g.evening, g.players, g.steps) for g in reopened.games()] == [
            (game_id, "Friday", PLAYERS, len(steps))
        ]


def test_deleting_the_evening_deletes_its_games(path):
    with GameLedger(path) as ledger:
        game_id = ledger.start_game("Friday", start())
        ledger.delete_evening("Friday")
        assert ledger.games() == []
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("SELECT COUNT(*) FROM game_step").fetchone() == (0,)
    finally:
        connection.close()
    assert game_id == 1


def test_the_games_of_a_deleted_evening_come_back_with_it(path):
    first = start()
    steps, _, _ = a_turn(first)
    with GameLedger(path) as ledger:
        ledger.start_game("Saturday", first)
        game_id = ledger.start_game("Friday", first)
        for step in steps:
            before = ledger.play(game_id, step)
        ledger.set_goal(game_id, "Ben", {"continent": "Africa"})
        kept = ledger.games_of("Friday")
        assert [game.row[0] for game in kept] == [game_id] and len(kept[0].steps) == len(steps)
        removed = ledger.delete_evening("Friday")
        ledger.add_evening("Friday")
        ledger.restore_entries(removed)
        ledger.restore_games(kept)
        assert ledger.game(game_id) == before
        assert ledger.goals(game_id) == {"Ben": {"continent": "Africa"}}
        assert [info.id for info in ledger.games()] == [game_id, 1]
        assert ledger.undo(game_id).entries == before.entries  # the move-in: no entry
        assert ledger.undo(game_id).entries == before.entries - 1  # its round and entry


def test_an_unknown_game_is_named(path):
    with GameLedger(path) as ledger:
        with pytest.raises(Exception, match="no game 7"):
            ledger.game(7)
        with pytest.raises(Exception, match="no game yet"):
            ledger.latest_game()


def test_a_step_checked_in_memory_and_in_the_file_agree(path):
    """The store adds nothing to the rules: apply() in memory gives the same state."""
    first = start()
    steps, _, _ = a_turn(first)
    with GameLedger(path) as ledger:
        game_id = ledger.start_game("Friday", first)
        state = first
        for step in steps:
            state = apply(state, step)
            assert ledger.play(game_id, step).state == state


def test_a_game_changed_by_another_process_is_replayed_anew(path):
    first = start()
    steps, source, target = a_turn(first)
    with GameLedger(path) as one, GameLedger(path) as other:
        game_id = one.start_game("Friday", first)
        for step in steps[:3]:
            one.play(game_id, step)
        # The other takes back the last round and plays another: as many steps as before.
        other.undo(game_id)
        other.play(game_id, Round(source, target, (1, 1, 1), (6, 6)))
        changed = steps[:2] + [Round(source, target, (1, 1, 1), (6, 6))]
        assert one.game(game_id).state == replay(first, changed)
        # A game without steps, deleted with its evening, and a new one under its id.
        one.delete_evening("Friday")
        assert one.game(one.start_game("Friday", first)).state == first
        one.delete_evening("Friday")
        moved = new_game(BOARD, PLAYERS, first.owners, dict.fromkeys(BOARD.territories, 4))
        assert other.start_game("Friday", moved) == game_id
        assert one.game(game_id).state == moved
