"""``GameState``: where a game at the table stands after its steps, as one frozen value.

The owner and armies of every territory of the map, the players in turn order, whose
turn it is and its phase, the armies still due in the reinforce phase, a move-in that
waits after a conquest, and whether the turn has fortified.  ``steps.apply`` is the only
way from one state to the next; nothing here changes a state.

Phases: ``setup`` (a dealt game whose players place their starting armies one at a
time, in turn: ``setup_left`` each player's still to place, ``due`` whose turn it is's, 1 a step),
``reinforce`` (``due`` armies to place; when none are left, ``attack``),
``attack`` (rounds, each conquest followed by its move-in), ``fortify`` (after the one
fortify move: only the end of the turn is left), and ``over`` (one player holds the
whole map).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from riskgui.core.board.map import BoardMap
from riskgui.core.rules.model import CLASSIC, Rules

Phase = Literal["setup", "reinforce", "attack", "fortify", "over"]
MinMove = Literal["dice", "one"]


@dataclass(frozen=True)
class MoveInWait:
    """A conquest whose move-in is still to choose: the target is the attacker's with 0
    armies and the source keeps all of its own until the player chooses."""

    source: str
    target: str
    least: int  # the dice the attacker rolled in the conquering round (or 1), at most ``most``
    most: int  # every army on the source but the one that stays behind

    def to_json(self) -> dict[str, Any]:
        return {"move_in": {"from": self.source, "to": self.target, "min": self.least,
                            "max": self.most}}  # fmt: skip


@dataclass(frozen=True)
class GameState:
    board: BoardMap
    players: tuple[str, ...]  # in turn order, knocked-out players included
    owners: Mapping[str, str]  # territory -> its player, every territory of the map
    armies: Mapping[str, int]  # territory -> armies (0 only for a conquest's target)
    turn: str  # whose turn it is
    phase: Phase
    due: int = 0  # armies still to place in the reinforce (or setup) phase
    pending: MoveInWait | None = None
    rules: Rules = field(default=CLASSIC)
    min_move: MinMove = "dice"
    connected_fortify: bool = True  # a fortify may pass through the player's territories
    setup_left: Mapping[str, int] = field(default_factory=dict)  # starting armies to place

    def owned(self, player: str) -> tuple[str, ...]:
        """The player's territories, in the map's order."""
        return tuple(t for t in self.board.territories if self.owners[t] == player)

    def alive(self) -> tuple[str, ...]:
        """The players who still hold a territory, in turn order."""
        holding = set(self.owners.values())
        return tuple(p for p in self.players if p in holding)

    def with_territory(self, territory: str, owner: str, armies: int) -> GameState:
        owners, counts = dict(self.owners), dict(self.armies)
        owners[territory], counts[territory] = owner, armies
        return replace(self, owners=owners, armies=counts)

    def to_json(self) -> dict[str, Any]:
        """The contract's state (``riskgui-cli game show --json`` adds the id, evening and
        entries): players, turn, phase, position, pending, due, and in the setup phase
        each player's starting armies still to place (``setup_left``)."""
        return {
            "players": list(self.players),
            "turn": self.turn,
            "phase": self.phase,
            "position": {t: [self.owners[t], self.armies[t]] for t in self.board.territories},
            "pending": self.pending.to_json() if self.pending is not None else None,
            "due": self.due,
            **({"setup_left": dict(self.setup_left)} if self.phase == "setup" else {}),
        }


def reinforcements(state: GameState, player: str) -> int:
    """The armies due at the start of the player's turn: their territories divided by 3
    (at least 3), and the bonus of every continent they hold whole.  Card trades are
    entered by hand (``steps.Trade``)."""
    owned = state.owned(player)
    bonus = sum(
        continent.bonus
        for continent in state.board.continents.values()
        if all(state.owners[t] == player for t in continent.territories)
    )
    return max(3, len(owned) // 3) + bonus
