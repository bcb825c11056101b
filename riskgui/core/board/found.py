"""What the board's search found (``search.search_plan``), and its bound tightened by the
advice's (``below_advice``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from riskgui.core.board.improve import TOLERANCE

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


def below_advice(found: Found, upper: float) -> Found:
    """``found`` with its bound lowered to ``upper`` where that is lower.

    ``upper`` bounds P(goal) over every way of playing the turn battle by battle inside the
    advice's region (``core.advice``: the goal, the enemy territories next to an enemy goal
    territory, the player's next to those).  Every plan of the search's space is one such
    way: its legs run between the goal's enemy territories and their neighbours, all in
    that region, and it stops, moves in and places the draft as the advice may.  So no plan
    beats ``upper``, and the plan found is the best after all when it reaches it (to
    ``TOLERANCE``, the search's own: the two are computed apart).
    """
    if found.exact or upper >= found.bound or found.p_goal > upper + TOLERANCE:
        return found  # (the last: the two disagree, a bug the tests look for; claim nothing)
    if found.p_goal >= upper - TOLERANCE:
        return replace(found, exact=True, bound=found.p_goal)
    return replace(found, bound=upper)
