import pytest

from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, side
from riskgui.core.stats import z_score
from tests.helpers.generators import run_campaign


def campaign_by_composition(attackers, defenders, rules, stop_at):
    """P(conquering every territory), composing single-battle solutions state by state."""
    if not defenders:
        return 1.0
    if attackers <= stop_at:
        return 0.0
    odds = solve_battle(attackers, defenders[0], rules, stop_at)
    return sum(
        p * campaign_by_composition(left - 1, defenders[1:], rules, stop_at)
        for left, _, p in odds.outcomes.states()
        if _ == 0
    )


@pytest.mark.parametrize(
    ("attackers", "defenders", "rules", "stop_at"),
    [
        (12, [3, 2, 4], Rules(), 1),
        (15, [2, 5, 1, 2], Rules(), 2),
        (10, [3, 3], Rules(defender=side(3, highest=1)), 1),
    ],
)
def test_campaign_equals_composition_of_battles(attackers, defenders, rules, stop_at):
    odds = solve_campaign(attackers, defenders, rules, stop_at)
    for k in range(len(defenders)):
        expected = campaign_by_composition(attackers, defenders[: k + 1], rules, stop_at)
        assert odds.territory_probabilities[k] == pytest.approx(expected, rel=1e-12)
    assert sum(e.probability for e in odds.ends) == pytest.approx(1.0, abs=1e-12)
    assert sum(odds.final_armies().values()) == pytest.approx(odds.win_probability, rel=1e-12)


def test_one_territory_is_one_battle_moved_in():
    odds = solve_campaign(10, [4])
    battle = solve_battle(10, 4)
    assert odds.win_probability == pytest.approx(battle.win_probability, rel=1e-14)
    moved = {left - 1: p for left, d, p in battle.outcomes.states() if d == 0}
    assert odds.final_armies() == pytest.approx(moved)


def test_prefix_probabilities_never_increase():
    probabilities = solve_campaign(30, [3, 1, 5, 2, 2, 4]).territory_probabilities
    assert all(b <= a for a, b in zip(probabilities, probabilities[1:]))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((10, []), "at least one territory"),
        ((10, [3, 0]), "defending armies must be at least 1"),
        ((1, [3]), "attacking armies must be at least 2"),
    ],
)
def test_bad_campaigns_are_refused(args, message):
    with pytest.raises(ValueError, match=message):
        solve_campaign(*args)


def test_leaving_armies_behind_matches_rolled_campaigns():

    exact = solve_campaign(15, [2, 3, 2], leave=[2, 1, 3], stops=[1, 3, 1])
    rolled = run_campaign(15, [2, 3, 2], 100_000, seed=9, leave=[2, 1, 3], stops=[1, 3, 1])
    for conquered, p in zip(rolled.conquered, exact.territory_probabilities):
        assert abs(z_score(int(conquered), rolled.trials, p)) < 4
    plain = solve_campaign(15, [2, 3, 2])
    same = solve_campaign(15, [2, 3, 2], leave=1, stops=1)
    assert same.territory_probabilities == plain.territory_probabilities
    assert plain.armies_moved[0] > exact.armies_moved[0]  # two stayed behind, not one


def test_a_campaign_whose_stack_cannot_go_on_ends_cleanly():
    odds = solve_campaign(2, [1, 5, 5])  # one army moves in: it cannot attack again
    assert odds.territory_probabilities[0] > 0 and odds.territory_probabilities[1:] == (0.0, 0.0)
    assert sum(e.probability for e in odds.ends) == pytest.approx(1.0)


def test_each_territory_fights_under_its_own_rules():
    """5 armies against 3, 2 and 1 defenders whose dice are d6, d8 and d6 (published)."""
    d8 = Rules(defender=side(2, sides=(8,)))
    odds = solve_campaign(5, [3, 2, 1], territory_rules=[Rules(), d8, Rules()])
    expected = (0.6416228964559516, 0.15834186479813744, 0.06507349013892291)
    assert odds.territory_probabilities == pytest.approx(expected, rel=1e-12)
    assert odds.territory_rules == (Rules(), d8, Rules())
    with pytest.raises(ValueError, match="give the rules of each of the 3 territories"):
        solve_campaign(5, [3, 2, 1], territory_rules=[Rules(), d8])


def test_rolled_campaigns_follow_each_territorys_rules():
    d8 = Rules(defender=side(2, sides=(8,)))
    each = [Rules(), d8, Rules()]
    exact = solve_campaign(8, [3, 2, 1], territory_rules=each)
    rolled = run_campaign(8, [3, 2, 1], 200_000, seed=3, territory_rules=each)
    for conquered, p in zip(rolled.conquered, exact.territory_probabilities):
        assert abs(z_score(int(conquered), rolled.trials, p)) < 4
    plain = solve_campaign(8, [3, 2, 1])
    assert (
        abs(z_score(int(rolled.conquered[1]), rolled.trials, plain.territory_probabilities[1])) > 4
    )
