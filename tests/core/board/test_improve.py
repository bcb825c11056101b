"""Local search (issue #27): from a plan the exact search could not prove best, it climbs
to better plans; never below where it started, never above the best plan there is, and
its P(goal) is the engine's own for the legs and placement it returns."""

from itertools import permutations

import pytest
from hypothesis import HealthCheck, given, settings

from riskgui.core.board import search as search_module
from riskgui.core.board.answer import answer_board
from riskgui.core.board.board_json import board_answer_json
from riskgui.core.board.cluster_search import ClusterSearch
from riskgui.core.board.clusters import clusters
from riskgui.core.board.found import Found
from riskgui.core.board.improve import LocalSearch, chains, placement_key
from riskgui.core.board.request import request_from_json
from riskgui.core.board.search import adaptive_games, search_plan
from riskgui.core.cancel import NEVER
from tests.core.board.test_search import australia, small_positions
from tests.helpers.board_reference import (
    best_of_every_plan,
    board_json,
    plan_value,
    plan_value_placed,
    seeded,
)

SETTINGS = settings(
    max_examples=20, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def climber(data, budget=10**9):
    """The plan space of the request's one cluster with its evaluator, and a local search
    over its plans."""
    request = request_from_json(data)
    (cluster,) = clusters(request)
    search = ClusterSearch(request, cluster, request.draft, [], budget, NEVER, adaptive_games())
    space = search.space
    moves = space.moves()
    attackers = {space.names[s] for s, _ in moves}
    onto = [t for t in cluster.draftable if t in attackers]
    local = LocalSearch(moves, onto, space.valid, search.evaluator.p_fixed, lambda: False)
    return search, local


def named(search, legs):
    return search.space.named(legs)


@pytest.mark.slow
def test_from_shortest_paths_to_the_best_australia_plan():
    # The greedy plan takes Western Australia from Indonesia and wins 0.347; one climb
    # reaches the plan the exact search proves best (Eastern Australia first, then on).
    data = australia()
    search, local = climber(data)
    greedy = search.space.greedy()
    start = placement_key({"Siam": 3})
    p_start = search.evaluator.p_fixed(greedy, start)
    legs, placement, p_goal = local.climb(greedy, start, p_start)
    best = search_plan(request_from_json(data))
    assert best.exact and p_start < best.p_goal - 0.1
    assert p_goal == pytest.approx(best.p_goal, abs=1e-12)
    assert plan_value_placed(data, named(search, legs), dict(placement)) == pytest.approx(
        p_goal, abs=1e-12
    )


def test_a_draft_placed_badly_is_moved():
    data = australia()
    data["position"]["Indonesia"] = ["Red", 1]
    data["position"]["Siam"] = ["Red", 1]  # Siam can only help through Indonesia...
    data["position"]["Western Australia"] = ["Blue", 2]
    data["position"]["New Guinea"] = ["Red", 6]  # ...the attack comes from New Guinea
    search, local = climber(data)
    legs = search.space.greedy()
    bad = placement_key({"Siam": 3})
    legs_found, placement, p_goal = local.climb(legs, bad, search.evaluator.p_fixed(legs, bad))
    assert dict(placement) == {"New Guinea": 3}
    assert p_goal > search.evaluator.p_fixed(legs, bad) + 0.05


@pytest.mark.slow
@SETTINGS
@given(small_positions())
def test_the_climb_is_bounded_both_ways(data):
    search, local = climber(data)
    greedy = search.space.greedy()
    if greedy is None:
        return
    placement = (
        placement_key({search.space.cluster.draftable[0]: data["draft"]["armies"]})
        if ("draft" in data and search.space.cluster.draftable)
        else ()
    )
    p_start = search.evaluator.p_fixed(greedy, placement)
    legs, placed, p_goal = local.climb(greedy, placement, p_start)
    request = request_from_json(data)
    enemies = len(request.goal.enemy(request.position))
    assert search.space.valid(legs)
    assert p_start - 1e-9 <= p_goal <= search_plan(request).bound + 1e-9
    if len(legs) <= enemies + 1:  # (longer plans, with backups, are beyond the enumeration)
        best, _ = best_of_every_plan(request, enemies + 1)
        assert p_goal <= best + 1e-9
    assert sum(r for _, r in placed) == sum(r for _, r in placement)
    assert plan_value_placed(data, named(search, legs), dict(placed)) == pytest.approx(
        p_goal, abs=1e-12
    )


@pytest.mark.slow
def test_a_heuristic_answer_feeds_back_with_its_own_placement(monkeypatch):
    # No adaptive bound and a tiny budget: branch and bound stops at once, local search
    # improves its plan, and the answer (evaluated with the search's own placement, not
    # a new one) re-evaluates to the same P(goal) with that placement on the position.
    monkeypatch.setattr(search_module, "MAX_ADAPTIVE_STATES", 1)
    monkeypatch.setattr(search_module, "WORK_BUDGET", 3_000)
    data = australia()
    found = search_plan(request_from_json(data))
    assert not found.exact and found.p_goal <= found.bound
    answer = board_answer_json(answer_board(request_from_json(data)))
    assert answer["p_goal"] == pytest.approx(found.p_goal, abs=1e-12)
    assert answer["draft"]["placement"] == found.placement
    position = {t: list(v) for t, v in data["position"].items()}
    for t, r in answer["draft"]["placement"].items():
        position[t][1] += r
    again = board_answer_json(
        answer_board(
            request_from_json(board_json(position, data["goal"], legs=answer["plan_legs"]))
        )
    )
    assert again["p_goal"] == pytest.approx(answer["p_goal"], abs=1e-12)


def test_local_search_beats_branch_and_bound_alone(monkeypatch):
    # Without the climb (a budget branch and bound spends alone) the plan is worse.
    monkeypatch.setattr(search_module, "MAX_ADAPTIVE_STATES", 1)
    monkeypatch.setattr(search_module, "WORK_BUDGET", 3_000)
    with_climb = search_plan(request_from_json(australia()))
    monkeypatch.setattr(ClusterSearch, "_climb", lambda self: None)
    without = search_plan(request_from_json(australia()))
    assert with_climb.p_goal > without.p_goal + 0.01


@pytest.mark.slow
def test_the_answer_is_for_the_placement_found(monkeypatch):
    # A heuristic plan's P(goal) is for its own placement of the draft; the answer must
    # report that plan as found, not place the draft anew (which might differ, and for a
    # big draft over many stacks could not be searched at all).
    data = australia()
    data["position"]["Peru"] = ["Red", 1]  # where the draft changes nothing
    found = search_plan(request_from_json(data))
    odd = Found(
        legs=found.legs, placement={"Siam": 1, "Peru": 2}, p_goal=0.0, exact=False, bound=1.0
    )
    monkeypatch.setattr("riskgui.core.board.answer.search_plan", lambda request, token: odd)
    answer = board_answer_json(answer_board(request_from_json(data)))
    assert answer["draft"]["placement"] == {"Siam": 1, "Peru": 2}
    expected = plan_value_placed(data, found.legs, {"Siam": 1})
    assert answer["p_goal"] == pytest.approx(expected, abs=1e-12) and expected < found.p_goal


@pytest.mark.slow
def test_a_plan_at_zero_does_not_end_the_search():
    # Europe on a seeded board, a draft of 3: branch and bound's share ends with a best
    # plan at P = 0, where every change of one leg is at 0 too, so the climb stops at
    # once; the rest of the budget goes back to branch and bound, which finds a plan.
    data = board_json(seeded(5), {"continent": "Europe"}, draft={"armies": 3}, search=True)
    found = search_plan(request_from_json(data))
    assert not found.exact and 0.0 < found.p_goal <= found.bound
    assert found.work >= search_module.WORK_BUDGET
    assert plan_value_placed(data, found.legs, found.placement) == pytest.approx(
        found.p_goal, abs=1e-12
    )


def test_chains_are_every_path_through_the_targets():
    # A small map: stack 0 borders 1 and 2; 1-2, 2-3 and 1-3 border; 4 is off the way.
    neighbours = {0: {1, 2}, 1: {0, 2, 3}, 2: {0, 1, 3}, 3: {1, 2}, 4: {3}}
    neighbours = {t: frozenset(n) for t, n in neighbours.items()}
    found = set(chains([1, 2, 3], [0], neighbours, most=100))
    expected = {
        ((0, order[0]), (order[0], order[1]), (order[1], order[2]))
        for order in permutations([1, 2, 3])
        if order[0] in neighbours[0]
        and order[1] in neighbours[order[0]]
        and order[2] in neighbours[order[1]]
    }
    assert found == expected and len(found) == 4
    assert len(list(chains([1, 2, 3], [0], neighbours, most=2))) == 2
    assert list(chains([1, 2, 3, 4], [0], neighbours, most=100)) == []  # 4 is a dead end


@pytest.mark.slow
def test_chains_lead_the_climb_where_one_leg_at_a_time_cannot(monkeypatch):
    # Africa on a seeded board: South Africa's 12 (+5) takes Congo first and goes on
    # through East Africa's 12; the plan branch and bound finds attacks East Africa from
    # South Africa directly, and no change of one leg turns that into the chain.
    data = board_json(seeded(2), {"continent": "Africa"}, draft={"armies": 5}, search=True)
    with_chains = search_plan(request_from_json(data))
    monkeypatch.setattr(ClusterSearch, "_chains", lambda self: iter(()))
    without = search_plan(request_from_json(data))
    assert with_chains.p_goal > without.p_goal + 0.03
    assert ("South Africa", "Congo") in with_chains.legs


def _chain_legs(start, order, neighbours):
    """The chain from ``start`` through ``order``, or None where two steps do not border."""
    legs, at = [], start
    for target in order:
        if target not in neighbours[at]:
            return None
        legs.append((at, target))
        at = target
    return tuple(legs)


def test_two_stacks_share_the_targets_between_two_chains():
    # Stack 0 borders 1 and 2, stack 5 borders 3; 1-2, 2-3 and 1-3 border.
    neighbours = {0: {1, 2}, 1: {0, 2, 3}, 2: {0, 1, 3}, 3: {1, 2, 5}, 5: {3}}
    neighbours = {t: frozenset(n) for t, n in neighbours.items()}
    targets = (1, 2, 3)
    expected = set()
    for size in range(1, 3):  # the first stack takes some, the second all the others
        for first in permutations(targets, size):
            rest = [t for t in targets if t not in first]
            for second in permutations(rest):
                a, b = _chain_legs(0, first, neighbours), _chain_legs(5, second, neighbours)
                if a is not None and b is not None:
                    expected.add(a + b)
    whole = {legs for legs in chains(targets, [0, 5], neighbours, most=100) if legs[0][0] == 0}
    two = {legs for legs in whole if any(s == 5 for s, _ in legs)}
    plain = {legs for legs in two if len(legs) == len(targets)}
    assert plain == expected and len(plain) == 4
    # Each pair also comes backed up: every target of one chain that the other chain's
    # last territory borders is attacked again from there, after both chains.
    backed = set()
    for legs in expected:
        split = next(k for k, (s, _) in enumerate(legs) if s == 5)
        a, b = legs[:split], legs[split:]
        extra = [(a[-1][1], t) for _, t in b if t in neighbours[a[-1][1]]]
        extra += [(b[-1][1], t) for _, t in a if t in neighbours[b[-1][1]]]
        backed.add(legs + tuple(leg for leg in extra if leg not in legs))
    assert two - plain == backed - plain and len(backed - plain) == 4
    assert ((0, 1), (1, 2), (5, 3), (2, 3), (3, 1), (3, 2)) in two


@pytest.mark.slow
def test_a_pair_of_chains_with_its_backup_beats_the_single_chain_it_would_climb_from():
    # Africa on seeded board 2: Western Europe's 3 take North Africa while South Africa's
    # 12 (+5) go through Congo, East Africa and Egypt, and Egypt backs up North Africa.
    # The best single chain (0.49) climbs to a local best near 0.52; the backed-up pair
    # starts above that hill.
    data = board_json(seeded(2), {"continent": "Africa"}, draft={"armies": 5}, search=True)
    request = request_from_json(data)
    legs = (
        ("Western Europe", "North Africa"),
        ("South Africa", "Congo"),
        ("Congo", "East Africa"),
        ("East Africa", "Egypt"),
        ("Egypt", "North Africa"),
    )
    found = search_plan(request)
    assert found.p_goal >= plan_value(request, legs) - 1e-12
