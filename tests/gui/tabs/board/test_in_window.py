"""The Board tab in the window: after Turn; its plan opened in the Turn tab and that tab's
chance shown back on the board; its position remembered; closing mid-search; every size
the README names."""

import json
import time

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.percent import format_percent
from riskgui.gui.kit.runner import SHUTDOWN_TIMEOUT_MS
from riskgui.gui.main_window import MainWindow
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.inputs import board_json
from riskgui.gui.tabs.board.turn_link import turn_plan
from tests.gui.tabs.board.helpers import (
    click_arrow,
    click_territory,
    heavy_position,
    type_on_map,
    wait_for_answer,
)
from tests.gui.tabs.turn.helpers import row_of
from tests.gui.tabs.turn.helpers import wait_for_answer as wait_for_turn


@pytest.fixture
def board(qtbot, window):
    window.tabs.setCurrentWidget(window.board_view)
    wait_for_answer(qtbot, window.board_view)
    return window.board_view


def test_the_board_tab_comes_after_turn(window):
    tabs = window.tabs
    after = tabs.indexOf(window.turn_view) + 1
    assert tabs.widget(after) is window.board_view
    assert tabs.tabText(after) == "Board"  # b, o, a, r and d are all taken
    assert "map" in tabs.tabToolTip(after)


def test_a_leg_clicked_opens_the_plan_in_the_turn_tab_and_its_chance_comes_back(
    qtbot, window, board
):
    answer = board.result
    click_arrow(qtbot, board, 2)
    turn = window.turn_view
    assert window.tabs.currentWidget() is turn
    assert turn.plan_data() == turn_plan(answer)
    assert turn.legs.list.currentRow() == 1  # the leg clicked
    result = wait_for_turn(qtbot, turn)
    chance = format_percent(result.report.answer.p_goal)
    assert chance == format_percent(answer.report.answer.p_goal)
    qtbot.waitUntil(lambda: board.header.plan_line.text().endswith(f"{chance} in the Turn tab"))

    # Changed by hand in the Turn tab: fewer armies on Siam, a lower chance, live.
    turn.territories.armies_spin(row_of(turn, "Siam")).setValue(6)
    result = wait_for_turn(qtbot, turn)
    lower = result.report.answer.p_goal
    assert lower < answer.report.answer.p_goal
    qtbot.waitUntil(
        lambda: board.header.plan_line.text().endswith(f"{format_percent(lower)} in the Turn tab")
    )
    text = board.plan_box.text.toPlainText()
    assert f"Changed in the Turn tab: {format_percent(lower)}" in text
    expected = answer_plan(plan_from_json(turn.plan_data())).answer
    assert [a.chance for a in board.scene.arrows] == [
        format_percent(leg.p_conquers) for leg in expected.legs
    ]

    # Edited on the board, the link is cut: the Turn tab's answers no longer show here.
    window.tabs.setCurrentWidget(board)
    click_territory(qtbot, board, "Japan")
    type_on_map(qtbot, board, "9")
    headline = board.header.plan_line.text()
    assert "Turn" not in headline
    board.on_turn_answer(result)
    assert board.header.plan_line.text() == headline


def test_the_button_opens_the_plan_in_the_turn_tab(qtbot, window, board):
    board.plan_box.turn_button.click()
    assert window.tabs.currentWidget() is window.turn_view
    assert window.turn_view.plan_data() == turn_plan(board.result)


