import pytest

from riskgui.gui.tabs.board.tab import BoardView


@pytest.fixture
def make_board(qtbot):
    made = []

    def make(settings=None, width=900, height=680, show=True):
        view = BoardView(settings)
        qtbot.addWidget(view)
        view.resize(width, height)
        if show:
            view.show()
            qtbot.waitExposed(view)
        made.append(view)
        return view

    yield make
    for view in made:
        view.shutdown()


@pytest.fixture
def board(make_board):
    return make_board()
