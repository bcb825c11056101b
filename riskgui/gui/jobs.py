"""The computations the window asks for, as plain generators that can run without Qt threads.

Each job yields results; every ``yield`` is also where a cancelled job stops.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from riskgui.core.exact import EXACT_STATE_LIMIT, exact_win_probability
from riskgui.core.luck import Luck, battle_luck
from riskgui.core.rules import Rules
from riskgui.core.simulator import SimulationSnapshot, simulate
from riskgui.core.solver import BattleOdds, solve_battle

# Past this the fraction's digits prove exactness but are no use to read.
MAX_FRACTION_DIGITS = 200


@dataclass(frozen=True)
class Battle:
    attackers: int
    defenders: int
    stop_at: int = 1
    rules: Rules = Rules()


@dataclass(frozen=True)
class ExactResult:
    battle: Battle
    odds: BattleOdds
    fraction: Fraction | None  # only for small battles with a short fraction


def exact_job(battle: Battle) -> Iterator[ExactResult]:
    odds = solve_battle(battle.attackers, battle.defenders, battle.rules, battle.stop_at)
    yield ExactResult(battle, odds, None)
    if battle.attackers * battle.defenders <= EXACT_STATE_LIMIT:
        fraction = exact_win_probability(
            battle.attackers, battle.defenders, battle.rules, battle.stop_at
        )
        if len(str(fraction.denominator)) <= MAX_FRACTION_DIGITS:
            yield ExactResult(battle, odds, fraction)


def simulation_job(battle: Battle, trials: int, seed: int) -> Iterator[SimulationSnapshot]:
    yield from simulate(
        battle.attackers, battle.defenders, trials, battle.rules, battle.stop_at, seed
    )


def odds_job(battle: Battle) -> Iterator[BattleOdds]:
    """The odds from a battle's current state (for the dice view)."""
    yield solve_battle(battle.attackers, battle.defenders, battle.rules, battle.stop_at)


def luck_job(start: Battle, attackers_left: int, defenders_left: int) -> Iterator[Luck]:
    odds = solve_battle(start.attackers, start.defenders, start.rules, start.stop_at)
    yield battle_luck(odds, attackers_left, defenders_left)
