import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.exact import small as small_battle
from riskgui.core.exact.small import is_small, solve_small_battle
from riskgui.core.exact.solver import solve_battle
from tests.helpers.strategies import rule_sets


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    attackers=st.integers(2, 50),
    defenders=st.integers(1, 50),
    rules=rule_sets,
    stop_at=st.integers(1, 6),
)
def test_plain_python_gives_the_numpy_solvers_numbers(attackers, defenders, rules, stop_at):
    stop_at = min(stop_at, attackers - 1)
    plain = solve_small_battle(attackers, defenders, rules, stop_at)
    numpy = solve_battle(attackers, defenders, rules, stop_at)
    for name in (
        "win_probability",
        "loss_probability",
        "expected_attackers_left",
        "expected_defenders_left",
        "expected_attacker_losses",
        "expected_defender_losses",
    ):
        # Losses are armies minus armies left: absolute error scales with the armies.
        scale = 1e-13 * (attackers + defenders) if "losses" in name else 1e-300
        assert getattr(plain, name) == pytest.approx(getattr(numpy, name), rel=1e-12, abs=scale)
    plain_states, numpy_states = plain.states(), numpy.outcomes.states()
    assert [(i, j) for i, j, _ in plain_states] == [(i, j) for i, j, _ in numpy_states]
    for (_, _, p), (_, _, q) in zip(plain_states, numpy_states):
        assert p == pytest.approx(q, rel=1e-12, abs=1e-300)


def test_only_small_battles_take_the_plain_path():
    limit = small_battle.SMALL_BATTLE_STATES
    assert is_small(50, 50) and not is_small(limit + 1, 1)
    with pytest.raises(ValueError, match="not a small battle"):
        solve_small_battle(limit + 1, 1)
    with pytest.raises(ValueError, match="attacking armies must be at least 2"):
        solve_small_battle(1, 3)
