"""Small battles in plain Python: an answer before NumPy would have finished loading.

``riskgui-cli odds 10 10`` spends far longer importing NumPy than solving.  For small
battles this module gives the same reading as ``solver.BattleOdds`` from the textbook
state-by-state programme in floats; the numbers agree with the NumPy solver to about
1e-15 (only the order of the additions differs), which the tests check.
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.battle import check_battle
from riskgui.core.exact.fractions import terminal_distribution
from riskgui.core.losses import ExpectedLosses
from riskgui.core.rules.model import CLASSIC, Rules

# About 10 ms in plain Python; NumPy takes 80-110 ms to import.
SMALL_BATTLE_STATES = 2_500


def is_small(attackers: int, defenders: int) -> bool:
    return attackers * defenders <= SMALL_BATTLE_STATES


@dataclass(frozen=True)
class SmallBattleOdds(ExpectedLosses):
    """The exact answer for one small battle, read as ``BattleOdds`` is."""

    attackers: int
    defenders: int
    rules: Rules
    stop_at: int
    terminal: dict[tuple[int, int], float]  # (attackers left, defenders left) -> probability

    @property
    def win_probability(self) -> float:
        return min(1.0, sum(p for (_, j), p in self.terminal.items() if j == 0))

    @property
    def loss_probability(self) -> float:
        return min(1.0, sum(p for (_, j), p in self.terminal.items() if j > 0))

    @property
    def expected_attackers_left(self) -> float:
        return sum(i * p for (i, _), p in self.terminal.items())

    @property
    def expected_defenders_left(self) -> float:
        return sum(j * p for (_, j), p in self.terminal.items())

    def states(self) -> list[tuple[int, int, float]]:
        """Like ``Outcomes.states``: every ending with a chance, most attackers left first."""
        found = [(i, j, p) for (i, j), p in self.terminal.items() if p > 0]
        return sorted(found, key=lambda state: (-state[0], state[1]))


def solve_small_battle(
    attackers: int, defenders: int, rules: Rules = CLASSIC, stop_at: int = 1
) -> SmallBattleOdds:
    check_battle(attackers, defenders, stop_at)
    if not is_small(attackers, defenders):
        raise ValueError(f"{attackers} vs {defenders} is not a small battle: use solve_battle")
    terminal = terminal_distribution(attackers, defenders, rules, stop_at, float)
    return SmallBattleOdds(attackers, defenders, rules, stop_at, terminal)
