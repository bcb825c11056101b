"""Where a thing is written on the board: the first of its spots, best first, that covers
nothing already taken.  One rule for every word on the map: the territories' names (off
the discs, the arrows and each other), the legs' numbers and their chances (off the
names, the discs and each other).  What is taken is a box, or an outline (an arrow)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

Taken = QRectF | QPainterPath


def meets(spot: QRectF, other: Taken) -> bool:
    if isinstance(other, QRectF):
        return spot.intersects(other)
    return other.intersects(spot)


def first_free(spots: Sequence[QRectF], taken: list[Taken]) -> int | None:
    """The index of the first spot that meets nothing in ``taken``, which then takes it;
    None when every spot meets something (``taken`` is left as it was)."""
    for k, spot in enumerate(spots):
        if not any(meets(spot, other) for other in taken):
            taken.append(spot)
            return k
    return None


def least_covering(spots: Sequence[QRectF], taken: list[Taken]) -> int:
    """For what must be written somewhere (a name, a leg's number): the first free spot,
    else the one meeting the fewest things taken (the first of those); it is taken."""
    free = first_free(spots, taken)
    if free is not None:
        return free
    met = [sum(meets(spot, other) for other in taken) for spot in spots]
    best = met.index(min(met))
    taken.append(spots[best])
    return best
