"""The adaptive bound (issue #27): the best chance when each next leg is chosen after
seeing the battles before it.  It is never below the best plan of an exhaustive
enumeration (tests/helpers/board_reference.py), and on Australia from Siam it is the
best plan's own value, which is what lets the search close at once."""

from collections import Counter
from itertools import combinations_with_replacement

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.board.adaptive import AdaptiveBound
from riskgui.core.board.board_plan import BoardPlan, board_plan_from_json
from riskgui.core.board.search import clusters, search_plan
from riskgui.core.plan.endings import endings
from tests.core.board.test_search import australia, small_positions
from tests.helpers.board_reference import best_of_every_plan

AUSTRALIA_BEST = 0.5494905145016709


def game_value(request: BoardPlan) -> float:
    """The adaptive game's best over every placement of the draft, for each cluster
    (the product over clusters: each keeps the whole draft, which only raises it)."""
    position = request.position
    product = 1.0
    for cluster in clusters(request):
        names = cluster.territories
        local = {t: k for k, t in enumerate(names)}
        mine = tuple(position.mine(t) for t in names)
        neighbours = [
            frozenset(local[s] for s in position.board.neighbours(t) if s in local) for t in names
        ]
        goal = frozenset(local[t] for t in request.goal.territories if t in local)
        game = AdaptiveBound(
            request.rules, request.min_move, mine, neighbours, goal,
            frozenset(t for t in goal if not mine[t]), request.goal.keep, 10**6,
        )  # fmt: skip
        start = [(m, position.armies[t]) for m, t in zip(mine, names)]
        onto = [local[t] for t in cluster.draftable]
        best = 0.0
        for combo in combinations_with_replacement(onto, request.draft if onto else 0):
            state = list(start)
            for t, r in Counter(combo).items():
                state[t] = (True, state[t][1] + r)
            best = max(best, game.value(game.reduce(state)))
        product *= best
    return product


@settings(max_examples=25, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(small_positions())
def test_the_game_is_never_below_any_plan(data):
    request = board_plan_from_json(data)
    best, _ = best_of_every_plan(request, len(request.goal.enemy(request.position)) + 1)
    assert best <= game_value(request) + 1e-9


def test_australia_from_siam_the_game_is_the_best_plan():
    request = board_plan_from_json(australia())
    assert game_value(request) == pytest.approx(AUSTRALIA_BEST, abs=1e-12)
    found = search_plan(request)
    assert found.exact and found.p_goal == pytest.approx(AUSTRALIA_BEST, abs=1e-12)


def test_a_stack_that_cannot_reach_the_goal_is_left_out():
    # 0 (mine, 9) borders only 1, an enemy territory outside the goal that borders
    # nothing else: no leg from 0 can ever matter, so the game gives 0 no move.
    neighbours = [frozenset({1}), frozenset({0}), frozenset({3}), frozenset({2})]
    game = AdaptiveBound(
        board_plan_from_json(australia()).rules, "dice", (True, False, True, False),
        neighbours, frozenset({3}), frozenset({3}), 1, 1_000,
    )  # fmt: skip
    assert game.targets[0] == () and game.targets[2] == (3,)
    assert game.relevant == frozenset({2, 3})


def plain_game(game: AdaptiveBound, state: tuple, memo: dict) -> float:
    """The adaptive game by the plain recursion over whole board states, with no
    reduction (what ``AdaptiveBound.value`` must equal)."""
    if state in memo:
        return memo[state]
    best = float(
        all(state[t][0] and (t not in game.conquered or state[t][1] >= game.keep)
            for t in game.goal)
    )  # fmt: skip
    for s, (mine, a) in enumerate(state):
        if best == 1.0 or not mine or a < 2:
            continue
        for t in game.targets[s]:
            if state[t][0]:
                continue
            total = 0.0
            for a_left, d_left, p in endings(a, state[t][1], game.rules, 1, 0):
                changed = list(state)
                if d_left:
                    changed[s], changed[t] = (True, a_left), (False, d_left)
                    total += p * plain_game(game, tuple(changed), memo)
                    continue
                most = 0.0
                for moved in range(game.fewest(a_left), a_left):
                    changed[s], changed[t] = (True, a_left - moved), (True, moved)
                    most = max(most, plain_game(game, tuple(changed), memo))
                total += p * most
            best = max(best, total)
    memo[state] = best
    return best


def cluster_games(request: BoardPlan):
    position = request.position
    for cluster in clusters(request):
        names = cluster.territories
        local = {t: k for k, t in enumerate(names)}
        mine = tuple(position.mine(t) for t in names)
        neighbours = [
            frozenset(local[s] for s in position.board.neighbours(t) if s in local) for t in names
        ]
        goal = frozenset(local[t] for t in request.goal.territories if t in local)
        game = AdaptiveBound(
            request.rules, request.min_move, mine, neighbours, goal,
            frozenset(t for t in goal if not mine[t]), request.goal.keep, 10**6,
        )  # fmt: skip
        yield game, tuple((m, position.armies[t]) for m, t in zip(mine, names))


@settings(max_examples=25, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(small_positions())
def test_the_reduction_changes_no_value(data):
    request = board_plan_from_json(data)
    for game, start in cluster_games(request):
        assert game.value(game.reduce(start)) == pytest.approx(
            plain_game(game, start, {}), abs=1e-12
        )
