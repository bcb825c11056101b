"""How lucky a finished battle was: where its result falls in the exact distribution."""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.outcomes import BattleOdds


def attacker_rank(attackers_left: int, defenders_left: int) -> tuple[int, int, int]:
    """Orders endings from the attacker's point of view: higher is better.

    Any conquest beats any failure; a conquest is better with more armies left; a failure
    is worse with more defenders left and, for equal defenders, better with more attackers.
    """
    if defenders_left == 0:
        return (1, attackers_left, 0)
    return (0, -defenders_left, attackers_left)


@dataclass(frozen=True)
class Luck:
    this_bad_or_worse: float  # for the attacker
    this_good_or_better: float

    def describe(self) -> str:
        if self.this_bad_or_worse <= self.this_good_or_better:
            return (
                f"An outcome this bad or worse for the attacker happens "
                f"{_percent(self.this_bad_or_worse)} of the time."
            )
        return (
            f"An outcome this good or better for the attacker happens "
            f"{_percent(self.this_good_or_better)} of the time."
        )


def _percent(p: float) -> str:
    return f"{p * 100:.2g} %" if p < 0.001 else f"{p * 100:.1f} %"


def battle_luck(odds: BattleOdds, attackers_left: int, defenders_left: int) -> Luck:
    """Probability, before the battle, of an ending at most / at least as good as this one."""
    rank = attacker_rank(attackers_left, defenders_left)
    states = odds.outcomes.states()
    if not any((i, j) == (attackers_left, defenders_left) for i, j, _ in states):
        raise ValueError(
            f"{attackers_left} vs {defenders_left} is not a possible end of "
            f"{odds.attackers} vs {odds.defenders}"
        )
    worse = sum(p for i, j, p in states if attacker_rank(i, j) <= rank)
    better = sum(p for i, j, p in states if attacker_rank(i, j) >= rank)
    return Luck(min(worse, 1.0), min(better, 1.0))
