from functools import cache

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from riskgui.core.dice.throws import side_total
from riskgui.core.exact.choice import describe_fewer, policy_groups, solve_choice
from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, side
from tests.helpers.strategies import small_rule_sets


def brute_force(
    attackers: int, defenders: int, rules: Rules, stop_at: int, attacker: str, defender: str
):
    """The same game by plain recursion over every roll of real dice, no shared tables."""
    from tests.helpers.brute_force import kept_scores, side_rolls

    def scores(who, dice):
        s = getattr(rules, who)
        return [kept_scores(f, sides, s, dice, rules.cap_faces) for f, sides in side_rolls(s, dice)]

    @cache
    def rolls(who, dice):
        return scores(who, dice)

    @cache
    def value(i, j):
        if j == 0:
            return 1.0
        if i <= stop_at:
            return 0.0
        most_a = rules.attacker.dice_for(i - 1)
        most_d = rules.defender.dice_for(j)
        fewest_a = most_a if rules.attacker.must_roll_most else 1
        fewest_d = most_d if rules.defender.must_roll_most else 1
        options_a = range(fewest_a, most_a + 1) if attacker == "best" else [most_a]
        options_d = range(fewest_d, most_d + 1) if defender == "sees" else [most_d]
        best = 0.0
        for na in options_a:
            total = 0.0
            attack = rolls("attacker", na)
            for a in attack:
                chances = []
                for nd in options_d:
                    defence = rolls("defender", nd)
                    chance = 0.0
                    for d in defence:
                        pairs = min(na, nd)
                        lost = sum(
                            not (x >= y if rules.ties == "attacker" else x > y)
                            for x, y in zip(a, d)
                        )
                        chance += value(i - lost, j - (pairs - lost))
                    chances.append(chance / len(defence))
                total += min(chances)
            best = max(best, total / len(attack))
        return best

    return value(attackers, defenders)


@pytest.mark.slow
def test_a_defender_who_sees_the_roll_takes_classic_11_vs_10_from_0_568_to_0_453():
    usual = solve_battle(11, 10).win_probability
    sees = solve_choice(11, 10)
    assert round(usual, 3) == 0.568
    assert round(sees.win_probability, 3) == 0.453
    assert sees.win_probability == pytest.approx(brute_force(11, 10, Rules(), 1, "most", "sees"))


def test_the_defender_rolls_one_die_against_a_strong_pair():
    groups = policy_groups(solve_choice(11, 10))
    assert (11, 10) in groups[0].states
    assert describe_fewer(groups[0].fewer) == (
        "roll 1 die when the attacker's 2 highest are 5-4, 5-5, 6-4, 6-5, 6-6"
    )
    # Near the end the policy changes: other groups hold other pairs.
    assert len({group.fewer for group in groups}) > 2


def test_when_both_roll_the_most_the_choice_solver_is_the_solver():
    for rules in (Rules(), Rules(defender=side(3)), Rules(attacker=side(3, sides=(8, 6)))):
        usual = solve_choice(9, 7, rules, 2, "most", "most").win_probability
        assert usual == pytest.approx(solve_battle(9, 7, rules, 2).win_probability, rel=1e-12)


def test_classic_attackers_never_gain_by_rolling_fewer():
    best = solve_choice(12, 12, attacker_play="best", defender_play="most")
    assert best.attacker_fewer == {}
    assert best.win_probability == pytest.approx(solve_battle(12, 12).win_probability)


@pytest.mark.slow
def test_an_attacker_sometimes_gains_by_rolling_fewer():
    """+3 on the lowest die: a single die is also the lowest, so it alone gets the +3."""
    rules = Rules(attacker=side(3, lowest=3))
    best = solve_choice(8, 6, rules, attacker_play="best", defender_play="most")
    assert best.attacker_fewer[8, 1] == 1  # against one defender, roll one die
    assert best.win_probability > solve_battle(8, 6, rules).win_probability + 1e-6
    assert best.win_probability == pytest.approx(brute_force(8, 6, rules, 1, "best", "most"))


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(
    rules=small_rule_sets,
    size=st.tuples(st.integers(2, 4), st.integers(1, 3)),
    play=st.sampled_from([("most", "sees"), ("best", "most"), ("best", "sees")]),
)
def test_the_dynamic_programme_equals_brute_force(rules, size, play):
    attackers, defenders = size
    # The brute force scores every roll pair in every state: keep it to seconds (a rule set
    # re-rolling ones on d20s took it past the suite's timeout).
    most_a = rules.attacker.dice_for(attackers - 1)
    most_d = rules.defender.dice_for(defenders)
    assume(side_total(rules.attacker, most_a) * side_total(rules.defender, most_d) <= 20_000)
    odds = solve_choice(attackers, defenders, rules, 1, *play)
    assert odds.win_probability == pytest.approx(
        brute_force(attackers, defenders, rules, 1, *play), abs=1e-12
    )
    usual = solve_battle(attackers, defenders, rules).win_probability
    if play[1] == "sees":
        assert odds.win_probability <= usual + 1e-12 or play[0] == "best"
    if play == ("best", "most"):
        assert odds.win_probability >= usual - 1e-12


def test_too_many_states_are_refused():
    with pytest.raises(ValueError, match="too large to work out every choice"):
        solve_choice(300, 300)