@pytest.mark.slow
def test_the_position_goal_and_draft_survive_a_restart(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    board = first.board_view
    board.goal_form.draft_spin.setValue(7)
    kind = board.goal_form.kind_combo
    kind.setCurrentIndex(kind.findData("eliminate"))
    kind.activated.emit(kind.currentIndex())
    board.editing.on_armies_chosen("Siam", 25)
    kept = board_json(board.inputs)
    first.close()

    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert board_json(second.board_view.inputs) == kept
    assert kept["goal"]["eliminate"] and kept["draft"] == {"armies": 7}
    second.close()


@pytest.mark.slow
@pytest.mark.parametrize("stored", ["{not json", json.dumps({"map": "classic"}), "x" * 200_000])
def test_a_remembered_position_that_is_no_longer_one_is_dropped(qtbot, settings, stored):
    settings.setValue("board/plan", stored)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert board_json(window.board_view.inputs) == example_position()
    window.close()


def test_closing_mid_search_stops_it_at_once(qtbot, window):
    window.tabs.setCurrentWidget(window.board_view)
    window.board_view.load(heavy_position())
    assert window.board_view.running
    started = time.perf_counter()
    window.close()
    elapsed = time.perf_counter() - started
    assert all(thread.isFinished() for thread in window.findChildren(QThread))
    assert elapsed < SHUTDOWN_TIMEOUT_MS / 1000 / 2


@pytest.mark.parametrize("size", [(800, 600), (1100, 720)])
def test_the_names_on_the_map_are_readable_at_every_size(qtbot, window, size):
    """At 800 x 600 the board was drawn at 0.46 of its size: names of 6.4 pixels (issue
    36, item 11).  The forms now go beside the map there, and the names keep 9 pixels."""
    window.resize(*size)
    window.tabs.setCurrentWidget(window.board_view)
    view = window.board_view
    wait_for_answer(qtbot, view)
    QApplication.processEvents()
    scale = view.map_view.transform().m11()
    for label in view.scene.names.values():
        assert label.pixel_size * scale >= 9, (label.territory, label.pixel_size, scale)
    assert scale >= 0.5  # the board itself larger than before: armies, arrows, numbers
    for shown in (view.goal_form.find_button, view.plan_box.text, view.plan_box.turn_button):
        assert not shown.visibleRegion().isEmpty()  # above the fold


@pytest.mark.parametrize("size", [(800, 600), (1100, 720), (1400, 900)])
def test_the_board_fits_at_every_size(qtbot, window, size):
    window.resize(*size)
    window.tabs.setCurrentWidget(window.board_view)
    view = window.board_view
    wait_for_answer(qtbot, view)
    QApplication.processEvents()
    assert view.minimumSizeHint().width() <= view.width()
    shown = view.map_view.mapFromScene(view.map_view.sceneRect()).boundingRect()
    assert shown.width() <= view.map_view.viewport().width() + 1  # the whole board
    assert shown.height() <= view.map_view.viewport().height() + 1
    # The map is as large as the tab allows, and the forms all show (at 800 x 600 too,
    # beside it).
    viewport = view.map_view.viewport()
    assert max(shown.width() / viewport.width(), shown.height() / viewport.height()) >= 0.9
    scroll = view.body.widget(1)
    assert scroll.widget().height() <= scroll.viewport().height()
    assert scroll.widget().width() <= scroll.viewport().width()


def test_esc_stops_the_search_while_the_windows_esc_would_stop_the_simulation(qtbot, window):
    from PySide6.QtCore import Qt

    panel = window.simulation_panel
    panel.trials_spin.setValue(100_000_000)
    qtbot.waitUntil(lambda: panel.run_button.isEnabled(), timeout=10_000)
    panel.run_button.click()
    qtbot.waitUntil(lambda: window.menu_actions.stop_action.isEnabled(), timeout=10_000)
    window.tabs.setCurrentWidget(window.board_view)
    view = window.board_view
    view.load(heavy_position())
    view.map_view.setFocus()
    assert view.running and panel.running
    qtbot.keyClick(view.map_view, Qt.Key.Key_Escape)  # in the tab: the search it shows
    assert not view.running and view.header.message.text().startswith("Stopped")
    assert panel.running
    qtbot.keyClick(view.map_view, Qt.Key.Key_Escape)  # no search: the window's Stop
    qtbot.waitUntil(lambda: not panel.running, timeout=10_000)


def found_chances(board):
    answer = board.result
    return [format_percent(leg.p_conquers) for leg in answer.report.answer.legs]


def test_another_plan_opened_in_the_turn_tab_is_not_shown_on_the_board(qtbot, window, board):
    board.plan_box.turn_button.click()
    turn = window.turn_view
    wait_for_turn(qtbot, turn)
    qtbot.waitUntil(lambda: "in the Turn tab" in board.header.plan_line.text())
    other = {"mine": {"Ukraine": 5}, "theirs": {"Afghanistan": 2},
             "legs": [{"from": "Ukraine", "to": "Afghanistan"}]}  # fmt: skip
    turn.show_plan(other)
    wait_for_turn(qtbot, turn)
    qtbot.waitUntil(lambda: "no longer this board's" in board.header.message.text())
    assert "Turn" not in board.header.plan_line.text()
    assert [a.chance for a in board.scene.arrows] == found_chances(board)


def linked_with_fewer_on_siam(qtbot, window, board):
    """The plan found sent to the Turn tab, Siam lowered to 6 there, shown back here."""
    board.plan_box.turn_button.click()
    turn = window.turn_view
    turn.territories.armies_spin(row_of(turn, "Siam")).setValue(6)
    wait_for_turn(qtbot, turn)
    qtbot.waitUntil(lambda: "in the Turn tab" in board.header.plan_line.text())
    return turn


def test_an_edit_on_the_board_while_linked_shows_the_plan_found_again(qtbot, window, board):
    linked_with_fewer_on_siam(qtbot, window, board)
    assert [a.chance for a in board.scene.arrows] != found_chances(board)
    window.tabs.setCurrentWidget(board)
    click_territory(qtbot, board, "Japan")
    type_on_map(qtbot, board, "9")
    assert [a.chance for a in board.scene.arrows] == found_chances(board)
    assert "Changed in the Turn tab" not in board.plan_box.text.toPlainText()


def test_a_turn_plan_that_cannot_be_answered_leaves_the_plan_found_shown(qtbot, window, board):
    turn = linked_with_fewer_on_siam(qtbot, window, board)
    turn.planRefused.emit("leg 1 starts nowhere")
    assert "cannot be answered (leg 1 starts nowhere)" in board.header.message.text()
    assert [a.chance for a in board.scene.arrows] == found_chances(board)
    assert "Turn" not in board.header.plan_line.text()


def test_while_linked_the_map_shows_the_turn_tabs_armies_marked(qtbot, window, board):
    """Issue 36: Siam set to 6 in the Turn tab still read its board armies on the map."""
    siam = board.scene.territories["Siam"]
    on_board = siam.shown.armies
    board.plan_box.turn_button.click()
    turn = window.turn_view
    wait_for_turn(qtbot, turn)
    qtbot.waitUntil(lambda: "in the Turn tab" in board.header.plan_line.text())
    assert not siam.shown.from_turn  # nothing changed there yet
    turn.territories.armies_spin(row_of(turn, "Siam")).setValue(on_board - 4)
    wait_for_turn(qtbot, turn)
    qtbot.waitUntil(lambda: siam.shown.armies == on_board - 4)
    assert siam.shown.from_turn
    assert f"({on_board:,} armies on the board)" in siam.toolTip()
    # Unlinked (the board edited by hand), the map shows the board's armies again.
    window.tabs.setCurrentWidget(board)
    board.unlink()
    assert siam.shown.armies == on_board and not siam.shown.from_turn
