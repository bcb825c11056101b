"""A lean plain memoised recursion of the round-by-round turn game (issue 35), the
yardstick the issue names ("a plain memoised recursion spends 10 to 20 us a state"):
written for speed, not for coverage, and independently of ``riskgui.core.advice`` (it uses
only the map, the rules and the one-round odds, as the tests' reference does).

It plays the issue's game with classic move-ins (at least the dice of the conquering
round, ``min(3, a-1)``, at most ``a-1``), ``keep`` 1 and the merge of armies that can
never attack again (a territory of the player's with no enemy neighbour left in the
region counts as 1 army; only a conquest can make one, so only the conquered territory
and its neighbours are checked).  A state is a tuple of the region's armies, positive for the
player's, negative for an enemy's; a draft tries every placement as a start, sharing
the memo.  ``benchmarks/bench_advice.py`` times it beside the solver and the tests'
reference (``tests/helpers/advice_reference.py``, which covers every option and so
spends several times longer a state).

Cost: one dict entry a reachable state; per state, for each attack, its one-round
outcomes and for a conquering one each allowed move-in.  The recursion is as deep as
the number of rounds of the longest turn (one frame, about, per army in the region).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from itertools import combinations_with_replacement

from riskgui.core.board.map import BoardMap
from riskgui.core.dice.throws import round_odds
from riskgui.core.rules.model import CLASSIC

State = tuple[int, ...]


def lean_value(
    board: BoardMap,
    owners: Mapping[str, str],
    armies: Mapping[str, int],
    me: str,
    goal: tuple[str, ...],
    draft: int = 0,
) -> tuple[float, int]:
    """The best chance of the goal (over every draft placement when ``draft``) and the
    number of states memoised."""
    neighbours = board.neighbours
    enemy_goal = {t for t in goal if owners[t] != me}
    stones = {s for t in enemy_goal for s in neighbours(t) if owners[s] != me and s not in goal}
    mine = {s for t in enemy_goal | stones for s in neighbours(t) if owners[s] == me}
    region = sorted(set(goal) | stones | mine)
    index = {t: i for i, t in enumerate(region)}
    near = [tuple(index[n] for n in neighbours(t) if n in index) for t in region]
    around = [(i, *near[i]) for i in range(len(region))]  # what a conquest of i may merge
    goal_at = tuple(index[t] for t in goal)
    size = len(region)
    odds: dict[tuple[int, int], list[tuple[float, int, int]]] = {}
    for dice_a in (1, 2, 3):
        for dice_d in (1, 2):
            outcomes = [float(p) for p in round_odds(CLASSIC, dice_a, dice_d)]
            pairs = len(outcomes) - 1
            odds[dice_a, dice_d] = [(p, k, pairs - k) for k, p in enumerate(outcomes) if p > 0]
    memo: dict[State, float] = {}

    def merged(state: list[int], where: tuple[int, ...] = tuple(range(size))) -> State:
        for i in where:
            if state[i] > 1:
                for j in near[i]:
                    if state[j] < 0:
                        break
                else:
                    state[i] = 1
        return tuple(state)

    def value(state: State) -> float:
        known = memo.get(state)
        if known is not None:
            return known
        if all(state[i] > 0 for i in goal_at):
            memo[state] = 1.0
            return 1.0
        best = 0.0
        for i in range(size):
            attacker = state[i]
            if attacker < 2:
                continue
            for t in near[i]:
                defender = -state[t]
                if defender <= 0:
                    continue
                total = 0.0
                for p, lost_a, lost_d in odds[min(3, attacker - 1), min(2, defender)]:
                    left = attacker - lost_a
                    child = list(state)
                    child[i] = left
                    if lost_d < defender:  # no territory loses an enemy neighbour
                        child[t] = lost_d - defender
                        key = tuple(child)
                        known = memo.get(key)
                        total += p * (value(key) if known is None else known)
                        continue
                    best_move = 0.0
                    for move in range(min(3, left - 1), left):
                        moved = list(child)
                        moved[i] = left - move
                        moved[t] = move
                        key = merged(moved, around[t])
                        known = memo.get(key)
                        if known is None:
                            known = value(key)
                        if known > best_move:
                            best_move = known
                    total += p * best_move
                if total > best:
                    best = total
        memo[state] = best
        return best

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 100_000))
    try:
        places = [t for t in region if owners[t] == me] + [""]  # "": placed outside
        best = 0.0
        for placement in combinations_with_replacement(places, draft):
            start = [
                armies[t] + placement.count(t) if owners[t] == me else -armies[t] for t in region
            ]
            best = max(best, value(merged(start)))
    finally:
        sys.setrecursionlimit(limit)
    return best, len(memo)
