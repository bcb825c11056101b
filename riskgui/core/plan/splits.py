"""Every way to split armies over territories, in one order (the first territory's share
rising slowest)."""

from __future__ import annotations

from collections.abc import Iterator
from math import comb


def splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to put exactly ``total`` armies on ``parts`` territories."""
    if parts == 0:
        if total == 0:
            yield ()
        return
    if parts == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in splits(total - first, parts - 1):
            yield (first, *rest)


def splits_up_to(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to put up to ``total`` armies on ``parts`` territories (the rest kept
    aside, as a last territory of its own)."""
    for split in splits(total, parts + 1):
        yield split[:-1]


def count_splits_up_to(total: int, parts: int) -> int:
    """How many ways ``splits_up_to`` gives: C(total + parts, parts)."""
    return comb(total + parts, parts)
