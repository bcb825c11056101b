"""Every state reachable from the start states, enumerated level by level from the top.

A level is the total of the armies in the region; every round lowers it (settling may
lower it further), so once the levels above ``L`` are expanded, level ``L`` has all its
states: they are made unique, kept (8 bytes a state, sorted) and expanded in chunks.
States where the goal holds or is lost are kept but not expanded (play stops there).

Cost: O(states x attacks x (outcomes + move-ins)) array work plus one sort a level;
memory: the codes of every level found so far plus the children waiting for their level
(merged whenever they pile up).  ``max_states`` caps the states (``TooLarge``); the token
is checked once a chunk (``Chunks``: under a tenth of a second), with progress from 0 to
``share``.
"""

from __future__ import annotations

import sys

import numpy as np

from riskgui.core.advice.chunks import Chunks
from riskgui.core.advice.encoding import Codes, TooLarge
from riskgui.core.advice.memory import WAITING_SHARE, WAITING_SLACK
from riskgui.core.advice.model import Expandable
from riskgui.core.cancel import NEVER, CancelToken

MOST_PARTS = 64  # parts a pile holds before it is made unique again, however short
FEWEST_MERGED = 1 << 16  # codes that come to a pile before it is worth sorting again


def reachable(
    model: Expandable,
    roots: Codes,
    max_states: int,
    token: CancelToken = NEVER,
    share: float = 1.0,
) -> tuple[Codes, Codes]:
    """The sorted codes of every reachable state, and where each level starts in them
    (``starts[L]`` to ``starts[L + 1]``).  ``TooLarge`` past ``max_states`` states, or when
    the children waiting for their level (and the copies that merge them) pass
    ``WAITING_SHARE`` of that, plus ``WAITING_SLACK`` (the cap counts them: ``memory``)."""
    encoding = model.encoding
    waiting = Waiting(encoding.span, int(WAITING_SHARE * max_states) + WAITING_SLACK)
    waiting.add(unique(roots))
    levels: dict[int, Codes] = {}
    found = 0
    top = encoding.top_level
    chunks = Chunks()
    for level in range(top, -1, -1):
        codes = waiting.take(level)
        if codes is None:
            continue
        levels[level] = codes
        found += len(codes)
        if found > max_states:
            raise TooLarge(f"more than {max_states:,} states: too large to solve within the cap")
        for first, last in chunks.over(0, len(codes)):
            token.check(share * (top - level) / (top + 1))
            _expand(model, codes[first:last], waiting)
    starts = np.zeros(top + 2, dtype=np.int64)
    for level, codes in levels.items():
        starts[level + 1] = len(codes)
    starts = np.cumsum(starts)
    # Level by level, each let go once copied: never two copies of every code at once.
    every = np.empty(found, dtype=np.int64)
    for level in sorted(levels):
        every[starts[level] : starts[level + 1]] = levels.pop(level)
    return every, starts


class Waiting:
    """The children found so far, filed under their levels until their level's turn: each
    level's pile is made unique again whenever what came since is as long as what it
    held (so duplicates found by many parents never pile up).  ``held`` counts the codes
    of every pile; ``TooLarge`` when they, with the two copies a merge makes of a pile
    (joined, then made unique), would pass ``most``."""

    def __init__(self, span: int, most: int = sys.maxsize) -> None:
        self.span = span
        self.most = most
        self.piles: dict[int, list[Codes]] = {}
        self.held = 0

    def _room(self, merging: int = 0) -> None:
        if self.held + 2 * merging > self.most:
            raise TooLarge(
                f"over {self.most:,} states waiting to be reached (with the copies that merge "
                "them): too large to solve within the cap"
            )

    def add(self, codes: Codes) -> None:
        """File sorted unique codes under their levels."""
        levels = codes // self.span
        cuts = np.flatnonzero(np.diff(levels)) + 1
        for part in np.split(codes, cuts):
            if len(part) == 0:
                continue
            pile = self.piles.setdefault(int(part[0] // self.span), [])
            pile.append(part)
            self.held += len(part)
            self._room()
            since = sum(len(p) for p in pile[1:])
            if len(pile) > MOST_PARTS or since >= max(len(pile[0]), FEWEST_MERGED):
                self._room(len(pile[0]) + since)
                merged = _merged(pile)
                self.held += len(merged) - len(pile[0]) - since
                pile[:] = [merged]

    def take(self, level: int) -> Codes | None:
        """The level's codes, sorted and unique, no longer waiting (None: none found)."""
        pile = self.piles.get(level)
        if pile is None:
            return None
        size = sum(len(p) for p in pile)
        self._room(size)
        del self.piles[level]
        self.held -= size
        return _merged(pile)


def _expand(model: Expandable, codes: Codes, waiting: Waiting) -> None:
    armies = model.encoding.decode(codes)
    open_ = model.open(armies)
    codes, armies = codes[open_], armies[:, open_]
    found = []
    for born in model.children(codes, armies):
        found.append(born.codes[born.plain])
        found.append(born.conquests.codes)
    if found:
        waiting.add(_merged(found))


def unique(codes: Codes) -> Codes:
    """The codes sorted, each once (a sort: faster than ``np.unique``'s hashing here)."""
    return _once(np.sort(codes))


def _merged(parts: list[Codes]) -> Codes:
    """The parts' codes sorted, each once: sorted in place once joined, a copy fewer than
    ``unique`` on the enumeration's largest arrays."""
    codes = np.concatenate(parts)
    codes.sort()
    return _once(codes)


def _once(codes: Codes) -> Codes:
    """Sorted codes, each once."""
    if len(codes) < 2:
        return codes
    keep = np.empty(len(codes), dtype=bool)
    keep[0] = True
    np.not_equal(codes[1:], codes[:-1], out=keep[1:])
    return codes[keep]
