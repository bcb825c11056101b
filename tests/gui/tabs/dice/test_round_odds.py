"""One round's odds on the Dice tab, for the dice about to be rolled."""

from fractions import Fraction

import pytest

from riskgui.core.battle import Battle
from riskgui.core.dice.throws import round_odds
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset
from riskgui.gui.tabs.dice.round_odds import describe_round
from tests.helpers import oracle


def percent(p: Fraction) -> str:
    return format_percent(float(p), float(1 - p))


def round_line(view):
    return view.round_odds.text()


def wait_for_round(qtbot, view, start):
    qtbot.waitUntil(lambda: round_line(view).startswith(start) and "\u2026" not in round_line(view))


@pytest.mark.slow
def test_three_against_two_in_words():
    lose_2, each_1, win_2 = (percent(p) for p in reversed(oracle.ROUND_3V2))
    assert describe_round((3, 2), oracle.ROUND_3V2) == (
        f"This roll, 3 v 2: you lose 2 \u2014 {lose_2}, each loses 1 \u2014 {each_1}, "
        f"defender loses 2 \u2014 {win_2}"
    )
    assert (lose_2, each_1, win_2) == ("29.26 %", "33.58 %", "37.17 %")


@pytest.mark.slow
def test_three_pairs_say_who_loses_what():
    odds = round_odds(preset("capital").rules, 3, 3)
    text = describe_round((3, 3), odds)
    assert "you lose 3 \u2014" in text and "defender loses 3 \u2014" in text
    assert "you lose 2 and the defender 1 \u2014" in text
    assert "you lose 1 and the defender 2 \u2014" in text


@pytest.mark.slow
def test_the_tab_shows_this_rolls_odds_and_follows_the_dice_chosen(qtbot, view):
    view.reset(Battle(10, 5), seed=1)
    wait_for_round(qtbot, view, "This roll, 3 v 2:")
    assert round_line(view) == describe_round((3, 2), oracle.ROUND_3V2)
    assert view.round_odds.isVisible()
    view.entry.attacker_dice_spin.setValue(1)  # fewer dice this round
    wait_for_round(qtbot, view, "This roll, 1 v 2:")
    assert round_line(view) == describe_round((1, 2), round_odds(Rules(), 1, 2))
    view.entry.attacker_faces_edit.setText("6")
    view.entry.defender_faces_edit.setText("5 1")
    view.entry.enter_button.click()  # the chosen 1 die is kept for the next round
    wait_for_round(qtbot, view, "This roll, 1 v 2:")
    view.entry.attacker_dice_spin.setValue(3)
    wait_for_round(qtbot, view, "This roll, 3 v 2:")


@pytest.mark.slow
def test_the_dice_left_and_the_rules_decide_the_round(qtbot, view):
    view.reset(Battle(2, 1), seed=1)
    wait_for_round(qtbot, view, "This roll, 1 v 1:")
    assert round_line(view) == describe_round((1, 1), round_odds(Rules(), 1, 1))
    rules = preset("2210-defence-d8").rules
    view.reset(Battle(10, 5, rules=rules), seed=1)
    wait_for_round(qtbot, view, "This roll, 3 v 2:")
    assert round_line(view) == describe_round((3, 2), round_odds(rules, 3, 2))
    assert round_line(view) != describe_round((3, 2), oracle.ROUND_3V2)


@pytest.mark.slow
def test_no_round_odds_once_the_battle_is_over(qtbot, view):
    view.reset(Battle(2, 1), seed=1)
    view.entry.attacker_faces_edit.setText("6")
    view.entry.defender_faces_edit.setText("1")
    view.entry.enter_button.click()
    assert view.battle.over and round_line(view) == ""
    view.undo_button.click()
    wait_for_round(qtbot, view, "This roll, 1 v 1:")


@pytest.mark.slow
def test_losses_read_the_same_when_only_attacking_armies_are_counted(qtbot, view):
    view.set_counting(Counting.ATTACKING)
    view.reset(Battle(10, 5), seed=1)
    wait_for_round(qtbot, view, "This roll, 3 v 2:")
    assert round_line(view) == describe_round((3, 2), oracle.ROUND_3V2)


@pytest.mark.slow
def test_a_certain_outcome_reads_100_percent():
    text = describe_round((1, 1), (Fraction(0), Fraction(1)))
    assert text == "This roll, 1 v 1: you lose 1 \u2014 100 %, defender loses 1 \u2014 0 %"
