"""What a battle's ending is and what the tables of endings cost, shared by ``endings``
(state by state, in plain Python) and ``endings_sweep`` (in NumPy) and by the board's
search, which keeps its battles within what the tables can hold."""

from __future__ import annotations

Ending = tuple[int, int, float]  # (armies left on the attacking territory, defenders left, p)
# A sweep's array takes about 8 bytes a unit of work: up to this, a grid is swept (a
# larger one, which only ``armies_needed`` or a corner of many attackers and many
# defenders may ask, is filled state by state as it is asked).
SWEEP_UP_TO = 5_000_000


def table_work(mine: int, theirs: int) -> int:
    """What the ending tables of battles of up to ``mine`` armies against up to ``theirs``
    cost, in time and memory: a * d states, each with up to a + d endings."""
    return mine * theirs * (mine + theirs)
