from dataclasses import replace
from fractions import Fraction as F

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.exact.fractions import (
    army_unit,
    exact_outcomes,
    exact_win_probability,
    fraction_digits,
    fraction_text,
    smallest_root_multiple,
    terminal_distribution,
)
from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules
from tests.helpers import oracle
from tests.helpers.strategies import rule_sets

small_rules = rule_sets


def test_four_against_two_is_the_published_fraction():
    assert exact_win_probability(4, 2) == oracle.FOUR_VS_TWO
    assert solve_battle(4, 2).win_probability == pytest.approx(float(oracle.FOUR_VS_TWO), rel=1e-15)


def test_ten_against_ten_counts_the_army_left_behind():
    # 0.4799 when `a` includes the stay-behind army; 0.5676 would mean 11 on the territory.
    assert round(solve_battle(10, 10).win_probability, 4) == oracle.TEN_VS_TEN
    assert round(solve_battle(11, 10).win_probability, 4) == oracle.ELEVEN_VS_TEN


def test_one_round_battle_three_against_two():
    # 3 v 2 with stop at 2: after one round of 2 v 2 dice... use 4 v 2 stop 3: exactly one round.
    outcomes = exact_outcomes(4, 2, stop_at=3)
    assert outcomes == {
        (4, 0): oracle.ROUND_3V2[0],
        (3, 1): oracle.ROUND_3V2[1],
        (2, 2): oracle.ROUND_3V2[2],
    }


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    attackers=st.integers(2, 14),
    defenders=st.integers(1, 12),
    rules=small_rules,
    stop_at=st.integers(1, 6),
)
def test_float_solver_equals_exact_fractions(attackers, defenders, rules, stop_at):
    if stop_at >= attackers:
        stop_at = 1
    exact = {s: p for s, p in exact_outcomes(attackers, defenders, rules, stop_at).items() if p}
    odds = solve_battle(attackers, defenders, rules, stop_at)
    states = {(i, j): p for i, j, p in odds.outcomes.states()}
    assert states.keys() == exact.keys()
    for state, p in exact.items():
        assert states[state] == pytest.approx(float(p), rel=1e-12, abs=1e-300)
    assert sum(exact.values()) == 1
    win = sum(p for (_, j), p in exact.items() if j == 0)
    assert odds.win_probability == pytest.approx(float(win), rel=1e-12)
    assert odds.expected_attackers_left == pytest.approx(
        float(sum(i * p for (i, _), p in exact.items())), rel=1e-12
    )
    assert odds.expected_defenders_left == pytest.approx(
        float(sum(j * p for (_, j), p in exact.items())), rel=1e-12, abs=1e-15
    )


def _plain_dice(rules: Rules) -> Rules:
    """No modifiers and one size of die a side.  Otherwise a second die can hurt: with
    -1 on every die and +1 on the lowest, one die scores as rolled but two lose a pip."""
    plain = {"highest": 0, "lowest": 0, "every": 0}
    return replace(
        rules,
        attacker=replace(rules.attacker, sides=rules.attacker.sides[:1], **plain),
        defender=replace(rules.defender, sides=rules.defender.sides[:1], **plain),
    )


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(
    attackers=st.integers(2, 60), defenders=st.integers(1, 60), rules=small_rules.map(_plain_dice)
)
def test_more_attackers_never_hurt_and_more_defenders_never_help(attackers, defenders, rules):
    p = solve_battle(attackers, defenders, rules).win_probability
    assert solve_battle(attackers + 1, defenders, rules).win_probability >= p - 1e-15
    assert solve_battle(attackers, defenders + 1, rules).win_probability <= p + 1e-15


@settings(max_examples=30, deadline=None)
@given(attackers=st.integers(2, 300), defenders=st.integers(1, 300), stop_at=st.integers(1, 20))
def test_distribution_sums_to_one(attackers, defenders, stop_at):
    if stop_at >= attackers:
        stop_at = attackers - 1
    odds = solve_battle(attackers, defenders, stop_at=stop_at)
    assert odds.outcomes.total == pytest.approx(1.0, abs=1e-12)
    assert odds.win_probability + odds.loss_probability == pytest.approx(1.0, abs=1e-12)
    for i, j, _ in odds.outcomes.states():
        assert j == 0 or i <= stop_at


