"""The loosened game with the defenders counted (``board.counted_bound``) bounds what it
claims to: never below ``RelaxedBound`` over the same defenders placed (it only adds
choices to that game), never below the exact value of a turn game played battle by battle
(the advice's solver, itself checked against the plain reference), on every preset; and on
a goal of many territories it is far tighter than the relaxation can be on the few it keeps."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.advice.advisor import advise
from riskgui.core.advice.bounds import bounded_advice, improving_bounds
from riskgui.core.advice.game import turn_game
from riskgui.core.board.bound import MAX_RELAXED_STATES, RelaxedBound, relaxed_bound, relaxed_states
from riskgui.core.board.counted_bound import CountedBound
from riskgui.core.rules.presets import preset
from tests.core.advice.midgame import midgame
from tests.core.advice.small_games import small_games

PRESETS = ["classic", "capital", "zombies", "2210-defence-d8", "uk-1990", "bonus-die", "risiko"]


@pytest.mark.parametrize("name", PRESETS)
def test_never_below_the_relaxation_of_the_defenders_placed(name):
    rules = preset(name).rules
    rng = random.Random(name)
    for _ in range(60):
        defenders = sorted(rng.randint(1, 6) for _ in range(rng.randint(1, 4)))
        mobile, keep = rng.randint(0, 25), rng.choice([1, 1, 2, 3])
        keeping = rng.randint(0, len(defenders))
        placed = RelaxedBound(rules, keep, len(defenders)).value(mobile, tuple(defenders), keeping)
        counted = CountedBound(rules).value(
            mobile, len(defenders), sum(defenders), (keep - 1) * keeping
        )
        assert counted >= placed - 1e-12, (mobile, defenders, keep, keeping)


@settings(
    max_examples=40, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(small_games())
def test_never_below_the_value_of_the_turn_played_battle_by_battle(small):
    game = small.game()
    mobile = sum(a - 1 for a in game.start if a > 0) + game.draft
    enemy_goal = [t for t in game.goal if game.start[t] < 0]
    keeping = sum(1 for t in enemy_goal if t in game.keep_on)
    defenders = sum(-game.start[t] for t in enemy_goal)
    bound = CountedBound(game.rules).value(
        mobile, len(enemy_goal), defenders, (game.keep - 1) * keeping
    )
    assert bound >= advise(game).p_goal - 1e-12


def test_one_territory_of_armies_is_one_territory_not_many_of_one_army():
    """The last territory holds every defender left: the game may not pretend it holds one
    army (a bound of nearly 1 here would say it did)."""
    rules = preset("classic").rules
    counted = CountedBound(rules).value(10, 1, 30, 0)
    placed = RelaxedBound(rules, 1, 1).value(10, (30,), 1)
    assert counted == pytest.approx(placed, abs=1e-12)


@pytest.mark.slow
def test_eliminating_yellow_is_bounded_by_every_territory_not_the_hardest_few():
    """Eliminating Yellow on the mid-game position (15 territories, 67 armies) is too large
    to solve; the relaxation keeps only its hardest few territories, the counted game all
    of them; the bounded answer takes the lower, and gives it first (it is the faster)."""
    position = midgame()
    yellow = tuple(t for t, owner in position.owners.items() if owner == "Yellow")
    game = turn_game(position, yellow)
    mobile = sum(a - 1 for a in game.start if a > 0)
    defenders = [-game.start[t] for t in game.goal if game.start[t] < 0]
    assert relaxed_states(mobile, defenders) > MAX_RELAXED_STATES
    few = relaxed_bound(game.rules, 1, mobile, defenders)
    hardest_few = few.value(mobile, tuple(sorted(defenders)), 0)
    counted = CountedBound(game.rules).value(mobile, len(defenders), sum(defenders), 0)
    assert counted < hardest_few / 10
    first = next(improving_bounds(game, most_states=200_000, exact=False))
    assert first.upper == pytest.approx(counted, abs=1e-15) and first.lower == 0.0
    found = bounded_advice(game, most_states=200_000, exact=False)
    assert found.upper == pytest.approx(counted, abs=1e-15)
    assert "counted" in found.upper_by
