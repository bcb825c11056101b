from collections import Counter

import numpy as np
import pytest

from riskgui.core.dice.round import resolve_round, roll_round
from riskgui.core.dice.throws import round_odds
from riskgui.core.rules.model import Rules, side
from riskgui.core.stats import chi_square_test


def test_highest_meets_highest_and_ties_go_to_the_defender():
    r = resolve_round(10, 5, [1, 6, 4], [4, 6], Rules())
    assert [(p.attacker_face, p.defender_face, p.attacker_wins) for p in r.pairs] == [
        (6, 6, False),
        (4, 4, False),
    ]
    assert (r.attacker_losses, r.defender_losses) == (2, 0)
    assert (r.attackers_after, r.defenders_after) == (8, 5)
    assert r.attacker_faces == (1, 6, 4)


def test_ties_to_attacker_and_defender_bonus():
    r = resolve_round(10, 5, [6, 4, 1], [6, 3], Rules(ties="attacker"))
    assert (r.attacker_losses, r.defender_losses) == (0, 2)
    r = resolve_round(10, 5, [6, 4, 1], [5, 3], Rules(defender=side(2, highest=1)))
    assert r.pairs[0].defender_score == 6 and not r.pairs[0].attacker_wins
    assert r.pairs[1].defender_score == 3 and r.pairs[1].attacker_wins


def test_a_player_may_roll_fewer_dice_than_allowed():
    r = resolve_round(10, 5, [6, 5], [4], Rules())
    assert len(r.pairs) == 1 and r.attackers_after == 10 and r.defenders_after == 4


def test_chances_with_fewer_dice_this_round():
    from riskgui.core.exact.solver import solve_battle
    from riskgui.core.exact.what_if import chances_with_dice

    most = chances_with_dice(10, 10, Rules(), 1, (3, 2))
    assert most[0] == pytest.approx(solve_battle(10, 10).win_probability, rel=1e-12)
    assert sum(most) == pytest.approx(1.0)
    fewer = chances_with_dice(10, 10, Rules(), 1, (2, 2))
    assert fewer[0] < most[0] and sum(fewer) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="1 to 3 dice and 1 to 2 dice"):
        chances_with_dice(10, 10, Rules(), 1, (4, 2))


def test_fewer_dice_near_the_end():
    r = resolve_round(2, 1, [3], [2], Rules())
    assert len(r.pairs) == 1 and (r.attackers_after, r.defenders_after) == (2, 0)


@pytest.mark.parametrize(
    ("faces", "message"),
    [
        (([6, 5, 4, 3], [1, 1]), "attacker rolls 1 to 3 dice here, not 4"),
        (([6, 5, 4], [1, 1, 1]), "defender rolls 1 to 2 dice here, not 3"),
        (([], [1, 1]), "attacker rolls 1 to 3 dice here, not 0"),
        (([6, 5, 7], [1, 1]), "attacker d6 shows 1 to 6, not 7"),
        (([6, 5, 4], [0, 1]), "defender d6 shows 1 to 6, not 0"),
        (([6, 5, 4], [1.5, 1]), "defender d6 shows 1 to 6"),
    ],
)
def test_entered_rolls_are_validated(faces, message):
    with pytest.raises(ValueError, match=message):
        resolve_round(10, 5, *faces, Rules())


@pytest.mark.slow
@pytest.mark.parametrize(
    ("rules", "dice"),
    [
        (Rules(), None),
        (Rules(attacker=side(3, sides=(8,))), None),
        (Rules(), (2, 1)),
        (
            Rules(attacker=side(3, sides=(8, 6), reroll_ones=True), defender=side(2, lowest=-1)),
            None,
        ),
        (Rules(defender=side(2, extra_dice=1, highest=1)), None),
        (Rules(attacker=side(3, highest=1), cap_faces=False), (1, 2)),
    ],
)
def test_rolled_rounds_follow_the_exact_round_odds(rules, dice):
    rng = np.random.default_rng(2024)
    rounds = [roll_round(10, 10, rules, rng, dice=dice) for _ in range(20_000)]
    losses = Counter(r.attacker_losses for r in rounds)
    na, nd = dice or (3, 2)
    observed = np.array([losses[k] for k in range(min(na, nd) + 1)])
    expected = np.array([float(p) for p in round_odds(rules, na, nd)])
    assert chi_square_test(observed, expected).p_value > 1e-4
    faces = Counter(f for r in rounds for f in r.attacker_faces)
    assert sorted(faces) == list(range(1, max(rules.attacker.sides) + 1))


def test_modifiers_are_shown_per_die_and_the_dice_sorted_again():
    ammo_shortage = Rules(defender=side(2, highest=-1))
    r = resolve_round(10, 5, [5, 4, 1], [6, 6], ammo_shortage)
    assert [(p.defender.face, p.defender.score) for p in r.pairs] == [(6, 6), (6, 5)]
    assert [p.attacker_wins for p in r.pairs] == [False, False]
    bunker = resolve_round(10, 5, [6, 6, 1], [6, 2], Rules(defender=side(2, highest=1)))
    assert bunker.pairs[0].defender.score == 6  # capped: a 6 stays a 6 and wins the tie
    lotr = Rules(attacker=side(3, highest=1), cap_faces=False)
    assert resolve_round(10, 5, [6, 2, 1], [6, 5], lotr).pairs[0].attacker_wins


def test_extra_dice_are_rolled_and_the_best_kept():
    bonus = Rules(defender=side(2, extra_dice=1))
    r = resolve_round(10, 5, [6, 5, 4], [2, 6, 5], bonus)
    assert [p.defender.face for p in r.pairs] == [6, 5] and len(r.defender_faces) == 3
    with pytest.raises(ValueError, match="defender rolls 2 to 3 dice here, not 1"):
        resolve_round(10, 5, [6, 5, 4], [6], bonus)


def test_a_side_that_must_roll_the_most_cannot_roll_fewer():
    risiko = Rules(defender=side(3, must_roll_most=True))
    with pytest.raises(ValueError, match="defender rolls 3 dice here, not 2"):
        resolve_round(10, 5, [6, 5, 4], [6, 5], risiko)
    assert len(roll_round(10, 5, risiko, np.random.default_rng(1), dice=(3, 1)).pairs) == 3


def test_a_commander_rolls_the_d8_first():
    commander = Rules(attacker=side(3, sides=(8, 6)))
    with pytest.raises(ValueError, match="an attacker d6 shows 1 to 6, not 8"):
        resolve_round(10, 5, [8, 8], [1, 1], commander)
    assert resolve_round(2, 5, [8], [6, 6], commander).pairs[0].attacker_wins


def test_rolled_faces_are_in_range_and_seeded():
    rules = Rules(defender=side(2, sides=(8,)))
    first = [roll_round(4, 2, rules, np.random.default_rng(7)) for _ in range(3)]
    assert all(f == first[0] for f in first)
    r = first[0]
    assert len(r.attacker_faces) == 3 and len(r.defender_faces) == 2
    assert all(1 <= f <= 6 for f in r.attacker_faces) and all(1 <= f <= 8 for f in r.defender_faces)


def test_which_side_can_lose_an_army():
    from riskgui.core.dice.throws import can_lose

    assert can_lose(Rules(), attacker=True) and can_lose(Rules(), attacker=False)
    # Ties to the attacker and +5 on every attacking die: the attacker never loses a pair.
    never = Rules(attacker=side(3, every=5), ties="attacker", cap_faces=False)
    assert not can_lose(never, attacker=True) and can_lose(never, attacker=False)
