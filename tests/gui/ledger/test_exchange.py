"""Export and import: an export imported elsewhere is the same ledger."""

import pytest

from riskgui.core.ledger.model import Entry, Fought
from riskgui.core.rules.model import CLASSIC
from riskgui.gui.ledger.exchange import export_to, import_from
from riskgui.gui.ledger.session import LedgerSession
from tests.gui.ledger.helpers import recording


@pytest.mark.slow
def test_an_export_imported_elsewhere_is_the_same_ledger(session, tmp_path):
    recording(session, "Friday").record_rounds([((6, 5, 1), (6, 3)), ((2,), (1,))], CLASSIC)
    session.edits.add_entry(Entry("Saturday", "Ben", "Cleo", Fought((5, 3), (5, 0))))
    for fmt in ("json", "csv"):
        path = tmp_path / f"ledger.{fmt}"
        assert export_to(session, path, fmt) == 3
        assert export_to(session, tmp_path / f"friday.{fmt}", fmt, "Friday") == 2
        other = LedgerSession(tmp_path / f"other-{fmt}.sqlite")
        assert import_from(other, path) == 3
        assert import_from(other, path) == 0  # twice adds nothing
        assert other.entries(None) == session.entries(None)
        assert other.evenings() == session.evenings()
        other.shutdown()
    with pytest.raises(ValueError, match="json or csv"):
        export_to(session, tmp_path / "x.txt", "txt")
    with pytest.raises(ValueError, match="could not read"):
        import_from(session, tmp_path / "missing.json")
