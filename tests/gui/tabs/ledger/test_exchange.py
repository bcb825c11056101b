"""Export and Import through the tab's buttons: the dialogs open in the player's documents,
the files are the CLI's, a round trip changes nothing and a second import adds nothing."""

import pytest
from PySide6.QtWidgets import QFileDialog

from riskgui.core.ledger.exchange import export_json, read_export
from riskgui.gui.ledger.session import LedgerSession
from tests.gui.tabs.ledger.helpers import EVENING, wait_settled


@pytest.fixture
def dialogs(monkeypatch):
    """The file dialogs answer with the path set in ``chosen``; each records where it opened."""
    opened = []
    chosen = {}

    def save(parent, title, where, filters):
        opened.append(where)
        return chosen["save"]

    def open_(parent, title, where, filters):
        opened.append(where)
        return chosen["open"], filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_)
    return chosen, opened


@pytest.mark.slow
def test_export_writes_the_evening_as_the_cli_does(qtbot, tab, night, documents, dialogs):
    chosen, opened = dialogs
    out = documents / "friday.json"
    chosen["save"] = (str(out), "Ledger JSON (*.json)")
    tab.exchange.export_button.click()
    assert opened == [str(documents / "riskgui-ledger-friday-game.json")]
    assert out.read_text(encoding="utf-8") == export_json(night.evenings(), night.entries(EVENING))
    assert tab.message.text() == f"Exported 62 entries to {out}"


@pytest.mark.slow
def test_csv_is_chosen_by_its_filter(qtbot, tab, night, documents, dialogs):
    chosen, _ = dialogs
    chosen["save"] = (str(documents / "friday"), "CSV (*.csv)")
    tab.exchange.export_button.click()
    evenings, entries = read_export((documents / "friday.csv").read_text(encoding="utf-8"))
    assert entries == night.entries(EVENING)


@pytest.mark.slow
def test_a_round_trip_changes_nothing_and_a_second_import_adds_nothing(
    qtbot, tmp_path, night, make_tab, documents, dialogs
):
    chosen, opened = dialogs
    first = make_tab(night)
    wait_settled(qtbot, first)
    out = documents / "night.json"
    chosen["save"] = (str(out), "Ledger JSON (*.json)")
    first.exchange.export_button.click()
    other = LedgerSession(tmp_path / "other" / "ledger.sqlite")
    try:
        tab = make_tab(other)
        chosen["open"] = str(out)
        tab.exchange.import_button.click()
        assert opened[-1] == str(documents)  # where the last file went
        assert tab.message.text() == "Imported 62 entries from night.json."
        assert other.entries(None) == night.entries(None)
        assert other.evenings() == night.evenings()
        wait_settled(qtbot, tab)
        assert tab.evening == EVENING
        assert tab.model.rowCount() == 62
        assert tab.report == first.report
        tab.exchange.import_button.click()
        assert tab.message.text() == (
            "Nothing new in night.json: every entry is already in the ledger."
        )
        assert len(other.entries(None)) == 62
        tab.shutdown()
    finally:
        other.shutdown()


@pytest.mark.slow
def test_a_bad_file_imports_nothing_and_says_why(qtbot, tab, night, documents, dialogs):
    chosen, _ = dialogs
    bad = documents / "bad.json"
    text = export_json(night.evenings(), night.entries(EVENING)).replace('"6,', '"7,', 1)
    bad.write_text(text, encoding="utf-8")
    before = night.entries(None)
    chosen["open"] = str(bad)
    tab.exchange.import_button.click()
    assert tab.message.text().startswith("Nothing imported from bad.json: ")
    assert "7" in tab.message.text()
    assert night.entries(None) == before
