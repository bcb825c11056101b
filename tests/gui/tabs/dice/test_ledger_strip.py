"""The Dice tab's recording strip: two clicks start tonight's evening, every round shown
(rolled, blitzed, typed) goes to the ledger once, and a round taken back leaves it."""

import sqlite3
from datetime import date

import pytest
from PySide6.QtWidgets import QMessageBox

from riskgui.core.battle import Battle
from riskgui.core.ledger.model import Entry, Evening, Roll
from riskgui.core.ledger.store import Ledger
from riskgui.gui.tabs.dice import view as dice_view
from riskgui.gui.tabs.dice.ledger_names import evening_name, evening_to_record

TONIGHT = evening_name(date.today())


def start(dice, attacker="Anna", defender="Ben"):
    strip = dice.ledger_strip
    strip.attacker_combo.setCurrentText(attacker)
    strip.defender_combo.setCurrentText(defender)
    strip.record_button.click()
    return strip


def recorded(ledger_file):
    """The rounds in the ledger, as another process reads them."""
    if not ledger_file.exists():
        return []
    with Ledger(ledger_file) as ledger:
        return [(e.what.attacker_faces, e.what.defender_faces) for e in ledger.entries()]


def shown(dice):
    return [(r.attacker_faces, r.defender_faces) for r in dice.battle.rounds]


def type_roll(dice, attacker, defender):
    dice.entry.attacker_faces_edit.setText(attacker)
    dice.entry.defender_faces_edit.setText(defender)
    dice.entry.enter_button.click()


@pytest.mark.slow
def test_two_clicks_record_every_roll_to_tonights_evening(qtbot, dice, ledger_file):
    strip = start(dice)
    assert strip.record_button.isChecked()
    assert strip.status_label.text() == f"Recording to {TONIGHT}: Anna attacks Ben"
    for _ in range(3):
        dice.roll_button.click()
    assert recorded(ledger_file) == shown(dice) and len(shown(dice)) == 3
    with Ledger(ledger_file) as ledger:
        assert ledger.evenings() == [Evening(TONIGHT, date.today().isoformat())]
        assert {(e.evening, e.attacker, e.defender) for e in ledger.entries()} == {
            (TONIGHT, "Anna", "Ben")
        }
        assert {e.rules for e in ledger.entries()} == {dice.battle.rules}


@pytest.mark.slow
def test_typed_rounds_are_recorded_and_undo_forgets_the_last(qtbot, dice, ledger_file):
    start(dice)
    type_roll(dice, "6 5 1", "6 3")
    dice.roll_button.click()
    type_roll(dice, "2 2 1", "5 4")
    assert recorded(ledger_file) == shown(dice)
    assert recorded(ledger_file)[0] == ((6, 5, 1), (6, 3))
    dice.undo_button.click()
    assert recorded(ledger_file) == shown(dice) and len(shown(dice)) == 2
    dice.undo_button.click()
    dice.undo_button.click()
    assert recorded(ledger_file) == []


