"""One entry's swing and its exact law, against values derived by hand."""

import itertools
import random
from fractions import Fraction as F

import pytest

from riskgui.core.dice.round import _resolve
from riskgui.core.ledger import luck
from riskgui.core.ledger.luck import (
    UNDERFLOWED,
    distribution,
    end_probability,
    entry_luck,
    expected_swing,
    kind,
    swing,
)
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.rules.model import CLASSIC, Rules, side
from riskgui.core.rules.presets import PRESETS, preset
from tests.helpers import ledger_reference as ref


def roll(attacker, defender, rules=CLASSIC):
    return Entry("night", "Anna", "Ben", Roll(tuple(attacker), tuple(defender)), rules)


def battle(start, end, stop_at=1, rules=CLASSIC):
    return Entry("night", "Anna", "Ben", Fought(start, end, stop_at), rules)


# Hand-derived laws of one classic round: P(the defender loses k), k = 0 .. pairs.
# 1 v 1: the attacker wins when its die beats the defender's: 15 of 36.
ONE_ONE = (F(21, 36), F(15, 36))
# 2 v 1: the attacker's best of two beats d: sum over d of (1 - (d/6)^2) / 6 = 1 - 91/216.
TWO_ONE = (F(91, 216), F(125, 216))
# 3 v 1: 1 - sum over d of (d/6)^3 / 6 = 1 - 441/1296.
THREE_ONE = (F(441, 1296), F(855, 1296))
# 1 v 2: the attacker's a beats both defenders: sum over a of ((a-1)/6)^2 / 6 = 55/216.
ONE_TWO = (F(161, 216), F(55, 216))
# 2 v 2 and 3 v 2: the classic counts (of 1,296 and 7,776 throws).
TWO_TWO = (F(581, 1296), F(420, 1296), F(295, 1296))
THREE_TWO = (F(2275, 7776), F(2611, 7776), F(2890, 7776))

HAND = {
    (1, 1): ONE_ONE,
    (2, 1): TWO_ONE,
    (3, 1): THREE_ONE,
    (1, 2): ONE_TWO,
    (2, 2): TWO_TWO,
    (3, 2): THREE_TWO,
}


def test_three_v_two_expected_defender_losses():
    assert sum(k * p for k, p in enumerate(THREE_TWO)) == F(2797, 2592)


@pytest.mark.parametrize("dice", sorted(HAND))
def test_expected_swing_and_luck_by_hand(dice):
    na, nd = dice
    law = HAND[dice]
    assert sum(law) == 1
    pairs = len(law) - 1
    defender_loses = sum(k * p for k, p in enumerate(law))
    expected = defender_loses - (pairs - defender_loses)
    kills_all = roll([6] * na, [1] * nd)  # every pair won by the attacker
    assert swing(kills_all) == pairs
    assert expected_swing(kills_all) == pytest.approx(float(expected), abs=1e-14)
    assert entry_luck(kills_all) == pytest.approx(float(pairs - expected), abs=1e-14)
    law_found = distribution(kills_all)
    for k, p in enumerate(law):  # the defender loses k: swing k - (pairs - k)
        below = sum(law[:k], F(0))
        assert law_found.mid_p(2 * k - pairs) == pytest.approx(float(below + p / 2), abs=1e-15)
        assert law_found.probs[2 * k - pairs - law_found.low] == pytest.approx(float(p), abs=1e-15)


def test_three_v_two_roll_that_kills_two():
    entry = roll([6, 5, 1], [4, 3])
    assert swing(entry) == 2
    assert entry_luck(entry) == pytest.approx(float(2 * (2 - F(2797, 2592))), abs=1e-14)


def test_observed_swings_of_rolls():
    assert swing(roll([6, 5, 1], [6, 3])) == 0  # 6 v 6 to the defender, 5 v 3 to the attacker
    assert swing(roll([2, 2], [3, 1])) == 0
    assert swing(roll([1], [1, 1])) == -1
    assert swing(roll([1, 1, 1], [6, 6])) == -2
    zombies = preset("zombies").rules
    assert swing(roll([6, 5, 1], [6, 5], zombies)) == 2  # ties to the attacker
    bonus = preset("bonus-die").rules  # the defender rolls one die more and keeps the best
    assert swing(roll([5, 4, 1], [6, 1, 1], bonus)) == 0  # 5 v 6 and 4 v 1
    for entry in (roll([5, 4, 1], [6, 1, 1], bonus), roll([6, 5, 1], [6, 5], zombies)):
        assert swing(entry) == ref.observed_swing(entry)


def test_equal_dice_share_a_kind():
    assert kind(roll([6, 5, 1], [4, 3])) == kind(roll([1, 1, 2], [6, 6]))
    assert kind(roll([6, 5, 1], [4, 3])) != kind(roll([6, 5], [4, 3]))
    assert kind(roll([6, 5, 1], [4, 3])) != kind(roll([6, 5, 1], [4, 3], preset("zombies").rules))
    bonus = preset("bonus-die").rules
    assert kind(roll([6, 5, 1], [4, 3, 1], bonus)) == ("roll", bonus, 3, 2)
    assert kind(battle((10, 10), (1, 4))) == kind(battle((10, 10), (7, 0)))
    assert kind(battle((10, 10), (1, 4))) != kind(battle((10, 10), (3, 4), stop_at=3))


