"""Whole games played at random (Hypothesis chooses every step, legal or not): a refused
step changes nothing, the position stays a real board's, armies appear only by
placement and vanish only by lost dice, and the state is always its steps replayed."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riskgui.core.board.map import load_map
from riskgui.core.game.deal import deal
from riskgui.core.game.play import IllegalStep, apply, new_game, replay
from riskgui.core.game.steps import Correction, EndTurn, Fortify, MoveIn, Place, Round, Trade

BOARD = load_map("classic")
NAMES = tuple(BOARD.territories)
PLAYERS = ("Red", "Blue", "Green")
SETTINGS = settings(
    max_examples=40, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def a_step(draw, game):
    """A step likely to be legal in the state's phase, and now and then one that is not."""
    mine = game.owned(game.turn) or NAMES
    odd = draw(st.integers(0, 9)) == 0  # any step at all, legal or not
    if odd:
        return draw(st.sampled_from([
            Trade(draw(st.integers(0, 12))),
            MoveIn(draw(st.integers(0, 5))),
            EndTurn(),
            Place(draw(st.sampled_from(NAMES)), draw(st.integers(0, 9))),
            Correction(draw(st.sampled_from(NAMES)), draw(st.sampled_from(PLAYERS)),
                       draw(st.integers(0, 9))),
        ]))  # fmt: skip
    if game.pending is not None:
        wait = game.pending
        return MoveIn(draw(st.integers(wait.least - 1, wait.most + 1)))
    if game.phase == "reinforce":
        return Place(draw(st.sampled_from(mine)), draw(st.integers(1, game.due)))
    if game.phase != "attack" or draw(st.integers(0, 9)) == 0:
        return EndTurn()
    ready = [
        (s, t)
        for s in mine
        if game.armies[s] >= 2
        for t in BOARD.neighbours(s)
        if game.owners[t] != game.turn
    ]
    if not ready or draw(st.integers(0, 9)) == 0:
        return Fortify(draw(st.sampled_from(mine)), draw(st.sampled_from(mine)),
                       draw(st.integers(0, 6)))  # fmt: skip
    source, target = draw(st.sampled_from(ready))
    most_a, most_d = min(3, game.armies[source] - 1), min(2, game.armies[target])
    faces = st.integers(1, 6)
    attacker = draw(st.lists(faces, min_size=1, max_size=most_a + 1))  # one too many, at times
    defender = draw(st.lists(faces, min_size=1, max_size=most_d))
    return Round(source, target, tuple(attacker), tuple(defender))


@st.composite
def games(draw):
    owners, armies = deal(BOARD, PLAYERS, draw(st.integers(0, 10_000)))
    game = start = new_game(BOARD, PLAYERS, owners, armies)
    steps, states = [], [start]
    for _ in range(draw(st.integers(1, 150))):
        step = a_step(draw, game)
        try:
            after = apply(game, step)
        except IllegalStep:
            continue  # (nothing to check: states are frozen, the refused step is dropped)
        _check(game, step, after)
        game = after
        steps.append(step)
        states.append(game)
    return start, steps, states


def _check(before, step, after):
    total_before, total_after = sum(before.armies.values()), sum(after.armies.values())
    if isinstance(step, Place):
        assert total_after == total_before + step.armies
        assert after.due == before.due - step.armies
    elif isinstance(step, Round):
        lost = (before.armies[step.source] - after.armies[step.source]) + (
            before.armies[step.target] - after.armies[step.target]
        )
        assert total_after == total_before - lost
        assert lost == min(len(step.attacker_faces), len(step.defender_faces))  # one a pair
    elif isinstance(step, (MoveIn, Fortify, Trade, EndTurn)):
        assert total_after == total_before
    for t in BOARD.territories:
        assert after.owners[t] in PLAYERS
        waiting = after.pending is not None and t == after.pending.target
        assert after.armies[t] >= (0 if waiting else 1)
    assert after.turn in after.alive() or after.phase == "over"
    assert (after.due > 0) == (after.phase == "reinforce")


@SETTINGS
@given(games())
def test_random_games_keep_the_rules_and_replay_to_the_same_state(played):
    start, steps, states = played
    assert replay(start, steps) == states[-1]
    assert replay(start, steps[:-1]) == states[-2] if len(states) > 1 else True
