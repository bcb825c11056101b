"""Brute-force references for the board (issue #27), written apart from riskgui.core.board.

- ``every_plan``: every sequence of distinct legs inside the goal's region (the goal and
  its neighbours), each from a territory of the player's at the start or one an earlier
  leg attacks, to an enemy territory of the region, every enemy goal territory attacked,
  at most ``most_legs`` legs: no structure assumed (no "units", stepping stones used or
  not, backups anywhere).  ``best_of_every_plan`` evaluates each one with the plan engine
  (fight to the end, "best" moves, the best draft) and keeps the highest P(goal).
- ``best_of_parts``: the highest P(goal) of a goal made of parts far apart (independent),
  by brute force: every plan of each part with every placement of the draft put on the
  position by hand (no draft left to the engine, so no knapsack anywhere), then every
  split of the draft between the parts, tried one by one.
- ``keep_p_goal`` / ``keep_p_card``: a plan's P(goal) with ``keep`` and P(at least one
  conquest), by the plain whole-board recursion of ``plan_reference`` in exact fractions.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from functools import cache
from typing import Any

from riskgui.core.board.map import load_map
from riskgui.core.board.request import BoardRequest, core_plan, request_from_json
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.model import Plan
from tests.helpers.plan_reference import Board, leg_outcomes, start_board

ONE, ZERO = Fraction(1), Fraction(0)


def every_plan(request: BoardRequest, most_legs: int) -> Iterator[tuple[tuple[str, str], ...]]:
    position, goal = request.position, request.goal
    board = position.board
    area = set(goal.territories)
    for t in goal.territories:
        area.update(board.neighbours(t))
    legs = sorted(
        (s, t)
        for s in area
        for t in board.neighbours(s)
        if t in area and position.owners[t] != position.me
    )
    needed = {t for t in goal.territories if position.owners[t] != position.me}

    def extend(
        plan: tuple[tuple[str, str], ...], attacked: frozenset[str]
    ) -> Iterator[tuple[tuple[str, str], ...]]:
        if needed <= attacked:
            yield plan
        if len(plan) == most_legs:
            return
        for s, t in legs:
            if (s, t) in plan:
                continue
            if position.owners[s] == position.me or s in attacked:
                yield from extend((*plan, (s, t)), attacked | {t})

    yield from extend((), frozenset())


def plan_value(request: BoardRequest, legs: tuple[tuple[str, str], ...]) -> float:
    """The engine's P(goal) of these legs, every move "best", after the best draft."""
    plan = core_plan(request, [{"from": s, "to": t, "move": "best"} for s, t in legs])
    return answer_plan(plan).answer.p_goal


def plan_value_placed(
    data: dict[str, Any], legs: tuple[tuple[str, str], ...], placement: dict[str, int]
) -> float:
    """The engine's P(goal) of these legs on the board plan ``data`` with the draft's armies
    added to the position by hand at ``placement`` and no draft left to place."""
    position = {t: list(owner_armies) for t, owner_armies in data["position"].items()}
    for t, r in placement.items():
        position[t][1] += r
    plain = {k: v for k, v in data.items() if k not in ("draft", "search")}
    request = request_from_json({**plain, "position": position, "legs": _legs_json(legs)})
    plan = core_plan(request, _legs_json(legs))
    return answer_plan(plan).answer.p_goal


def _legs_json(legs: tuple[tuple[str, str], ...]) -> list[dict[str, str]]:
    return [{"from": s, "to": t, "move": "best"} for s, t in legs]


def best_of_every_plan(request: BoardRequest, most_legs: int) -> tuple[float, int]:
    """The highest P(goal) over ``every_plan``, and how many plans there were."""
    best, count = 0.0, 0
    for legs in every_plan(request, most_legs):
        count += 1
        best = max(best, plan_value(request, legs))
    return best, count


