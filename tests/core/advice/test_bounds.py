"""Bounds (issue 35) on games small enough to solve: forced into the bounded mode, the lower
bound is at most the value, the upper bound at least, and the lower bound is the value of
the policy it advises, checked against the plain reference restricted the same way; the
bounds on the way (``improving_bounds``) are as sound, and never get worse."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.advice import bounds as bounds_module
from riskgui.core.advice import estimate as estimate_module
from riskgui.core.advice.advisor import advise
from riskgui.core.advice.bounds import (
    BOUNDED_STATES,
    CLOSE_ENOUGH,
    BoundedAdvice,
    bounded_advice,
    improving_bounds,
)
from riskgui.core.advice.estimate import FAR, ceiling, pool_surely_too_large, pooled_ceiling
from riskgui.core.advice.game import TurnGame, turn_game
from riskgui.core.advice.memory import max_states
from riskgui.core.advice.pool import pooled_value, smallest_cap
from riskgui.core.advice.restrict import subgame
from riskgui.core.advice.solve import solve
from riskgui.core.advice.split import part_game, parts
from riskgui.core.rules.model import CLASSIC
from tests.core.advice.midgame import README_VALUES, continent, midgame
from tests.core.advice.small_games import SmallGame, small_games
from tests.helpers.advice_reference import ReferenceGame

SMALL = settings(
    max_examples=20, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
BUDGET = 200_000  # states a bounding solve may have in these tests


def restricted_reference(small: SmallGame, restricted: TurnGame) -> ReferenceGame:
    """The reference playing the restricted game: its region and its move-ins."""
    position = small.position
    return ReferenceGame(
        position.board, position.owners, "Red", small.goal, small.keep, small.rules,
        small.min_move, only=restricted.names, moves_allowed=restricted.moves,
    )  # fmt: skip


def check_bounds(small: SmallGame, found: BoundedAdvice, value: float | None = None) -> None:
    """lower <= value <= upper, and the lower bound is its policy's value, its first
    attack a best one of the restricted game (all by the reference; ``value``: the
    game's value if known already)."""
    value = small.reference_value() if value is None else value
    assert found.lower <= value + 1e-12
    assert found.upper >= value - 1e-12
    assert found.lower <= found.upper + 1e-12
    if found.lower_game is None:
        return
    reference = restricted_reference(small, found.lower_game)
    placed = dict(found.advice.placement or ())
    if found.advice.elsewhere:
        placed[""] = found.advice.elsewhere
    drafts = reference.draft_values(small.position.armies, small.draft)
    assert drafts[tuple(sorted(placed.items()))] == pytest.approx(found.lower, abs=1e-12)
    if found.next is not None:
        armies = {t: small.position.armies[t] + placed.get(t, 0) for t in reference.region}
        start = reference.cut(reference.state(armies))
        where = reference.index
        first = reference.attack_value(start, where[found.next.source], where[found.next.target])
        assert first == pytest.approx(found.lower, abs=1e-12)


@pytest.mark.slow
@SMALL
@given(small_games())
def test_forced_bounds_hold_the_value_and_the_lower_bound_is_its_policys(small):
    check_bounds(small, bounded_advice(small.game(), most_states=BUDGET, exact=False))


def check_improving(answers: list[BoundedAdvice]) -> None:
    """Lower bounds never fall and upper ones never rise (up to rounding)."""
    assert answers
    for before, after in zip(answers, answers[1:]):
        assert after.lower >= before.lower - 1e-12
        assert after.upper <= before.upper + 1e-12


@pytest.mark.slow
@settings(max_examples=12, derandomize=True, deadline=None)
@given(small_games())
def test_every_bound_on_the_way_holds_the_value_and_none_gets_worse(small):
    game = small.game()
    answers = list(improving_bounds(game, most_states=BUDGET, exact=False))
    value = small.reference_value()
    check_improving(answers)
    first = answers[0]
    assert first.lower == 0.0 and first.next is None and first.lower_game is None
    for answer in answers:
        check_bounds(small, answer, value)
    assert answers[-1] == bounded_advice(game, most_states=BUDGET, exact=False)


@pytest.mark.slow
def test_forced_bounds_on_africa_improve_from_a_first_answer_with_no_policy():
    game = turn_game(midgame(), continent("Africa"))
    answers = list(improving_bounds(game, most_states=BUDGET, exact=False))
    check_improving(answers)
    value = README_VALUES["Africa"]
    assert all(a.lower <= value + 1e-12 <= a.upper + 2e-12 for a in answers)
    assert answers[0].lower == 0.0 and answers[0].upper < 1.0  # the loosened game's
    assert len(answers) >= 3 and answers[-1].lower > 0 and answers[-1].next is not None
    assert answers[-1].gap < 0.1
    assert answers[-1] == bounded_advice(game, most_states=BUDGET, exact=False)


@pytest.mark.slow
def test_a_split_game_improves_part_by_part():
    """Australia and South America at once: two fronts, bounded one after the other, each
    answer the product of the parts' answers so far (the first: the loosened games')."""
    game = turn_game(midgame(), continent("Australia") + continent("South America"))
    assert len(parts(game)) == 2
    answers = list(improving_bounds(game, most_states=BUDGET, exact=False))
    check_improving(answers)
    value = README_VALUES["Australia"] * README_VALUES["South America"]
    assert all(a.lower <= value + 1e-12 <= a.upper + 2e-12 for a in answers)
    assert answers[0].lower == 0.0 and answers[0].next is None
    assert len(answers) >= 3 and answers[-1].lower > 0 and not answers[-1].exact
    assert answers[-1] == bounded_advice(game, most_states=BUDGET, exact=False)


def test_a_game_that_fits_is_one_exact_answer_with_its_solved_game():
    (found,) = improving_bounds(turn_game(midgame(), continent("Australia")))
    assert found.exact and found.solved is not None and found.solved.game is found.lower_game


@pytest.mark.slow
@settings(max_examples=4, derandomize=True, deadline=None)
@given(small_games(most_total=10))
def test_forced_bounds_on_a_few_tiny_games(small):
    check_bounds(small, bounded_advice(small.game(), most_states=BUDGET, exact=False))


@pytest.mark.slow
@SMALL
@given(small_games())
def test_the_pooled_game_bounds_the_value_and_is_it_with_a_cap_above_every_stack(small):
    game = small.game()
    value = small.reference_value()
    low = smallest_cap(game)
    for cap in (low, low + 1):
        pooled, states = pooled_value(game, cap, 10**7)
        assert pooled >= value - 1e-12
        assert pooled_ceiling(game, cap) >= states
    largest = max(game.start) + game.draft
    if largest > 0:
        top = max(low, largest)
        assert pooled_value(game, top, 10**7)[0] == pytest.approx(value, abs=1e-12)


@pytest.mark.slow
@SMALL
@given(small_games())
def test_the_ceiling_counts_at_least_the_states_solved(small):
    game = small.game()
    assert ceiling(game) >= solve(game).states


@pytest.mark.slow
@SMALL
@given(small_games(drafts=False))
def test_independent_parts_multiply(small):
    game = small.game()
    pieces = parts(game)
    product = 1.0
    for piece in pieces:
        product *= advise(part_game(game, piece)).p_goal
    assert product == pytest.approx(small.reference_value(), abs=1e-12)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["Australia", "South America"])
