"""Counts in words: "1 die", "3 dice", "1 to 3 dice", "1 army"; never "1 dice"."""

from __future__ import annotations


def dice(count: int) -> str:
    return f"{count} die" if count == 1 else f"{count} dice"


def armies(count: int) -> str:
    return f"{count:,} army" if count == 1 else f"{count:,} armies"


def dice_range(low: int, high: int) -> str:
    """ "2 dice" when there is no choice, else "1 to 3 dice"."""
    return dice(high) if low == high else f"{low} to {high} dice"
