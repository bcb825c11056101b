"""``Chunks``: the states of a level, cut into chunks that each take about ``STEP_SECONDS``.

The solver's passes are array operations over a chunk of states, and the token is checked
once a chunk, so a chunk's time is how long a cancelled solve runs on.  What a state costs
varies thirtyfold (a pooled state has a child for every army the pool may lend), so the
size is not fixed but follows the time the chunks before it took: a Stop, an edit or a
closed window ends any solve within a fraction of a second.  The size changes only how the
work is cut, never a value.
"""

from __future__ import annotations

from collections.abc import Iterator
from time import perf_counter

STEP_SECONDS = 0.08  # the work between two checks of the token
FIRST = 1 << 13  # states in the first chunk, before any was timed
FEWEST, MOST = 1 << 8, 1 << 15  # (a few MB of children at most)


class Chunks:
    """Cuts ranges of states into chunks sized by how long the chunks before them took;
    one ``Chunks`` a pass, so that what it learnt carries from level to level."""

    def __init__(self) -> None:
        self.size = FIRST

    def over(self, low: int, high: int) -> Iterator[tuple[int, int]]:
        """``(first, last)`` ranges covering ``low`` to ``high``; the caller's work on each
        is timed between one and the next."""
        first = low
        while first < high:
            last = min(high, first + self.size)
            started = perf_counter()
            yield first, last
            self._learn(last - first, perf_counter() - started)
            first = last

    def _learn(self, states: int, seconds: float) -> None:
        if states < self.size:
            return  # a level's short remainder says little of the rate
        wanted = states * STEP_SECONDS / max(seconds, 1e-6)
        self.size = int(min(MOST, max(FEWEST, min(wanted, 2 * self.size))))