@pytest.mark.slow
@pytest.mark.parametrize("speed", ["Instant", "Fast"])
def test_a_blitz_records_every_round_once(qtbot, dice, ledger_file, monkeypatch, speed):
    monkeypatch.setattr(dice_view, "INSTANT_ROUNDS_PER_TICK", 4)  # several slices
    dice.reset(Battle(30, 30), seed=11)
    start(dice)
    dice.speed_combo.setCurrentText(speed)
    with qtbot.waitSignal(dice.battleOver, timeout=60_000):
        dice.blitz_button.setChecked(True)
    assert recorded(ledger_file) == shown(dice) and len(shown(dice)) > 8
    stack = dice.ledger_strip._session.undo_stack
    if speed == "Instant":  # a slice of rounds is one write and one undo step
        assert stack.count() == -(-len(shown(dice)) // 4)
    dice.undo_button.click()
    assert recorded(ledger_file) == shown(dice)


@pytest.mark.slow
def test_reset_replays_the_same_dice_without_recording_them_twice(qtbot, dice, ledger_file):
    strip = start(dice)
    for _ in range(3):
        dice.roll_button.click()
    first = shown(dice)
    dice.reset_button.click()
    assert "replay" in strip.status_label.text()
    for _ in range(3):
        dice.roll_button.click()
    assert shown(dice) == first and recorded(ledger_file) == first
    type_roll(dice, "6 6 6", "1 1")  # real dice are new whatever the seed
    assert recorded(ledger_file) == [*first, ((6, 6, 6), (1, 1))]
    dice.undo_button.click()  # the typed round goes; the replayed ones were never added
    dice.undo_button.click()
    assert recorded(ledger_file) == first
    dice.on_battle_settled(Battle(8, 3))  # a new battle, with fresh dice
    assert "replay" not in strip.status_label.text()
    dice.roll_button.click()
    assert recorded(ledger_file) == [*first, *shown(dice)]


@pytest.mark.slow
def test_a_replay_further_than_the_first_pass_records_the_rounds_beyond(qtbot, dice, ledger_file):
    start(dice)
    for _ in range(2):
        dice.roll_button.click()
    dice.reset_button.click()
    for _ in range(5):
        dice.roll_button.click()
    assert recorded(ledger_file) == shown(dice) and len(shown(dice)) == 5


@pytest.mark.slow
def test_a_replay_of_rounds_taken_back_records_them_again(qtbot, dice, ledger_file):
    start(dice)
    for _ in range(3):
        dice.roll_button.click()
    for _ in range(3):
        dice.undo_button.click()
    assert recorded(ledger_file) == []
    dice.reset_button.click()
    assert "replay" not in dice.ledger_strip.status_label.text()
    for _ in range(3):
        dice.roll_button.click()
    assert recorded(ledger_file) == shown(dice) and len(shown(dice)) == 3


@pytest.mark.slow
def test_a_replay_records_from_the_first_round_that_differs(qtbot, dice, ledger_file):
    start(dice)
    dice.roll_button.click()
    dice.roll_button.click()
    dice.undo_button.click()
    dice.roll_button.click()  # fresh dice: the random stream was not rewound
    first = recorded(ledger_file)
    assert first == shown(dice)
    dice.reset_button.click()
    dice.roll_button.click()
    dice.roll_button.click()  # the dice taken back above, never in the ledger
    replayed = shown(dice)
    assert replayed[0] == first[0] and replayed[1] != first[1]
    assert recorded(ledger_file) == [*first, replayed[1]]
    dice.reset_button.click()  # a third pass: the second's rounds are in the ledger
    dice.roll_button.click()
    dice.roll_button.click()
    assert shown(dice) == replayed and recorded(ledger_file) == [*first, replayed[1]]
    dice.undo_button.click()  # a replayed round taken back stays: the second pass showed it
    assert recorded(ledger_file) == [*first, replayed[1]]


@pytest.mark.slow
def test_a_replay_past_a_round_typed_in_records_what_differs(qtbot, dice, ledger_file):
    start(dice)
    dice.roll_button.click()
    type_roll(dice, "1 1 1", "6 6")
    dice.roll_button.click()
    first = shown(dice)
    assert recorded(ledger_file) == first
    dice.reset_button.click()
    for _ in range(3):
        dice.roll_button.click()  # round 2 is the dice of round 3 above, at another place
    assert shown(dice)[0] == first[0] and shown(dice)[1] == first[2]
    assert recorded(ledger_file) == [*first, *shown(dice)[1:]]


@pytest.mark.slow
def test_a_round_deleted_on_the_ledger_tab_is_recorded_again_on_a_replay(
    qtbot, dice, ledger_file, session
):
    start(dice)
    for _ in range(3):
        dice.roll_button.click()
    first = shown(dice)
    with Ledger(ledger_file) as ledger:
        uid = ledger.entries()[1].uid
    session.edits.delete_entries([uid])
    dice.reset_button.click()
    for _ in range(3):
        dice.roll_button.click()
    assert sorted(recorded(ledger_file)) == sorted(first)


@pytest.mark.slow
def test_a_replay_of_dice_never_recorded_is_recorded(qtbot, dice, ledger_file):
    dice.roll_button.click()
    dice.reset_button.click()
    start(dice)
    dice.roll_button.click()
    assert recorded(ledger_file) == shown(dice)


@pytest.mark.slow
def test_without_recording_the_ledger_is_not_even_opened(qtbot, dice, ledger_file):
    dice.roll_button.click()
    type_roll(dice, "6", "1")
    assert not ledger_file.exists() and not dice.ledger_strip._session.is_open
    assert dice.ledger_strip.status_label.text().startswith("Not recording")


@pytest.mark.slow
def test_recording_without_players_asks_for_them(qtbot, dice, ledger_file):
    strip = start(dice, attacker="", defender="Ben")
    assert strip.record_button.isChecked()  # on, and waiting for the attacker
    assert strip.status_label.text() == "Not recording yet: name the attacker."
    assert strip.attacker_combo.hasFocus() or not dice.isActiveWindow()
    dice.roll_button.click()
    assert recorded(ledger_file) == []


@pytest.mark.slow
def test_the_players_of_the_evenings_last_entry_are_taken(qtbot, dice, ledger_file):
    with Ledger(ledger_file) as ledger:
        ledger.add_entry(Entry(TONIGHT, "Cleo", "Dan", Roll((6,), (1,))))
    strip = start(dice, attacker="", defender="")
    assert strip.status_label.text() == f"Recording to {TONIGHT}: Cleo attacks Dan"


@pytest.mark.slow
def test_the_lists_are_the_ledgers_and_a_new_choice_records_from_then_on(qtbot, dice, ledger_file):
    with Ledger(ledger_file) as ledger:
        ledger.add_evening("Old night", "2026-01-02")
        ledger.add_entry(Entry("Old night", "Cleo", "Dan", Roll((6,), (1,))))
    strip = start(dice)
    evenings = strip.evening_combo
    assert [evenings.itemText(i) for i in range(evenings.count())] == [TONIGHT, "Old night"]
    defenders = strip.defender_combo
    assert {defenders.itemText(i) for i in range(defenders.count())} >= {"Cleo", "Dan", "Ben"}
    defenders.setCurrentIndex(defenders.findText("Cleo"))
    defenders.activated.emit(defenders.currentIndex())
    assert strip.status_label.text() == f"Recording to {TONIGHT}: Anna attacks Cleo"
    dice.roll_button.click()
    with Ledger(ledger_file) as ledger:
        assert ledger.entries(TONIGHT)[-1].defender == "Cleo"
    strip.attacker_combo.setCurrentText("Cleo")  # Cleo against Cleo: recording waits
    strip.attacker_combo.lineEdit().editingFinished.emit()
    assert strip.record_button.isChecked()
    assert strip.status_label.text() == "Not recording yet: Cleo cannot attack themselves."


@pytest.mark.slow
def test_the_button_follows_the_session(qtbot, dice, session):
    strip = start(dice)
    session.edits.delete_evening(TONIGHT)  # from the Ledger tab
    assert not strip.record_button.isChecked()
    assert strip.status_label.text().startswith("Not recording")
    session.recorder.start("Elsewhere", "Cleo", "Dan")
    assert strip.record_button.isChecked()
    assert strip.evening_combo.currentText() == "Elsewhere"
    assert strip.attacker_combo.currentText() == "Cleo"


@pytest.mark.slow
def test_a_damaged_ledger_is_offered_to_be_kept_aside(qtbot, dice, ledger_file, monkeypatch):
    ledger_file.parent.mkdir(parents=True)
    ledger_file.write_bytes(b"no ledger here" * 50)
    strip = start(dice)
    assert not strip.record_button.isChecked()
    assert "is damaged" in strip.status_label.text()
    assert strip.keep_aside_button.isVisible()
    dice.roll_button.click()
    assert ledger_file.read_bytes().startswith(b"no ledger here")  # never written to
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    strip.keep_aside_button.click()
    assert ledger_file.read_bytes().startswith(b"no ledger here")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    strip.keep_aside_button.click()
    assert not strip.keep_aside_button.isVisible()
    assert "kept aside as ledger.damaged-" in strip.status_label.text()
    (kept,) = ledger_file.parent.glob("ledger.damaged-*")
    assert kept.read_bytes().startswith(b"no ledger here")
    strip.record_button.click()
    dice.roll_button.click()
    assert recorded(ledger_file) == shown(dice)[-1:]


@pytest.mark.slow
def test_a_read_only_ledger_says_why_nothing_is_recorded(qtbot, dice, ledger_file):
    Ledger(ledger_file).close()
    with sqlite3.connect(ledger_file) as connection:
        connection.execute("PRAGMA user_version = 999")
    strip = start(dice)
    assert not strip.record_button.isChecked()
    assert "newer riskgui" in strip.status_label.text() and "999" in strip.status_label.text()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("evenings", "wanted", "chosen", "expected"),
    [
        ([], "", False, "Friday 2026-11-27"),
        ([Evening("Last week", "2026-11-20")], "Last week", False, "Friday 2026-11-27"),
        ([Evening("Last week", "2026-11-20")], "Last week", True, "Last week"),
        ([Evening("Rematch", "2026-11-27")], "Last week", False, "Rematch"),
        ([Evening("A", "2026-11-27"), Evening("B", "2026-11-27")], "A", False, "A"),
        ([Evening("A", "2026-11-27"), Evening("B", "2026-11-27")], "", False, "B"),
        ([], "New name", True, "New name"),
    ],
)
def test_the_evening_recorded_to(evenings, wanted, chosen, expected):
    assert evening_to_record(evenings, wanted, chosen, date(2026, 11, 27)) == expected


@pytest.mark.slow
def test_an_evening_is_named_by_its_day_in_english():
    assert evening_name(date(2026, 11, 25)) == "Wednesday 2026-11-25"
