"""Counts and lists in words: "1 die", "3 dice", "1 to 3 dice", "1 army" (never "1 dice");
"A, B and C"."""

from __future__ import annotations

from collections.abc import Sequence


def dice(count: int) -> str:
    return f"{count} die" if count == 1 else f"{count} dice"


def armies(count: int) -> str:
    return f"{count:,} army" if count == 1 else f"{count:,} armies"


def dice_range(low: int, high: int) -> str:
    """ "2 dice" when there is no choice, else "1 to 3 dice"."""
    return dice(high) if low == high else f"{low} to {high} dice"


def listed(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"; "" for none."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"
