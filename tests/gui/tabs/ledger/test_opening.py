"""The ledger opens when the tab is first shown: a damaged file is kept aside only if the
player agrees (and never changed), and a newer riskgui's ledger is shown read-only."""

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from riskgui.core.ledger.schema import SCHEMA_VERSION
from riskgui.gui.ledger.session import LedgerSession
from tests.gui.tabs.ledger.helpers import EVENING, fill, game_night, wait_settled

GARBAGE = b"this is no database, and it must not be overwritten\n" * 40


@pytest.fixture
def damaged(ledger_file):
    ledger_file.parent.mkdir(parents=True, exist_ok=True)
    ledger_file.write_bytes(GARBAGE)
    return ledger_file


@pytest.fixture
def answers(monkeypatch):
    """QMessageBox.question answers with the first of ``replies``; each question is kept."""
    asked, replies = [], []

    def question(parent, title, text, buttons, default):
        asked.append((title, text))
        return replies.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked, replies


@pytest.mark.slow
def test_yes_keeps_the_damaged_file_aside_and_starts_a_new_ledger(
    qtbot, session, damaged, answers, make_tab
):
    asked, replies = answers
    replies.append(QMessageBox.StandardButton.Yes)
    tab = make_tab(session)
    assert len(asked) == 1
    title, text = asked[0]
    assert title == "The ledger is damaged"
    assert str(damaged) in text and "Keep it aside" in text
    kept = [p for p in damaged.parent.iterdir() if "damaged" in p.name]
    assert len(kept) == 1
    assert kept[0].read_bytes() == GARBAGE
    assert str(kept[0]) in tab.message.text()
    assert damaged.read_bytes()[:16] == b"SQLite format 3\x00"
    assert not tab.notice.isVisible()
    assert tab.battle_form.add_button.isEnabled()
    assert tab.evenings.new_button.isEnabled()
    assert session.entries(None) == []


@pytest.mark.slow
def test_no_leaves_the_file_as_it_is_and_nothing_can_be_written(
    qtbot, session, damaged, answers, make_tab
):
    asked, replies = answers
    replies.append(QMessageBox.StandardButton.No)
    tab = make_tab(session)
    assert damaged.read_bytes() == GARBAGE
    assert [p.name for p in damaged.parent.iterdir()] == [damaged.name]
    assert tab.notice.isVisible()
    assert "is damaged and was left as it is" in tab.notice.label.text()
    assert tab.notice.keep_button.isVisible()
    for part in (tab.battle_form.add_button, tab.evenings.new_button,
                 tab.exchange.import_button, tab.exchange.export_button):  # fmt: skip
        assert not part.isEnabled(), part.objectName()
    assert tab.summary.status.text() == "No ledger is open."
    tab.hide()
    tab.show()
    assert len(asked) == 1  # not asked again each time the tab shows
    replies.append(QMessageBox.StandardButton.Yes)
    tab.notice.keep_button.click()
    assert len(asked) == 2
    assert damaged.read_bytes()[:16] == b"SQLite format 3\x00"
    assert not tab.notice.isVisible()
    assert tab.battle_form.add_button.isEnabled()


@pytest.mark.slow
def test_a_newer_ledger_is_shown_read_only_with_both_versions(
    qtbot, session, ledger_file, make_tab
):
    session.open()
    fill(session, game_night())
    session.shutdown()
    with sqlite3.connect(ledger_file) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    newer = LedgerSession(ledger_file)
    try:
        tab = make_tab(newer)
        wait_settled(qtbot, tab)
        assert newer.read_only
        assert tab.notice.isVisible()
        notice = tab.notice.label.text()
        assert notice == newer.notice
        assert str(SCHEMA_VERSION) in notice and str(SCHEMA_VERSION + 1) in notice
        assert not tab.notice.keep_button.isVisible()
        assert tab.model.rowCount() == 62  # still shown, and its luck computed
        assert tab.report.entries == 62
        assert not tab.battle_form.add_button.isEnabled()
        assert not tab.exchange.import_button.isEnabled()
        assert tab.exchange.export_button.isEnabled()
        index = tab.model.index(0, 2)
        assert not (tab.model.flags(index) & Qt.ItemFlag.ItemIsEditable)
        tab.entries_view.table.selectRow(0)
        assert not tab.entries_view.delete_action.isEnabled()
        assert tab.evening == EVENING
        tab.shutdown()
    finally:
        newer.shutdown()


@pytest.mark.slow
def test_another_ledger_opened_is_shown_with_its_own_notice(qtbot, tab, night, tmp_path):
    other = tmp_path / "other.sqlite"
    night.open_file(other)
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 0
    assert tab.evening is None
    assert tab.plot.shown == []
    fill(night, game_night("Sunday", rolls=5))
    wait_settled(qtbot, tab)
    assert tab.evening == "Sunday"
    assert tab.model.rowCount() == 7
