import pytest

from riskgui.gui.ledger.session import LedgerSession


@pytest.fixture
def session(qtbot, ledger_file):
    made = LedgerSession(ledger_file)
    yield made
    made.shutdown()
