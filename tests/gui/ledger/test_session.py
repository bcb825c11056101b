"""The ledger session: it opens the file only when asked, never writes to a file it cannot
trust, and a file replaced or closed stops what lives with it."""

import sqlite3
from datetime import date

import pytest

from riskgui.core.ledger.errors import DamagedLedger, LedgerError, ReadOnlyLedger
from riskgui.core.ledger.store import Ledger
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.session import LedgerSession
from tests.gui.ledger.helpers import on_disk, recording


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
def test_a_ledger_from_a_newer_riskgui_is_read_only_and_refuses_recording(session, ledger_file):
    Ledger(ledger_file).close()
    with sqlite3.connect(ledger_file) as connection:
        connection.execute("PRAGMA user_version = 999")
    session.open()
    assert session.read_only and "999" in session.notice
    with pytest.raises(ReadOnlyLedger):
        session.recorder.start("Friday", "Anna", "Ben")
    assert session.recorder.recording is None


@pytest.mark.slow
def test_another_file_replaces_the_open_one_and_what_was_done_to_it(qtbot, session, tmp_path):
    recording(session).record_round((6,), (1,), CLASSIC)
    with pytest.raises(LedgerError):
        session.open_file(tmp_path)  # a folder: the open ledger stays
    assert session.recorder.recording is not None and len(session.entries(None)) == 1
    other = tmp_path / "other.sqlite"
    with qtbot.waitSignals([session.opened, session.recorder.recordingChanged]):
        session.open_file(other)
    assert session.path == other and session.entries(None) == []
    assert session.recorder.recording is None and session.undo_stack.count() == 0


@pytest.mark.slow
def test_shutdown_closes_the_file_and_is_safe_twice(session):
    session.report.request(None)
    session.shutdown()
    session.shutdown()
    assert not session.is_open
    with pytest.raises(LedgerError, match="closed"):
        session.open()


def _marker():
    from PySide6.QtGui import QUndoCommand

    return QUndoCommand("an edit of the damaged ledger")
