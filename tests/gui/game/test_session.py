"""The game session: each step written through the ledger's one file and shown, what the
game does not allow refused with nothing written, riskgui's dice (a round, a blitz),
undo, and the game remembered across restarts and left when the ledger loses it."""

import numpy as np
import pytest
from PySide6.QtCore import QSettings

from riskgui.core.board.map import load_map
from riskgui.core.game.play import new_game, replay
from riskgui.core.game.steps import EndTurn, MoveIn, Place, Round
from riskgui.core.game.store import GameLedger
from riskgui.gui.game.session import OPEN_KEY, GameSession
from riskgui.gui.ledger.session import LedgerSession

BOARD = load_map("classic")
PLAYERS = ("Anna", "Ben")


def first_state():
    """Anna holds every territory but Madagascar (Ben's, 1 army); 5 armies on each."""
    owners = {t: "Anna" for t in BOARD.territories}
    owners["Madagascar"] = "Ben"
    armies = dict.fromkeys(BOARD.territories, 5)
    armies["Madagascar"] = 1
    return new_game(BOARD, PLAYERS, owners, armies)


class Heard:
    def __init__(self, game: GameSession, ledger: LedgerSession) -> None:
        self.games: list[object] = []
        self.refused: list[str] = []
        self.ledger_changes = 0
        game.changed.connect(self.games.append)
        game.refused.connect(self.refused.append)
        ledger.changed.connect(self.count)

    def count(self) -> None:
        self.ledger_changes += 1


@pytest.fixture
def ledger(qtbot, ledger_file):
    made = LedgerSession(ledger_file)
    yield made
    made.shutdown()


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "riskgui.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def game(ledger, settings):
    return GameSession(ledger, settings)


def test_each_step_is_written_shown_and_a_round_tells_the_ledger(game, ledger, ledger_file):
    heard = Heard(game, ledger)
    assert game.start("Friday", first_state())
    start = first_state()
    steps = [Place("South Africa", start.due), Round("South Africa", "Madagascar", (6, 5, 4), (2,))]
    for step in steps:
        assert game.play(step)
    assert heard.refused == []
    assert heard.games[-1] is game.played
    assert game.state == replay(start, steps)
    assert heard.ledger_changes == 2  # the evening made, then the round's entry
    with GameLedger(ledger_file) as again:  # another connection: it is in the file
        assert again.game(game.played.id).state == game.state
        assert [e.defender_territory for e in again.entries("Friday")] == ["Madagascar"]


def test_what_the_game_does_not_allow_is_refused_and_nothing_written(game, ledger):
    heard = Heard(game, ledger)
    game.start("Friday", first_state())
    before = game.played
    shown = len(heard.games)
    assert not game.play(Round("South Africa", "Madagascar", (6, 5, 4), (2,)))  # reinforce first
    assert not game.play(Place("Madagascar", 1))  # Ben's
    assert not game.play(Place("Egypt", 99))  # more than is due
    due = before.state.due  # 41 territories // 3 and every continent but Africa
    assert due == 13 + 5 + 2 + 5 + 7 + 2
    assert heard.refused == [
        f"Anna has {due} armies to place first.",
        "Madagascar is Ben's: Anna can reinforce only their own territories.",
        f"Place 1 to {due} armies, not 99.",
    ]
    assert len(heard.games) == shown and game.played == before
    assert ledger.ledger.game(before.id) == before


def test_no_game_open_is_said(game, ledger):
    heard = Heard(game, ledger)
    assert not game.play(EndTurn()) and not game.undo()
    assert game.roll("Egypt", "Madagascar") is None
    assert heard.refused[0] == "No game is open: start one or open one first."


def test_a_rolled_round_is_riskguis_dice_and_fewer_dice_are_a_choice(game):
    game.start("Friday", first_state())
    game.play(Place("South Africa", game.state.due))
    game.rng = np.random.default_rng(7)
    expected = np.random.default_rng(7).integers(1, 7, size=4).tolist()
    played = game.roll("South Africa", "Madagascar")
    assert played is not None
    assert list(played.attacker_faces) + list(played.defender_faces) == expected
    if game.state.pending is None:  # Madagascar held: one die this time
        one = game.roll("South Africa", "Madagascar", dice=1)
        assert one is not None and len(one.attacker_faces) == 1


def test_a_blitz_rolls_until_the_territory_falls_or_the_attack_cannot_go_on(game):
    game.start("Friday", first_state())
    game.play(Place("South Africa", game.state.due))
    game.rng = np.random.default_rng(1)
    assert game.blitz("South Africa", "Madagascar")
    state = game.state
    taken = state.pending is not None
    assert taken or state.armies["South Africa"] == 1
    rounds = game.played.entries
    assert game.played.steps == 1 + rounds and rounds >= 1


def test_undo_takes_back_the_last_step_and_its_entry(game, ledger):
    heard = Heard(game, ledger)
    game.start("Friday", first_state())
    game.play(Place("South Africa", game.state.due))
    game.play(Round("South Africa", "Madagascar", (6, 5, 4), (2,)))
    game.play(MoveIn(3))
    assert game.state.phase == "over"
    changes = heard.ledger_changes
    assert game.undo() and game.state.pending is not None and game.played.entries == 1
    assert heard.ledger_changes == changes  # a move-in has no entry
    assert game.undo() and game.played.entries == 0
    assert heard.ledger_changes == changes + 1 and ledger.entries(None) == []
    game.undo()
    assert not game.undo()
    assert heard.refused[-1] == "Nothing to undo: the game is at its start."


def test_the_game_open_is_resumed_after_a_restart(ledger, settings, ledger_file):
    first = GameSession(ledger, settings)
    first.start("Friday", first_state())
    first.play(Place("Egypt", 2))
    again = GameSession(ledger, settings)
    again.resume_remembered()
    assert again.played == first.played
    first.leave()
    later = GameSession(ledger, settings)
    later.resume_remembered()
    assert later.played is None and settings.value(OPEN_KEY) in (0, "0")


def test_a_game_whose_evening_is_deleted_is_left_and_said(game, ledger):
    heard = Heard(game, ledger)
    game.start("Friday", first_state())
    ledger.edits.delete_evening("Friday")
    assert game.played is None and heard.games[-1] is None
    assert heard.refused[-1].startswith("The game is no longer in the ledger: there is no game")


def test_undoing_the_evenings_deletion_brings_the_game_back(game, ledger):
    game.start("Friday", first_state())
    game.play(Place("South Africa", game.state.due))
    game.play(Round("South Africa", "Madagascar", (1,), (6,)))
    before = game.played
    ledger.edits.delete_evening("Friday")
    assert game.played is None
    ledger.undo_stack.undo()
    assert [info.id for info in game.games()] == [before.id]
    assert game.resume(before.id) and game.played == before
    assert len(ledger.entries("Friday")) == 1


def test_another_ledger_file_leaves_the_game(game, ledger, tmp_path):
    game.start("Friday", first_state())
    ledger.open_file(tmp_path / "other.sqlite")
    assert game.played is None and game.games() == []
