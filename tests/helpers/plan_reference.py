"""A brute-force reference for a plan (issue #25), written apart from riskgui.core.plan.

It reads a ``Plan`` (the model's dataclasses) and nothing else of the plan engine: round
odds come from enumerating every die (``brute_force_round``), battles from plain
recursion over their rounds, and the plan from a recursion over the whole board (every
territory's owner and armies), leg by leg, in exact fractions, so that tied "best" moves
are truly tied.  No splitting into fronts, no retiring of territories: slow and plain.

The semantics, as the issue states them: legs run in order; a leg runs only if its
``from`` is mine with at least 2 armies and its ``to`` is theirs; it stops when the
defender is eliminated, or ``from`` holds ``stop_at`` or fewer, or ``to`` holds
``until_defenders`` or fewer; a conquest moves armies from ``from`` to ``to`` (at least
the dice rolled in the last round, or 1 under ``min_move`` "one", at most all but one);
"best" moves maximise P(goal) over the rest of the plan, the smallest of tied moves.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from riskgui.core.plan.model import Leg, Plan
from riskgui.core.rules.model import Rules
from tests.helpers.brute_force import brute_force_round

Owner = tuple[bool, int]  # (the player's, armies)
Board = tuple[Owner, ...]  # by territory index
Ending = tuple[int, int, Fraction]  # (armies left on `from`, armies left on `to`, chance)
ONE = Fraction(1)
ZERO = Fraction(0)


@cache
def round_odds(rules: Rules, attacker_dice: int, defender_dice: int) -> tuple[Fraction, ...]:
    """P(the attacker loses k) for k = 0 .. pairs, every die enumerated."""
    return brute_force_round(rules, attacker_dice, defender_dice)


@cache
def battle_endings(a: int, d: int, rules: Rules, stop_at: int, until: int) -> tuple[Ending, ...]:
    """Every way a battle of ``a`` (on the territory) against ``d`` ends, round by round."""
    if d == 0 or a <= stop_at or d <= until:
        return ((a, d, ONE),)
    odds = round_odds(rules, rules.attacker.dice_for(a - 1), rules.defender.dice_for(d))
    pairs = len(odds) - 1
    merged: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    for lost, p in enumerate(odds):
        if p:
            for a_left, d_left, q in battle_endings(
                a - lost, d - (pairs - lost), rules, stop_at, until
            ):
                merged[a_left, d_left] += p * q
    return tuple((a_left, d_left, p) for (a_left, d_left), p in merged.items())


def move_choices(plan: Plan, leg: Leg, a_left: int) -> list[int]:
    """The armies a conquest may move in under the leg's ``move``, smallest first."""
    fewest = 1 if plan.min_move == "one" else leg.rules.attacker.dice_for(a_left - 1)
    fewest = min(fewest, a_left - 1)
    most = a_left - 1
    if leg.move.kind == "all":
        return [most]
    if leg.move.kind == "min":
        return [fewest]
    if leg.move.kind == "leave":
        return [min(most, max(fewest, a_left - leg.move.leave))]
    return list(range(fewest, most + 1))


def runs(leg: Leg, board: Board) -> bool:
    (source_mine, a), (target_mine, _) = board[leg.source], board[leg.target]
    return source_mine and a >= 2 and not target_mine


def _with(board: Board, leg: Leg, source: Owner, target: Owner) -> Board:
    changed = list(board)
    changed[leg.source], changed[leg.target] = source, target
    return tuple(changed)


Outcome = tuple[Fraction, int, list[Board]]  # chance, armies on `from` after the battle, choices


def leg_outcomes(plan: Plan, leg: Leg, board: Board) -> list[Outcome]:
    """How the leg can end from ``board``: the boards to choose between (one unless a
    conquest leaves a choice of move), with their chance."""
    if not runs(leg, board):
        return [(ONE, board[leg.source][1], [board])]
    (_, a), (_, d) = board[leg.source], board[leg.target]
    found: list[Outcome] = []
    for a_left, d_left, p in battle_endings(a, d, leg.rules, leg.stop_at, leg.until_defenders):
        if d_left == 0:
            moves = move_choices(plan, leg, a_left)
            boards = [_with(board, leg, (True, a_left - m), (True, m)) for m in moves]
        else:
            boards = [_with(board, leg, (True, a_left), (False, d_left))]
        found.append((p, a_left, boards))
    return found


@dataclass(frozen=True)
class ReferenceTerritory:
    p_mine: Fraction
    mine: dict[int, Fraction]  # armies -> P(mine with that many at the end)
    theirs: dict[int, Fraction]


@dataclass(frozen=True)
class ReferenceLeg:
    p_runs: Fraction
    p_conquers: Fraction
    expected_source: Fraction  # armies on `from` after the leg, given that it runs
    expected_target: Fraction
    # For a "best" move with a choice: armies on `from` after the battle -> {move: chance}
    best_moves: dict[int, dict[int, Fraction]]


@dataclass(frozen=True)
class ReferenceAnswer:
    p_goal: Fraction
    territories: tuple[ReferenceTerritory, ...]
    legs: tuple[ReferenceLeg, ...]


