"""Every computation the window asks for, as a plain generator that can run without Qt.

A job is called with a ``CancelToken`` and yields results of one type; every ``yield`` and
every ``token.check`` inside the core is a point where a cancelled job stops.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import Battle
from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.campaign.route import CampaignOdds
from riskgui.core.campaign.simulate import CampaignSimulation, simulate_campaign
from riskgui.core.cancel import CancelToken
from riskgui.core.exact.choice import ChoiceOdds, solve_choice
from riskgui.core.exact.fractions import EXACT_DIGIT_STEPS, exact_digit_steps, exact_win_probability
from riskgui.core.exact.grid import win_table
from riskgui.core.exact.luck import Luck, battle_luck
from riskgui.core.exact.needed import (
    ArmiesNeeded,
    DefendersNeeded,
    armies_needed,
    defenders_needed,
)
from riskgui.core.exact.solver import solve_battle
from riskgui.core.exact.what_if import chances_with_dice
from riskgui.core.outcomes import BattleOdds
from riskgui.core.rules.model import Rules
from riskgui.core.simulate.run import SimulationSnapshot, simulate

# The window works out the exact fraction when it takes well under a second (about
# 450 vs 450 in classic Risk): it runs in pure Python, beside the simulator.
WINDOW_FRACTION_STEPS = EXACT_DIGIT_STEPS // 10


def solve(battle: Battle, token: CancelToken) -> BattleOdds:
    b = battle
    return solve_battle(b.attackers, b.defenders, b.rules, b.stop_at, token)


# ----- the exact answer and the simulation ------------------------------------------------
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


# ----- the dice view ----------------------------------------------------------------------
@dataclass(frozen=True)
class FromHere:
    """The odds from a battle's current state, or, once it is over, how lucky it was."""

    attackers: int
    defenders: int
    odds: BattleOdds | None
    luck: Luck | None
    dice: tuple[int, int] | None = None  # this round's dice, when fewer than the most
    chances: tuple[float, float] | None = None  # (conquer, fail) with those dice


def from_here_job(now: Battle, token: CancelToken) -> Iterator[FromHere]:
    yield FromHere(now.attackers, now.defenders, solve(now, token), None)


def with_dice_job(now: Battle, dice: tuple[int, int], token: CancelToken) -> Iterator[FromHere]:
    b = now
    chances = chances_with_dice(b.attackers, b.defenders, b.rules, b.stop_at, dice, token)
    yield FromHere(b.attackers, b.defenders, None, None, dice, chances)


def luck_job(
    start: BattleOdds, attackers_left: int, defenders_left: int, token: CancelToken
) -> Iterator[FromHere]:
    luck = battle_luck(start, attackers_left, defenders_left)
    yield FromHere(attackers_left, defenders_left, None, luck)


# ----- comparing rule sets ----------------------------------------------------------------
@dataclass(frozen=True)
class Comparison:
    first: BattleOdds
    second: BattleOdds


def comparison_job(first: BattleOdds, second: Battle, token: CancelToken) -> Iterator[Comparison]:
    """``first`` is the window's exact answer, already known; only ``second`` is solved."""
    yield Comparison(first, solve(second, token))


# ----- campaigns --------------------------------------------------------------------------
@dataclass(frozen=True)
class Campaign:
    start: Battle  # attackers on the territory, rules and stop threshold; defenders unused
    route: tuple[int, ...]
    leave: tuple[int, ...] | None = None  # armies left behind moving into each territory
    stops: tuple[int, ...] | None = None  # stop threshold attacking each territory
    territory_rules: tuple[Rules, ...] | None = None  # the rules attacking each territory


def campaign_job(campaign: Campaign, token: CancelToken) -> Iterator[CampaignOdds]:
    s, c = campaign.start, campaign
    yield solve_campaign(
        s.attackers, c.route, s.rules, s.stop_at, token, c.leave, c.stops, c.territory_rules
    )


@dataclass(frozen=True)
class CampaignCheck:
    result: CampaignSimulation | None  # None while the campaigns are still being rolled


def campaign_check_job(
    campaign: Campaign, trials: int, seed: int, token: CancelToken
) -> Iterator[CampaignCheck]:
    s, c = campaign.start, campaign
    run = simulate_campaign(
        s.attackers, c.route, trials, s.rules, s.stop_at, seed, c.leave, c.stops, c.territory_rules
    )
    while True:
        try:
            next(run)
        except StopIteration as finished:
            yield CampaignCheck(finished.value)
            return
        yield CampaignCheck(None)


# ----- the planner ------------------------------------------------------------------------
@dataclass(frozen=True)
class Grid:
    rules: Rules
    stop_at: int
    table: NDArray[np.float64]  # table[a, d], a counted on the territory


def grid_job(
    max_attackers: int, max_defenders: int, rules: Rules, stop_at: int, token: CancelToken
) -> Iterator[Grid]:
    yield Grid(rules, stop_at, win_table(max_attackers, max_defenders, rules, stop_at, token))


@dataclass(frozen=True)
class Questions:
    """The attacker's and the defender's question, asked with the same rules."""

    attack_defenders: int
    attack_target: float
    defend_attackers: int  # on the territory
    defend_target: float
    rules: Rules
    stop_at: int


@dataclass(frozen=True)
class Answers:
    attack: ArmiesNeeded
    defend: DefendersNeeded | None  # None until it is known


def questions_job(q: Questions, token: CancelToken) -> Iterator[Answers]:
    attack = armies_needed(q.attack_defenders, q.attack_target, q.rules, q.stop_at, token)
    yield Answers(attack, None)
    defend = defenders_needed(q.defend_attackers, q.defend_target, q.rules, q.stop_at, token)
    yield Answers(attack, defend)


# ----- choosing the dice ------------------------------------------------------------------
@dataclass(frozen=True)
class BestDice:
    """The battle when sides choose their dice; None while that part is still being solved."""

    battle: Battle
    usual: float  # both roll the most they can
    defender_sees: ChoiceOdds | None = None
    attacker_best: ChoiceOdds | None = None  # the defender rolls the most it can
    both: ChoiceOdds | None = None  # the attacker picks, then the defender sees the roll


def best_dice_job(battle: Battle, usual: float, token: CancelToken) -> Iterator[BestDice]:
    b = battle
    sees = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "most", "sees", token)
    yield BestDice(b, usual, sees)
    best = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "best", "most", token)
    yield BestDice(b, usual, sees, best)
    both = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "best", "sees", token)
    yield BestDice(b, usual, sees, best, both)