ROLL_RULES = ["classic", "capital", "zombies", "bonus-die", "wall", "risiko"]


@pytest.mark.parametrize("key", ROLL_RULES)
def test_roll_laws_match_the_brute_force(key):
    rules = preset(key).rules
    for na in range(1, rules.attacker.dice + 1):
        for nd in range(1, rules.defender.dice + 1):
            entry = roll(
                [1] * (na + rules.attacker.extra_dice),
                [1] * (nd + rules.defender.extra_dice),
                rules,
            )
            _compare(distribution(entry), ref.entry_law(entry))


def _compare(found, exact):
    for value in range(found.low - 1, found.high + 2):
        assert found.mid_p(value) == pytest.approx(float(ref.mid_p(exact, value)), abs=1e-12)
    assert found.mean() == pytest.approx(float(ref.mean(exact)), abs=1e-12)
    assert found.sd() ** 2 == pytest.approx(float(ref.variance(exact)), abs=1e-12)


@pytest.mark.parametrize(
    ("start", "stop_at", "key"),
    [
        ((5, 4), 1, "classic"),
        ((6, 5), 3, "classic"),
        ((5, 5), 1, "capital"),
        ((6, 4), 2, "zombies"),
    ],
)
def test_battle_laws_and_end_chances_match_the_recursion(start, stop_at, key):
    rules = preset(key).rules
    entry = battle(start, (start[0], 0), stop_at, rules)
    _compare(distribution(entry), ref.entry_law(entry))
    ends = dict(ref.battle_ends(*start, rules, stop_at))
    a, d = start
    for i in range(1, a + 1):
        for j in range(0, d + 1):
            found = end_probability(Fought(start, (i, j), stop_at), rules)
            assert found == pytest.approx(float(ends.get((i, j), 0)), abs=1e-14)
            assert (found > 0) == ((i, j) in ends)


def test_ends_the_policy_cannot_reach():
    assert end_probability(Fought((10, 10), (5, 3)), CLASSIC) == 0  # fought to the end
    assert end_probability(Fought((10, 10), (5, 3), stop_at=5), CLASSIC) > 0
    assert end_probability(Fought((10, 10), (6, 3), stop_at=5), CLASSIC) == 0  # would go on
    assert end_probability(Fought((10, 10), (2, 3), stop_at=5), CLASSIC) == 0  # 2 below 5 - 2
    assert end_probability(Fought((10, 10), (5, 0), stop_at=5), CLASSIC) == 0  # conquers above
    assert end_probability(Fought((10, 10), (11, 0)), CLASSIC) == 0


def test_an_end_whose_chance_underflows_is_still_possible():
    """3,000 attackers that never kill a defender: about 0.29^1500, far below 1e-308."""
    never = Fought((3000, 3000), (1, 3000))
    assert luck._end_states(3000, 3000, CLASSIC, 1).get((1, 3000), 0.0) == 0.0
    assert end_probability(never, CLASSIC) == UNDERFLOWED > 0
    assert end_probability(Fought((3000, 3000), (2, 3000)), CLASSIC) == 0  # it would go on


# The attacker's dice always count 7 (capped at 6) and win ties: it never loses an army.
INVINCIBLE = Rules(attacker=side(3, every=10), ties="attacker")


def test_an_impossible_end_of_a_big_battle_stays_impossible():
    assert end_probability(Fought((3000, 3000), (3000, 0)), INVINCIBLE) == pytest.approx(1.0)
    assert end_probability(Fought((3000, 3000), (1, 3000)), INVINCIBLE) == 0
    assert end_probability(Fought((3000, 3000), (2999, 0)), INVINCIBLE) == 0


@pytest.mark.slow
@pytest.mark.parametrize("key", ["classic", "capital", "zombies", "uk-1990"])
def test_reachability_agrees_with_exact_chances(key):
    """The check behind an underflowed chance: reachable exactly when the chance is > 0."""
    for rules in (preset(key).rules, INVINCIBLE):
        for a in range(2, 8):
            for d in range(1, 6):
                for stop_at in range(1, a):
                    ends = dict(ref.battle_ends(a, d, rules, stop_at))
                    for i in range(1, a + 1):
                        for j in range(0, d + 1):
                            if luck._terminal(i, j, a, d, stop_at, rules):
                                reached = luck._reachable(a, d, i, j, rules, stop_at)
                                assert reached == ((i, j) in ends), (a, d, stop_at, i, j)


@pytest.mark.parametrize("key", [p.key for p in PRESETS])
def test_the_quick_score_of_plain_dice_is_the_dice_tabs_score(key):
    """Rolls without modifiers are scored by comparing faces; the Dice tab's score decides."""
    rules = preset(key).rules
    rng = random.Random(key)
    dice = itertools.product(range(1, rules.attacker.dice + 1), range(1, rules.defender.dice + 1))
    for na, nd in dice:
        for _ in range(60):
            ra, rd = na + rules.attacker.extra_dice, nd + rules.defender.extra_dice
            a = tuple(rng.randint(1, s) for s in rules.attacker.die_sides(ra))
            d = tuple(rng.randint(1, s) for s in rules.defender.die_sides(rd))
            played = _resolve(na + 1, nd, a, d, rules)
            entry = Entry("E", "A", "B", Roll(a, d), rules)
            assert swing(entry) == played.defender_losses - played.attacker_losses, (a, d)
