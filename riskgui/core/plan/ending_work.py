"""What a battle's ending is and what reading the endings of many starts costs, shared by
``endings`` and by the plan's and the board's budgets, which keep battles within what
the engine can answer in seconds."""

from __future__ import annotations

Ending = tuple[int, int, float]  # (armies left on the attacking territory, defenders left, p)


def table_work(mine: int, theirs: int) -> int:
    """What the endings of battles of up to ``mine`` armies against up to ``theirs`` cost
    to read and keep, at worst: a * d starts, each with up to a + d endings."""
    return mine * theirs * (mine + theirs)
