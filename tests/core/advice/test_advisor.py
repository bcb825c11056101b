"""The advice (issue 35) against its oracles: the values of shared/positions/README.md and
the plain memoised recursion of tests/helpers/advice_reference.py, which shares nothing
with the solver but the map, the rules and the one-round odds."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.advice.advisor import Advisor, advise
from riskgui.core.advice.answer import TIE
from riskgui.core.advice.game import TurnGame, state_of, turn_game
from tests.core.advice.midgame import AFRICA_DRAFT_3, README_VALUES, continent, midgame
from tests.core.advice.small_games import SmallGame, small_games
from tests.helpers.advice_reference import ReferenceGame

SMALL = settings(
    max_examples=25, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
MANY = settings(
    max_examples=300, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(README_VALUES))
def test_the_readme_values(name):
    advice = advise(turn_game(midgame(), continent(name)))
    assert advice.p_goal == pytest.approx(README_VALUES[name], abs=1e-12)
    assert advice.exact and advice.lower == advice.upper == advice.p_goal


@pytest.mark.slow
@pytest.mark.parametrize("name", ["Australia", "South America"])
def test_the_reference_gives_the_readme_values(name):
    position = midgame()
    reference = ReferenceGame(position.board, position.owners, "Red", continent(name))
    value = reference.value(reference.cut(reference.state(position.armies)))
    assert value == pytest.approx(README_VALUES[name], abs=1e-12)


@pytest.mark.slow
def test_the_reference_gives_the_readme_values_for_africa():
    position = midgame()
    reference = ReferenceGame(position.board, position.owners, "Red", continent("Africa"))
    assert max(reference.draft_values(position.armies, 0).values()) == pytest.approx(
        README_VALUES["Africa"], abs=1e-12
    )
    drafts = reference.draft_values(position.armies, 3)
    best = max(drafts.values())
    assert best == pytest.approx(AFRICA_DRAFT_3, abs=1e-12)
    assert [p for p, v in drafts.items() if v == best] == [(("North Africa", 3),)]


@pytest.mark.slow
def test_africa_with_a_draft_of_3():
    """The issue's example: the value, the placement and the order of the attacks."""
    advice = advise(turn_game(midgame(), continent("Africa"), draft=3))
    assert advice.p_goal == pytest.approx(AFRICA_DRAFT_3, abs=1e-12)
    assert advice.placement == (("North Africa", 3),) and advice.elsewhere == 0
    assert advice.region == ("Congo", "East Africa", "Egypt", "Madagascar", "Middle East",
                             "North Africa", "South Africa")  # fmt: skip
    order = [(a.source, a.target) for a in advice.attacks]
    assert order == [("North Africa", "Congo"), ("Middle East", "East Africa"),
                     ("Egypt", "East Africa"), ("North Africa", "East Africa")]  # fmt: skip
    assert advice.next == advice.attacks[0]
    assert advice.attacks[0].p_goal == pytest.approx(advice.p_goal, abs=TIE)


@pytest.mark.slow
def test_eliminating_green_is_taking_africa():
    """Green owns exactly the part of Africa that Red lacks: the two goals answer alike."""
    position = midgame()
    africa = advise(turn_game(position, continent("Africa")))
    green = advise(turn_game(position, position.territories_of("Green")))
    assert green.p_goal == africa.p_goal
    assert green.attacks == africa.attacks


@pytest.mark.slow
def test_the_attacks_of_africa_are_the_references():
    position = midgame()
    advice = advise(turn_game(position, continent("Africa")))
    reference = ReferenceGame(position.board, position.owners, "Red", continent("Africa"))
    start = reference.cut(reference.state(position.armies))
    where = reference.index
    for attack in advice.attacks:
        expected = reference.attack_value(start, where[attack.source], where[attack.target])
        assert attack.p_goal == pytest.approx(expected, abs=1e-12)


def check_against_reference(small: SmallGame) -> None:
    """The value, every first attack, the advised attack and the draft placement."""
    game = small.game()
    advisor = Advisor(game)
    advice = advisor.advice()
    reference = small.reference()
    drafts = reference.draft_values(small.position.armies, small.draft)
    best = max(drafts.values())
    assert advice.p_goal == pytest.approx(best, abs=1e-12)
    placed = dict(advice.placement or ())
    if advice.elsewhere:
        placed[""] = advice.elsewhere
    if small.draft:
        assert drafts[tuple(sorted(placed.items()))] == pytest.approx(best, abs=1e-12)
    armies = {t: small.position.armies[t] + placed.get(t, 0) for t in reference.region}
    start = reference.cut(reference.state(armies))
    possible = {(reference.region[s], reference.region[t]) for s, t in reference.attacks(start)}
    assert {(a.source, a.target) for a in advice.attacks} == possible
    for attack in advice.attacks:
        expected = reference.attack_value(
            start, reference.index[attack.source], reference.index[attack.target]
        )
        assert attack.p_goal == pytest.approx(expected, abs=1e-12)
    if advice.next is not None:
        assert advice.next.p_goal == pytest.approx(advice.p_goal, abs=1e-12)
    elif not reference.holds(start):
        assert advice.p_goal == 0.0


