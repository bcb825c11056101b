import itertools
import pickle
from dataclasses import replace
from fractions import Fraction as F

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from riskgui.core.dice.throws import round_counts, round_odds, side_total
from riskgui.core.rules.model import Rules, Side, side
from riskgui.core.rules.presets import preset
from tests.helpers import oracle
from tests.helpers.brute_force import brute_force_round
from tests.helpers.strategies import small_rule_sets

# Published values of classic Risk: P(attacker loses k) for k = 0..pairs.
KNOWN = {
    (1, 1): (F(15, 36), F(21, 36)),
    (2, 1): (F(125, 216), F(91, 216)),
    (3, 1): (F(855, 1296), F(441, 1296)),
    (1, 2): (F(55, 216), F(161, 216)),
    (2, 2): (F(295, 1296), F(420, 1296), F(581, 1296)),
    (3, 2): oracle.ROUND_3V2,
}


@pytest.mark.parametrize(("dice", "expected"), KNOWN.items())
def test_classic_round_odds_match_published_fractions(dice, expected):
    assert round_odds(Rules(), *dice) == expected


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(rules=small_rule_sets, data=st.data())
def test_round_odds_equal_brute_force_enumeration(rules, data):
    na = data.draw(st.integers(1, rules.attacker.dice))
    nd = data.draw(st.integers(1, rules.defender.dice))
    # The brute force compares every roll with every roll: keep it to seconds.
    assume(side_total(rules.attacker, na) * side_total(rules.defender, nd) <= 200_000)
    odds = round_odds(rules, na, nd)
    assert odds == brute_force_round(rules, na, nd)
    assert sum(odds) == 1


def test_the_brute_force_itself_knows_the_published_classic_round():
    assert brute_force_round(Rules(), 3, 2) == KNOWN[3, 2]


# Risk Legacy's published counts of 7776 for one 3-vs-2 roll: the attacker wins 2 / 1 / 0.
LEGACY = [
    (side(2), tuple(int(p * 7776) for p in oracle.ROUND_3V2)),
    (side(2, highest=1), (1860, 3176, 2740)),
    (side(2, every=1), (1470, 2436, 3870)),
    (side(2, highest=-1), (4120, 2061, 1595)),
]


@pytest.mark.parametrize(("defender", "wins_2_1_0"), LEGACY)
def test_risk_legacy_modifiers_match_the_published_counts(defender, wins_2_1_0):
    counts, total = round_counts(Rules(defender=defender), 3, 2)
    assert total == 7776 and counts == wins_2_1_0  # counts[k]: the attacker loses k


def test_without_the_re_sort_the_legacy_table_is_not_reproduced():
    """The -1 on the highest die reorders the dice: pairing unsorted gives other counts."""
    unsorted = [0, 0, 0]
    for attack in itertools.product(range(1, 7), repeat=3):
        for defence in itertools.product(range(1, 7), repeat=2):
            a = sorted(attack, reverse=True)
            d = sorted(defence, reverse=True)
            d[0] = max(1, d[0] - 1)  # modified, but not sorted again
            unsorted[sum(x <= y for x, y in zip(a, d))] += 1
    assert tuple(unsorted) != LEGACY[3][1]


def test_risk_2008_bonus_defence_die_matches_the_published_counts():
    one_die_plus_bonus = round_counts(Rules(defender=side(1, extra_dice=1)), 3, 1)
    assert one_die_plus_bonus == ((7776 - 4109, 4109), 7776)  # the defender wins 4109
    two_dice_plus_bonus = round_counts(Rules(defender=side(2, extra_dice=1)), 3, 2)
    assert two_dice_plus_bonus == ((10767, 13671, 22218), 46656)


def test_re_rolling_ones_weighs_each_face_as_two_dice_would():
    counts, total = round_counts(Rules(attacker=side(1, reroll_ones=True), defender=side(1)), 1, 1)
    assert total == 36 * 6
    # The attacker's d6 shows 1 with 1/36 and any other face with 7/36.
    wins = sum(7 * (face - 1) for face in range(2, 7))
    assert counts == (wins, total - wins)


