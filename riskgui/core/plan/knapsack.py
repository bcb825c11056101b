"""The best share of a draft between independent parts whose chances multiply: a knapsack
over the number of armies, by dynamic programming in O(parts · armies²).

The plan engine shares the draft between a plan's independent fronts with it
(``draft.best_draft``), the board's search between a goal's independent clusters.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Share(Generic[T]):
    armies: int  # the armies the parts take (the rest go where they change nothing)
    p: float  # the product of the parts' chances
    chosen: tuple[T, ...]  # what gives each part its chance, in the parts' order


def knapsack(
    rows: Sequence[Sequence[tuple[float, T] | None]], armies: int, spare: bool, margin: float
) -> Share[T] | None:
    """The share of up to ``armies`` armies with the highest product of chances.

    ``rows[k][r]``: part k's best chance with r armies and what gives it (None: part k
    cannot take r).  ``spare``: armies may be left off every part; else all are used.
    A share replaces one of as many armies only when better by more than ``margin``, so
    of tied shares the one found first is kept.  None when no share fits."""
    best: list[tuple[float, tuple[T, ...]] | None] = [(1.0, ())] + [None] * armies
    for row in rows:
        merged: list[tuple[float, tuple[T, ...]] | None] = [None] * (armies + 1)
        for used, so_far in enumerate(best):
            if so_far is None:
                continue
            for r, option in enumerate(row[: armies - used + 1]):
                if option is None:
                    continue
                p = so_far[0] * option[0]
                slot = merged[used + r]
                if slot is None or p > slot[0] + margin:
                    merged[used + r] = (p, (*so_far[1], option[1]))
        best = merged
    options = [(k, b) for k, b in enumerate(best) if b is not None and (spare or k == armies)]
    if not options:
        return None
    used, (p, chosen) = max(options, key=lambda kb: kb[1][0])
    return Share(used, p, chosen)
