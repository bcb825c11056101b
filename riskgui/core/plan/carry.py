"""The forward pass of a front: the distribution of board states carried leg by leg
through the chosen moves, collecting each territory's fate as it retires and each leg's
chance.  A mixin of ``front.Front``, which supplies the recursion's choices."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from riskgui.core.cancel import CancelToken
from riskgui.core.plan.answer import LegAnswer, TerritoryAnswer
from riskgui.core.plan.forward import forward_leg_at_once
from riskgui.core.plan.model import Leg, Plan

if TYPE_CHECKING:
    from riskgui.core.plan.front import Choices

Owner = tuple[bool, int]  # (the player's, armies)
State = tuple[Owner, ...]
Spread = dict[tuple[bool, State], float]  # (the goal still possible, state) -> probability
RETIRED: Owner = (True, 0)


class CarryForward:
    plan: Plan
    legs: list[Leg]
    live: list[frozenset[int]]
    goal: frozenset[int]
    kept: frozenset[int]  # goal territories theirs at the start: they need ``keep`` armies
    keep: int
    chooses: bool
    token: CancelToken
    component_territories: tuple[int, ...]

    def start(self) -> State:
        raise NotImplementedError

    def holds(self, t: int, owner: Owner) -> bool:
        """Whether territory ``t`` (local), ending as ``owner``, meets its part of the goal."""
        if t not in self.goal:
            return True
        return owner[0] and (self.keep <= 1 or t not in self.kept or owner[1] >= self.keep)

    def _outcomes(self, i: int, state: State) -> list[tuple[float, Choices]]:
        raise NotImplementedError

    def choose(self, i: int, choices: Choices) -> tuple[float, State]:
        raise NotImplementedError

    def forward(
        self, start: State | None = None, goal_possible: bool = True
    ) -> tuple[list[TerritoryAnswer], list[LegAnswer], float]:
        """Each territory's fate and each leg's chance, and P(goal), carried forward;
        ``goal_possible`` false: the goal is out of reach elsewhere, so every choice ties."""
        count = len(self.component_territories)
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
        return [fate(f) for f in fates], legs, p_goal

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
                goal_ok = goal_ok and self.holds(t, owner)
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


def fate(owners: dict[Owner, float]) -> TerritoryAnswer:
    mine: dict[int, float] = {}
    theirs: dict[int, float] = {}
    for (is_mine, armies), p in sorted(owners.items(), key=lambda kv: kv[0][1]):
        side = mine if is_mine else theirs
        side[armies] = side.get(armies, 0.0) + p
    return TerritoryAnswer(min(1.0, sum(mine.values(), 0.0)), mine, theirs)
