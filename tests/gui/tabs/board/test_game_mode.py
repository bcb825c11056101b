"""A game at the table played through the window (issue 37): a new game from the board's
position, reinforce by clicks, typed and rolled dice, an elimination and its move-in with
the advised number chosen, a fortify, End turn, a correction by hand, and Undo back
across every kind of step; after every step the map is the game's position and the
ledger holds exactly the rounds played."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riskgui.core.board.map import load_map
from riskgui.gui.tabs.board.inputs import GoalChoice
from riskgui.gui.tabs.board.new_game_dialog import NewGameDialog
from tests.gui.tabs.board.helpers import click_territory

BOARD = load_map("classic")


def lonely_ben():
    """Anna holds every territory but Madagascar (Ben, 1 army) and Brazil (Cleo)."""
    position = {t: ["Anna", 3] for t in BOARD.territories}
    position["Madagascar"] = ["Ben", 1]
    position["Brazil"] = ["Cleo", 2]
    return {"map": "classic", "me": "Anna", "position": position,
            "goal": {"eliminate": "Ben"}, "search": True}  # fmt: skip


@pytest.fixture
def board(qtbot, window, monkeypatch):
    view = window.board_view
    view.load(lonely_ben(), answer=False)
    window.tabs.setCurrentWidget(view)

    def fill_in(dialog):
        dialog.players_field.setText("Anna, Ben, Cleo")
        dialog.evening_combo.setCurrentText("Friday")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    return view


def shown_is_the_game(window):
    """The map is the game's position, and the ledger holds the game's rounds."""
    view, session = window.board_view, window.game_session
    state = session.state
    assert dict(view.inputs.owners) == dict(state.owners)
    assert dict(view.inputs.armies) == dict(state.armies)
    assert view.inputs.me == state.turn
    assert len(window.ledger_session.entries(None)) == session.played.entries
    stored = window.ledger_session.ledger.game(session.played.id)
    assert stored == session.played


def test_a_whole_turn_and_back(qtbot, window, board):
    session, bar, panel = window.game_session, board.game_bar, board.game_panel
    bar.new_button.click()
    assert session.played is not None and panel.isVisible() and not board.plan_box.isVisible()
    due = session.state.due
    assert bar.turn_label.text() == f"Anna to play \u00b7 Reinforce: {due} armies to place"
    steps = [session.played.steps]

    # Reinforce: all but one on South Africa, a click on Ben's refused, one on Egypt.
    panel.per_click_spin.setValue(due - 1)
    click_territory(qtbot, board, "South Africa")
    click_territory(qtbot, board, "Madagascar")
    assert "Madagascar is Ben's: place on yours." in board.header.message.text()
    click_territory(qtbot, board, "Egypt")
    assert session.state.phase == "attack" and session.state.armies["Egypt"] == 4
    shown_is_the_game(window)

    # Attack: a territory that does not border is refused; the battle is chosen.
    click_territory(qtbot, board, "South Africa")
    click_territory(qtbot, board, "Brazil")
    assert "South Africa does not border it" in board.header.message.text()
    click_territory(qtbot, board, "Madagascar")
    assert panel.battle_label.text().startswith("South Africa (")
    # Real dice: a malformed line and dice the armies do not allow write nothing.
    written = session.played.steps
    for typed in ("6,5,4", "6,5,4/6,6"):
        QTest.keyClicks(panel.dice_field, typed)
        QTest.keyClick(panel.dice_field, Qt.Key.Key_Return)
        assert board.header.error_shown and session.played.steps == written
        panel.dice_field.clear()
    QTest.keyClicks(panel.dice_field, "1,1,1/6")
    QTest.keyClick(panel.dice_field, Qt.Key.Key_Return)
    assert session.state.armies["South Africa"] == 3 + due - 1 - 1
    assert panel.last_label.text() == f"1,1,1 against 6: South Africa {1 + due}, Madagascar 1."
    shown_is_the_game(window)
    # Rolled dice (Space on the map) until Madagascar falls: Ben is out.
    board.map_view.setFocus()
    for _ in range(50):
        if session.state.pending is not None:
            break
        QTest.keyClick(board.map_view, Qt.Key.Key_Space)
        shown_is_the_game(window)
    wait = session.state.pending
    assert wait is not None and wait.target == "Madagascar"
    assert "Ben is out of the game." in board.header.message.text()
    rounds = session.played.entries
    assert rounds >= 2

    # The move-in, the advised number chosen once the advice comes.  Meanwhile the
    # territory taken reads 0 in the position's form, as on the map, and is not edited there.
    board.select("Madagascar")  # (a click would be a step of the game)
    spin = board.territory_form.armies_spin
    assert spin.value() == 0 and not spin.isEnabled() and "move-in" in spin.toolTip()
    qtbot.waitUntil(lambda: panel.move_advice_label.text() != "", timeout=20_000)
    advice = board.advising.answer.advice
    assert advice.move is not None and panel.move_spin.value() == advice.move
    assert (panel.move_spin.minimum(), panel.move_spin.maximum()) == (wait.least, wait.most)
    panel.move_button.click()
    assert session.state.owners["Madagascar"] == "Anna" and session.state.pending is None
    assert session.state.armies["Madagascar"] == advice.move
    shown_is_the_game(window)
    board.select("Madagascar")
    assert spin.value() == advice.move and spin.minimum() == 1 and spin.isEnabled()
    board.select(None)

    # Fortify Egypt -> East Africa, then End turn: Cleo, not Ben, plays next.
    click_territory(qtbot, board, "Egypt")
    click_territory(qtbot, board, "East Africa")
    assert panel.fortify_label.text() == "Egypt \u2192 East Africa"
    panel.fortify_spin.setValue(2)
    panel.fortify_button.click()
    assert session.state.phase == "fortify" and session.state.armies["East Africa"] == 5
    # No attack is left in the turn: the advice says so instead of proposing one.
    assert board.header.advice.headline.text() == (
        "Anna has fortified: the attacks of this turn are over"
    )
    assert board.scene.next_arrow is None
    bar.end_button.click()
    assert session.state.turn == "Cleo" and session.state.phase == "reinforce"
    assert bar.turn_label.text() == "Cleo to play \u00b7 Reinforce: 3 armies to place"
    shown_is_the_game(window)

    # A correction by hand: the territory form's armies.
    board.editing.choose("Egypt")
    board.territory_form.armies_spin.setValue(9)
    assert session.state.armies["Egypt"] == 9 and session.state.turn == "Cleo"
    shown_is_the_game(window)

    # Undo back to the start, Ctrl+Z first, each kind of step on the way.
    steps = session.played.steps
    QTest.keyClick(board.map_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.played.steps == steps - 1 and session.state.armies["Egypt"] == 2
    undone = []
    while session.played.steps:
        bar.undo_button.click()
        undone.append((session.state.turn, session.state.phase, session.played.entries))
        shown_is_the_game(window)
    assert undone[0] == ("Anna", "fortify", rounds)  # End turn taken back
    assert undone[1] == ("Anna", "attack", rounds)  # the fortify
    assert session.state == window.ledger_session.ledger.game(session.played.id).state
    assert session.state.armies["South Africa"] == 3 and session.played.entries == 0
    assert not bar.undo_button.isEnabled()


def test_a_round_needs_a_battle_and_leaving_gives_the_editor_back(qtbot, window, board):
    before = board.inputs
    board.game_bar.new_button.click()
    session = window.game_session
    board.game_panel.diceTyped.emit("6/1")  # still reinforcing: no battle to play them in
    assert "Choose the battle on the map first" in board.header.message.text()
    assert session.played.steps == 0
    due = session.state.due
    board.game_panel.per_click_spin.setValue(due)
    click_territory(qtbot, board, "Egypt")
    board.game_bar.leave_button.click()
    assert session.played is None and not board.game_panel.isVisible()
    assert board.inputs == before and board.game_bar.currentIndex() == 0
    assert board.game_bar.games_combo.currentData() == 1
    board.game_bar.resume_button.click()
    assert session.played is not None and session.played.steps == 1
    assert board.inputs.armies["Egypt"] == 3 + due and board.game_panel.isVisible()

    # The goal set before the game is kept with it; one chosen in the game too.
    assert session.goals() == {"Anna": {"eliminate": "Ben"}}
    board.editing.on_goal_changed(GoalChoice("continent", "Africa", "Ben"))
    assert session.goals() == {"Anna": {"continent": "Africa"}}
    assert board.inputs.goal.continent == "Africa"
    assert window.ledger_session.ledger.goals(session.played.id) == session.goals()


def test_a_dealt_game_is_set_up_by_clicks_one_army_at_a_time(qtbot, window, board, monkeypatch):
    def dealt(dialog):
        dialog.players_field.setText("Anna, Ben")
        dialog.dealt.setChecked(True)
        dialog.seed_spin.setValue(11)
        dialog.by_players.setChecked(True)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", dealt)
    board.game_bar.new_button.click()
    session = window.game_session
    state = session.state
    assert state.phase == "setup" and board.game_panel.isVisible()
    setting_up = "Anna to play \u00b7 Setup: place 1 of 19 armies left"
    assert board.game_bar.turn_label.text() == setting_up
    assert "Setting up" in board.header.advice.headline.text()
    for player in ("Anna", "Ben"):
        mine = next(t for t in BOARD.territories if session.state.owners[t] == player)
        click_territory(qtbot, board, mine)
        assert session.state.armies[mine] == 2
    assert session.state.setup_left == {"Anna": 18, "Ben": 18}
    shown_is_the_game(window)