@pytest.mark.slow
@SMALL
@given(small_games())
def test_small_games_agree_with_the_reference(small):
    check_against_reference(small)


@pytest.mark.slow
@MANY
@given(small_games(most_armies=5, most_total=20))
def test_many_small_games_agree_with_the_reference(small):
    check_against_reference(small)


def pending(small: SmallGame, rng: random.Random) -> tuple[str, str] | None:
    """An attack of the start that could have just taken its target, if any."""
    game = small.game()
    options = [
        (game.names[s], game.names[t])
        for s, t in game.attacks
        if game.start[s] >= 2 and game.start[t] < 0
    ]
    return rng.choice(options) if options else None


@pytest.mark.slow
@SMALL
@given(small_games(drafts=False))
def test_a_pending_move_in_gets_every_allowed_move_with_the_references_value(small):
    chosen = pending(small, random.Random(0))
    if chosen is None:
        return
    source, target = chosen
    position = small.position
    game = small.game()
    advisor = Advisor(game)
    state = list(game.start)
    state[game.names.index(target)] = 0
    advice = advisor.advise(tuple(state), (game.names.index(source), game.names.index(target)))
    reference = small.reference()
    ref_state = list(reference.state(position.armies))
    ref_state[reference.index[target]] = 0
    a = position.armies[source]
    expected = reference.moves(
        tuple(ref_state), reference.index[source], reference.index[target], a
    )
    assert [m for m, _ in advice.moves] == sorted(expected)
    for m, value in advice.moves:
        assert value == pytest.approx(expected[m], abs=1e-12)
    assert advice.move is not None
    assert expected[advice.move] == pytest.approx(max(expected.values()), abs=1e-12)
    assert advice.p_goal == pytest.approx(max(expected.values()), abs=1e-12)
    assert advice.attacks == () and advice.next is None


def play_on(game: TurnGame, advisor: Advisor, reference: ReferenceGame, seed: int) -> None:
    """Roll a few rounds at random from the start; after each, the advice for the state
    reached is the reference's value, without solving again while the play goes on."""
    rng = random.Random(seed)
    state = list(game.start)
    names = game.names
    for _ in range(12):
        advice = advisor.advise(tuple(state))
        mapped = reference.cut(tuple(state[names.index(t)] for t in reference.region))
        assert advice.p_goal == pytest.approx(reference.value(mapped), abs=1e-12)
        if not advice.attacks:
            return
        attack = rng.choice(advice.attacks)
        s, t = names.index(attack.source), names.index(attack.target)
        outcomes = reference.round(state[s], -state[t])
        _, a_after, d_after = rng.choice(outcomes)
        state[s], state[t] = a_after, -d_after
        if d_after == 0:
            moved = rng.randint(1, a_after - 1) if a_after > 2 else 1
            low = reference.fewest_moved(a_after)
            moved = max(moved, min(low, a_after - 1))
            state[s], state[t] = a_after - moved, moved


@pytest.mark.slow
@SMALL
@given(small_games(drafts=False))
def test_any_state_reached_is_answered_as_the_reference_does(small):
    game = small.game()
    advisor = Advisor(game)
    play_on(game, advisor, small.reference(), seed=len(game.names))


@pytest.mark.slow
def test_a_state_reached_is_answered_without_solving_again():
    position = midgame()
    game = turn_game(position, continent("Africa"))
    advisor = Advisor(game)
    solved = advisor.states
    after = midgame({"Congo": ("Red", 3), "North Africa": ("Red", 6)})
    advice = advisor.advise(state_of(game, after))
    assert advisor.states == solved
    reference = ReferenceGame(position.board, position.owners, "Red", continent("Africa"))
    mapped = reference.cut(reference.state(after.armies, after.owners))
    assert advice.p_goal == pytest.approx(reference.value(mapped), abs=1e-12)


@pytest.mark.slow
def test_a_state_never_reached_is_solved_from_there():
    position = midgame()
    game = turn_game(position, continent("Australia"))
    advisor = Advisor(game)
    bigger = midgame({"Siam": ("Red", 14)})  # more armies than the game can ever hold
    advice = advisor.advise(state_of(game, bigger))
    reference = ReferenceGame(position.board, position.owners, "Red", continent("Australia"))
    assert advice.p_goal == pytest.approx(
        reference.value(reference.cut(reference.state(bigger.armies))), abs=1e-12
    )


def test_when_the_goal_holds_the_advice_is_to_stop_and_still_values_each_attack():
    position = midgame()
    game = turn_game(position, ("Egypt", "Congo"), keep=2)
    taken = midgame({"Congo": ("Red", 3), "North Africa": ("Red", 6)})
    advice = Advisor(game).advise(state_of(game, taken))
    assert advice.p_goal == 1.0 and advice.next is None
    reference = ReferenceGame(position.board, position.owners, "Red", ("Egypt", "Congo"), keep=2)
    start = reference.cut(reference.state(taken.armies, taken.owners))
    for attack in advice.attacks:
        expected = reference.attack_value(
            start, reference.index[attack.source], reference.index[attack.target]
        )
        assert attack.p_goal == pytest.approx(expected, abs=1e-12)
    assert advice.attacks
