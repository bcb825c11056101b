"""Following riskgui battle by battle is never worse than any fixed plan whose legs stay in
the region: a fixed plan is one way of playing the round-by-round game (decide every leg
before the first die, each "best" move-in after its battle), so the game's value is at
least its chance.  The fixed plans are answered by the plan engine (``core.plan``), which
shares nothing with ``core.advice``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.advice.advisor import advise
from riskgui.core.advice.board_advice import board_game
from riskgui.core.board.answer import answer_board
from riskgui.core.board.clusters import clusters
from riskgui.core.board.found import below_advice
from riskgui.core.board.request import BoardRequest, request_from_json
from riskgui.core.board.space import Space
from tests.core.advice.midgame import POSITION
from tests.core.advice.small_games import SmallGame, small_games

TOLERANCE = 1e-12
PRESETS = ("classic", "uk-1990", "capital")
CONTINENTS = ("North America", "South America", "Europe", "Africa", "Asia", "Australia")


def board_plan(game: SmallGame, legs: list[tuple[str, str]], rules: str) -> dict[str, object]:
    position = game.position
    return {
        "map": "classic",
        "me": position.me,
        "position": {t: [position.owners[t], position.armies[t]] for t in position.armies},
        "goal": {"territories": list(game.goal), "keep": game.keep},
        "legs": [{"from": s, "to": t, "move": "best"} for s, t in legs],
        "rules": rules,
        "min_move": game.min_move,
        "advise": True,
    }


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(data=st.data(), game=small_games(drafts=False))
def test_the_advice_is_never_below_a_fixed_plan(data, game):
    turn = game.game()
    pairs = sorted((turn.names[s], turn.names[t]) for s, t in turn.attacks)
    held = {t for t in turn.names if game.position.mine(t)}
    legs: list[tuple[str, str]] = []
    for _ in range(data.draw(st.integers(1, 3))):  # each from a territory held by then
        open_legs = [(s, t) for s, t in pairs if s in held and (s, t) not in legs]
        if not open_legs:
            break
        leg = data.draw(st.sampled_from(open_legs))
        legs.append(leg)
        held.add(leg[1])
    if not legs:
        return
    rules = data.draw(st.sampled_from(PRESETS))
    request = request_from_json(board_plan(game, legs, rules))
    fixed = answer_board(request).report
    assert fixed is not None
    value = advise(board_game(request)).p_goal
    assert value >= fixed.answer.p_goal - TOLERANCE, (legs, rules)


@pytest.mark.slow
def test_a_plan_that_cannot_adapt_loses_to_the_advice_on_the_midgame():
    """Africa on the mid-game position: the issue's fixed plan of the search, 51.32 %,
    against 60.38 % battle by battle (both computed here, not copied)."""
    from tests.core.advice.midgame import POSITION

    data = {
        "map": "classic",
        "me": "Red",
        "position": {t: list(entry) for t, entry in POSITION.items()},
        "goal": {"continent": "Africa"},
        "legs": [
            {"from": "North Africa", "to": "Congo", "move": "best"},
            {"from": "Congo", "to": "South Africa", "move": "best"},
            {"from": "Middle East", "to": "East Africa", "move": "best"},
            {"from": "East Africa", "to": "Madagascar", "move": "best"},
        ],
        "advise": True,
    }
    request = request_from_json(data)
    fixed = answer_board(request).report
    assert fixed is not None
    value = advise(board_game(request)).p_goal
    assert value > fixed.answer.p_goal + 0.01


def _searched(game: SmallGame, rules: str) -> BoardRequest:
    data = board_plan(game, [], rules)
    del data["legs"]
    data.update(search=True, draft={"armies": game.draft})
    return request_from_json(data)


def _search_moves(request: BoardRequest) -> tuple[set[tuple[str, str]], set[str]]:
    """Every leg the board's search may put in a plan, and where it may place the draft."""
    moves, draftable = set(), set()
    for cluster in clusters(request):
        space = Space(request, cluster)
        moves |= set(space.named(tuple(space.moves())))
        draftable |= set(cluster.draftable)
    return moves, draftable


def _within_the_advice(request: BoardRequest) -> None:
    turn = board_game(request)
    attacks = {(turn.names[s], turn.names[t]) for s, t in turn.attacks}
    moves, draftable = _search_moves(request)
    assert moves <= attacks, sorted(moves - attacks)
    assert draftable <= set(turn.names), sorted(draftable - set(turn.names))


@pytest.mark.parametrize("goal", [*CONTINENTS, "Yellow", "Blue", "Green"])
def test_every_plan_the_search_may_try_on_the_midgame_stays_in_the_region(goal):
    """So the advice's upper bound bounds the search's plans (``board.found.below_advice``)."""
    key = "continent" if goal in CONTINENTS else "eliminate"
    data = {
        "map": "classic",
        "me": "Red",
        "position": {t: list(entry) for t, entry in POSITION.items()},
        "goal": {key: goal},
        "search": True,
    }
    _within_the_advice(request_from_json(data))


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(game=small_games(), rules=st.sampled_from(PRESETS))
def test_the_best_plan_searched_is_never_above_the_advice(game, rules):
    request = _searched(game, rules)
    _within_the_advice(request)
    found = answer_board(request).found
    assert found is not None
    advice = advise(board_game(request))
    assert found.p_goal <= advice.p_goal + TOLERANCE
    assert below_advice(found, advice.upper).bound >= found.p_goal
