"""The forward pass of a front: the distribution of board states carried leg by leg
through the chosen moves, collecting each territory's fate as it retires and each leg's
chance; and a front's P(goal), by the recursion when it chooses, else carried forward."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

from riskgui.core.plan.answer import LegAnswer, TerritoryAnswer
from riskgui.core.plan.endings import endings, pushed_endings
from riskgui.core.plan.forward import Tally, forward_leg_at_once
from riskgui.core.plan.front import Front
from riskgui.core.plan.model import Leg
from riskgui.core.plan.state import RETIRED, Owner, Spread, State, after_battle

# A battle state pushed costs about this many endings added up (three ways a round goes).
PUSH_COST = 3
# Fewer endings than this are added up state by state, as always: a push would save
# microseconds, and it would change the last digits of small plans' answers.
PUSH_FROM = 1_000
_Groups = dict[tuple[bool, State], dict[tuple[int, int], float]]


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
    groups = _pushed_groups(front, i, leg, spread)
    if groups is not None:
        return _forward_leg_pushed(front, i, leg, spread, groups)
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


def _pushed_groups(front: Front, i: int, leg: Leg, spread: Spread) -> _Groups | None:
    """The states the leg runs from, by the rest of the board (source and target set
    aside) with their starts, when pushing each group's battles at once is cheaper than
    adding up every state's endings; None when it is not, or when a state's move-in
    depends on more than the rest of its board."""
    by_rest = front.source_leaves[i] or front.target_leaves[i] or front.settled[i]
    groups: _Groups = defaultdict(lambda: defaultdict(float))
    by_state = 0  # the endings added up state by state
    for (goal_ok, state), p in spread.items():
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:
            continue
        if goal_ok and leg.move.kind == "best" and not by_rest:
            return None
        by_state += max(1, a - leg.stop_at + d - leg.until_defenders)  # one when it stops at once
        rest = after_battle(state, leg.source, leg.target, RETIRED, RETIRED)
        groups[goal_ok, rest][a, d] += p
    pushed = 0  # the battle states the pushes go through, a few sums each
    for starts in groups.values():
        most_a = max(1, max(a for a, _ in starts) - leg.stop_at)
        most_d = max(1, max(d for _, d in starts) - leg.until_defenders)
        pushed += PUSH_COST * most_a * most_d
    return groups if PUSH_FROM <= by_state and pushed < by_state else None


def _forward_leg_pushed(
    front: Front, i: int, leg: Leg, spread: Spread, groups: _Groups
) -> tuple[Spread, LegAnswer]:
    """The leg carried forward by ``pushed_endings``, one push per rest of the board."""
    tally = Tally()
    for (goal_ok, state), p in spread.items():
        (source_mine, a), (target_mine, _) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:
            tally.after[goal_ok, state] += p
            if source_mine:
                tally.held[a] += p
    chosen: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
    best = leg.move.kind == "best"
    for (goal_ok, rest), starts in groups.items():
        mover = front.mover(i, rest, smallest=not goal_ok)
        ended = pushed_endings(starts, leg.rules, leg.stop_at, leg.until_defenders, front.token)
        for (a_left, d_left), mass in ended.items():
            if d_left:
                tally.add(goal_ok, rest, leg, a_left, (False, d_left), mass)
                continue
            moved = mover(a_left)
            tally.add(goal_ok, rest, leg, a_left - moved, (True, moved), mass)
            if best and len(front.moves(i, a_left)) > 1:
                chosen[a_left][moved] += mass
    best_moves = {a: max(ms, key=lambda m: ms[m]) for a, ms in sorted(chosen.items())}
    return tally.after, replace(tally.answer(), best_moves=best_moves)


def fate(owners: dict[Owner, float]) -> TerritoryAnswer:
    mine: dict[int, float] = {}
    theirs: dict[int, float] = {}
    for (is_mine, armies), p in sorted(owners.items(), key=lambda kv: kv[0][1]):
        side = mine if is_mine else theirs
        side[armies] = side.get(armies, 0.0) + p
    return TerritoryAnswer(p_mine=min(1.0, sum(mine.values(), 0.0)), mine=mine, theirs=theirs)
