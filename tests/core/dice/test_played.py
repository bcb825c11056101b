import numpy as np
import pytest

from riskgui.core.dice.played import PlayedBattle, parse_faces
from riskgui.core.dice.round import resolve_round, roll_round
from riskgui.core.exact.fractions import exact_outcomes
from riskgui.core.exact.luck import attacker_rank, battle_luck
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.battle_log import log_text
from riskgui.core.report.counting import Counting
from riskgui.core.rules.model import Rules


def play_out(battle, seed):
    rng = np.random.default_rng(seed)
    while not battle.over:
        battle.roll(rng)
    return battle


def test_a_seeded_battle_reproduces_its_log():
    first = log_text(play_out(PlayedBattle(12, 9), seed=5), Counting.ON_TERRITORY)
    again = log_text(play_out(PlayedBattle(12, 9), seed=5), Counting.ON_TERRITORY)
    other = log_text(play_out(PlayedBattle(12, 9), seed=6), Counting.ON_TERRITORY)
    assert first == again and first != other
    assert first.splitlines()[1].split("\t")[0] == "round"
    assert first.splitlines()[-1].startswith("Result: ")


def test_each_round_follows_the_single_round_api():
    battle = PlayedBattle(10, 7, stop_at=3)
    rng, replay = np.random.default_rng(9), np.random.default_rng(9)
    while not battle.over:
        a, d = battle.attackers, battle.defenders
        played = battle.roll(rng)
        assert played == roll_round(a, d, battle.rules, replay, battle.stop_at)
        assert (battle.attackers, battle.defenders) == (
            played.attackers_after,
            played.defenders_after,
        )
        dice = (len(played.attacker_faces), len(played.defender_faces))
        assert dice == battle.rules.dice_rolled(a, d)
    assert battle.conquered or battle.attackers <= 3
    with pytest.raises(ValueError, match="the battle is over"):
        battle.roll(rng)


def test_entered_rolls_advance_the_state_like_rolled_ones():
    battle = PlayedBattle(5, 2)
    played = battle.enter([6, 2, 3], [5, 4])
    assert played == resolve_round(5, 2, [6, 2, 3], [5, 4], Rules())
    assert (battle.attackers, battle.defenders) == (4, 1)
    with pytest.raises(ValueError, match="defender rolls 1 die here, not 2"):
        battle.enter([6, 5, 4], [1, 1])
    assert len(battle.rounds) == 1  # a refused roll changes nothing


@pytest.mark.parametrize(
    ("text", "faces"), [("6 4 1", [6, 4, 1]), ("6,4,1", [6, 4, 1]), ("641", [6, 4, 1]), ("5", [5])]
)
def test_parse_faces(text, faces):
    assert parse_faces(text) == faces


def test_parse_faces_refuses_words():
    with pytest.raises(ValueError, match="whole numbers"):
        parse_faces("six four")


def test_luck_against_brute_force_over_exact_outcomes():
    odds = solve_battle(6, 4, stop_at=2)
    exact = exact_outcomes(6, 4, stop_at=2)
    for (i, j), _ in exact.items():
        luck = battle_luck(odds, i, j)
        rank = attacker_rank(i, j)
        worse = sum(p for (x, y), p in exact.items() if attacker_rank(x, y) <= rank)
        better = sum(p for (x, y), p in exact.items() if attacker_rank(x, y) >= rank)
        assert luck.this_bad_or_worse == pytest.approx(float(worse), rel=1e-12)
        assert luck.this_good_or_better == pytest.approx(float(better), rel=1e-12)


def test_luck_extremes_and_words():
    odds = solve_battle(10, 10)
    best = battle_luck(odds, 10, 0)
    assert best.this_bad_or_worse == pytest.approx(1.0)
    assert best.this_good_or_better == pytest.approx(odds.outcomes.win[10])
    assert best.describe().startswith("An outcome this good or better")
    worst = battle_luck(odds, 1, 10)
    assert worst.describe().startswith("An outcome this bad or worse")
    with pytest.raises(ValueError, match="not a possible end"):
        battle_luck(odds, 11, 0)


def test_rank_orders_every_conquest_above_every_failure():
    assert attacker_rank(2, 0) > attacker_rank(5, 1)
    assert attacker_rank(5, 1) > attacker_rank(5, 2)
    assert attacker_rank(3, 1) > attacker_rank(2, 1)
