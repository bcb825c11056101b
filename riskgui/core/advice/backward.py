"""Backward induction over the enumerated states, level by level from the bottom.

The value of a state: 1 if the goal holds (the player stops), 0 if it is lost, else the
best of stopping (0) and every attack, an attack being worth the chance of each outcome
of one round times the value of its child, the best move-in's after a conquest.  A
child's level is below its parent's, so when level ``L`` is computed every value it
reads is known: the children are found among the codes below ``L`` by ``searchsorted``,
and each chunk of states is one set of array operations (the max over move-ins and over
attacks included).

Cost: O(states x attacks x (outcomes + move-ins) x log(states)); memory: a value
(8 bytes) per state beside its code, on disk for a game too large to keep both in memory
(``memory.value_array``), and a chunk's children.  The token is checked once
a chunk (``Chunks``: under a tenth of a second), with progress from ``done`` to
``done + share``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.children import Children
from riskgui.core.advice.chunks import Chunks
from riskgui.core.advice.encoding import Codes
from riskgui.core.advice.memory import value_array
from riskgui.core.advice.model import Expandable
from riskgui.core.cancel import NEVER, CancelToken

Values = NDArray[np.float64]


class Missing(Exception):
    """A child is not among the solved states (the state was not reached from the start)."""


class Reader(Protocol):
    def __call__(self, wanted: Codes, present: NDArray[np.bool_], absent: float) -> Values:
        """The value of each wanted code where ``present``, else ``absent``; ``Missing``
        if a present one is not known."""
        ...


@dataclass(frozen=True)
class Lookup:
    """The values of solved states, by code (``codes`` sorted)."""

    codes: Codes
    values: Values

    def __call__(self, wanted: Codes, present: NDArray[np.bool_], absent: float) -> Values:
        """The value of each wanted code where ``present``, else ``absent``."""
        if len(self.codes) == 0:
            if np.any(present):
                raise Missing("a child state was not solved")
            return np.full(wanted.shape, absent)
        at = np.searchsorted(self.codes, wanted)
        np.minimum(at, len(self.codes) - 1, out=at)
        if not np.all((self.codes[at] == wanted) | ~present):
            raise Missing("a child state was not solved")
        return np.where(present, self.values[at], absent)


def attack_values(born: Children, lookup: Reader, near: Reader | None = None) -> Values:
    """For each state that can make the attack: the value of rolling one round of it.

    ``near``: the levels a round without a conquest leads to, if known (a shorter search).
    """
    plain = (near or lookup)(born.codes, born.plain, 0.0)
    total = np.einsum("kr,kr->r", born.odds, plain)
    taken = born.conquests
    if len(taken.rows):
        found = lookup(taken.codes, np.ones(len(taken.codes), dtype=bool), 0.0)
        best_move = np.maximum.reduceat(found, taken.first)
        total[taken.rows] += taken.odds * best_move  # (one conquering outcome a row)
    return np.asarray(total, dtype=np.float64)


def state_values(
    model: Expandable, codes: Codes, lookup: Lookup, near: Lookup | None = None
) -> Values:
    """The value of each state, its children's values read from ``lookup`` (``near``:
    the levels that a round without a conquest leads to, if known)."""
    armies = model.encoding.decode(codes)
    best = model.rules.holds(armies).astype(np.float64)
    going = np.flatnonzero(model.open(armies))
    codes, armies = codes[going], armies[:, going]
    for born in model.children(codes, armies):
        if len(born.rows):
            where = going[born.rows]
            best[where] = np.maximum(best[where], attack_values(born, lookup, near))
    return best


def backward(
    model: Expandable,
    codes: Codes,
    starts: Codes,
    token: CancelToken = NEVER,
    done: float = 0.0,
    share: float = 1.0,
) -> Values:
    """The value of every state of ``codes`` (sorted, levels starting at ``starts``)."""
    values = value_array(len(codes))
    total = max(1, len(codes))
    chunks = Chunks()
    for level in range(len(starts) - 1):
        low, high = int(starts[level]), int(starts[level + 1])
        below = Lookup(codes[:low], values[:low])
        nearest = int(starts[max(0, level - model.table.outcomes + 1)])
        near = Lookup(codes[nearest:low], values[nearest:low])
        for first, last in chunks.over(low, high):
            token.check(done + share * first / total)
            values[first:last] = state_values(model, codes[first:last], below, near)
    return values
