"""One front of a plan: its legs and territories, and the recursion that gives V, the
chance of the goal from every board state, choosing every "best" move-in by the V that
follows.  See ``engine`` for the whole method and its cost.

A front may be given a work limit (``max_states`` board states, ``max_steps`` battle
endings and move-ins looked at): past it, ``WorkSpent``.  The board's search caps the
plans its local search scores this way."""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, replace

from riskgui.core.cancel import CancelToken
from riskgui.core.plan.choices import Choices, Left
from riskgui.core.plan.endings import endings
from riskgui.core.plan.model import Leg, Plan
from riskgui.core.plan.move_in import fewest_moved, fixed_move
from riskgui.core.plan.state import RETIRED, Owner, State, after_battle
from riskgui.core.plan.union_find import representatives

CHECK_EVERY = 256  # states between two looks at the cancel token
# and move-ins looked at between two more: with large armies a state offers hundreds
STEP_CHECK_EVERY = 1024
STEPS_A_STATE = 8  # endings and move-ins looked at per state on usual boards (3 to 8)


class WorkSpent(Exception):
    """A front passed its work limit (``max_states`` or ``max_steps``)."""


@dataclass(frozen=True)
class Component:
    territories: tuple[int, ...]  # plan indices, in order of first use
    legs: tuple[int, ...]  # plan indices of its legs, in plan order


def components(plan: Plan) -> list[Component]:
    """The plan's independent parts: legs linked through the territories they touch."""
    root = representatives(range(len(plan.names)), ((leg.source, leg.target) for leg in plan.legs))
    groups: dict[int, list[int]] = defaultdict(list)
    for index, leg in enumerate(plan.legs):
        groups[root[leg.source]].append(index)
    found = []
    for leg_indices in groups.values():
        touched = dict.fromkeys(
            t for i in leg_indices for t in (plan.legs[i].source, plan.legs[i].target)
        )
        found.append(Component(tuple(touched), tuple(leg_indices)))
    return found


