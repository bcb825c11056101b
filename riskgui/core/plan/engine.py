"""The plan engine: exact P(goal), each territory's fate and each leg's chance.

Legs that share no territory are independent, so the plan splits into components (legs
linked through their territories) solved apart: P(goal) is the product of the
components' chances.  Within a component the board state is the owner and armies of its
territories; a recursion over the legs (memoised on the leg and the state) gives V, the
chance of the goal from each state, choosing every "best" move-in by the V that follows.
A territory no later leg touches is retired from the state (a goal territory retired
not mine makes V zero), so states that differ only in the past share their V.  A forward
pass then carries the distribution of states through the chosen moves and collects each
territory's armies when it retires.

Cost: for each leg, the ending tables of its battles (``endings``: O(a·d·(a+d)) for the
largest a and d it meets), and, per reachable state, one pass over the battle's endings,
times the moves compared for a "best" conquest (up to a).  The reachable states grow
with the product of the armies of the territories still in play, which stays small when
fronts are independent: that is what the split into components buys.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.answer import LegAnswer, PlanAnswer, TerritoryAnswer
from riskgui.core.plan.endings import endings
from riskgui.core.plan.forward import fewest_moved, fixed_move, forward_leg_at_once
from riskgui.core.plan.model import Leg, Plan

Owner = tuple[bool, int]  # (the player's, armies)
State = tuple[Owner, ...]
Spread = dict[tuple[bool, State], float]  # (the goal still possible, state) -> probability
RETIRED: Owner = (True, 0)
CHECK_EVERY = 256  # states between two looks at the cancel token


def solve_plan(plan: Plan, token: CancelToken = NEVER) -> PlanAnswer:
    """Everything the plan's answer says, exactly (in floating point)."""
    territories: list[TerritoryAnswer | None] = [None] * len(plan.names)
    legs: list[LegAnswer | None] = [None] * len(plan.legs)
    fronts = [_Component(plan, component, token) for component in components(plan)]
    carried = [None if front.chooses else front.forward() for front in fronts]
    chances = [
        front.value(0, front.start()) if found is None else found[2]
        for front, found in zip(fronts, carried)
    ]
    untouched = _untouched_goal(plan)
    p_goal = untouched
    for k, front in enumerate(fronts):
        p_goal *= chances[k]
        # With the goal out of reach on another front every move ties at 0: the
        # smallest is moved, as the plan's "best" says.
        elsewhere = untouched * math.prod(chances[:k] + chances[k + 1 :])
        found = carried[k]
        if found is None or elsewhere == 0.0:
            found = front.forward(goal_possible=elsewhere > 0.0)
        fates, leg_answers, _ = found
        for local, t in enumerate(front.component.territories):
            territories[t] = fates[local]
        for local, index in enumerate(front.component.legs):
            legs[index] = leg_answers[local]
    for t, fate in enumerate(territories):
        if fate is None:  # in no leg: it ends as it starts
            territories[t] = _untouched(plan.mine[t], plan.armies[t])
    return PlanAnswer(
        min(1.0, p_goal),
        tuple(f for f in territories if f is not None),
        tuple(leg for leg in legs if leg is not None),
    )


def goal_probability(plan: Plan, token: CancelToken = NEVER) -> float:
    """P(goal) alone: what the draft and the question search over."""
    p_goal = _untouched_goal(plan)
    for component in components(plan):
        if p_goal == 0.0:
            break
        solved = _Component(plan, component, token)
        p_goal *= solved.p_goal(solved.start())
    return p_goal


@dataclass(frozen=True)
class Component:
    territories: tuple[int, ...]  # plan indices, in order of first use
    legs: tuple[int, ...]  # plan indices of its legs, in plan order


def components(plan: Plan) -> list[Component]:
    """The plan's independent parts: legs linked through the territories they touch."""
    parent = list(range(len(plan.names)))

    def root(t: int) -> int:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for leg in plan.legs:
        parent[root(leg.source)] = root(leg.target)
    groups: dict[int, list[int]] = defaultdict(list)
    for index, leg in enumerate(plan.legs):
        groups[root(leg.source)].append(index)
    found = []
    for leg_indices in groups.values():
        touched = dict.fromkeys(
            t for i in leg_indices for t in (plan.legs[i].source, plan.legs[i].target)
        )
        found.append(Component(tuple(touched), tuple(leg_indices)))
    return found


