"""The forward pass of a front: the distribution of board states carried leg by leg
through the chosen moves, collecting each territory's fate as it retires and each leg's
chance; and a front's P(goal), by the recursion when it chooses, else carried forward."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from riskgui.core.plan.answer import LegAnswer, TerritoryAnswer
from riskgui.core.plan.endings import endings
from riskgui.core.plan.forward import forward_leg_at_once
from riskgui.core.plan.front import Front
from riskgui.core.plan.model import Leg
from riskgui.core.plan.state import RETIRED, Owner, Spread, State


@dataclass(frozen=True)
class Carried:
    territories: list[TerritoryAnswer]  # by the front's local index
    legs: list[LegAnswer]  # by the front's leg, in order
    p_goal: float


def front_p_goal(front: Front, start: State) -> float:
    """P(goal) of the front from ``start``."""
    if front.chooses:
        return front.value(0, start)
    return carry_forward(front, start).p_goal


def carry_forward(front: Front, start: State | None = None, goal_possible: bool = True) -> Carried:
    """Each territory's fate and each leg's chance, and P(goal), carried forward;
    ``goal_possible`` false: the goal is out of reach elsewhere, so every choice ties."""
    fates: list[dict[Owner, float]] = [defaultdict(float) for _ in front.component.territories]
    legs: list[LegAnswer] = []
    spread: Spread = {(goal_possible, front.start() if start is None else start): 1.0}
    for i, leg in enumerate(front.legs):
        front.token.check()
        spread = _retire(front, front.live[i], spread, fates)
        if front.chooses:
            spread, answer = _forward_leg(front, i, leg, spread)
        else:
            spread, answer = forward_leg_at_once(front.plan, leg, spread, front.token)
        legs.append(answer)
    spread = _retire(front, frozenset(), spread, fates)
    p_goal = sum(p for (goal_ok, _), p in spread.items() if goal_ok)
    return Carried([fate(f) for f in fates], legs, p_goal)


def _retire(
    front: Front, live: frozenset[int], spread: Spread, fates: list[dict[Owner, float]]
) -> Spread:
    """Set aside the territories not ``live``, adding their owners to their fates."""
    moved: Spread = defaultdict(float)
    for (goal_ok, state), p in spread.items():
        kept = []
        for t, owner in enumerate(state):
            if t in live or owner == RETIRED:
                kept.append(owner)
                continue
            fates[t][owner] += p
            goal_ok = goal_ok and front.holds(t, owner)
            kept.append(RETIRED)
        moved[goal_ok, tuple(kept)] += p
    return moved


def _forward_leg(front: Front, i: int, leg: Leg, spread: Spread) -> tuple[Spread, LegAnswer]:
    after: Spread = defaultdict(float)
    runs = conquers = source_sum = target_sum = moved_sum = 0.0
    chosen: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    held: dict[int, float] = defaultdict(float)
    source, target, best = leg.source, leg.target, leg.move.kind == "best"
    for (goal_ok, state), p in spread.items():
        (source_mine, armies), (target_mine, d) = state[source], state[target]
        ran = source_mine and armies >= 2 and not target_mine  # its turn comes: it runs
        if not ran:
            after[goal_ok, state] += p
            if source_mine:
                held[armies] += p
            continue
        mover = front.mover(i, state, smallest=not goal_ok)  # a lost goal: the smallest
        board = list(state)  # each ending's board, changed in place
        for a_left, d_left, q in endings(armies, d, leg.rules, leg.stop_at, leg.until_defenders):
            mass = p * q
            runs += mass
            if d_left:
                board[source], board[target] = (True, a_left), (False, d_left)
                after[goal_ok, tuple(board)] += mass
                held[a_left] += mass
                source_sum += mass * a_left
                target_sum += mass * d_left
                continue
            moved = mover(a_left)
            a = a_left - moved
            board[source], board[target] = (True, a), (True, moved)
            after[goal_ok, tuple(board)] += mass
            source_sum += mass * a
            target_sum += mass * moved
            conquers += mass
            moved_sum += mass * moved
            if best and len(front.moves(i, a_left)) > 1:
                chosen[a_left][moved] += mass
    best_moves = {a: max(ms, key=lambda m: ms[m]) for a, ms in sorted(chosen.items())}
    answer = LegAnswer(
        p_runs=min(1.0, runs),  # sums of many terms can pass 1 by a rounding error
        p_conquers=min(1.0, conquers),
        expected_source=source_sum / runs if runs else 0.0,
        expected_target=target_sum / runs if runs else 0.0,
        best_moves=best_moves,
        expected_moved=moved_sum / conquers if conquers else 0.0,
        held=dict(sorted(held.items())),
    )
    return after, answer


def fate(owners: dict[Owner, float]) -> TerritoryAnswer:
    mine: dict[int, float] = {}
    theirs: dict[int, float] = {}
    for (is_mine, armies), p in sorted(owners.items(), key=lambda kv: kv[0][1]):
        side = mine if is_mine else theirs
        side[armies] = side.get(armies, 0.0) + p
    return TerritoryAnswer(p_mine=min(1.0, sum(mine.values(), 0.0)), mine=mine, theirs=theirs)
