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

import numpy as np

from riskgui.core.advice.chunks import Chunks
from riskgui.core.advice.encoding import Codes, TooLarge
from riskgui.core.advice.model import Expandable
from riskgui.core.cancel import NEVER, CancelToken


def reachable(
    model: Expandable,
    roots: Codes,
    max_states: int,
    token: CancelToken = NEVER,
    share: float = 1.0,
) -> tuple[Codes, Codes]:
    """The sorted codes of every reachable state, and where each level starts in them
    (``starts[L]`` to ``starts[L + 1]``)."""
    encoding = model.encoding
    waiting: dict[int, list[Codes]] = {}
    _add(waiting, unique(roots), encoding.span)
    levels: dict[int, Codes] = {}
    found = 0
    top = encoding.top_level
    chunks = Chunks()
    for level in range(top, -1, -1):
        if level not in waiting:
            continue
        codes = unique(np.concatenate(waiting.pop(level)))
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


def _expand(model: Expandable, codes: Codes, waiting: dict[int, list[Codes]]) -> None:
    armies = model.encoding.decode(codes)
    open_ = model.open(armies)
    codes, armies = codes[open_], armies[:, open_]
    found = []
    for born in model.children(codes, armies):
        found.append(born.codes[born.plain])
        found.append(born.conquests.codes)
    if found:
        _add(waiting, unique(np.concatenate(found)), model.encoding.span)


def _add(waiting: dict[int, list[Codes]], codes: Codes, span: int) -> None:
    """File sorted unique codes under their levels, merging a level's pile when it grows."""
    levels = codes // span
    cuts = np.flatnonzero(np.diff(levels)) + 1
    for part in np.split(codes, cuts):
        if len(part) == 0:
            continue
        pile = waiting.setdefault(int(part[0] // span), [])
        pile.append(part)
        if len(pile) > 64:
            pile[:] = [unique(np.concatenate(pile))]


def unique(codes: Codes) -> Codes:
    """The codes sorted, each once (a sort: faster than ``np.unique``'s hashing here)."""
    codes = np.sort(codes)
    if len(codes) < 2:
        return codes
    keep = np.empty(len(codes), dtype=bool)
    keep[0] = True
    np.not_equal(codes[1:], codes[:-1], out=keep[1:])
    return codes[keep]
