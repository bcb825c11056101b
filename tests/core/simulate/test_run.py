import itertools
import threading

import numpy as np
import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, Side, side
from riskgui.core.rules.presets import PRESETS
from riskgui.core.simulate import fight
from riskgui.core.simulate import run as simulator
from riskgui.core.simulate import state_table as state_table_module
from riskgui.core.simulate.run import simulate
from riskgui.core.stats import chi_square_test, z_score
from tests.helpers.generators import finish, run_campaign

CASES = [
    (3, 2, Rules(), 1),
    (10, 10, Rules(), 1),
    (12, 7, Rules(), 4),
    (9, 6, Rules(defender=side(3)), 1),
    (8, 5, Rules(defender=side(2, sides=(8,))), 1),
    (8, 5, Rules(defender=side(2, highest=1)), 2),
    (6, 6, Rules(ties="attacker"), 1),
    (7, 4, Rules(attacker=side(2), defender=side(1)), 1),
    (40, 35, Rules(), 1),
    (300, 290, Rules(), 1),  # most rounds drawn 2**k at a time
    (9, 7, Rules(defender=Side(armies=(1, 3)), attacker=side(3, reroll_ones=True)), 2),
    (9, 7, Rules(attacker=side(3, sides=(8, 6), lowest=-1), defender=side(1, extra_dice=2)), 1),
    # 64-bit throws overflow: the float draw.
    (
        6,
        5,
        Rules(
            attacker=side(4, sides=(20,), reroll_ones=True),
            defender=side(2, sides=(20,), reroll_ones=True, extra_dice=1),
        ),
        1,
    ),
]


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_every_preset_simulates_its_exact_odds(preset):
    final = run(9, 7, 100_000, preset.rules, 1, seed=5)
    exact = solve_battle(9, 7, preset.rules)
    assert abs(z_score(final.wins, final.trials, exact.win_probability)) < 4
    assert chi_square_test(final.counts.flat(), exact.outcomes.flat()).p_value > 1e-4


CLASSIC = Rules()


def run(attackers, defenders, trials, rules=CLASSIC, stop_at=1, seed=1234):
    snapshots = list(simulate(attackers, defenders, trials, rules, stop_at, seed))
    return snapshots[-1]


@pytest.mark.slow
@pytest.mark.parametrize(("attackers", "defenders", "rules", "stop_at"), CASES)
def test_simulation_agrees_with_exact_solver(attackers, defenders, rules, stop_at):
    final = run(attackers, defenders, 200_000, rules, stop_at)
    exact = solve_battle(attackers, defenders, rules, stop_at)
    assert final.done and final.trials == 200_000
    assert abs(z_score(final.wins, final.trials, exact.win_probability)) < 4
    test = chi_square_test(final.counts.flat(), exact.outcomes.flat())
    assert test.degrees_of_freedom >= 1
    assert test.p_value > 1e-4


@pytest.mark.slow
@pytest.mark.parametrize(("attackers", "defenders", "rules", "stop_at"), CASES[:-2])
def test_small_battles_agree_with_the_exact_solver_without_the_state_table(
    attackers, defenders, rules, stop_at, monkeypatch
):
    monkeypatch.setattr(state_table_module, "MAX_STATE_TABLE_BYTES", 0)
    state_table_module.state_table.cache_clear()
    assert state_table_module.state_table(rules, attackers, defenders, stop_at) is None
    final = run(attackers, defenders, 100_000, rules, stop_at)
    exact = solve_battle(attackers, defenders, rules, stop_at)
    assert abs(z_score(final.wins, final.trials, exact.win_probability)) < 4
    assert chi_square_test(final.counts.flat(), exact.outcomes.flat()).p_value > 1e-4
    state_table_module.state_table.cache_clear()


