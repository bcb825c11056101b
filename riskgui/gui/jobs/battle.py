"""The window's battle: its exact answer (odds, then the fraction) and its simulation."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from riskgui.core.battle import Battle
from riskgui.core.cancel import CancelToken
from riskgui.core.exact.fractions import EXACT_DIGIT_STEPS, exact_digit_steps, exact_win_probability
from riskgui.core.exact.solver import solve_battle
from riskgui.core.outcomes import BattleOdds
from riskgui.core.simulate.run import SimulationSnapshot, simulate

# The window works out the exact fraction when it takes well under a second (about
# 450 vs 450 in classic Risk): it runs in pure Python, beside the simulator.
WINDOW_FRACTION_STEPS = EXACT_DIGIT_STEPS // 10


def solve(battle: Battle, token: CancelToken) -> BattleOdds:
    b = battle
    return solve_battle(b.attackers, b.defenders, b.rules, b.stop_at, token)


@dataclass(frozen=True)
class ExactResult:
    battle: Battle
    odds: BattleOdds
    fraction: Fraction | None  # once worked out, for battles up to WINDOW_FRACTION_STEPS


def exact_job(battle: Battle, token: CancelToken) -> Iterator[ExactResult]:
    odds = solve(battle, token)
    yield ExactResult(battle, odds, None)
    b = battle
    if exact_digit_steps(b.attackers, b.defenders, b.rules) <= WINDOW_FRACTION_STEPS:
        fraction = exact_win_probability(b.attackers, b.defenders, b.rules, b.stop_at, token)
        yield ExactResult(battle, odds, fraction)


def simulation_job(
    battle: Battle, trials: int, seed: int, token: CancelToken
) -> Iterator[SimulationSnapshot]:
    b = battle
    yield from simulate(b.attackers, b.defenders, trials, b.rules, b.stop_at, seed)
