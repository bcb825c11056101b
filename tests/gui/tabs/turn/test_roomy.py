"""At 1100 x 720 a whole turn of 8 legs reads without scrolling: each leg's name whole
in the answer, every leg in the answer and in the list of legs in sight, and five of its
territories."""

import pytest
from PySide6.QtWidgets import QApplication

from tests.gui.tabs.turn.helpers import EIGHT_LEGS, wait_for_answer


@pytest.fixture
def eight_legs(qtbot, window):
    window.resize(1100, 720)
    window.tabs.setCurrentWidget(window.turn_view)
    view = window.turn_view
    view.load_plan(EIGHT_LEGS)
    wait_for_answer(qtbot, view)
    QApplication.processEvents()  # the layout takes the answer's size
    return view


def in_sight(view, rect):
    """Whether ``rect`` of ``view``'s viewport is shown whole: not scrolled away, not cut
    off by the viewport's edges nor by any scroll area around it."""
    viewport = view.viewport()
    return (viewport.rect().contains(rect)
            and viewport.visibleRegion().boundingRect().contains(rect))  # fmt: skip


def test_every_leg_name_of_the_answer_is_whole_on_one_line(eight_legs):
    table = eight_legs.answer.legs_table
    assert table.rowCount() == 8
    metrics = table.fontMetrics()
    width = table.columnWidth(0)
    for r in range(8):
        text = table.item(r, 0).text()
        assert "\n" not in text
        # the text and the cell's margins (as QTableView's sizeHintForColumn counts them)
        needed = (
            metrics.horizontalAdvance(text)
            + 2
            * table.style().pixelMetric(table.style().PixelMetric.PM_FocusFrameHMargin, None, table)
            + 2
        )
        assert needed <= width, f"{text!r}: {needed} px in {width}: cut or wrapped"


def test_every_leg_of_the_answer_is_in_sight(eight_legs):
    table = eight_legs.answer.legs_table
    assert table.verticalScrollBar().maximum() == 0
    for r in range(8):
        rect = table.visualRect(table.model().index(r, 0))
        assert in_sight(table, rect), f"leg {r + 1} of the answer is out of sight"


def test_every_leg_of_the_list_is_in_sight(eight_legs):
    legs = eight_legs.legs.list
    assert legs.count() == 8
    assert legs.verticalScrollBar().maximum() == 0
    for r in range(8):
        rect = legs.visualItemRect(legs.item(r))
        assert in_sight(legs, rect), f"{legs.item(r).text()!r} is out of sight"


def test_five_territories_are_in_sight(eight_legs):
    # The turn has 11 territories: the table scrolls, but shows five whole rows.
    table = eight_legs.territories.table
    assert table.rowCount() > 5
    for r in range(5):
        rect = table.visualRect(table.model().index(r, 0))
        assert in_sight(table, rect), f"territory row {r + 1} is out of sight"
