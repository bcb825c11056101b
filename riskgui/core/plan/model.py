"""A plan as frozen values: territories, legs in order, the goal, the draft, the question.

Armies always count every army on the territory (riskgui's convention).  Territories are
named by the player; the engine works on their indices in ``Plan.names``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from riskgui.core.rules.model import CLASSIC, Rules

MoveKind = Literal["all", "min", "leave", "best"]


@dataclass(frozen=True)
class Move:
    """How many armies move into a conquered territory.

    ``all``: all but one; ``min``: the fewest the rules allow; ``leave``: leave ``leave``
    behind (or as many as the fewest allowed leaves); ``best``: for every ending, the move
    that maximises P(goal) over the rest of the plan (the smallest of tied moves).
    """

    kind: MoveKind = "all"
    leave: int = 1


ALL = Move("all")


@dataclass(frozen=True)
class Leg:
    source: int  # index of the attacking territory ("from")
    target: int  # index of the attacked territory ("to")
    rules: Rules = CLASSIC
    stop_at: int = 1  # stop once the source holds this many armies or fewer
    until_defenders: int = 0  # stop once the target holds this many or fewer
    move: Move = ALL


@dataclass(frozen=True)
class Draft:
    armies: int
    onto: tuple[int, ...]  # territories of mine that may receive them


@dataclass(frozen=True)
class Needed:
    territory: int
    p_goal: float


@dataclass(frozen=True)
class Plan:
    names: tuple[str, ...]
    mine: tuple[bool, ...]  # [t]: the player's at the start
    armies: tuple[int, ...]  # [t]: armies at the start
    legs: tuple[Leg, ...]
    goal: frozenset[int]
    min_move: Literal["dice", "one"] = "dice"
    draft: Draft | None = None
    needed: Needed | None = None
    rules: Rules = field(default=CLASSIC)
    # A goal territory that is theirs at the start counts only when it ends the player's
    # with at least this many armies (1: being the player's is enough).
    keep: int = 1

    def index(self, name: str) -> int:
        return self.names.index(name)

    def with_armies(self, changes: dict[int, int]) -> Plan:
        """The same plan with some territories' armies changed (a draft, a question)."""
        return replace(self, armies=tuple(changes.get(t, a) for t, a in enumerate(self.armies)))
