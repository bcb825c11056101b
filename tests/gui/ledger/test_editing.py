"""The Ledger tab's edits: each written at once, undone and redone, and an evening renamed
or deleted moves or stops the recording."""

import pytest

from riskgui.core.ledger.errors import LedgerError
from riskgui.core.ledger.model import Entry, Fought
from riskgui.core.ledger.store import Ledger
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.recording import Recording
from tests.gui.ledger.helpers import on_disk, recording, roll


@pytest.mark.slow
def test_adding_editing_and_deleting_entries_undo_and_redo(session, ledger_file):
    first, second = roll(), roll(attacker="Ben", defender="Cleo")
    session.edits.add_entry(first)
    session.edits.add_entry(second)
    edited = Entry("Friday", "Anna", "Ben", Fought((10, 10), (1, 4)), uid=first.uid)
    session.edits.replace_entry(edited)
    session.edits.delete_entries([edited.uid, second.uid])
    assert on_disk(ledger_file) == []
    stack = session.undo_stack
    stack.undo()
    assert on_disk(ledger_file) == [edited, second]  # back in their places
    stack.undo()
    assert on_disk(ledger_file) == [first, second]
    stack.undo()
    stack.undo()
    assert on_disk(ledger_file) == []
    for _ in range(4):
        stack.redo()
    assert on_disk(ledger_file) == []
    assert [stack.text(i) for i in range(stack.count())] == [
        "Add roll",
        "Add roll",
        "Edit battle",
        "Delete 2 entries",
    ]


@pytest.mark.slow
def test_a_delete_that_fails_deletes_nothing(session, ledger_file):
    entry = roll()
    session.edits.add_entry(entry)
    with pytest.raises(LedgerError, match="no entry"):
        session.edits.delete_entries([entry.uid, "not-there"])
    assert on_disk(ledger_file) == [entry] and session.undo_stack.count() == 1


@pytest.mark.slow
def test_evenings_renamed_and_deleted_follow_the_recording(qtbot, session, ledger_file):
    session.edits.add_evening("Old", "2026-01-02")
    recording(session, "Friday")
    entry = session.recorder.record_round((6,), (1,), CLASSIC)
    with qtbot.waitSignal(session.recorder.recordingChanged) as renamed:
        session.edits.rename_evening("Friday", "Big Friday")
    assert renamed.args == [Recording("Big Friday", "Anna", "Ben")]
    assert [e.evening for e in on_disk(ledger_file)] == ["Big Friday"]
    session.edits.delete_evening("Big Friday")
    assert session.recorder.recording is None and on_disk(ledger_file) == []
    session.undo_stack.undo()  # the evening and its entries come back
    assert [e.uid for e in on_disk(ledger_file, "Big Friday")] == [entry.uid]
    session.undo_stack.undo()
    assert {e.name for e in session.evenings()} == {"Old", "Friday"}
    assert {e.name: e.date for e in session.evenings()}["Old"] == "2026-01-02"
    with pytest.raises(LedgerError, match="already an evening"):
        session.edits.add_evening("Old")


@pytest.mark.slow
def test_an_undo_that_cannot_be_done_says_so(qtbot, session, ledger_file):
    entry = roll()
    session.edits.add_entry(entry)
    with Ledger(ledger_file) as other:  # another riskgui deletes it meanwhile
        other.delete_entry(entry.uid)
    with qtbot.waitSignal(session.failed) as said, qtbot.assertNotEmitted(session.said):
        session.undo_stack.undo()  # and no "Undone" over the refusal
    assert "no entry" in said.args[0]


@pytest.mark.slow
def test_an_undo_or_redo_says_what_it_did(qtbot, session):
    session.edits.add_entry(roll())
    session.edits.delete_entries([session.entries("Friday")[0].uid])
    with qtbot.waitSignal(session.said) as said:
        session.undo_stack.undo()
    assert said.args[0].startswith("Undone: delete entry; Redo")
    with qtbot.waitSignal(session.said) as said:
        session.undo_stack.redo()
    assert said.args[0].startswith("Done again: delete entry; Undo")