def _untouched_goal(plan: Plan) -> float:
    """0 when a goal territory no leg attacks is theirs, else 1."""
    touched = {t for leg in plan.legs for t in (leg.source, leg.target)}
    lost = any(
        t in plan.goal and not plan.mine[t] for t in range(len(plan.names)) if t not in touched
    )
    return 0.0 if lost else 1.0


def _untouched(mine: bool, armies: int) -> TerritoryAnswer:
    return TerritoryAnswer(
        1.0 if mine else 0.0, {armies: 1.0} if mine else {}, {} if mine else {armies: 1.0}
    )


class _Component:
    def __init__(self, plan: Plan, component: Component, token: CancelToken) -> None:
        local = {t: k for k, t in enumerate(component.territories)}
        self.plan, self.component, self.token = plan, component, token
        self.legs: list[Leg] = []
        for i in component.legs:
            leg = plan.legs[i]
            self.legs.append(
                Leg(local[leg.source], local[leg.target], leg.rules, leg.stop_at,
                    leg.until_defenders, leg.move)
            )  # fmt: skip
        self.goal = frozenset(local[t] for t in plan.goal if t in local)
        count = len(self.legs)
        # live[i]: the territories legs i, i+1, ... touch; the others are retired.
        self.live = [
            frozenset(t for leg in self.legs[i:] for t in (leg.source, leg.target))
            for i in range(count + 1)
        ]
        # retiring[i]: the territories leg i is the last to touch, set aside after it.
        self.retiring = [tuple(sorted(self.live[i] - self.live[i + 1])) for i in range(count)]
        # settled[i]: leg i is the last to touch both its territories, so every move-in
        # leads to the same chance; the smallest is taken without comparing them.
        self.settled = [
            {leg.source, leg.target} <= set(self.retiring[i]) for i, leg in enumerate(self.legs)
        ]
        # source_leaves[i]: leg i is the last to touch its source (but not its target).
        self.source_leaves = [
            leg.source in self.retiring[i] and not self.settled[i]
            for i, leg in enumerate(self.legs)
        ]
        self.prefix_best: dict[tuple[int, State, int], list[tuple[float, int]]] = {}
        self.outcomes: dict[tuple[int, State], list[tuple[float, Choices]]] = {}
        # Without a "best" move nothing is chosen: the distribution is carried forward
        # whole, every battle of a leg fought at once for all its starting armies.
        self.chooses = any(leg.move.kind == "best" for leg in self.legs)
        self.memo: dict[tuple[int, State], float] = {}
        self.chosen: dict[tuple[int, State], tuple[float, State]] = {}
        self.looked = 0

    def start(self) -> State:
        return tuple((self.plan.mine[t], self.plan.armies[t]) for t in self.component.territories)

    def p_goal(self, start: State) -> float:
        """P(goal) of this front from ``start``."""
        if self.chooses:
            return self.value(0, start)
        return self.forward(start)[2]

    # ----- the recursion ---------------------------------------------------------------
    def value(self, i: int, state: State) -> float:
        """P(goal) from ``state`` before leg ``i``, every later "best" move chosen best.

        ``state`` has the territories earlier legs were the last to touch set aside."""
        if i == len(self.legs):
            return 1.0
        key = (i, state)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.looked += 1
        if self.looked % CHECK_EVERY == 0:
            self.token.check()
        if self.settled[i]:
            total = self._value_settled(i, state)
        else:
            total = 0.0
            for p, choices in self._outcomes(i, state):
                total += p * self.choose(i, choices)[0]
        self.memo[key] = total
        return total

    def _value_settled(self, i: int, state: State) -> float:
        """V before leg ``i`` when it is the last to touch both its territories: the rest of
        the board does not see how the battle ended, only whether the goal still holds, so
        V is the chance of that times V of the rest."""
        leg = self.legs[i]
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if leg.source in self.goal and not source_mine:
            return 0.0
        if leg.target not in self.goal or target_mine:
            holds = 1.0
        elif source_mine and a >= 2:  # the leg runs: the goal holds if it conquers
            ends = endings(a, d, leg.rules, leg.stop_at, leg.until_defenders)
            holds = sum(p for _, d_left, p in ends if d_left == 0)
        else:
            return 0.0
        rest = _set(state, leg, RETIRED, RETIRED)
        return holds * self.value(i + 1, rest) if holds > 0.0 else 0.0

    def choose(self, i: int, choices: Choices) -> tuple[float, State]:
        """Of the states the player may choose between after leg ``i`` (the move-ins,
        smallest first), the best and its value; of tied ones the smallest move."""
        if len(choices) == 1 or self.settled[i]:
            return self._value_after(i, choices[0]), choices[0]
        if self.source_leaves[i]:
            return self._choose_by_move(i, choices)
        key = (i, choices[0])  # the smallest move's state names the whole choice
        found = self.chosen.get(key)
        if found is None:
            found = (self._value_after(i, choices[0]), choices[0])
            for choice in choices.rest():
                v = self._value_after(i, choice)
                if v > found[0] + 1e-15:
                    found = (v, choice)
            self.chosen[key] = found
        return found

    def _choose_by_move(self, i: int, choices: Choices) -> tuple[float, State]:
        """``choose`` when leg ``i`` is the last to touch its source: the chance then depends
        on the armies moved in alone, so the best of the moves lo..hi is kept for every hi,
        per smallest move and the rest of the board, each extending the one before."""
        leg, moves = self.legs[i], choices.moves
        rest = _set(choices.first, leg, RETIRED, RETIRED)
        best = self.prefix_best.setdefault((i, rest, moves[0]), [])
        while len(best) < len(moves):
            moved = moves[0] + len(best)
            v = self._value_after(i, _set(rest, leg, RETIRED, (True, moved)))
            if not best or v > best[-1][0] + 1e-15:
                best.append((v, moved))
            else:
                best.append(best[-1])
        value, moved = best[len(moves) - 1]
        return value, choices.after(moved)

    def _value_after(self, i: int, state: State) -> float:
        """V before leg ``i + 1``, once the territories leg ``i`` was the last to touch are
        set aside (a goal territory set aside not the player's: 0)."""
        retiring = self.retiring[i]
        if retiring:
            changed = list(state)
            for t in retiring:
                if t in self.goal and not changed[t][0]:
                    return 0.0
                changed[t] = RETIRED
            state = tuple(changed)
        return self.value(i + 1, state)

    def _outcomes(self, i: int, state: State) -> list[tuple[float, Choices]]:
        """Each way leg ``i`` can end from ``state``: its chance, and the states the player
        may choose between (the move-ins, smallest first; one state when nothing is chosen)."""
        key = (i, state)
        cached = self.outcomes.get(key)
        if cached is not None:
            return cached
        leg = self.legs[i]
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:
            return [(1.0, Choices(state))]  # the leg is skipped
        found: list[tuple[float, Choices]] = []
        self.outcomes[key] = found  # the forward pass asks again
        for a_left, d_left, p in endings(a, d, leg.rules, leg.stop_at, leg.until_defenders):
            if d_left == 0:
                found.append((p, Choices(state, leg, a_left, self.moves(leg, a_left))))
            else:
                found.append((p, Choices(_set(state, leg, (True, a_left), (False, d_left)))))
        return found

    def moves(self, leg: Leg, a_left: int) -> range:
        """The move-ins a conquest leaves a choice between, smallest first."""
        if leg.move.kind == "best":
            return range(fewest_moved(self.plan, leg, a_left), a_left)
        moved = fixed_move(self.plan, leg, a_left)
        return range(moved, moved + 1)

    # ----- the forward pass ------------------------------------------------------------
    def forward(
        self, start: State | None = None, goal_possible: bool = True
    ) -> tuple[list[TerritoryAnswer], list[LegAnswer], float]:
        """Each territory's fate and each leg's chance, and P(goal), carried forward;
        ``goal_possible`` false: the goal is out of reach elsewhere, so every choice ties."""
        count = len(self.component.territories)
        fates: list[dict[Owner, float]] = [defaultdict(float) for _ in range(count)]
        legs: list[LegAnswer] = []
        spread: Spread = {(goal_possible, self.start() if start is None else start): 1.0}
        for i, leg in enumerate(self.legs):
            self.token.check()
            spread = self._retire_spread(i, spread, fates)
            if self.chooses:
                spread, answer = self._forward_leg(i, leg, spread)
            else:
                spread, answer = forward_leg_at_once(self.plan, leg, spread, self.token)
            legs.append(answer)
        spread = self._retire_spread(len(self.legs), spread, fates, everything=True)
        p_goal = sum(p for (goal_ok, _), p in spread.items() if goal_ok)
        return [_fate(f) for f in fates], legs, p_goal

    def _retire_spread(
        self,
        i: int,
        spread: dict[tuple[bool, State], float],
        fates: list[dict[Owner, float]],
        everything: bool = False,
    ) -> dict[tuple[bool, State], float]:
        live = frozenset() if everything else self.live[i]
        moved: dict[tuple[bool, State], float] = defaultdict(float)
        for (goal_ok, state), p in spread.items():
            kept = []
            for t, owner in enumerate(state):
                if t in live or owner == RETIRED:
                    kept.append(owner)
                    continue
                fates[t][owner] += p
                goal_ok = goal_ok and (t not in self.goal or owner[0])
                kept.append(RETIRED)
            moved[goal_ok, tuple(kept)] += p
        return moved

    def _forward_leg(
        self, i: int, leg: Leg, spread: dict[tuple[bool, State], float]
    ) -> tuple[dict[tuple[bool, State], float], LegAnswer]:
        after: dict[tuple[bool, State], float] = defaultdict(float)
        runs = conquers = source_sum = target_sum = moved_sum = 0.0
        chosen: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
        held: dict[int, float] = defaultdict(float)
        for (goal_ok, state), p in spread.items():
            outcomes = self._outcomes(i, state)
            (source_mine, armies), (target_mine, _) = state[leg.source], state[leg.target]
            ran = source_mine and armies >= 2 and not target_mine  # its turn comes: it runs
            for q, choices in outcomes:
                best = choices[0]
                if len(choices) > 1 and goal_ok:  # a lost goal leaves the smallest move
                    best = self.choose(i, choices)[1]
                mass = p * q
                after[goal_ok, best] += mass
                a, (taken, d) = best[leg.source][1], best[leg.target]
                if source_mine and not (ran and taken):
                    held[a] += mass  # the stack stops on the source with a armies
                if ran:
                    runs += mass
                    source_sum += mass * a
                    target_sum += mass * d
                    if taken:
                        conquers += mass
                        moved_sum += mass * d
                        if len(choices) > 1:
                            chosen[a + d][d] += mass
        best_moves = {a: max(ms, key=lambda m: ms[m]) for a, ms in sorted(chosen.items())}
        answer = LegAnswer(
            min(1.0, runs),  # sums of many terms can pass 1 by a rounding error
            min(1.0, conquers),
            source_sum / runs if runs else 0.0,
            target_sum / runs if runs else 0.0,
            best_moves,
            moved_sum / conquers if conquers else 0.0,
            dict(sorted(held.items())),
        )
        return after, answer


