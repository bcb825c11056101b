import itertools
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.rules import Rules
from tests.core.strategies import rule_sets


def brute_force_round(rules: Rules, na: int, nd: int) -> tuple[F, ...]:
    """Every roll of every die, compared without any shortcut."""
    pairs = min(na, nd)
    losses = [0] * (pairs + 1)
    rolls = 0
    for att in itertools.product(range(1, rules.attacker_sides + 1), repeat=na):
        for dfn in itertools.product(range(1, rules.defender_sides + 1), repeat=nd):
            rolls += 1
            a = sorted(att, reverse=True)
            d = sorted(dfn, reverse=True)
            d[0] += rules.defender_bonus
            lost = 0
            for x, y in zip(a, d):
                attacker_wins = x >= y if rules.ties == "attacker" else x > y
                lost += not attacker_wins
            losses[lost] += 1
    return tuple(F(n, rolls) for n in losses)


# Published values of classic Risk: P(attacker loses k) for k = 0..pairs.
KNOWN = {
    (1, 1): (F(15, 36), F(21, 36)),
    (2, 1): (F(125, 216), F(91, 216)),
    (3, 1): (F(855, 1296), F(441, 1296)),
    (1, 2): (F(55, 216), F(161, 216)),
    (2, 2): (F(295, 1296), F(420, 1296), F(581, 1296)),
    (3, 2): (F(2890, 7776), F(2611, 7776), F(2275, 7776)),
}


@pytest.mark.parametrize(("dice", "expected"), KNOWN.items())
def test_classic_round_odds_match_published_fractions(dice, expected):
    assert Rules().round_odds(*dice) == expected


@settings(max_examples=40, deadline=None)
@given(rules=rule_sets, data=st.data())
def test_round_odds_equal_brute_force_enumeration(rules, data):
    na = data.draw(st.integers(1, rules.attacker_dice))
    nd = data.draw(st.integers(1, rules.defender_dice))
    odds = rules.round_odds(na, nd)
    assert odds == brute_force_round(rules, na, nd)
    assert sum(odds) == 1


def test_ties_to_attacker_mirror_one_die_each():
    assert Rules(ties="attacker").round_odds(1, 1) == (F(21, 36), F(15, 36))


def test_bonus_makes_defender_stronger():
    plain = Rules().round_odds(3, 2)
    fortified = Rules(defender_bonus=1).round_odds(3, 2)
    assert fortified[-1] > plain[-1]
    assert fortified[0] < plain[0]


def test_dice_rolled_counts_the_army_that_stays_behind():
    rules = Rules()
    assert rules.dice_rolled(2, 5) == (1, 2)
    assert rules.dice_rolled(4, 1) == (3, 1)
    assert rules.dice_rolled(10, 10) == (3, 2)
    assert Rules(defender_dice=3).dice_rolled(10, 10) == (3, 3)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"attacker_dice": 0}, "attacker dice must be between 1 and 6"),
        ({"defender_dice": 7}, "defender dice must be between 1 and 6"),
        ({"attacker_sides": 1}, "attacker sides must be between 2 and 20"),
        ({"defender_bonus": -1}, "defender bonus must be between 0 and 20"),
        ({"attacker_dice": 2.5}, "attacker dice must be a whole number"),
        ({"ties": "nobody"}, "ties must be 'defender' or 'attacker'"),
        ({"attacker_dice": 6, "attacker_sides": 20}, "use fewer dice or sides"),
        (
            {"attacker_dice": 3, "defender_dice": 3, "attacker_sides": 20, "defender_sides": 20},
            "2,387,600 throws and pairs",
        ),
    ],
)
def test_invalid_rules_are_refused_with_a_clear_message(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Rules(**kwargs)


def test_round_odds_refuse_dice_the_rules_do_not_allow():
    with pytest.raises(ValueError, match="attacker rolls 1 to 3 dice"):
        Rules().round_odds(4, 2)
