"""What the plan engine answers."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class TerritoryAnswer:
    p_mine: float  # the player's at the end of the turn
    mine: dict[int, float]  # armies -> P(the player's with that many at the end)
    theirs: dict[int, float]  # armies -> P(still theirs with that many)


@dataclass(frozen=True)
class LegAnswer:
    p_runs: float  # the leg's turn comes with its source able to attack its target
    p_conquers: float  # it takes its target
    expected_source: float  # armies on the source at the end of the leg, when it runs
    expected_target: float  # armies on the target at the end of the leg, when it runs
    # For a "best" move: armies on the source after the conquest -> armies to move in,
    # when that choice does not depend on the rest of the board (else the most common).
    best_moves: dict[int, int]
    expected_moved: float = 0.0  # armies moved in, on average, when it conquers
    # armies -> P(the source is the player's when the leg's turn comes and still holds
    # the stack after it: the target not taken, or the leg unable to attack at all)
    held: dict[int, float] = field(default_factory=dict)


@dataclass(frozen=True)
class PlanAnswer:
    p_goal: float
    territories: tuple[TerritoryAnswer, ...]  # by territory index
    legs: tuple[LegAnswer, ...]
