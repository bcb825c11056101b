"""A turn game made ready for arrays: its encoding, round table, state rules and attacks.

Built once a game in O(territories x neighbours + dice tables); shared by the enumeration,
the backward pass and the answers, so all three see the same children.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.children import Attack, Children, attacks_of, children, enemy_neighbours
from riskgui.core.advice.encoding import Armies, Codes, Encoding
from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.rounds import RoundTable
from riskgui.core.advice.states import Mask, StateRules


class Numbering(Protocol):
    """What the enumeration and the backward pass need of an encoding."""

    @property
    def span(self) -> int: ...
    @property
    def top_level(self) -> int: ...
    def decode(self, codes: Codes) -> Armies: ...


class Expandable(Protocol):
    """A game the enumeration and the backward pass can solve: ``TurnModel``, or a
    relaxation of it (``pool``) with the same kind of states and children."""

    @property
    def encoding(self) -> Numbering: ...
    @property
    def rules(self) -> StateRules: ...
    @property
    def table(self) -> RoundTable: ...
    def open(self, armies: Armies) -> Mask: ...
    def children(self, codes: Codes, armies: Armies) -> list[Children]: ...


@dataclass(frozen=True)
class TurnModel:
    game: TurnGame
    encoding: Encoding
    table: RoundTable
    rules: StateRules
    attacks: tuple[Attack, ...]
    adjacency: NDArray[np.int64]  # [territory, territory]: 1 for neighbours

    @classmethod
    def of(cls, game: TurnGame) -> TurnModel:
        return cls(
            game=game,
            encoding=Encoding.of(game),
            table=RoundTable.of(game.rules, game.min_move),
            rules=StateRules.of(game),
            attacks=attacks_of(game.neighbours, game.attacks),
            adjacency=_adjacency(game.neighbours),
        )

    def open(self, armies: Armies) -> Mask:
        """The states whose play goes on: the goal does not hold yet and is not lost."""
        return ~self.rules.holds(armies) & ~self.rules.lost(armies)

    def settled_codes(self, armies: Armies) -> Codes:
        """The codes of states given as signed armies, settled first."""
        return self.encoding.encode(self.rules.settle(np.asarray(armies, dtype=np.int64)))

    def children(self, codes: Codes, armies: Armies) -> list[Children]:
        """The children of each state for each attack (``attacks``' order)."""
        enemies = enemy_neighbours(armies, self.adjacency)
        moves = self.game.moves
        return [
            children(codes, armies, enemies, attack, self.encoding, self.table, self.rules, moves)
            for attack in self.attacks
        ]


def _adjacency(neighbours: tuple[tuple[int, ...], ...]) -> NDArray[np.int64]:
    adjacency = np.zeros((len(neighbours), len(neighbours)), dtype=np.int64)
    for i, around in enumerate(neighbours):
        adjacency[i, list(around)] = 1
    return adjacency
