"""Properties that hold for any battle and any rule set, checked on random ones."""

from collections import deque

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.exact.fractions import exact_win_probability
from riskgui.core.exact.grid import win_table
from riskgui.core.exact.needed import armies_needed
from riskgui.core.exact.solver import solve_battle
from riskgui.core.simulate.run import simulate
from tests.helpers.strategies import rule_sets


@st.composite
def battles(draw, max_armies=40):
    attackers = draw(st.integers(2, max_armies))
    defenders = draw(st.integers(1, max_armies))
    stop_at = draw(st.integers(1, attackers - 1))
    return attackers, defenders, stop_at


fast = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@fast
@given(battle=battles(), rules=rule_sets)
def test_a_distribution_of_probabilities(battle, rules):
    attackers, defenders, stop_at = battle
    odds = solve_battle(attackers, defenders, rules, stop_at)
    cells = odds.outcomes.flat()
    assert np.all((cells >= 0) & (cells <= 1))
    assert cells.sum() == pytest.approx(1.0, abs=1e-12)
    assert 0 <= odds.win_probability <= 1 and 0 <= odds.loss_probability <= 1


@pytest.mark.slow
@fast
@given(battle=battles(max_armies=8), rules=rule_sets)
def test_the_fraction_equals_the_float(battle, rules):
    attackers, defenders, stop_at = battle
    fraction = exact_win_probability(attackers, defenders, rules, stop_at)
    assert solve_battle(attackers, defenders, rules, stop_at).win_probability == pytest.approx(
        float(fraction), rel=1e-12, abs=1e-15
    )


@pytest.mark.slow
@fast
@given(battle=battles())
def test_classic_more_attackers_never_lower_more_defenders_never_raise(battle):
    attackers, defenders, stop_at = battle
    p = solve_battle(attackers, defenders, stop_at=stop_at).win_probability
    assert solve_battle(attackers + 1, defenders, stop_at=stop_at).win_probability >= p - 1e-12
    assert solve_battle(attackers, defenders + 1, stop_at=stop_at).win_probability <= p + 1e-12


@pytest.mark.slow
@fast
@given(rules=rule_sets, size=st.tuples(st.integers(2, 14), st.integers(1, 14)), data=st.data())
def test_the_table_agrees_with_the_solver_cell_by_cell(rules, size, data):
    max_a, max_d = size
    stop_at = data.draw(st.integers(1, max_a - 1))
    table = win_table(max_a, max_d, rules, stop_at)
    for a in range(stop_at + 1, max_a + 1):
        for d in range(1, max_d + 1):
            assert table[a, d] == pytest.approx(
                solve_battle(a, d, rules, stop_at).win_probability, abs=1e-12
            )


@fast
@given(defenders=st.integers(1, 25), target=st.floats(0.05, 0.99), stop_at=st.integers(1, 4))
def test_needed_is_the_fewest_that_reach_the_target(defenders, target, stop_at):
    answer = armies_needed(defenders, target, stop_at=stop_at)
    a = answer.attackers
    assert solve_battle(a, defenders, stop_at=stop_at).win_probability >= target - 1e-12
    if a - 1 > stop_at:
        assert solve_battle(a - 1, defenders, stop_at=stop_at).win_probability < target


@pytest.mark.slow
@fast
@given(battle=battles(), rules=rule_sets)
def test_a_one_territory_campaign_is_the_battle(battle, rules):
    attackers, defenders, stop_at = battle
    campaign = solve_campaign(attackers, [defenders], rules, stop_at)
    odds = solve_battle(attackers, defenders, rules, stop_at)
    assert campaign.win_probability == pytest.approx(odds.win_probability, abs=1e-12)


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(battle=battles(max_armies=15), rules=rule_sets, seed=st.integers(0, 2**63 - 1))
def test_a_fixed_seed_reproduces_a_simulation_exactly(battle, rules, seed):
    attackers, defenders, stop_at = battle
    runs = [
        deque(simulate(attackers, defenders, 2_000, rules, stop_at, seed), maxlen=1)[0]
        for _ in range(2)
    ]
    assert runs[0].wins == runs[1].wins
    assert np.array_equal(runs[0].counts.flat(), runs[1].counts.flat())
