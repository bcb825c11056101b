"""The plan's ending tables as they were first written: every state's full dictionary of
endings, each the sum over the ways its round goes (the attacker losing least first) of
that chance times the endings of the state it leads to.  ``endings.endings`` keeps only a
few endings per state and reads the rest as shifts; it must give these numbers to the last
bit, so that no answer of the plan and no tied "best" move changes with it."""

from __future__ import annotations

from riskgui.core.dice.throws import round_losses
from riskgui.core.rules.model import Rules


class FullGrid:
    """Every ending of every state of one kind of battle, filled state by state."""

    def __init__(self, rules: Rules, stop_at: int, until: int) -> None:
        self.rules, self.stop_at, self.until = rules, stop_at, until
        self.losses = round_losses(rules)
        self.known: dict[tuple[int, int], dict[tuple[int, int], float]] = {}

    def ended(self, a: int, d: int) -> bool:
        return a <= self.stop_at or d <= self.until

    def endings(self, a: int, d: int) -> tuple[tuple[int, int, float], ...]:
        """Every ending with its chance, most armies left first."""
        found = self._table(a, d)
        return tuple(
            sorted(((i, j, p) for (i, j), p in found.items()), key=lambda e: (-e[0], e[1]))
        )

    def _table(self, a: int, d: int) -> dict[tuple[int, int], float]:
        if self.ended(a, d):
            return {(a, d): 1.0}
        if (a, d) not in self.known:
            for i in range(self.stop_at + 1, a + 1):  # every state below, smaller totals first
                for j in range(self.until + 1, d + 1):
                    if (i, j) not in self.known:
                        self.known[i, j] = self._step(i, j)
        return self.known[a, d]

    def _step(self, i: int, j: int) -> dict[tuple[int, int], float]:
        merged: dict[tuple[int, int], float] | None = None
        for p, attacker_lost, defender_lost in self.losses[self.rules.dice_rolled(i, j)]:
            after = self._table(i - attacker_lost, j - defender_lost)
            if merged is None:
                merged = {state: p * mass for state, mass in after.items()}
                continue
            for state, mass in after.items():
                merged[state] = merged.get(state, 0.0) + p * mass
        assert merged is not None
        return merged
