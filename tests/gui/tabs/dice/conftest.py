import pytest

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
