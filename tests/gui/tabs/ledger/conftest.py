import pytest

from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.ledger.tab import LedgerTab
from tests.gui.tabs.ledger.helpers import fill, game_night, wait_settled


@pytest.fixture
def session(ledger_file):
    session = LedgerSession(ledger_file)
    yield session
    session.shutdown()


@pytest.fixture
def night(session):
    """The session with a game night in it: 60 rolls among four players and 2 battles."""
    session.open()
    fill(session, game_night())
    return session


@pytest.fixture
def make_tab(qtbot, settings):
    made = []

    def make(session, width=1100, height=720):
        tab = LedgerTab(session, settings=settings)
        qtbot.addWidget(tab)
        tab.resize(width, height)
        tab.show()
        qtbot.waitExposed(tab)
        made.append(tab)
        return tab

    yield make
    for tab in made:
        tab.shutdown()


@pytest.fixture
def tab(qtbot, night, make_tab):
    tab = make_tab(night)
    wait_settled(qtbot, tab)
    return tab
