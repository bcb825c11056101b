"""The Dice tab's recording: each round committed before it returns, one undo step per
round or blitz, and a round taken back leaves the ledger and its undo stack."""

from datetime import date

import pytest

from riskgui.core.ledger.errors import LedgerError
from riskgui.core.ledger.model import Roll
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.recording import Recording
from tests.gui.ledger.helpers import on_disk, recording


@pytest.mark.slow
def test_a_recorded_round_is_committed_before_it_returns(qtbot, session, ledger_file):
    with qtbot.waitSignal(session.recorder.recordingChanged) as started:
        recording(session, "Friday 2026-11-27")
    assert started.args == [Recording("Friday 2026-11-27", "Anna", "Ben")]
    (evening,) = session.evenings()
    assert evening.date == date.today().isoformat()  # a new evening is tonight's
    with qtbot.waitSignal(session.changed):
        entry = session.recorder.record_round([6, 5, 1], [6, 3], CLASSIC)
    assert entry is not None and entry.what == Roll((6, 5, 1), (6, 3))
    assert on_disk(ledger_file) == [entry]
    assert (entry.evening, entry.attacker, entry.defender) == ("Friday 2026-11-27", "Anna", "Ben")


def test_nothing_is_recorded_when_not_recording(session, ledger_file):
    assert session.recorder.record_round((6,), (1,), CLASSIC) is None
    assert not ledger_file.exists()
    recording(session).stop()
    assert session.recorder.record_round((6,), (1,), CLASSIC) is None
    assert on_disk(ledger_file) == []


@pytest.mark.parametrize(
    ("attacker", "defender", "words"),
    [("Anna", "Anna", "cannot attack themselves"), ("", "Ben", "name the attacker")],
)
def test_recording_needs_two_players(session, attacker, defender, words):
    with pytest.raises(ValueError, match=words):
        session.recorder.start("Friday", attacker, defender)
    assert session.recorder.recording is None


def test_a_blitz_is_one_write_one_undo_step_and_one_change(qtbot, session, ledger_file):
    recording(session)
    rounds = [((6, 5, 4), (1, 1)), ((3, 2, 1), (6, 6)), ((6, 6), (5,))]
    with qtbot.waitSignal(session.changed):
        entries = session.recorder.record_rounds(rounds, CLASSIC)
    assert [(e.what.attacker_faces, e.what.defender_faces) for e in entries] == rounds
    assert on_disk(ledger_file) == entries
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Record 3 rounds"
    session.undo_stack.undo()
    assert on_disk(ledger_file) == []
    session.undo_stack.redo()
    assert on_disk(ledger_file) == entries


@pytest.mark.slow
def test_a_round_taken_back_leaves_the_ledger_and_its_undo_stack(session, ledger_file):
    recording(session)
    kept = session.recorder.record_round((6,), (1,), CLASSIC)
    taken_back = session.recorder.record_round((1,), (6,), CLASSIC)
    session.recorder.forget(taken_back.uid)
    assert on_disk(ledger_file) == [kept]
    assert session.undo_stack.count() == 1  # redo cannot bring it back
    assert not session.undo_stack.canRedo()
    session.undo_stack.undo()
    assert on_disk(ledger_file) == []


@pytest.mark.slow
def test_rounds_of_a_blitz_taken_back_one_by_one(session, ledger_file):
    recording(session)
    entries = session.recorder.record_rounds([((6,), (1,)), ((5,), (2,)), ((4,), (3,))], CLASSIC)
    session.recorder.forget(entries[2].uid)
    assert session.undo_stack.undoText() == "Record 2 rounds"
    session.recorder.forget(entries[1].uid)
    session.recorder.forget(entries[0].uid)
    assert on_disk(ledger_file) == [] and session.undo_stack.count() == 0


@pytest.mark.slow
def test_forgetting_a_round_deleted_on_the_ledger_tab_is_quiet(qtbot, session, ledger_file):
    recording(session)
    entry = session.recorder.record_round((6,), (1,), CLASSIC)
    session.edits.delete_entries([entry.uid])
    with qtbot.assertNotEmitted(session.failed):
        session.recorder.forget(entry.uid)
    assert on_disk(ledger_file) == []


@pytest.mark.slow
def test_a_round_the_ledger_tab_undid_is_not_deleted_twice(qtbot, session, ledger_file):
    recording(session)
    entry = session.recorder.record_round((6,), (1,), CLASSIC)
    session.undo_stack.undo()
    with qtbot.assertNotEmitted(session.failed):
        session.recorder.forget(entry.uid)
    assert session.undo_stack.count() == 0 and on_disk(ledger_file) == []
    assert not session.undo_stack.canRedo()


@pytest.mark.slow
def test_a_write_refused_stops_the_recording_and_says_why(qtbot, session, monkeypatch):
    recording(session)

    def refuse(entry):
        raise LedgerError("could not write to the ledger: database is locked")

    monkeypatch.setattr(session.ledger, "add_entry", refuse)
    with qtbot.waitSignal(session.failed) as said:
        assert session.recorder.record_round((6,), (1,), CLASSIC) is None
    assert "database is locked" in said.args[0]
    assert session.recorder.recording is None and session.undo_stack.count() == 0


@pytest.mark.slow
def test_recording_switched_on_waits_for_names_it_can_record_to(qtbot, session, ledger_file):
    recorder = session.recorder
    with qtbot.waitSignal(recorder.waitingChanged) as waiting:
        recorder.want("Friday", "Anna", "Anna")
    assert waiting.args == ["Anna cannot attack themselves"]
    assert recorder.recording is None and recorder.wanted == Recording("Friday", "Anna", "Anna")
    assert recorder.record_round((6,), (1,), CLASSIC) is None
    assert not ledger_file.exists()  # nothing written, not even the evening
    with qtbot.waitSignal(recorder.recordingChanged):
        recorder.want("Friday", "Anna", "Ben")
    assert recorder.waiting == "" and recorder.recording == Recording("Friday", "Anna", "Ben")
    assert recorder.record_round((6,), (1,), CLASSIC) is not None
    recorder.want("Friday", "", "Ben")  # back to waiting, still on
    assert recorder.waiting == "name the attacker" and recorder.wanted is not None
    recorder.stop()
    assert recorder.wanted is None and recorder.waiting == ""


@pytest.mark.slow
def test_an_evening_renamed_or_deleted_while_waiting_follows(qtbot, session):
    recording(session, "Friday")
    session.recorder.want("Friday", "Anna", "")
    with qtbot.waitSignal(session.recorder.waitingChanged):
        session.edits.rename_evening("Friday", "Big Friday")
    assert session.recorder.wanted == Recording("Big Friday", "Anna", "")
    session.edits.delete_evening("Big Friday")
    assert session.recorder.wanted is None
