"""The advice in the Board tab as a player reads it: the chance when following riskgui and
the next attack, first, with the plan fixed now below; the next attack drawn on the map;
an edit followed at once without solving again; Stop; a goal too large bounded."""

import pytest

from riskgui.core.advice.advisor import Advisor
from riskgui.core.advice.board_advice import board_game
from riskgui.core.board import search as search_module
from riskgui.core.board.request import request_from_json
from riskgui.core.report.percent import format_percent
from riskgui.gui.tabs.board.example import example_position
from tests.gui.tabs.board.helpers import (
    click_territory,
    midgame_europe,
    type_on_map,
    wait_for_answer,
)


def core_advice(view):
    return Advisor(board_game(view.request())).advice()


def headline(view):
    return view.header.advice.headline.text()


def now(view):
    return view.header.advice.now.text()


@pytest.mark.slow
def test_the_example_leads_with_the_advice_and_its_next_attack(qtbot, board):
    wait_for_answer(qtbot, board)
    expected = core_advice(board)
    assert headline(board) == (
        f"Take Australia: {format_percent(expected.p_goal)} if you follow riskgui battle by battle"
    )
    assert now(board) == "Place 3 on Siam, then attack Siam \u2192 Indonesia first."
    assert board.scene.territories["Siam"].shown.drafted == 3  # the advised draft, on the map
    arrow = board.scene.next_arrow
    assert arrow is not None and arrow.between == ("Siam", "Indonesia")
    assert arrow.isVisible() and arrow not in board.scene.arrows  # not one of the plan's legs
    fixed = board.result.report.answer.p_goal
    assert board.header.plan_line.text() == f"A plan fixed now: {format_percent(fixed)}"
    assert fixed <= expected.p_goal + 1e-12  # battle by battle never does worse


@pytest.mark.slow
def test_an_edit_is_followed_at_once_without_solving_again(qtbot, make_board, solves):
    board = make_board()
    data = example_position()
    data["draft"] = {"armies": 0}
    board.load(data)
    wait_for_answer(qtbot, board)
    solved = len(solves)
    assert solves[-1].draft == 0
    plan_before = board.result
    click_territory(qtbot, board, "Indonesia")  # the first round: Blue lost one army
    type_on_map(qtbot, board, "1")
    expected = core_advice(board)
    qtbot.waitUntil(
        lambda: (
            headline(board).startswith(f"Take Australia: {format_percent(expected.p_goal)}")
            and not board.advising.running
        )
    )
    assert board.header.advice.headline.styleSheet() == ""  # not greyed: it is this position's
    assert len(solves) == solved  # answered by the game solved before
    assert board.scene.next_arrow.between == (expected.next.source, expected.next.target)
    assert board.result is plan_before and board.changed  # the fixed plan waits for Find plan
    assert board.header.plan_line.toolTip().startswith("The position changed")


@pytest.mark.slow
def test_stop_ends_the_advice_and_the_plan_waits(qtbot, make_board):
    board = make_board()
    data = example_position()
    data["goal"] = {"continent": "Europe"}  # seconds of solving
    board.load(data)
    assert board.advising.running and board.goal_form.stop_button.isEnabled()
    qtbot.wait(100)
    board.goal_form.stop_button.click()
    assert not board.running and not board.search.running
    assert not board.goal_form.stop_button.isEnabled()
    assert headline(board) == "Take Europe: not solved"
    assert board.header.message.text().startswith("Stopped")
    assert board.scene.next_arrow is None
    qtbot.wait(200)
    assert not board.search.running  # the plan search did not start after it


@pytest.mark.slow
def test_a_goal_too_large_is_bounded_in_words(qtbot, make_board, bounded):
    """Eliminating Blue: no part small enough gives a sure chance (at this budget); the
    loosened game still bounds it."""
    board = make_board()
    data = example_position()
    data["goal"] = {"eliminate": "Blue"}
    board.load(data)
    wait_for_answer(qtbot, board, timeout=30_000)  # the plan fixed now comes too
    upper = board.advising.answer.advice.upper
    assert 0 < upper < 0.05
    assert headline(board) == (
        f"Eliminate Blue: at most {format_percent(upper)}, too large to solve battle by battle"
    )
    assert f"no way of playing beats {format_percent(upper)}" in now(board)
    assert board.scene.next_arrow is None
    assert board.header.plan_line.text().startswith("A plan fixed now: ")


@pytest.mark.slow
def test_the_advice_comes_before_the_plan(qtbot, make_board):
    board = make_board(show=False)
    board.load(request_free_example(), answer=True)
    assert board.advising.running and not board.search.running
    board.shutdown()  # closed mid-run: both stop cleanly


def request_free_example():
    data = example_position()
    request_from_json(data)
    return data


@pytest.mark.slow
def test_the_plans_bound_is_the_advices_where_that_is_tighter(qtbot, make_board, monkeypatch):
    """A search cut short says "none does better than" its own loose bound; the advice of
    the same position bounds every fixed plan more tightly, and the plan's text says so."""
    monkeypatch.setattr(search_module, "MAX_ADAPTIVE_STATES", 1)
    monkeypatch.setattr(search_module, "WORK_BUDGET", 300)
    board = make_board()
    data = midgame_europe()
    data.update(goal={"continent": "Africa"})
    board.load(data)
    wait_for_answer(qtbot, board, timeout=60_000)
    advice, found = board.advising.answer.advice, board.result.found
    assert advice.exact and not found.exact and found.bound > advice.upper  # the search's own
    text = board.plan_box.text.toPlainText()
    assert f"none does better than {format_percent(advice.upper)}." in text
    assert format_percent(found.bound) not in text