def test_a_seed_gives_the_same_battles_on_any_number_of_threads(monkeypatch):
    results = []
    for workers in (1, 2, 5):
        monkeypatch.setattr(simulator, "WORKERS", workers)
        monkeypatch.setattr(simulator, "ROUNDS_PER_BLOCK", 20_000)  # many blocks
        final = run(12, 9, 60_000, seed=77)
        results.append((final.counts.flat().tolist(), final.dice_rounds, final.trace_wins.tolist()))
    assert results[0] == results[1] == results[2]


def test_the_checks_can_fail_on_the_wrong_rules():
    # Dice rolled under Fortified rules do not fit the classic answer.
    final = run(8, 5, 200_000, Rules(defender=side(2, highest=1)))
    classic = solve_battle(8, 5)
    assert abs(z_score(final.wins, final.trials, classic.win_probability)) > 4
    assert chi_square_test(final.counts.flat(), classic.outcomes.flat()).p_value < 1e-6


def test_same_seed_same_results_different_seed_different_results():
    first, again, other = run(10, 8, 50_000), run(10, 8, 50_000), run(10, 8, 50_000, seed=99)
    assert (first.wins, first.dice_rounds) == (again.wins, again.dice_rounds)
    assert np.array_equal(first.counts.flat(), again.counts.flat())
    assert not np.array_equal(first.counts.flat(), other.counts.flat())


@pytest.mark.slow
def test_results_do_not_depend_on_how_often_snapshots_are_taken(monkeypatch):
    monkeypatch.setattr(simulator, "ROUNDS_PER_BLOCK", 30_000)
    monkeypatch.setattr(simulator, "MIN_BLOCK_BATTLES", 1)
    reference = run(30, 30, 20_000)
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)  # yield at every chance
    snapshots = list(simulate(30, 30, 20_000, seed=1234))
    assert len(snapshots) > 10
    assert np.array_equal(snapshots[-1].counts.flat(), reference.counts.flat())


def test_snapshots_are_cumulative_and_immutable(monkeypatch):
    monkeypatch.setattr(simulator, "ROUNDS_PER_BLOCK", 10_000)
    monkeypatch.setattr(simulator, "MIN_BLOCK_BATTLES", 1)
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)
    snapshots = list(simulate(10, 10, 30_000, seed=5))
    assert len(snapshots) > 3
    for before, after in itertools.pairwise(snapshots):
        assert after.trials >= before.trials and after.wins >= before.wins
        assert np.all(after.counts.flat() >= before.counts.flat())
    for snapshot in snapshots:
        assert snapshot.counts.flat().sum() == snapshot.trials
        assert snapshot.counts.win.sum() == snapshot.wins
        assert snapshot.dice_rounds >= snapshot.trials
    assert [s.done for s in snapshots].count(True) == 1 and snapshots[-1].done
    with pytest.raises(ValueError):
        snapshots[0].counts.win[0] = 7


def test_stopping_the_generator_stops_the_work(monkeypatch):
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)
    run_ = simulate(200, 200, 10_000_000, seed=3)
    first = next(run_)
    run_.close()
    assert not first.done and first.trials < 10_000_000
    with pytest.raises(StopIteration):
        next(run_)


def test_closing_the_generator_stops_its_threads_before_it_returns():
    """What Ctrl-C in riskgui-cli relies on: close() leaves no thread rolling dice."""
    before = set(threading.enumerate())
    run_ = simulate(200, 200, 10_000_000, seed=3)
    next(run_)
    assert set(threading.enumerate()) - before, "the dice are rolled on other threads"
    run_.close()
    assert set(threading.enumerate()) - before == set()


def test_long_battles_still_yield_often(monkeypatch):
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)
    run_ = simulate(300_000, 300_000, 10, seed=3)  # about 3 million rounds a battle
    first = next(run_)  # long before the first block of battles is over
    run_.close()
    assert first.trials == 0


def test_win_counts_use_the_convention_of_the_territory():
    final = run(5, 1, 10_000)
    states = {i for i in np.flatnonzero(final.counts.win)}
    assert states <= {2, 3, 4, 5} and 5 in states
    # Losing means one army left on the territory, with the defender still there.
    assert set(np.flatnonzero(final.counts.stop[0])) == {1}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((1, 3, 10), "attacking armies must be at least 2"),
        ((5, 3, 0), "number of battles must be at least 1"),
        ((5, 3, 10, Rules(), 1, -1), "seed must be at least 0"),
    ],
)
def test_bad_simulations_are_refused(args, message):
    with pytest.raises(ValueError, match=message):
        next(simulate(*args))


