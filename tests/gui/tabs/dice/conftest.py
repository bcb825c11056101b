import pytest

from riskgui.core.battle import Battle
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.dice.view import DiceView


@pytest.fixture
def view(qtbot):
    """The Dice tab on its own, shown, with dice that do not tumble."""
    dice = DiceView()
    qtbot.addWidget(dice)
    dice.show()
    dice.animate_check.setChecked(False)
    yield dice
    dice.shutdown()


@pytest.fixture
def session(qtbot, ledger_file):
    made = LedgerSession(ledger_file)
    yield made
    made.shutdown()


@pytest.fixture
def dice(qtbot, session):
    """The Dice tab with its recording strip, on its own, with dice that do not tumble."""
    tab = DiceView(session)
    qtbot.addWidget(tab)
    tab.show()
    tab.animate_check.setChecked(False)
    tab.reset(Battle(10, 10), seed=5)
    yield tab
    tab.shutdown()