def test_forced_bounds_on_the_midgame_goals_that_fit(name):
    found = bounded_advice(turn_game(midgame(), continent(name)), most_states=BUDGET, exact=False)
    value = README_VALUES[name]
    assert found.lower <= value + 1e-12 <= found.upper + 2e-12
    assert not found.exact and found.next is not None


def test_a_game_that_fits_is_answered_exactly():
    found = bounded_advice(turn_game(midgame(), continent("Australia")))
    assert found.exact and found.lower == found.upper == found.advice.p_goal
    assert found.lower == pytest.approx(README_VALUES["Australia"], abs=1e-12)


def test_europe_is_refused_from_its_ceiling_without_enumerating():
    game = turn_game(midgame(), continent("Europe"))
    assert ceiling(game) > FAR * max_states()


def test_a_games_ceiling_is_counted_once_however_often_it_is_asked(monkeypatch):
    """Bounding a game asks its ceiling up to three times (North America's takes 0.2 s)."""
    counted: list[int | None] = []
    count = estimate_module._count

    def counting(game: TurnGame, cap: int | None) -> int:
        counted.append(cap)
        return count(game, cap)

    monkeypatch.setattr(estimate_module, "_count", counting)
    ceiling.cache_clear()
    game = turn_game(midgame({"Venezuela": ("Red", 7)}), continent("South America"))
    assert ceiling(game) == ceiling(game) == ceiling(replace(game)) > 0
    assert counted == [None]


def ceiling_refuses_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bounds_module, "surely_too_large", lambda game, cap: True)


@pytest.mark.slow
def test_a_game_its_ceiling_refused_is_solved_exactly_after_its_bounds(monkeypatch):
    """The ceiling counts states no play reaches: a game it refuses may fit, and is then
    solved at last, its exact answer within every bound given before it."""
    ceiling_refuses_everything(monkeypatch)
    game = turn_game(midgame(), continent("Africa"))
    answers = list(improving_bounds(game, most_states=BUDGET))
    check_improving(answers)
    *bounded, last = answers
    assert bounded and not any(a.exact for a in bounded) and bounded[-1].gap > CLOSE_ENOUGH
    assert last.exact and last.solved is not None and last.lower == last.upper
    assert last.lower == pytest.approx(README_VALUES["Africa"], abs=1e-12)
    assert last.advice == advise(game)
    assert all(a.lower <= last.lower + 1e-12 <= a.upper + 2e-12 for a in bounded)
    assert bounded_advice(game, most_states=BUDGET).advice == last.advice


