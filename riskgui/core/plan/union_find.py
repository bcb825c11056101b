"""Which items links join into one group: union-find, for a plan's independent fronts
and a board goal's independent clusters."""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import TypeVar

T = TypeVar("T", bound=Hashable)


def representatives(items: Iterable[T], links: Iterable[tuple[T, T]]) -> dict[T, T]:
    """Each item's group, named by one of its members: two items share a representative
    exactly when a chain of ``links`` joins them."""
    parent = {item: item for item in items}

    def root(item: T) -> T:
        while parent[item] != item:
            parent[item] = parent[parent[item]]
            item = parent[item]
        return item

    for a, b in links:
        parent[root(a)] = root(b)
    return {item: root(item) for item in parent}