class Choices:
    """The states the player may choose between after a battle: one, or after a conquest
    one per move-in, smallest first, built only when they are looked at."""

    def __init__(
        self, state: State, leg: Leg | None = None, a_left: int = 0, moves: range | None = None
    ) -> None:
        self.leg, self.a_left = leg, a_left
        self.moves = moves if moves is not None else range(0)
        if leg is None or not self.moves:
            self.first = state
        else:
            self._state = state
            self.first = self.after(self.moves[0])
        self._state = state

    def __len__(self) -> int:
        return max(1, len(self.moves))

    def __getitem__(self, index: int) -> State:
        assert index == 0
        return self.first

    def rest(self) -> Iterator[State]:
        for m in self.moves[1:]:
            yield self.after(m)

    def after(self, moved: int) -> State:
        """The state with ``moved`` armies moved in."""
        assert self.leg is not None
        return _set(self._state, self.leg, (True, self.a_left - moved), (True, moved))


def _set(state: State, leg: Leg, source: Owner, target: Owner) -> State:
    changed = list(state)
    changed[leg.source], changed[leg.target] = source, target
    return tuple(changed)


def _fate(owners: dict[Owner, float]) -> TerritoryAnswer:
    mine: dict[int, float] = {}
    theirs: dict[int, float] = {}
    for (is_mine, armies), p in sorted(owners.items(), key=lambda kv: kv[0][1]):
        side = mine if is_mine else theirs
        side[armies] = side.get(armies, 0.0) + p
    return TerritoryAnswer(min(1.0, sum(mine.values(), 0.0)), mine, theirs)
