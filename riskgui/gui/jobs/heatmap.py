"""The Planner tab: a grid of win probabilities, and the armies needed for a target."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.cancel import CancelToken
from riskgui.core.exact.grid import win_table
from riskgui.core.exact.needed import (
    ArmiesNeeded,
    DefendersNeeded,
    armies_needed,
    defenders_needed,
)
from riskgui.core.rules.model import Rules


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