class _Solver:
    """The value recursion of one plan from any board, memoised per solver."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.value: Callable[[int, Board], Fraction] = cache(self._value)

    def goal_met(self, board: Board) -> bool:
        return all(board[t][0] for t in self.plan.goal)

    def _value(self, i: int, board: Board) -> Fraction:
        """P(goal) from ``board`` before leg ``i``, every "best" move chosen best."""
        if i == len(self.plan.legs):
            return ONE if self.goal_met(board) else ZERO
        return sum(
            (
                p * self.value(i + 1, self.choose(i, boards))
                for p, _, boards in self.outcomes(i, board)
            ),
            ZERO,
        )

    def outcomes(self, i: int, board: Board) -> list[Outcome]:
        return leg_outcomes(self.plan, self.plan.legs[i], board)

    def choose(self, i: int, boards: list[Board]) -> Board:
        """The board of the highest value after leg ``i``; the first (smallest move) of ties."""
        best = boards[0]
        for board in boards[1:]:
            if self.value(i + 1, board) > self.value(i + 1, best):
                best = board
        return best


def start_board(plan: Plan, armies: dict[int, int] | None = None) -> Board:
    changes = armies or {}
    return tuple(
        (mine, changes.get(t, a)) for t, (mine, a) in enumerate(zip(plan.mine, plan.armies))
    )


def reference_p_goal(plan: Plan, armies: dict[int, int] | None = None) -> Fraction:
    """P(goal), with some territories' armies replaced by ``armies``."""
    return _Solver(plan).value(0, start_board(plan, armies))


def reference_solve(plan: Plan, armies: dict[int, int] | None = None) -> ReferenceAnswer:
    """Everything the plan's answer says, by carrying the board's distribution leg by leg."""
    solver = _Solver(plan)
    spread: dict[Board, Fraction] = {start_board(plan, armies): ONE}
    legs = []
    for i, leg in enumerate(plan.legs):
        after: dict[Board, Fraction] = defaultdict(Fraction)
        ran = conquered = source_sum = target_sum = ZERO
        best_moves: dict[int, dict[int, Fraction]] = defaultdict(lambda: defaultdict(Fraction))
        for board, p in spread.items():
            leg_runs = runs(leg, board)
            for q, a_left, boards in solver.outcomes(i, board):
                chosen = solver.choose(i, boards)
                mass = p * q
                after[chosen] += mass
                if not leg_runs:
                    continue
                ran += mass
                source_sum += mass * chosen[leg.source][1]
                target_sum += mass * chosen[leg.target][1]
                if chosen[leg.target][0]:
                    conquered += mass
                    if len(boards) > 1:
                        best_moves[a_left][chosen[leg.target][1]] += mass
        legs.append(
            ReferenceLeg(
                ran,
                conquered,
                source_sum / ran if ran else ZERO,
                target_sum / ran if ran else ZERO,
                {a: dict(moves) for a, moves in best_moves.items()},
            )
        )
        spread = dict(after)
    p_goal = sum((p for board, p in spread.items() if solver.goal_met(board)), ZERO)
    assert p_goal == solver.value(0, start_board(plan, armies)), "forward and backward disagree"
    territories = []
    for t in range(len(plan.names)):
        mine: dict[int, Fraction] = defaultdict(Fraction)
        theirs: dict[int, Fraction] = defaultdict(Fraction)
        for board, p in spread.items():
            owned, count = board[t]
            (mine if owned else theirs)[count] += p
        territories.append(ReferenceTerritory(sum(mine.values(), ZERO), dict(mine), dict(theirs)))
    return ReferenceAnswer(p_goal, tuple(territories), tuple(legs))


def placements(armies: int, onto: tuple[int, ...]) -> Iterator[dict[int, int]]:
    """Every way to place ``armies`` over ``onto`` (zeros included), each once."""
    for split in itertools.product(range(armies + 1), repeat=len(onto)):
        if sum(split) == armies:
            yield dict(zip(onto, split))


def draft_values(plan: Plan) -> list[tuple[dict[int, int], Fraction]]:
    """P(goal) after every placement of the plan's draft."""
    assert plan.draft is not None
    solver = _Solver(plan)
    found = []
    for placed in placements(plan.draft.armies, plan.draft.onto):
        start = {t: plan.armies[t] + r for t, r in placed.items()}
        found.append((placed, solver.value(0, start_board(plan, start))))
    return found


def reference_draft(plan: Plan) -> tuple[dict[int, int], Fraction]:
    """The best placement of the draft (the first found of tied ones) and its P(goal)."""
    return max(draft_values(plan), key=lambda found: found[1])


def reference_needed(plan: Plan, most: int) -> tuple[int | None, Fraction]:
    """The fewest armies (1 .. ``most``) on the question's territory for P(goal) >= p, by a
    linear scan; None (and P(goal) with ``most``) when none of them reaches it."""
    assert plan.needed is not None
    solver = _Solver(plan)
    territory, target = plan.needed.territory, Fraction(plan.needed.p_goal)
    p = ZERO
    for armies in range(1, most + 1):
        p = solver.value(0, start_board(plan, {territory: armies}))
        if p >= target:
            return armies, p
    return None, p
