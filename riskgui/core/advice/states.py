"""What a state says, for many states at once: whether the goal holds if the player stops,
whether it is already lost, and its settled form (armies that can never attack again cut).

Settling is exact.  A territory of the player's with no enemy neighbour left in the region
can never attack again (enemy territories only ever turn into the player's) and never gains
armies (only a conquered territory receives a move-in), so its armies change nothing but
``keep``: they are cut to ``min(armies, keep)`` on a ``keep_on`` territory and to 1 elsewhere,
and states that differ only there are one state.

A goal territory still the enemy's whose neighbours (all in the region) are all the
player's with 1 army can never be attacked again: the state is lost (value 0), and so is
every state after it.

Cost: O(states x territories) array operations each.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.encoding import Armies
from riskgui.core.advice.game import TurnGame

Mask = NDArray[np.bool_]


@dataclass(frozen=True)
class StateRules:
    goal: NDArray[np.int64]
    keep: int
    needs_keep: Mask  # per goal territory: must hold ``keep`` armies
    cap: NDArray[np.int64]  # per territory: what a settled territory keeps at most
    neighbours: tuple[tuple[int, ...], ...]
    enemy_goal: tuple[int, ...]  # goal territories that may still be the enemy's

    @classmethod
    def of(cls, game: TurnGame) -> StateRules:
        goal = np.array(game.goal, dtype=np.int64)
        needs_keep = np.array([t in game.keep_on for t in game.goal], dtype=bool)
        cap = np.array([game.keep if i in game.keep_on else 1 for i in range(game.size)])
        enemy_goal = tuple(t for t in game.goal if game.start[t] < 0)
        return cls(
            goal=goal,
            keep=game.keep,
            needs_keep=needs_keep,
            cap=cap.astype(np.int64),
            neighbours=game.neighbours,
            enemy_goal=enemy_goal,
        )

    def holds(self, armies: Armies) -> Mask:
        """Whether the goal holds if the player stops now."""
        held = armies[self.goal]
        met = (held > 0) & ((held >= self.keep) | ~self.needs_keep[:, None])
        return np.asarray(np.all(met, axis=0), dtype=bool)

    def lost(self, armies: Armies) -> Mask:
        """Whether some enemy goal territory can never be attacked again."""
        lost = np.zeros(armies.shape[1], dtype=bool)
        for t in self.enemy_goal:
            lost |= (armies[t] < 0) & np.all(armies[list(self.neighbours[t])] == 1, axis=0)
        return lost

    def settle(self, armies: Armies) -> Armies:
        """The states with every territory of the player's that can never attack cut."""
        settled: Armies = armies.copy()
        for u, around in enumerate(self.neighbours):
            idle = (armies[u] > 0) & ~np.any(armies[list(around)] < 0, axis=0)
            settled[u] = np.where(idle, np.minimum(armies[u], self.cap[u]), armies[u])
        return settled