class Front:
    """The recursion over one front's board states (local indices: the component's
    territories in order); ``carry.carry_forward`` carries the distribution through it."""

    def __init__(
        self,
        plan: Plan,
        component: Component,
        token: CancelToken,
        max_states: int = sys.maxsize,
        max_steps: int = sys.maxsize,
    ) -> None:
        local = {t: k for k, t in enumerate(component.territories)}
        self.plan, self.component, self.token = plan, component, token
        self.max_states, self.max_steps = max_states, max_steps
        legs = [plan.legs[i] for i in component.legs]
        self.legs = [
            replace(leg, source=local[leg.source], target=local[leg.target]) for leg in legs
        ]
        self.goal = frozenset(local[t] for t in plan.goal if t in local)
        # Goal territories theirs at the start: they need ``keep`` armies.
        self.kept = frozenset(t for t in self.goal if not plan.mine[component.territories[t]])
        self.keep = plan.keep
        # Territories whose armies at the end count for the goal (``keep`` above 1): the
        # move-ins of the last leg to touch them matter.
        counted = self.kept if self.keep > 1 else frozenset()
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
            {leg.source, leg.target} <= set(self.retiring[i])
            and not {leg.source, leg.target} & counted
            for i, leg in enumerate(self.legs)
        ]
        # source_leaves[i]: leg i is the last to touch its source (but not its target).
        # (Not when the source's armies at the end count: then they matter as well.)
        self.source_leaves = [
            leg.source in self.retiring[i] and not self.settled[i] and leg.source not in counted
            for i, leg in enumerate(self.legs)
        ]
        # target_leaves[i]: leg i is the last to touch its target (but not its source), and
        # the target's armies at the end do not count: a move-in matters only through the
        # armies it leaves on the source.
        self.target_leaves = [
            leg.target in self.retiring[i]
            and leg.source not in self.retiring[i]
            and leg.target not in counted
            for i, leg in enumerate(self.legs)
        ]
        self.prefix_best: dict[tuple[int, State, int], list[tuple[float, int]]] = {}
        self.by_left: dict[tuple[int, State], Left] = {}
        self.conquests: dict[tuple[int, State], dict[int, tuple[float, int]]] = {}
        # (leg, rest) -> (armies left on the source, defenders left) -> V after a battle of
        # that leg that did not conquer, when it is the last to touch a territory
        self.held: dict[tuple[int, State], dict[tuple[int, int], float]] = {}
        self._moves: list[dict[int, range]] = [{} for _ in self.legs]
        self._outcomes: dict[tuple[int, State], list[tuple[float, Choices]]] = {}
        # Without a "best" move nothing is chosen: the distribution is carried forward
        # whole, every battle of a leg fought at once for all its starting armies.
        self.chooses = any(leg.move.kind == "best" for leg in self.legs)
        self.memo: dict[tuple[int, State], float] = {}
        self.chosen: dict[tuple[int, State], tuple[float, State]] = {}
        self.looked = 0
        self.steps = 0  # battle endings and states after a move-in looked at
        self._next_check = STEP_CHECK_EVERY

    @property
    def cost(self) -> int:
        """The work done, in board states: the states looked at, or the move-ins looked at
        over ``STEPS_A_STATE`` when large armies offer more of them than usual."""
        return max(self.looked, self.steps // STEPS_A_STATE)

    def start(self, plan: Plan | None = None) -> State:
        """The front's board at the start of ``plan`` (this front's, or the same plan with
        other armies: a draft placed)."""
        plan = plan or self.plan
        return tuple((plan.mine[t], plan.armies[t]) for t in self.component.territories)

    def holds(self, t: int, owner: Owner) -> bool:
        """Whether territory ``t`` (local), ending as ``owner``, meets its part of the goal."""
        if t not in self.goal:
            return True
        return owner[0] and (self.keep <= 1 or t not in self.kept or owner[1] >= self.keep)

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
        if self.looked > self.max_states:
            raise WorkSpent(f"a front looked at more than {self.max_states:,} board states")
        if self.settled[i]:
            total = self._value_settled(i, state)
        elif self.source_leaves[i] or self.target_leaves[i]:
            total = self._value_by_endings(i, state)
        else:
            total = 0.0
            for p, choices in self.outcomes(i, state):
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
        if self.source_leaves[i] or self.target_leaves[i]:
            rest = _set(choices.first, self.legs[i], RETIRED, RETIRED)
            value, moved = self._best_move(i, rest, choices.a_left, choices.moves)
            return value, choices.after(moved)
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

    def mover(self, i: int, state: State, smallest: bool = False) -> Callable[[int], int]:
        """The armies the player moves in when leg ``i`` conquers from ``state`` leaving
        a_left on the source, as a function of a_left: the best move (``smallest``: the
        smallest, as when the goal is lost anyway)."""
        leg = self.legs[i]
        if smallest or self.settled[i] or leg.move.kind != "best":
            return lambda a_left: self.moves(i, a_left)[0]
        if self.source_leaves[i] or self.target_leaves[i]:
            conquest = self._conquests(i, state)
            return lambda a_left: conquest(a_left)[1]

        def chosen(a_left: int) -> int:
            choices = Choices(state, leg, a_left, self.moves(i, a_left))
            return self.choose(i, choices)[1][leg.target][1]

        return chosen

    def _value_by_endings(self, i: int, state: State) -> float:
        """V before leg ``i`` when it is the last to touch its source or its target: every
        conquest's best move is found from ``rest``, the board without both, which all
        of the battle's endings share."""
        leg = self.legs[i]
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:
            return self._value_after(i, state)  # the leg is skipped
        ends = endings(a, d, leg.rules, leg.stop_at, leg.until_defenders)
        self._step(len(ends))
        conquest = self._conquests(i, state)
        rest = _set(state, leg, RETIRED, RETIRED)
        # Both tables are the rest's, which the battles of every start of this leg share:
        # each ending's value is looked up, not built again as a board state.
        won = self._conquest_table(i, rest)
        held = self.held.get((i, rest))
        if held is None:
            held = self.held[i, rest] = {}
        total = 0.0
        known = 0  # values looked up: counted as steps, as when they were found anew
        won_get, held_get = won.get, held.get
        for a_left, d_left, p in ends:
            if d_left:
                v = held_get((a_left, d_left))
                if v is None:
                    v = self._value_after(i, _set(state, leg, (True, a_left), (False, d_left)))
                    held[a_left, d_left] = v
                else:
                    known += 1
            else:
                found = won_get(a_left)
                if found is None:
                    found = conquest(a_left)
                v = found[0]
            total += p * v
        self._step(known)
        return total

    def _conquests(self, i: int, state: State) -> Callable[[int], tuple[float, int]]:
        """V after leg ``i`` conquers from ``state`` leaving a_left on the source, and the
        armies moved in, as a function of a_left, when leg ``i`` is the last to touch its
        source or target: the same for every state with this ``rest`` (the board without
        the leg's territories), so kept by it."""
        leg = self.legs[i]
        rest = _set(state, leg, RETIRED, RETIRED)
        table = self._conquest_table(i, rest)

        def conquest(a_left: int) -> tuple[float, int]:
            found = table.get(a_left)
            if found is None:
                moves = self.moves(i, a_left)
                if len(moves) > 1:
                    found = self._best_move(i, rest, a_left, moves)
                else:
                    choices = Choices(state, leg, a_left, moves)
                    found = (self.choose(i, choices)[0], moves[0])
                table[a_left] = found
            return found

        return conquest

    def _conquest_table(self, i: int, rest: State) -> dict[int, tuple[float, int]]:
        """The values and moves ``_conquests`` keeps for leg ``i`` and ``rest``, by a_left."""
        table = self.conquests.get((i, rest))
        if table is None:
            table = self.conquests[i, rest] = {}
        return table

    def _best_move(self, i: int, rest: State, a_left: int, moves: range) -> tuple[float, int]:
        """The best of ``moves`` after a conquest of leg ``i`` leaving ``a_left`` on the
        source, from ``rest`` (the board without the leg's territories), and its value."""
        if self.source_leaves[i]:
            return self._best_by_move(i, rest, moves)
        return self._best_by_left(i, rest, a_left, moves)

    def _best_by_move(self, i: int, rest: State, moves: range) -> tuple[float, int]:
        """When leg ``i`` is the last to touch its source the chance depends on the armies
        moved in alone, so the best of the moves lo..hi is kept for every hi, per smallest
        move and the rest of the board, each extending the one before."""
        leg = self.legs[i]
        best = self.prefix_best.setdefault((i, rest, moves[0]), [])
        while len(best) < len(moves):
            moved = moves[0] + len(best)
            v = self._value_after(i, _set(rest, leg, RETIRED, (True, moved)))
            if not best or v > best[-1][0] + 1e-15:
                best.append((v, moved))
            else:
                best.append(best[-1])
        return best[len(moves) - 1]

    def _best_by_left(self, i: int, rest: State, a_left: int, moves: range) -> tuple[float, int]:
        """When leg ``i`` is the last to touch its target the chance depends on the armies
        left on the source alone, k = 1 .. a_left - fewest, so their values and running
        best are kept once per rest of the board.  The answer is the smallest move of
        those within 1e-15 of the best (the reference's exact tie rule, in floating point)."""
        leg = self.legs[i]
        left = self.by_left.get((i, rest))
        if left is None:
            left = self.by_left[i, rest] = Left()
        most = a_left - moves[0]  # the armies the smallest move leaves
        while len(left.values) <= most:
            self._step(1)
            left.add(self.value(i + 1, _set(rest, leg, (True, len(left.values)), RETIRED)))
        best, k = left.best[most], most
        while left.values[k] < best - 1e-15:
            k -= 1
        return left.values[k], a_left - k

    def _value_after(self, i: int, state: State) -> float:
        """V before leg ``i + 1``, once the territories leg ``i`` was the last to touch are
        set aside (a goal territory set aside not the player's: 0)."""
        self._step(1)
        retiring = self.retiring[i]
        if retiring:
            changed = list(state)
            for t in retiring:
                if not self.holds(t, changed[t]):
                    return 0.0
                changed[t] = RETIRED
            state = tuple(changed)
        return self.value(i + 1, state)

    def outcomes(self, i: int, state: State) -> list[tuple[float, Choices]]:
        """Each way leg ``i`` can end from ``state``: its chance, and the states the player
        may choose between (the move-ins, smallest first; one state when nothing is chosen)."""
        key = (i, state)
        cached = self._outcomes.get(key)
        if cached is not None:
            return cached
        leg = self.legs[i]
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:
            return [(1.0, Choices(state))]  # the leg is skipped
        found: list[tuple[float, Choices]] = []
        self._outcomes[key] = found
        for a_left, d_left, p in endings(a, d, leg.rules, leg.stop_at, leg.until_defenders):
            if d_left == 0:
                found.append((p, Choices(state, leg, a_left, self.moves(i, a_left))))
            else:
                found.append((p, Choices(_set(state, leg, (True, a_left), (False, d_left)))))
        self._step(len(found))
        return found

    def _step(self, count: int) -> None:
        """Count endings and move-ins looked at; a look at the token every thousand."""
        self.steps += count
        if self.steps > self.max_steps:
            raise WorkSpent(f"a front looked at more than {self.max_steps:,} endings and move-ins")
        if self.steps >= self._next_check:
            self._next_check = self.steps + STEP_CHECK_EVERY
            self.token.check()

    def moves(self, i: int, a_left: int) -> range:
        """The move-ins a conquest of leg ``i`` leaves a choice between, smallest first."""
        found = self._moves[i].get(a_left)
        if found is None:
            leg = self.legs[i]
            if leg.move.kind == "best":
                found = range(fewest_moved(leg.rules, self.plan.min_move, a_left), a_left)
            else:
                moved = fixed_move(leg, self.plan.min_move, a_left)
                found = range(moved, moved + 1)
            self._moves[i][a_left] = found
        return found


def _set(state: State, leg: Leg, source: Owner, target: Owner) -> State:
    return after_battle(state, leg.source, leg.target, source, target)
