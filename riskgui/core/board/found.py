"""What the board's search found (``search.search_plan``)."""

from __future__ import annotations

from dataclasses import dataclass

LegPair = tuple[str, str]  # (from, to)


@dataclass(frozen=True)
class Found:
    legs: tuple[LegPair, ...]  # in order; empty: nothing to conquer
    placement: dict[str, int]  # the draft: territory -> armies placed (none left out)
    p_goal: float  # the engine's exact P(goal) of the legs after that draft
    exact: bool  # the best of the whole plan space
    bound: float  # no plan of the space has a higher P(goal) (p_goal when exact)
    searched_up_to: int = 0  # every plan of up to this many legs was considered
    plans: int = 0  # complete plans evaluated by the engine
    partial: int = 0  # partial plans bounded
    work: int = 0  # board states evaluated
