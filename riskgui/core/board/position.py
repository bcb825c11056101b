"""A position on a map: the owner and armies of every territory, and who "me" is.

The JSON form is the board plan's ``"position"``: ``{"Siam": ["Red", 10], ...}`` with every
territory of the map listed once, as on a real board where no territory is ever empty (at
least 1 army each).  Every slip is one ``ValueError`` naming the territory at fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from riskgui.core.board.map import BoardMap

MAX_ARMIES = 10_000  # as the plan engine's limit on one territory


@dataclass(frozen=True)
class Position:
    board: BoardMap
    me: str
    owners: Mapping[str, str]  # territory -> its player, every territory of the map
    armies: Mapping[str, int]  # territory -> armies on it (1 or more)

    def __hash__(self) -> int:
        return hash((self.board, self.me, tuple(self.owners.items()), tuple(self.armies.items())))

    def mine(self, territory: str) -> bool:
        return self.owners[territory] == self.me

    def territories_of(self, player: str) -> tuple[str, ...]:
        """The player's territories, in the map's order."""
        return tuple(t for t in self.board.territories if self.owners[t] == player)

    def players(self) -> tuple[str, ...]:
        """Every player on the board, in order of their first territory on the map."""
        return tuple(dict.fromkeys(self.owners[t] for t in self.board.territories))

    def with_armies(self, added: Mapping[str, int]) -> Position:
        """The same position with armies added (a draft placed)."""
        armies = {t: a + added.get(t, 0) for t, a in self.armies.items()}
        return Position(self.board, self.me, self.owners, armies)


def position_from_json(
    board: BoardMap, me: object, data: object, empty: str | None = None
) -> Position:
    """The position in ``data``; ``empty``: a territory just taken by ``me``, whose move-in
    is still to choose, which may hold 0 armies."""
    if not isinstance(me, str) or not me:
        raise ValueError("'me' must name the player whose turn it is")
    if not isinstance(data, Mapping):
        raise ValueError(
            "'position' must map every territory to its owner and armies, "
            'as in {"Siam": ["Red", 10]}'
        )
    owners: dict[str, str] = {}
    armies: dict[str, int] = {}
    for name, entry in data.items():
        territory = board.territory(str(name)).name
        taken = territory == empty and isinstance(entry, list) and entry[:1] == [me]
        owner, count = _entry(territory, entry, taken)
        owners[territory], armies[territory] = owner, count
    missing = [t for t in board.territories if t not in owners]
    if missing:
        more = f" and {len(missing) - 1} more" if len(missing) > 1 else ""
        raise ValueError(f"the position leaves out {missing[0]}{more}: list every territory")
    if me not in owners.values():
        raise ValueError(f"{me} owns no territory in the position")
    order = tuple(board.territories)
    return Position(board, me, {t: owners[t] for t in order}, {t: armies[t] for t in order})


def _entry(territory: str, entry: object, may_be_empty: bool = False) -> tuple[str, int]:
    if not isinstance(entry, list) or len(entry) != 2:
        raise ValueError(f"{territory} must be [owner, armies], not {entry!r}")
    owner, count = entry
    if not isinstance(owner, str) or not owner:
        raise ValueError(f"{territory}'s owner must be a player's name, not {owner!r}")
    if isinstance(count, bool) or not isinstance(count, int):
        raise ValueError(f"the armies on {territory} must be a whole number, not {count!r}")
    if not (0 if may_be_empty else 1) <= count <= MAX_ARMIES:
        raise ValueError(f"the armies on {territory} must be 1 to {MAX_ARMIES:,}, not {count}")
    return owner, count


def position_json(position: Position) -> dict[str, list[object]]:
    """The position as the board plan's ``"position"``, in the map's order."""
    return {t: [position.owners[t], position.armies[t]] for t in position.board.territories}
