"""The ledger session: it opens the file only when asked, records the Dice tab's rounds
(committed before it returns), undoes every edit, computes the report on a worker that
restarts rather than queues, and never writes to a file it cannot trust."""

import sqlite3
from datetime import date

import pytest

from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.ledger.report import LedgerReport
from riskgui.core.ledger.store import DamagedLedger, Ledger, LedgerError, ReadOnlyLedger
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.session import LedgerSession, Recording


@pytest.fixture
def session(qtbot, ledger_file):
    made = LedgerSession(ledger_file)
    yield made
    made.shutdown()


def on_disk(path, evening=None):
    """What another process would read: only what was committed."""
    with Ledger(path) as ledger:
        return ledger.entries(evening)


def recording(session, evening="Friday", attacker="Anna", defender="Ben"):
    session.start_recording(evening, attacker, defender)
    return session


def roll(evening="Friday", attacker="Anna", defender="Ben", dice=((6, 5, 1), (6, 3))):
    return Entry(evening, attacker, defender, Roll(*dice))


# ----- opening ------------------------------------------------------------------------------
def test_nothing_is_opened_or_created_until_asked(qtbot, ledger_file):
    session = LedgerSession()
    assert session.path == ledger_file  # RISKGUI_LEDGER, read when asked
    assert not session.is_open and not ledger_file.exists()
    assert session.notice == "" and not session.read_only
    with qtbot.waitSignal(session.opened):
        session.open()
    assert session.is_open and ledger_file.exists()
    with qtbot.assertNotEmitted(session.opened):
        session.open()  # once
    session.shutdown()


def test_a_damaged_file_is_left_alone_until_kept_aside(qtbot, session, ledger_file):
    ledger_file.parent.mkdir(parents=True)
    ledger_file.write_bytes(b"these are not the bytes of a ledger" * 20)
    with pytest.raises(DamagedLedger):
        session.open()
    assert ledger_file.read_bytes().startswith(b"these are not")
    session.undo_stack.push(_marker())
    with qtbot.waitSignal(session.opened):
        kept = session.start_new_after_keeping_aside()
    assert kept != ledger_file and kept.read_bytes().startswith(b"these are not")
    assert f"damaged-{date.today().isoformat()}" in kept.name
    assert session.evenings() == [] and session.undo_stack.count() == 0
    recording(session).record_round((6,), (1,), CLASSIC)
    assert len(on_disk(ledger_file)) == 1


def test_a_ledger_from_a_newer_riskgui_is_read_only_and_refuses_recording(session, ledger_file):
    Ledger(ledger_file).close()
    with sqlite3.connect(ledger_file) as connection:
        connection.execute("PRAGMA user_version = 999")
    session.open()
    assert session.read_only and "999" in session.notice
    with pytest.raises(ReadOnlyLedger):
        session.start_recording("Friday", "Anna", "Ben")
    assert session.recording is None


def test_another_file_replaces_the_open_one_and_what_was_done_to_it(qtbot, session, tmp_path):
    recording(session).record_round((6,), (1,), CLASSIC)
    with pytest.raises(LedgerError):
        session.open_file(tmp_path)  # a folder: the open ledger stays
    assert session.recording is not None and len(session.entries(None)) == 1
    other = tmp_path / "other.sqlite"
    with qtbot.waitSignals([session.opened, session.recordingChanged]):
        session.open_file(other)
    assert session.path == other and session.entries(None) == []
    assert session.recording is None and session.undo_stack.count() == 0


# ----- recording ----------------------------------------------------------------------------
def test_a_recorded_round_is_committed_before_it_returns(qtbot, session, ledger_file):
    with qtbot.waitSignal(session.recordingChanged) as started:
        recording(session, "Friday 2026-11-27")
    assert started.args == [Recording("Friday 2026-11-27", "Anna", "Ben")]
    (evening,) = session.evenings()
    assert evening.date == date.today().isoformat()  # a new evening is tonight's
    with qtbot.waitSignal(session.changed):
        entry = session.record_round([6, 5, 1], [6, 3], CLASSIC)
    assert entry is not None and entry.what == Roll((6, 5, 1), (6, 3))
    assert on_disk(ledger_file) == [entry]
    assert (entry.evening, entry.attacker, entry.defender) == ("Friday 2026-11-27", "Anna", "Ben")


