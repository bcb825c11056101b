"""What a player wants this turn: a set of territories, a continent, or a player knocked out,
optionally holding at least ``keep`` armies on each territory of it conquered this turn.

The JSON forms (the board plan's ``"goal"``): a list of territory names, or an object
``{"territories": [...]}``, ``{"continent": NAME}`` or ``{"eliminate": PLAYER}``, each
object with an optional ``"keep": k``.  Territories of the goal already the player's stay
theirs (nothing attacks them during the turn) and need no armies kept: ``keep`` counts
only on the territories conquered.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from riskgui.core.board.position import Position

GoalKind = Literal["territories", "continent", "eliminate"]
MAX_KEEP = 1_000


@dataclass(frozen=True)
class Goal:
    kind: GoalKind
    name: str | None  # the continent or the player, else None
    territories: tuple[str, ...]  # every territory that must end the player's, map order
    keep: int = 1

    def enemy(self, position: Position) -> tuple[str, ...]:
        """The goal's territories the player must conquer."""
        return tuple(t for t in self.territories if not position.mine(t))

    def describe(self) -> str:
        if self.kind == "continent":
            return f"take {self.name}"
        if self.kind == "eliminate":
            return f"eliminate {self.name}"
        return f"take {', '.join(self.territories)}"


def goal_from_json(data: object, position: Position) -> Goal:
    board = position.board
    if isinstance(data, list):
        return Goal("territories", None, _territories(data, position), 1)
    if not isinstance(data, Mapping):
        raise ValueError(
            '\'goal\' is a list of territories, {"continent": NAME} or {"eliminate": PLAYER}'
        )
    kinds = [k for k in ("territories", "continent", "eliminate") if k in data]
    extra = [str(k) for k in data if k not in ("territories", "continent", "eliminate", "keep")]
    if len(kinds) != 1 or extra:
        raise ValueError(
            "the goal takes one of 'territories', 'continent' or 'eliminate', and 'keep'"
        )
    keep = _keep(data.get("keep", 1))
    kind = kinds[0]
    value = data[kind]
    if kind == "territories":
        if not isinstance(value, list):
            raise ValueError("the goal's 'territories' must be a list of territory names")
        return Goal("territories", None, _territories(value, position), keep)
    if kind == "continent":
        if not isinstance(value, str) or value not in board.continents:
            names = ", ".join(board.continents)
            raise ValueError(f"no continent {value!r} on the {board.name} map: {names}")
        members = set(board.continents[value].territories)
        return Goal("continent", value, tuple(t for t in board.territories if t in members), keep)
    if not isinstance(value, str) or not value:
        raise ValueError("'eliminate' names the player to knock out")
    if value == position.me:
        raise ValueError(f"{value} is you: eliminate another player")
    owned = position.territories_of(value)
    if not owned:
        players = ", ".join(p for p in position.players() if p != position.me)
        others = f"players: {players}" if players else f"{position.me} owns every territory"
        raise ValueError(f"{value} owns no territory, so cannot be eliminated ({others})")
    return Goal("eliminate", value, owned, keep)


def _territories(names: list[object], position: Position) -> tuple[str, ...]:
    if not names:
        raise ValueError("the goal must name at least one territory")
    chosen = set()
    for name in names:
        if not isinstance(name, str):
            raise ValueError(f"the goal names territories, not {name!r}")
        chosen.add(position.board.territory(name).name)
    return tuple(t for t in position.board.territories if t in chosen)


def _keep(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_KEEP:
        raise ValueError(
            f"the goal's 'keep' must be a whole number of armies, 1 or more, not {value!r}"
        )
    return value