def best_of_parts(data: dict[str, Any], parts: Sequence[Sequence[str]], most_legs: int) -> float:
    """The highest P(goal) of the board plan ``data`` whose goal is the territories of
    ``parts``, no leg of one part reaching the region (territories and neighbours) of
    another: for each part and each r, its best over ``every_plan`` of up to
    ``most_legs`` legs and every placement of exactly r draft armies on the draft's
    territories in its region; then the best product over every split of the draft
    (armies left over only when a territory the draft may go onto is outside every
    part's region, where they change nothing)."""
    request = request_from_json(data)
    board, draft = request.position.board, request.draft
    targets = request.draft_targets() if draft else ()
    plain = {k: v for k, v in data.items() if k not in ("draft", "search", "goal")}
    regions: list[set[str]] = []
    chances: list[list[float | None]] = []
    for part in parts:
        region = set(part).union(*(board.neighbours(t) for t in part))
        regions.append(region)
        part_data = {**plain, "goal": {"territories": list(part)}}
        part_request = request_from_json({**part_data, "search": True})
        plans = list(every_plan(part_request, most_legs))
        onto = [t for t in targets if t in region]
        row: list[float | None] = []
        for r in range(draft + 1):
            if r and not onto:
                row.append(None)
                continue
            best = 0.0
            for chosen in itertools.combinations_with_replacement(onto, r):
                placement = dict(Counter(chosen))
                for legs in plans:
                    best = max(best, _placed_value(part_data, legs, placement))
            row.append(best)
        chances.append(row)
    spare = any(t not in set().union(*regions) for t in targets)
    best = 0.0
    for shares in itertools.product(range(draft + 1), repeat=len(parts)):
        if sum(shares) > draft or (sum(shares) < draft and not spare):
            continue
        found = [row[r] for row, r in zip(chances, shares)]
        if all(p is not None for p in found):
            best = max(best, math.prod(p for p in found if p is not None))
    return best


def _placed_value(
    data: dict[str, Any], legs: tuple[tuple[str, str], ...], placement: dict[str, int]
) -> float:
    if not legs:  # the part is the player's already
        return 1.0
    return plan_value_placed(data, legs, placement)


def _goal_met(plan: Plan, board: Board) -> bool:
    return all(board[t][0] and (plan.mine[t] or board[t][1] >= plan.keep) for t in plan.goal)


def _goal_values(plan: Plan) -> Callable[[int, Board], Fraction]:
    """V(i, board): P(goal) with ``plan.keep`` from ``board`` before leg ``i``, every
    "best" move chosen by the exact value after it."""

    @cache
    def value(i: int, board: Board) -> Fraction:
        if i == len(plan.legs):
            return ONE if _goal_met(plan, board) else ZERO
        total = ZERO
        for p, _, boards in leg_outcomes(plan, plan.legs[i], board):
            total += p * max(value(i + 1, b) for b in boards)
        return total

    return value


def keep_p_goal(plan: Plan) -> Fraction:
    """P(goal) with ``plan.keep``: every "best" move chosen by the exact value after it."""
    return _goal_values(plan)(0, start_board(plan))


def keep_p_card(plan: Plan) -> Fraction:
    """P(at least one conquest), carrying every board forward with the best moves."""
    value = _goal_values(plan)
    spread: dict[Board, Fraction] = {start_board(plan): ONE}
    for i, leg in enumerate(plan.legs):
        after: dict[Board, Fraction] = defaultdict(Fraction)
        for board, p in spread.items():
            for q, _, boards in leg_outcomes(plan, leg, board):
                best = boards[0]
                for b in boards[1:]:
                    if value(i + 1, b) > value(i + 1, best):
                        best = b
                after[best] += p * q
        spread = after
    return sum(
        (
            p
            for board, p in spread.items()
            if any(board[t][0] and not plan.mine[t] for t in range(len(plan.names)))
        ),
        ZERO,
    )


def seeded(seed: int) -> dict[str, list[Any]]:
    """A plausible mid-game board of the classic map: four players (Red, Blue, Green,
    Yellow) dealt the territories in turn, 1 to 3 armies each, twelve stacks of 4 to 12."""
    board = load_map()
    rng = random.Random(seed)
    territories = list(board.territories)
    rng.shuffle(territories)
    players = ("Red", "Blue", "Green", "Yellow")
    position: dict[str, list[Any]] = {}
    for k, t in enumerate(territories):
        position[t] = [players[k % 4], rng.randint(1, 3)]
    for t in territories[:12]:
        position[t][1] = rng.randint(4, 12)
    return position


def board_json(position: dict[str, list[Any]], goal: object, **more: Any) -> dict[str, Any]:
    return {"map": "classic", "me": "Red", "position": position, "goal": goal, **more}