def test_nothing_is_recorded_when_not_recording(session, ledger_file):
    assert session.record_round((6,), (1,), CLASSIC) is None
    assert not ledger_file.exists()
    recording(session).stop_recording()
    assert session.record_round((6,), (1,), CLASSIC) is None
    assert on_disk(ledger_file) == []


@pytest.mark.parametrize(
    ("attacker", "defender", "words"),
    [("Anna", "Anna", "cannot attack themselves"), ("", "Ben", "name the attacker")],
)
def test_recording_needs_two_players(session, attacker, defender, words):
    with pytest.raises(ValueError, match=words):
        session.start_recording("Friday", attacker, defender)
    assert session.recording is None


def test_a_blitz_is_one_write_one_undo_step_and_one_change(qtbot, session, ledger_file):
    recording(session)
    rounds = [((6, 5, 4), (1, 1)), ((3, 2, 1), (6, 6)), ((6, 6), (5,))]
    with qtbot.waitSignal(session.changed):
        entries = session.record_rounds(rounds, CLASSIC)
    assert [(e.what.attacker_faces, e.what.defender_faces) for e in entries] == rounds
    assert on_disk(ledger_file) == entries
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Record 3 rounds"
    session.undo_stack.undo()
    assert on_disk(ledger_file) == []
    session.undo_stack.redo()
    assert on_disk(ledger_file) == entries


def test_a_round_taken_back_leaves_the_ledger_and_its_undo_stack(session, ledger_file):
    recording(session)
    kept = session.record_round((6,), (1,), CLASSIC)
    taken_back = session.record_round((1,), (6,), CLASSIC)
    session.forget(taken_back.uid)
    assert on_disk(ledger_file) == [kept]
    assert session.undo_stack.count() == 1  # redo cannot bring it back
    assert not session.undo_stack.canRedo()
    session.undo_stack.undo()
    assert on_disk(ledger_file) == []


def test_rounds_of_a_blitz_taken_back_one_by_one(session, ledger_file):
    recording(session)
    entries = session.record_rounds([((6,), (1,)), ((5,), (2,)), ((4,), (3,))], CLASSIC)
    session.forget(entries[2].uid)
    assert session.undo_stack.undoText() == "Record 2 rounds"
    session.forget(entries[1].uid)
    session.forget(entries[0].uid)
    assert on_disk(ledger_file) == [] and session.undo_stack.count() == 0


def test_forgetting_a_round_deleted_on_the_ledger_tab_is_quiet(qtbot, session, ledger_file):
    recording(session)
    entry = session.record_round((6,), (1,), CLASSIC)
    session.delete_entries([entry.uid])
    with qtbot.assertNotEmitted(session.failed):
        session.forget(entry.uid)
    assert on_disk(ledger_file) == []


def test_a_round_the_ledger_tab_undid_is_not_deleted_twice(qtbot, session, ledger_file):
    recording(session)
    entry = session.record_round((6,), (1,), CLASSIC)
    session.undo_stack.undo()
    with qtbot.assertNotEmitted(session.failed):
        session.forget(entry.uid)
    assert session.undo_stack.count() == 0 and on_disk(ledger_file) == []
    assert not session.undo_stack.canRedo()


def test_a_write_refused_stops_the_recording_and_says_why(qtbot, session, monkeypatch):
    recording(session)

    def refuse(entry):
        raise LedgerError("could not write to the ledger: database is locked")

    monkeypatch.setattr(session.ledger, "add_entry", refuse)
    with qtbot.waitSignal(session.failed) as said:
        assert session.record_round((6,), (1,), CLASSIC) is None
    assert "database is locked" in said.args[0]
    assert session.recording is None and session.undo_stack.count() == 0


# ----- editing, undone and redone -----------------------------------------------------------
def test_adding_editing_and_deleting_entries_undo_and_redo(session, ledger_file):
    first, second = roll(), roll(attacker="Ben", defender="Cleo")
    session.add_entry(first)
    session.add_entry(second)
    edited = Entry("Friday", "Anna", "Ben", Fought((10, 10), (1, 4)), uid=first.uid)
    session.replace_entry(edited)
    session.delete_entries([edited.uid, second.uid])
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


