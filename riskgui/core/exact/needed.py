"""The armies needed for a target chance: the fewest attackers, the most defenders.

Each search walks one column or row of the grid in O(a + d) memory (see ``grid``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from riskgui.core.battle import check_armies
from riskgui.core.budget import MAX_SEARCH_STEPS, search_steps
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import can_lose, float_round_odds
from riskgui.core.exact.grid import win_edges
from riskgui.core.rules.model import CLASSIC, Rules


def can_conquer(defenders: int, rules: Rules) -> bool:
    """Whether a large enough attack can ever take ``defenders`` armies.

    From ``j`` defenders a round against full attacking dice removes some of them with
    positive probability; conquest is possible iff those steps can reach 0.
    """
    odds = float_round_odds(rules)
    reachable, frontier = {defenders}, [defenders]
    while frontier:
        j = frontier.pop()
        q = odds[rules.attacker.dice, rules.defender.dice_for(j)]
        pairs = len(q) - 1
        for attacker_lost, p in enumerate(q):
            after = j - (pairs - attacker_lost)
            if p > 0 and after not in reachable:
                if after == 0:
                    return True
                reachable.add(after)
                frontier.append(after)
    return False


@dataclass(frozen=True)
class ArmiesNeeded:
    defenders: int
    target: float
    attackers: int
    win_probability: float


def armies_needed(
    defenders: int,
    target: float,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> ArmiesNeeded:
    """The fewest armies on the attacking territory whose win probability reaches ``target``.

    Decided up front when no number can: if the defender never loses a die, the chance is
    0 however many attack; otherwise it tends to 1 as attackers grow, and the search grows
    the stack by half until the target is reached or the work would take seconds.
    """
    check_armies("defending armies", defenders, 1)
    _check_target(target)
    if not can_conquer(defenders, rules):
        raise ValueError(
            f"no number of attackers can conquer {defenders:,}: with these rules the "
            "defender never loses its last armies"
        )
    rows = max(defenders + defenders // 4 + 16, stop_at + 2)
    while True:
        column, _ = win_edges(rows, defenders, rules, stop_at, token)
        reached = np.flatnonzero(column >= target)
        if reached.size:
            attackers = int(reached[0])
            return ArmiesNeeded(defenders, target, attackers, float(column[attackers]))
        if search_steps(rows * 3 // 2, defenders) > MAX_SEARCH_STEPS:
            raise ValueError(
                f"no attack of up to {rows:,} armies reaches {target:.6g} against "
                f"{defenders:,}; larger attacks would take too long to search"
            )
        rows = rows * 3 // 2


@dataclass(frozen=True)
class DefendersNeeded:
    attackers: int
    target: float
    defenders: int
    hold_probability: float


def defenders_needed(
    attackers: int,
    target: float,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
) -> DefendersNeeded:
    """The fewest defending armies that hold against ``attackers`` with ``target`` probability.

    ``attackers`` counts the attacking territory's armies, the one that stays behind included.
    """
    check_armies("attacking armies", attackers, 2)
    _check_target(target)
    if not can_lose(rules, attacker=True):
        raise ValueError(
            "no number of defenders can hold: with these rules the attacker never loses"
        )
    columns = max(attackers + attackers // 4 + 16, 16)
    while True:
        _, row = win_edges(attackers, columns, rules, stop_at, token)
        hold = 1.0 - row
        reached = np.flatnonzero(hold[1:] >= target)
        if reached.size:
            defenders = int(reached[0]) + 1
            return DefendersNeeded(attackers, target, defenders, float(hold[defenders]))
        if search_steps(attackers, columns * 3 // 2) > MAX_SEARCH_STEPS:
            raise ValueError(
                f"no defence of up to {columns:,} armies holds with {target:.6g} "
                f"against {attackers:,}; larger defences would take too long to search"
            )
        columns = columns * 3 // 2


def _check_target(target: float) -> None:
    if not isinstance(target, (int, float)) or not 0.0 < target < 1.0:
        raise ValueError(f"target probability must be strictly between 0 and 1, not {target!r}")