def test_tiny_win_probability_is_not_rounded_to_zero():
    # Two armies roll one die each round: win every round against 2 dice, then the last 1 v 1.
    defenders = 500
    odds = solve_battle(2, defenders)
    expected = (55 / 216) ** (defenders - 1) * (15 / 36)
    assert expected < 1e-290
    assert odds.win_probability == pytest.approx(expected, rel=1e-9)


def test_near_certain_win_keeps_its_tiny_loss_probability():
    # Against one defender the attacker loses only by losing every single round.
    attackers = 300
    odds = solve_battle(attackers, 1)
    expected = (441 / 1296) ** (attackers - 3) * (91 / 216) * (21 / 36)
    assert expected < 1e-130
    assert odds.loss_probability == pytest.approx(expected, rel=1e-9)
    assert odds.win_probability == 1.0


def test_large_battle_sums_to_one():
    odds = solve_battle(1500, 1750)
    assert odds.outcomes.total == pytest.approx(1.0, abs=1e-9)
    assert 0.01 < odds.win_probability < 0.99


def test_outcome_arrays_are_read_only():
    odds = solve_battle(5, 5)
    with pytest.raises(ValueError):
        odds.outcomes.win[1] = 0.5
    assert isinstance(odds.outcomes.stop, np.ndarray)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((1, 3), "attacking armies must be at least 2"),
        ((5, 0), "defending armies must be at least 1"),
        ((5.0, 3), "attacking armies must be a whole number"),
        ((5, 3, Rules(), 0), "stop threshold must be at least 1"),
        ((5, 3, Rules(), 5), "stop threshold 5 leaves no attack"),
        ((30_000, 30_000), "too large to solve"),
    ],
)
def test_bad_battles_are_refused(args, message):
    with pytest.raises(ValueError, match=message):
        solve_battle(*args)


def test_exact_mode_has_a_size_limit():
    with pytest.raises(ValueError, match="1087 vs 1087 is about the largest"):
        exact_outcomes(1100, 1100)


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(
    attackers=st.integers(2, 12),
    defenders=st.integers(1, 10),
    rules=small_rules,
    stop_at=st.integers(1, 5),
)
def test_integer_numerators_equal_the_textbook_fraction_programme(
    attackers, defenders, rules, stop_at
):
    stop_at = min(stop_at, attackers - 1)
    textbook = terminal_distribution(attackers, defenders, rules, stop_at, F)
    fast = exact_outcomes(attackers, defenders, rules, stop_at)
    assert {s: p for s, p in fast.items() if p} == {s: p for s, p in textbook.items() if p}
    win = sum((p for (_, j), p in textbook.items() if j == 0), F(0))
    assert exact_win_probability(attackers, defenders, rules, stop_at) == win


def test_army_unit_makes_every_round_whole():
    # 6^4 per army in classic Risk: 3 v 2 dice (7,776 throws, 2 armies) and 3 v 1 (1,296, 1).
    assert army_unit(Rules()) == 6**4
    assert smallest_root_multiple(7776, 2) == 216 and smallest_root_multiple(2**3 * 3, 2) == 12


def test_a_mid_size_fraction_agrees_with_the_float_solver():
    fraction = exact_win_probability(300, 300)
    assert fraction_digits(fraction) > 1000
    assert float(fraction) == pytest.approx(solve_battle(300, 300).win_probability, rel=1e-12)
    text = fraction_text(fraction)
    assert F(text) == fraction


@pytest.mark.parametrize(("attackers", "defenders"), [(10, 10), (12, 5), (6, 6), (30, 25)])
def test_armies_kept_after_a_conquest_count_conquests_only(attackers, defenders):
    """Against the exact fractions: the largest n with P(n or more left | conquest) >= 0.9."""
    ends = exact_outcomes(attackers, defenders)
    won = {a: p for (a, d), p in ends.items() if d == 0}
    total = sum(won.values())
    at_least = {n: sum(p for a, p in won.items() if a >= n) / total for n in range(attackers + 1)}
    expected = max(n for n, p in at_least.items() if p >= F(9, 10))
    kept, chance = solve_battle(attackers, defenders).attackers_kept_if_won(0.9)
    assert kept == expected and chance == pytest.approx(float(at_least[expected]), rel=1e-9)


def test_ten_against_ten_keeps_at_least_three_in_nine_conquests_of_ten():
    # Counting lost battles too said "at least 1" (always true) for 10 v 10.
    assert solve_battle(10, 10).attackers_kept_if_won(0.9) == (3, pytest.approx(0.9363, abs=5e-5))