def test_a_delete_that_fails_deletes_nothing(session, ledger_file):
    entry = roll()
    session.add_entry(entry)
    with pytest.raises(LedgerError, match="no entry"):
        session.delete_entries([entry.uid, "not-there"])
    assert on_disk(ledger_file) == [entry] and session.undo_stack.count() == 1


def test_evenings_renamed_and_deleted_follow_the_recording(qtbot, session, ledger_file):
    session.add_evening("Old", "2026-01-02")
    recording(session, "Friday")
    entry = session.record_round((6,), (1,), CLASSIC)
    with qtbot.waitSignal(session.recordingChanged) as renamed:
        session.rename_evening("Friday", "Big Friday")
    assert renamed.args == [Recording("Big Friday", "Anna", "Ben")]
    assert [e.evening for e in on_disk(ledger_file)] == ["Big Friday"]
    session.delete_evening("Big Friday")
    assert session.recording is None and on_disk(ledger_file) == []
    session.undo_stack.undo()  # the evening and its entries come back
    assert [e.uid for e in on_disk(ledger_file, "Big Friday")] == [entry.uid]
    session.undo_stack.undo()
    assert {e.name for e in session.evenings()} == {"Old", "Friday"}
    assert {e.name: e.date for e in session.evenings()}["Old"] == "2026-01-02"
    with pytest.raises(LedgerError, match="already an evening"):
        session.add_evening("Old")


def test_an_undo_that_cannot_be_done_says_so(qtbot, session, ledger_file):
    entry = roll()
    session.add_entry(entry)
    with Ledger(ledger_file) as other:  # another riskgui deletes it meanwhile
        other.delete_entry(entry.uid)
    with qtbot.waitSignal(session.failed) as said:
        session.undo_stack.undo()
    assert "no entry" in said.args[0]


# ----- the report, exchange, shutdown -------------------------------------------------------
def test_the_report_comes_from_a_worker_and_a_new_request_replaces_the_old(qtbot, session):
    recording(session, "Friday").record_rounds([((6, 5, 1), (6, 3))] * 40, CLASSIC)
    recording(session, "Saturday", "Ben", "Cleo").record_round((6,), (1,), CLASSIC)
    reports = []
    session.reportReady.connect(reports.append)
    session.request_report(None)
    with qtbot.waitSignal(session.reportReady, timeout=20_000):
        session.request_report("Saturday")
    qtbot.wait(100)  # anything the first run still sent would have arrived
    (report,) = reports
    assert isinstance(report, LedgerReport)
    assert report.evening == "Saturday" and report.entries == 1
    assert set(report.players) == {"Ben", "Cleo"}


def test_an_export_imported_elsewhere_is_the_same_ledger(session, tmp_path):
    recording(session, "Friday").record_rounds([((6, 5, 1), (6, 3)), ((2,), (1,))], CLASSIC)
    session.add_entry(Entry("Saturday", "Ben", "Cleo", Fought((5, 3), (5, 0))))
    for fmt in ("json", "csv"):
        path = tmp_path / f"ledger.{fmt}"
        assert session.export_to(path, fmt) == 3
        assert session.export_to(tmp_path / f"friday.{fmt}", fmt, "Friday") == 2
        other = LedgerSession(tmp_path / f"other-{fmt}.sqlite")
        assert other.import_from(path) == 3
        assert other.import_from(path) == 0  # twice adds nothing
        assert other.entries(None) == session.entries(None)
        assert other.evenings() == session.evenings()
        other.shutdown()
    with pytest.raises(ValueError, match="json or csv"):
        session.export_to(tmp_path / "x.txt", "txt")
    with pytest.raises(ValueError, match="could not read"):
        session.import_from(tmp_path / "missing.json")


def test_shutdown_closes_the_file_and_is_safe_twice(session):
    session.request_report(None)
    session.shutdown()
    session.shutdown()
    assert not session.is_open
    with pytest.raises(LedgerError, match="closed"):
        session.open()


def _marker():
    from PySide6.QtGui import QUndoCommand

    return QUndoCommand("an edit of the damaged ledger")