def test_mixed_dice_roll_the_first_listed_when_fewer():
    commander = Rules(attacker=side(3, sides=(8, 6)), defender=side(1))
    counts, total = round_counts(commander, 1, 1)
    assert total == 8 * 6  # one attacking die: the d8
    assert counts[0] == sum(min(a - 1, 6) for a in range(1, 9))  # ties to the defender


def test_ties_to_attacker_mirror_one_die_each():
    assert round_odds(Rules(ties="attacker"), 1, 1) == (F(21, 36), F(15, 36))


def test_bonus_makes_defender_stronger():
    plain = round_odds(Rules(), 3, 2)
    fortified = round_odds(Rules(defender=side(2, highest=1)), 3, 2)
    assert fortified[-1] > plain[-1]
    assert fortified[0] < plain[0]


def test_an_uncapped_bonus_lets_a_six_beat_a_six():
    leader = side(1, highest=1)
    capped = round_counts(Rules(attacker=leader, defender=side(1)), 1, 1)[0]
    uncapped = round_counts(Rules(attacker=leader, defender=side(1), cap_faces=False), 1, 1)[0]
    assert uncapped[0] - capped[0] == 1  # only a 6 against a 6: a 7 wins, a capped 6 ties


def test_dice_rolled_counts_the_army_that_stays_behind():
    rules = Rules()
    assert rules.dice_rolled(2, 5) == (1, 2)
    assert rules.dice_rolled(4, 1) == (3, 1)
    assert rules.dice_rolled(10, 10) == (3, 2)
    assert Rules(defender=side(3)).dice_rolled(10, 10) == (3, 3)


def test_a_die_that_needs_more_armies_waits_for_them():
    uk = Rules(defender=Side(armies=(1, 3)))
    assert [uk.dice_rolled(10, d)[1] for d in (1, 2, 3, 4)] == [1, 1, 2, 2]
    assert uk.full_dice_from() == (4, 3)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"attacker": side(7)}, "attacker dice must be between 1 and 6"),
        ({"defender": Side(armies=())}, "defender dice must be between 1 and 6"),
        ({"attacker": side(3, sides=(1,))}, "attacker die sides must be between 2 and 20"),
        ({"defender": side(2, highest=11)}, "defender modifier on the highest die must be"),
        ({"defender": side(2, extra_dice=4)}, "defender extra dice must be between 0 and 3"),
        ({"defender": Side(armies=(2, 3))}, "defender's first die must need 1 army"),
        ({"attacker": Side(armies=(1, 3, 2))}, "each attacker die must need more armies"),
        ({"defender": Side(armies=(1, 1))}, "never rolls more dice than it has armies"),
        ({"attacker": side(3, reroll_ones=1)}, "attacker reroll ones must be true or false"),
        ({"ties": "nobody"}, "ties must be 'defender' or 'attacker'"),
        ({"cap_faces": "yes"}, "cap faces must be true or false"),
        ({"attacker": side(6, sides=(20,))}, "use fewer dice or sides"),
        (
            {"attacker": side(3, sides=(20,)), "defender": side(3, sides=(20,))},
            "take about 2.6 seconds to tabulate exactly",
        ),
    ],
)
def test_invalid_rules_are_refused_with_a_clear_message(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Rules(**kwargs)


def test_round_odds_refuse_dice_the_rules_do_not_allow():
    with pytest.raises(ValueError, match="attacker rolls 1 to 3 dice"):
        round_odds(Rules(), 4, 2)


def test_rules_hash_once_and_stay_keys_of_equal_rules():
    """Rules key the engine's caches: equal rules are one key, a changed field another,
    and the hash kept inside never travels with a pickled copy (another process hashes
    strings differently)."""
    rules = preset("uk-1990").rules
    again = Rules(attacker=rules.attacker, defender=rules.defender)
    assert again == rules and hash(again) == hash(rules)
    cache = {rules: "kept"}
    assert cache[again] == "kept"
    changed = replace(rules, ties="attacker")
    assert changed != rules and changed not in cache
    hash(rules)
    copied = pickle.loads(pickle.dumps(rules))
    assert "_hash" not in copied.__dict__
    assert copied == rules and hash(copied) == hash(rules)
