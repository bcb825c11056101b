"""Evenings are added, renamed and deleted through the session, and Undo brings a deleted
evening back with its entries."""

import pytest
from PySide6.QtWidgets import QInputDialog

from tests.gui.tabs.ledger.helpers import EVENING, wait_settled


def answer(monkeypatch, text, accepted=True):
    asked = []

    def get_text(parent, title, label, echo, default):
        asked.append(default)
        return text, accepted

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    return asked


@pytest.mark.slow
def test_a_new_evening_is_shown_empty_and_chosen(qtbot, monkeypatch, tab, night):
    answer(monkeypatch, "Saturday")
    tab.evenings.new_button.click()
    assert [e.name for e in night.evenings()] == [EVENING, "Saturday"]
    assert tab.evening == "Saturday"
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 0
    assert tab.plot.shown == []
    assert tab.summary.status.text() == "No luck to tell in Saturday: no entries yet."
    assert tab.battle_form._evening == "Saturday"


@pytest.mark.slow
def test_a_name_taken_is_refused(qtbot, monkeypatch, tab, night):
    answer(monkeypatch, EVENING)
    tab.evenings.new_button.click()
    assert tab.message.text().startswith("No evening added: ")
    assert len(night.evenings()) == 1


@pytest.mark.slow
def test_rename_keeps_the_evening_shown(qtbot, monkeypatch, tab, night):
    asked = answer(monkeypatch, "Friday, the big one")
    tab.evenings.rename_button.click()
    assert asked == [EVENING]
    assert tab.evening == "Friday, the big one"
    assert len(night.entries("Friday, the big one")) == 62
    wait_settled(qtbot, tab)
    assert tab.report.evening == "Friday, the big one"


@pytest.mark.slow
def test_delete_evening_and_undo(qtbot, tab, night):
    before = night.entries(EVENING)
    tab.evenings.delete_button.click()
    assert night.evenings() == []
    assert "and its 62 entries" in tab.message.text()
    wait_settled(qtbot, tab)
    assert tab.evening is None
    assert tab.model.rowCount() == 0
    tab.entries_view.undo_action.trigger()
    assert night.entries(EVENING) == before
    wait_settled(qtbot, tab)
    assert tab.model.rowCount() == 62
