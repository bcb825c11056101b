"""The steps of a game, as frozen values, and their JSON (how the ledger's file keeps
them).  A round keeps the faces rolled, typed from real dice or rolled by riskgui, so a
game replays the same from its steps whoever rolled them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Place:
    """Reinforce: ``armies`` of those due onto one of the player's territories."""

    territory: str
    armies: int


@dataclass(frozen=True)
class Trade:
    """Reinforce: cards traded in for ``armies`` more to place (counted by the players)."""

    armies: int


@dataclass(frozen=True)
class Round:
    """Attack: one round from ``source`` onto ``target`` with these faces."""

    source: str
    target: str
    attacker_faces: tuple[int, ...]
    defender_faces: tuple[int, ...]


@dataclass(frozen=True)
class MoveIn:
    """After a conquest: ``armies`` from the source into the territory taken."""

    armies: int


@dataclass(frozen=True)
class Fortify:
    """The turn's one move of ``armies`` between two of the player's territories."""

    source: str
    target: str
    armies: int


@dataclass(frozen=True)
class Correction:
    """A territory set by hand (a house rule, a mistake at the table): any time."""

    territory: str
    owner: str
    armies: int


@dataclass(frozen=True)
class EndTurn:
    """The turn passes to the next player still in the game."""


Step = Place | Trade | Round | MoveIn | Fortify | Correction | EndTurn
KINDS: dict[str, type[Step]] = {
    "place": Place,
    "trade": Trade,
    "round": Round,
    "move_in": MoveIn,
    "fortify": Fortify,
    "correction": Correction,
    "end_turn": EndTurn,
}
_KIND_OF = {cls: kind for kind, cls in KINDS.items()}


def step_to_json(step: Step) -> dict[str, Any]:
    """``{"kind": "round", "source": ..., "attacker_faces": [6, 5, 1], ...}``."""
    data: dict[str, Any] = {"kind": _KIND_OF[type(step)]}
    for name, value in vars(step).items():
        data[name] = list(value) if isinstance(value, tuple) else value
    return data


def step_from_json(data: Mapping[str, Any]) -> Step:
    """The step ``step_to_json`` wrote; ValueError for anything else."""
    kind = KINDS.get(str(data.get("kind")))
    if kind is None:
        raise ValueError(f"not a step of a game: {dict(data)!r}")
    values = {key: value for key, value in data.items() if key != "kind"}
    try:
        for name in ("attacker_faces", "defender_faces"):
            if name in values:
                values[name] = tuple(int(face) for face in values[name])
        return kind(**values)
    except (TypeError, ValueError):
        raise ValueError(f"not a step of a game: {dict(data)!r}") from None
