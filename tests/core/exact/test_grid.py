import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.exact.grid import win_table
from riskgui.core.exact.needed import armies_needed
from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, Side, side

RULE_SETS = [
    Rules(),
    Rules(defender=side(3)),
    Rules(defender=side(2, highest=1)),
    Rules(attacker=side(2)),
    Rules(defender=Side(armies=(1, 3))),
    Rules(attacker=side(3, sides=(8, 6)), defender=side(2, extra_dice=1)),
]


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.describe())
@pytest.mark.parametrize("stop_at", [1, 3])
def test_every_cell_equals_the_single_battle_solver(rules, stop_at):
    table = win_table(25, 18, rules, stop_at)
    assert table.shape == (26, 19)
    for a in range(stop_at + 1, 26):
        for d in range(1, 19):
            expected = solve_battle(a, d, rules, stop_at).win_probability
            assert table[a, d] == pytest.approx(expected, rel=1e-12, abs=1e-300)
    # Territories at or below the stop threshold never attack.
    assert not table[: stop_at + 1, 1:].any()


@settings(max_examples=25, deadline=None)
@given(defenders=st.integers(1, 60), target=st.floats(0.01, 0.999))
def test_armies_needed_is_the_smallest_that_reaches_the_target(defenders, target):
    answer = armies_needed(defenders, target)
    assert answer.win_probability >= target
    assert solve_battle(answer.attackers, defenders).win_probability == pytest.approx(
        answer.win_probability, rel=1e-12
    )
    if answer.attackers > 2:
        assert solve_battle(answer.attackers - 1, defenders).win_probability < target


def test_armies_needed_honours_the_stop_threshold():
    plain = armies_needed(10, 0.8)
    cautious = armies_needed(10, 0.8, stop_at=5)
    assert cautious.attackers > plain.attackers


@pytest.mark.parametrize("target", [0.0, 1.0, -0.5, 2.0, float("nan")])
def test_armies_needed_refuses_targets_outside_zero_one(target):
    with pytest.raises(ValueError, match="strictly between 0 and 1"):
        armies_needed(5, target)


def test_oversized_table_is_refused():
    with pytest.raises(ValueError, match="too large"):
        win_table(100_000, 100_000)


def test_table_is_monotone():
    table = win_table(60, 60)[2:, 1:]
    assert np.all(np.diff(table, axis=0) >= -1e-15)
    assert np.all(np.diff(table, axis=1) <= 1e-15)


@settings(max_examples=25, deadline=None)
@given(attackers=st.integers(2, 60), target=st.floats(0.01, 0.999))
def test_defenders_needed_is_the_smallest_that_holds(attackers, target):
    from riskgui.core.exact.needed import defenders_needed

    answer = defenders_needed(attackers, target)
    hold = 1 - solve_battle(attackers, answer.defenders).win_probability
    assert answer.hold_probability == pytest.approx(hold, abs=1e-12)
    assert hold >= target - 1e-12
    if answer.defenders > 1:
        assert 1 - solve_battle(attackers, answer.defenders - 1).win_probability < target


def test_defenders_needed_refuses_bad_targets():
    from riskgui.core.exact.needed import defenders_needed

    with pytest.raises(ValueError, match="strictly between 0 and 1"):
        defenders_needed(10, 1.0)