def test_trace_is_the_running_estimate_at_log_spaced_points():
    battles = 2_000_000
    final = run(3, 2, battles)
    trials, wins = final.trace_trials, final.trace_wins
    assert trials[0] == 1 and trials[-1] == battles
    assert np.all(np.diff(trials) > 0) and np.all(np.diff(wins) >= 0)
    assert np.all(np.diff(wins) <= np.diff(trials))
    assert wins[-1] == final.wins
    assert len(trials) <= 60 * 7 + 1  # bounded by decades, not by battles


@pytest.mark.slow
def test_trace_agrees_with_snapshots_taken_at_the_same_trial_counts(monkeypatch):
    monkeypatch.setattr(simulator, "ROUNDS_PER_BLOCK", 9 * 10)  # 10 battles a block
    monkeypatch.setattr(simulator, "MIN_BLOCK_BATTLES", 1)
    monkeypatch.setattr(fight, "YIELD_INTERVAL_S", 0.0)
    snapshots = list(simulate(10, 10, 3_000, seed=8))
    final = snapshots[-1]
    recorded = dict(zip(final.trace_trials.tolist(), final.trace_wins.tolist()))
    checked = [s for s in snapshots if s.trials in recorded]
    assert len(checked) > 10
    for snapshot in checked:
        assert recorded[snapshot.trials] == snapshot.wins


@pytest.mark.parametrize(
    ("attackers", "defenders", "rules", "stop_at"),
    [(20, [3, 4, 2], CLASSIC, 1), (15, [2, 5, 3], Rules(defender=side(2, highest=1)), 2)],
)
def test_campaign_simulation_agrees_with_the_exact_campaign(attackers, defenders, rules, stop_at):
    from riskgui.core.campaign.exact import solve_campaign

    trials = 100_000
    simulated = run_campaign(attackers, defenders, trials, rules, stop_at, seed=21)
    exact = solve_campaign(attackers, defenders, rules, stop_at)
    for k, p in enumerate(exact.territory_probabilities):
        assert abs(z_score(int(simulated.conquered[k]), trials, p)) < 4
    final = exact.final_armies()
    expected = np.array([final.get(i, 0.0) for i in range(simulated.final_armies.size)])
    observed = np.append(simulated.final_armies, trials - simulated.final_armies.sum())
    test = chi_square_test(observed, np.append(expected, 1 - expected.sum()))
    assert test.p_value > 1e-4


def test_battles_starting_at_the_threshold_end_at_once():
    from riskgui.core.simulate.fight import fight_battles

    work = fight_battles(np.array([1, 5, 2]), 3, 3, CLASSIC, 2, np.random.default_rng(1))
    final_a, final_d, _ = finish(work)
    assert final_a[0] == 1 and final_d[0] == 3
    assert final_a[2] == 2 and final_d[2] == 3
    assert final_d[1] == 0 or final_a[1] <= 2


def test_many_long_battles_at_once_draw_a_bounded_number_of_rounds(monkeypatch):
    from riskgui.core.simulate.round_table import RoundTable

    largest = []
    bulk = RoundTable.bulk_losses

    def recorded(self, rng, rounds, battles):
        largest.append(rounds * battles)
        return bulk(self, rng, rounds, battles)

    monkeypatch.setattr(RoundTable, "bulk_losses", recorded)
    monkeypatch.setattr(fight, "MAX_BULK_DRAWS", 20_000)
    result = run_campaign(600, [590], 2_000, seed=5)  # one stage holds every campaign
    assert largest and max(largest) <= 20_000
    exact = solve_battle(600, 590).win_probability
    assert abs(z_score(int(result.conquered[0]), 2_000, exact)) < 4
