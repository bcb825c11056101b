"""The bounds (issue #27): the relaxation is never below the best plan of an exhaustive
enumeration, and a search stopped by its budget says "heuristic" with a bound that holds."""

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.board import search as search_module
from riskgui.core.board.bound import RelaxedBound, relaxed_bound, relevant_enemies
from riskgui.core.board.cluster_search import ClusterSearch
from riskgui.core.board.clusters import clusters
from riskgui.core.board.request import request_from_json
from riskgui.core.board.search import adaptive_games, search_plan
from riskgui.core.cancel import NEVER
from riskgui.core.plan.endings import endings
from riskgui.core.rules.model import CLASSIC
from tests.core.board.test_search import australia, small_positions
from tests.helpers.board_reference import best_of_every_plan


def test_one_territory_is_the_battle_itself_or_better():
    # With one territory the loosened game is one battle, where it may also roll fewer dice.
    for a in range(2, 12):
        for d in range(1, 6):
            battle = sum(p for _, d_left, p in endings(a, d, CLASSIC) if d_left == 0)
            assert RelaxedBound(CLASSIC, 1, 1).value(a - 1, (d,), 1) >= battle - 1e-12


def test_keep_lowers_the_bound():
    values = [RelaxedBound(CLASSIC, k, 2).value(10, (2, 3), 2) for k in (1, 2, 3, 4)]
    assert values == sorted(values, reverse=True) and values[-1] < values[0]


@pytest.mark.slow
def test_a_subset_bound_when_the_goal_is_too_big():
    bound = relaxed_bound(CLASSIC, 2, 200, [9] * 8)
    assert bound.most < 8
    assert 0.0 <= bound.value(200, (9,) * 8, 8) <= 1.0
    assert bound.value(2_000, (9,) * 8, 8) == 1.0


@settings(max_examples=15, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])  # fmt: skip
@given(small_positions())
def test_a_search_out_of_budget_bounds_every_plan(data):
    request = request_from_json(data)
    budget, search_module.WORK_BUDGET = search_module.WORK_BUDGET, 200
    try:
        found = search_plan(request)
    finally:
        search_module.WORK_BUDGET = budget
    best, _ = best_of_every_plan(request, len(request.goal.enemy(request.position)) + 1)
    assert best <= found.bound + 1e-9
    assert found.p_goal <= found.bound + 1e-9


def test_australia_out_of_budget_is_heuristic():
    budget, search_module.WORK_BUDGET = search_module.WORK_BUDGET, 1_000
    try:
        found = search_plan(request_from_json(australia()))
    finally:
        search_module.WORK_BUDGET = budget
    assert not found.exact
    assert found.bound >= 0.5494905145016709 - 1e-12
    assert found.p_goal == pytest.approx(found.p_goal) and found.p_goal <= found.bound


def test_relevant_enemies_lead_to_the_goal_through_enemies():
    # 0 - 1 - 2 - 3 in a row, 4 hangs off 3; the goal is {1}; 0 and 3 are the player's.
    neighbours = [{1}, {0, 2}, {1, 3}, {2, 4}, {3}]
    enemy = frozenset({1, 2, 4})
    found = relevant_enemies(enemy, [frozenset(n) for n in neighbours], frozenset({1}))
    assert found == {1, 2}  # 4 is reached only through 3, which is the player's already


def europe_with_a_stack_behind(armies):
    """Western Europe 6 against Europe; Afghanistan can only attack Ural, from which no
    enemy path leads into Europe (Ukraine and the Middle East, its ways in, are the
    player's)."""
    data = australia(goal={"continent": "Europe"})
    data["position"].update({"Western Europe": ["Red", 6], "Ukraine": ["Red", 1]})
    data["position"]["Middle East"] = ["Red", 1]
    data["position"].update({"Afghanistan": ["Red", armies], "Ural": ["Blue", 1]})
    request = request_from_json(data)
    (cluster,) = clusters(request)
    return ClusterSearch(request, cluster, request.draft, [], 1, NEVER, adaptive_games()).bounds


@pytest.mark.slow
def test_armies_that_cannot_reach_the_goal_do_not_loosen_the_bound():
    few, many = europe_with_a_stack_behind(2), europe_with_a_stack_behind(30)
    assert few.start == many.start < 1.0
    assert few.pooled.bound(()) == many.pooled.bound(()) < 1.0
