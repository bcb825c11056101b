"""A state of the turn game packed into one 64-bit integer, and back.

Mixed radix over the region's territories, with the level in front:
``code = level * span + sum(digit[i] * place[i])``, where the level is the total of the
armies in the region (both sides).  Sorting codes therefore sorts states by level, so every
state's children (a round lowers the level) lie before it in one sorted array.

A territory the player holds at the start keeps its owner all turn and never gains
armies: its digit is ``armies - 1`` (radix: its armies, plus the draft).  A territory
that may be taken: ``d - 1`` while an enemy holds it with ``d`` armies, ``d0 - 1 + m``
once the player holds it with ``m`` (``d0`` its armies at the start; radix ``d0`` plus
the most armies the player can ever gather there).

Cost: encoding and decoding are O(states x territories) integer operations on arrays.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.game import TurnGame

Codes = NDArray[np.int64]
Armies = NDArray[np.int64]  # [territory, state]: signed as TurnGame.start, a row a territory

LIMIT = 2**63 - 1


class TooLarge(Exception):
    """The game does not fit: too many states for the memory cap, or too many territories
    and armies to number its states in 64 bits.  The message says which."""


@dataclass(frozen=True)
class Encoding:
    takeable: NDArray[np.bool_]  # per territory: not the player's at the start
    first: NDArray[np.int64]  # d0: the enemy's armies at the start (0 for the others)
    radix: NDArray[np.int64]
    place: NDArray[np.int64]
    span: int  # the product of the radices
    top_level: int  # the most armies the region can ever hold

    @classmethod
    def of(cls, game: TurnGame) -> Encoding:
        start = np.array(game.start, dtype=np.int64)
        takeable = start <= 0
        if game.move_in is not None:
            takeable[game.move_in[1]] = True
        first = np.where(start < 0, -start, 0)
        mine_total = int(start[start > 0].sum()) + game.draft
        most = max(1, mine_total - 1)  # a taken territory: all but the army left behind
        drafted = np.zeros(game.size, dtype=np.int64)
        drafted[list(game.draft_onto)] = game.draft
        radix = np.where(takeable, first + most, np.maximum(start, 1) + drafted)
        top_level = int(np.abs(start).sum()) + game.draft
        places = [1]
        for i in range(game.size):
            places.append(places[-1] * int(radix[i]))
        span = places.pop()
        if span * (top_level + 1) > LIMIT:
            raise TooLarge(
                f"a region of {game.size} territories and {top_level} armies has "
                f"{span * (top_level + 1):.2g} possible states: too many to number in 64 bits"
            )
        place = np.array(places, dtype=np.int64)
        return cls(
            takeable=takeable, first=first, radix=radix, place=place, span=span, top_level=top_level
        )

    def digits(self, armies: Armies) -> Armies:
        takeable, first = self.takeable[:, None], self.first[:, None]
        return np.where(takeable, np.where(armies < 0, -armies - 1, first - 1 + armies), armies - 1)

    def encode(self, armies: Armies) -> Codes:
        """The codes of states given as signed armies (no move-in pending)."""
        level = np.abs(armies).sum(axis=0)
        return np.asarray(level * self.span + self.place @ self.digits(armies), dtype=np.int64)

    def decode(self, codes: Codes) -> Armies:
        """The signed armies of each state."""
        digits = (codes % self.span)[None, :] // self.place[:, None] % self.radix[:, None]
        takeable, first = self.takeable[:, None], self.first[:, None]
        return np.where(
            takeable, np.where(digits < first, -(digits + 1), digits - first + 1), digits + 1
        )

    def level(self, codes: Codes) -> NDArray[np.int64]:
        return codes // self.span

    def fits(self, armies: Armies) -> bool:
        """Whether these states can be numbered: no territory beyond its radix, none taken
        from the player."""
        digits = self.digits(armies)
        return bool(
            np.all(digits >= 0)
            and np.all(digits < self.radix[:, None])
            and np.all((armies > 0) | self.takeable[:, None])
        )
