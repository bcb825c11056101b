"""What a battle can end in: the end-state distribution and the exact answer built on it.

Both engines produce an ``Outcomes`` (the exact solver as probabilities, the simulator as
counts), so it sits below them and neither imports the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from riskgui.core.losses import ExpectedLosses
from riskgui.core.rules.model import Rules


@dataclass(frozen=True)
class Outcomes:
    """Terminal distribution of a battle (probabilities, or counts from the simulator).

    ``win[i]``: the defender is wiped out and ``i`` armies are left on the attacking
    territory.  ``stop[r, j]``: the attacker stops with ``stop_at - r`` armies while
    ``j`` defenders are left.  Arrays are read-only.
    """

    win: NDArray[Any]  # float64 probabilities, or int64 counts
    stop: NDArray[Any]
    stop_at: int

    def __post_init__(self) -> None:
        self.win.setflags(write=False)
        self.stop.setflags(write=False)

    @property
    def total(self) -> float:
        return float(self.win.sum() + self.stop.sum())

    def states(self) -> list[tuple[int, int, float]]:
        """Every terminal state ``(attackers left, defenders left, value)`` whose value is > 0."""
        found = [(int(i), 0, float(self.win[i])) for i in np.flatnonzero(self.win)]
        rows, cols = np.nonzero(self.stop)
        found += [
            (self.stop_at - int(r), int(j), float(self.stop[r, j])) for r, j in zip(rows, cols)
        ]
        return sorted(found, key=lambda state: (-state[0], state[1]))

    def flat(self) -> NDArray[Any]:
        """All cells in a fixed order, for comparing two tables of the same battle."""
        return np.concatenate([self.win.ravel(), self.stop.ravel()])


@dataclass(frozen=True)
class BattleOdds(ExpectedLosses):
    """The exact answer for one battle, in floating point."""

    attackers: int
    defenders: int
    rules: Rules
    stop_at: int
    outcomes: Outcomes

    @property
    def win_probability(self) -> float:
        return min(1.0, float(self.outcomes.win.sum()))

    @property
    def loss_probability(self) -> float:
        """Summed separately from the win, so a 1e-200 chance is not rounded away as 1 - win."""
        return min(1.0, float(self.outcomes.stop.sum()))

    @property
    def expected_attackers_left(self) -> float:
        win, stop = self.outcomes.win, self.outcomes.stop
        armies_when_stopped = self.stop_at - np.arange(stop.shape[0])
        return float(win @ np.arange(win.size) + armies_when_stopped @ stop.sum(axis=1))

    @property
    def expected_defenders_left(self) -> float:
        stop = self.outcomes.stop
        return float(stop.sum(axis=0) @ np.arange(stop.shape[1]))

    @property
    def expected_attackers_left_if_won(self) -> float | None:
        """Armies on the attacking territory after a conquest, on average; None if it cannot win."""
        win = self.outcomes.win
        total = float(win.sum())
        return float(win @ np.arange(win.size)) / total if total > 0 else None

    def attackers_kept_if_won(self, probability: float = 0.9) -> tuple[int, float] | None:
        """Given a conquest, the most armies left on the attacking territory with at least
        ``probability``, and their exact chance: "at least 3 with 93.6 %".  None if the
        attack cannot conquer.
        """
        win = self.outcomes.win
        total = float(win.sum())
        if total <= 0:
            return None
        at_least = np.cumsum(win[::-1])[::-1] / total  # P(n or more left | conquest)
        kept = int(np.flatnonzero(at_least >= probability - 1e-12)[-1])
        return kept, min(1.0, float(at_least[kept]))

    def states(self) -> list[tuple[int, int, float]]:
        """Every ending with a chance: ``(attackers left, defenders left, probability)``."""
        return self.outcomes.states()