@pytest.mark.slow
def test_a_game_its_ceiling_refused_that_does_not_fit_keeps_its_bounds(monkeypatch):
    ceiling_refuses_everything(monkeypatch)
    game = turn_game(midgame(), continent("Africa"))
    budget = solve(game).states - 1
    found = bounded_advice(game, most_states=budget)
    assert not found.exact
    assert found == bounded_advice(game, most_states=budget, exact=False)


@pytest.mark.slow
def test_a_game_whose_ceiling_is_too_far_over_the_cap_gets_no_last_try(monkeypatch):
    ceiling_refuses_everything(monkeypatch)
    monkeypatch.setattr(bounds_module, "may_fit", lambda game, cap: False)
    tries: list[TurnGame] = []
    monkeypatch.setattr(bounds_module, "_exact", lambda game, token, cap: tries.append(game))
    game = turn_game(midgame(), continent("Africa"))
    last = list(improving_bounds(game, most_states=BUDGET))[-1]
    assert not last.exact and last.gap > CLOSE_ENOUGH and tries == []


@pytest.mark.slow
def test_a_split_games_parts_are_all_bounded_before_any_last_try(monkeypatch):
    """A part whose last try takes minutes must not hold back the other's bounds (tried
    even where the parts' bounds meet, as Australia's and South America's do)."""
    ceiling_refuses_everything(monkeypatch)
    monkeypatch.setattr(bounds_module, "CLOSE_ENOUGH", -1.0)
    calls: list[str] = []
    bounded, exact = bounds_module._bounded, bounds_module._exact

    def bounding(*args):
        calls.append("bounds")
        return bounded(*args)

    def solving(*args):
        calls.append("exact")
        return exact(*args)

    monkeypatch.setattr(bounds_module, "_bounded", bounding)
    monkeypatch.setattr(bounds_module, "_exact", solving)
    game = turn_game(midgame(), continent("Australia") + continent("South America"))
    answers = list(improving_bounds(game, most_states=BUDGET))
    check_improving(answers)
    assert calls == ["bounds", "bounds", "exact", "exact"]
    both = README_VALUES["Australia"] * README_VALUES["South America"]
    assert answers[-1].exact and answers[-1].lower == pytest.approx(both, abs=1e-12)
    assert not any(a.exact for a in answers[:-1])


def test_bounds_that_met_are_not_followed_by_an_exact_try(monkeypatch):
    """Australia with one army on Siam, the only way in: the bounds meet at 0 at once."""
    ceiling_refuses_everything(monkeypatch)
    tries: list[TurnGame] = []
    monkeypatch.setattr(bounds_module, "_exact", lambda game, token, cap: tries.append(game))
    game = turn_game(midgame({"Siam": ("Red", 1)}), continent("Australia"))
    last = list(improving_bounds(game))[-1]
    assert last.upper == 0.0 and not last.exact and tries == []


@pytest.mark.parametrize("name", ["Australia", "South America"])
def test_the_pooled_ceiling_counts_at_least_the_pooled_states(name):
    for draft in (0, 4):
        game = turn_game(midgame(), continent(name), draft=draft)
        for cap in range(smallest_cap(game), smallest_cap(game) + 3):
            assert pooled_ceiling(game, cap) >= pooled_value(game, cap, 10**7)[1]


def test_europes_pooled_game_is_refused_from_its_ceiling_without_enumerating():
    """It used to be enumerated to the budget and refused after minutes, on every bounded
    answer of Europe."""
    game = turn_game(midgame(), continent("Europe"))
    assert pool_surely_too_large(game, smallest_cap(game), BOUNDED_STATES)


def test_eliminating_blue_splits_into_its_four_fronts():
    position = midgame()
    game = turn_game(position, position.territories_of("Blue"))
    assert len(parts(game)) == 4


@pytest.mark.slow
def test_a_wrong_upper_bound_is_caught():
    """An "upper bound" from a game with an option removed (Middle East never attacks)
    is below the value of Africa, and the check says so."""
    small = SmallGame(midgame(), continent("Africa"), 1, CLASSIC, "dice", 0)
    game = small.game()
    value = advise(game).p_goal
    without = subgame(game, frozenset(range(game.size)) - {game.names.index("Middle East")})
    removed = advise(without).p_goal
    assert removed < value - 1e-3
    wrong = BoundedAdvice(replace(advise(replace(game, moves="most")), upper=removed), "", "")
    with pytest.raises(AssertionError):
        check_bounds(small, wrong, value)


@pytest.mark.slow
def test_a_wrong_lower_bound_is_caught():
    """A "lower bound" read off the pooled game (a relaxation) exceeds the value."""
    small = SmallGame(midgame(), continent("Africa"), 1, CLASSIC, "dice", 0)
    game = small.game()
    found = bounded_advice(game, most_states=BUDGET, exact=False)
    relaxed = pooled_value(game, smallest_cap(game), BUDGET)[0]
    wrong = replace(found, advice=replace(found.advice, lower=relaxed, p_goal=relaxed))
    with pytest.raises(AssertionError):
        check_bounds(small, wrong, README_VALUES["Africa"])
