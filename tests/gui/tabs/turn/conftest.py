"""The Turn tab's tests share ``turn``: the tab alone, shown at 1000 x 700."""

import pytest

from riskgui.gui.tabs.turn.tab import TurnView


@pytest.fixture
def turn(qtbot, settings):
    view = TurnView(settings)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    yield view
    view.shutdown()
