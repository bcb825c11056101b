"""The orders the advice is given in (issue 35), and its words on the command line."""

from __future__ import annotations

from dataclasses import replace

from riskgui.core.advice.answer import (
    AttackValue,
    best_move,
    best_placement,
    exact_advice,
    next_attack,
    ranked,
)
from riskgui.core.advice.board_advice import advice_lines
from riskgui.core.board.request import request_from_json
from tests.core.advice.midgame import POSITION


def test_equal_values_put_the_larger_stack_first_then_the_names():
    attacks = [
        AttackValue("Middle East", "East Africa", 0.8198088806190325, 4),
        AttackValue("North Africa", "East Africa", 0.7822727982341156, 12),
        AttackValue("North Africa", "Congo", 0.8198088806190323, 12),
        AttackValue("Egypt", "East Africa", 0.7948548291461981, 6),
        AttackValue("Egypt", "Congo", 0.7948548291461981, 6),
    ]
    order = [(a.source, a.target) for a in ranked(attacks)]
    assert order == [("North Africa", "Congo"), ("Middle East", "East Africa"),
                     ("Egypt", "Congo"), ("Egypt", "East Africa"),
                     ("North Africa", "East Africa")]  # fmt: skip


def test_values_further_apart_than_the_tie_keep_their_order():
    attacks = [AttackValue("A", "B", 0.5, 1), AttackValue("C", "D", 0.5 + 1e-9, 2)]
    assert [a.source for a in ranked(attacks)] == ["C", "A"]


def test_no_next_attack_when_the_goal_holds_or_nothing_has_a_chance():
    some = (AttackValue("A", "B", 0.5, 3),)
    assert next_attack(some, goal_holds=False) == some[0]
    assert next_attack(some, goal_holds=True) is None
    assert next_attack((AttackValue("A", "B", 0.0, 3),), goal_holds=False) is None
    assert next_attack((), goal_holds=False) is None


def test_the_best_move_in_is_the_most_armies_among_equal_values():
    assert best_move([(3, 0.25), (4, 0.5), (5, 0.5 - 1e-13), (6, 0.4)]) == (5, 0.5)


def test_the_best_placement_wastes_least_then_uses_fewest_territories():
    options = [(0.7, (0, 2, -10, ["A", "B"])), (0.7, (0, 1, -9, ["C"])), (0.6, (0, 1, -20, ["D"]))]
    assert best_placement(options) == 1


def test_the_words_tell_no_chance_from_no_sure_way_known():
    """An exact 0 has no attack with a chance; bounds from 0 only mean riskgui knows no
    sure way of playing yet, and the command line must not say the former."""
    request = request_from_json(
        {
            "map": "classic",
            "me": "Red",
            "position": {t: list(entry) for t, entry in POSITION.items()},
            "goal": {"eliminate": "Yellow"},
            "advise": True,
        }
    )
    nothing = exact_advice(0.0, ("Alaska",), 0)
    assert "  now: no attack has a chance" in advice_lines(nothing, request)
    unknown = replace(nothing, exact=False, upper=0.0038)
    said = advice_lines(unknown, request)
    assert not any("no attack has a chance" in line for line in said)
    assert any(line.startswith("  now: no advice:") for line in said)
