"""The round-by-round turn game as one frozen value: the region, the start, the goal, the rules.

The *region* of a goal: its territories, the enemy territories next to an enemy goal
territory (stepping stones an attack may pass through), and the player's territories next
to an enemy territory of those (with a move-in still to choose, its two territories too).
Attacks happen only inside it.  A state of the game is the owner and armies of every
territory of the region, written here as one signed number a territory: ``a > 0`` the
player's with ``a`` armies, ``-d`` an enemy's with ``d``, ``0`` the player's with a
move-in still to be chosen (``move_in``).

``keep_on``: the goal territories that must end with ``keep`` armies: by default those
conquered this turn (the enemy's at the start, and the target of a pending move-in), as
the board's goals read ``keep``.

Building a game costs O(territories of the map); it checks every input and raises one
``ValueError`` naming the culprit.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from riskgui.core.board.position import Position
from riskgui.core.rules.model import CLASSIC, Rules

MinMove = Literal["dice", "one"]
Moves = Literal["all", "ends", "most"]  # the move-ins a conquest may choose: every allowed
# number, only the fewest and the most, or only the most (restricted games: ``restrict``)


@dataclass(frozen=True)
class TurnGame:
    """One turn game, in the region's indices (``names`` sorted by name)."""

    names: tuple[str, ...]
    neighbours: tuple[tuple[int, ...], ...]  # each territory's neighbours in the region
    start: tuple[int, ...]  # signed armies, see the module docstring
    goal: tuple[int, ...]
    keep: int
    keep_on: frozenset[int]
    rules: Rules = CLASSIC
    min_move: MinMove = "dice"
    draft: int = 0
    draft_elsewhere: bool = False  # the player owns a territory off the region (a draft
    # placed there changes nothing)
    move_in: tuple[int, int] | None = None  # (from, to) of a pending move-in
    moves: Moves = "all"

    @property
    def size(self) -> int:
        return len(self.names)

    @property
    def attacks(self) -> tuple[tuple[int, int], ...]:
        """Every (from, to) an attack may ever use: onto a territory not the player's at the
        start, from a neighbour in the region."""
        return tuple(
            (s, t) for t in range(self.size) if self.start[t] < 0 for s in self.neighbours[t]
        )

    @property
    def draft_onto(self) -> tuple[int, ...]:
        """The territories a draft may be placed on (the player's in the region)."""
        return tuple(i for i, a in enumerate(self.start) if a > 0) if self.draft else ()

    def with_start(
        self, start: tuple[int, ...], move_in: tuple[int, int] | None = None
    ) -> TurnGame:
        """The same game from another state, with no draft left to place."""
        check_start(self.names, self.neighbours, start, move_in)
        return replace(self, start=start, draft=0, draft_elsewhere=False, move_in=move_in)


def region_of(position: Position, goal: tuple[str, ...]) -> tuple[str, ...]:
    """The goal's region on this position, sorted by name."""
    board = position.board
    enemy_goal = [t for t in goal if not position.mine(t)]
    stones = {
        s for t in enemy_goal for s in board.neighbours(t) if not position.mine(s) and s not in goal
    }
    enemies = set(enemy_goal) | stones
    mine = {s for t in enemies for s in board.neighbours(t) if position.mine(s)}
    return tuple(sorted(set(goal) | stones | mine))


def turn_game(
    position: Position,
    goal: tuple[str, ...],
    keep: int = 1,
    rules: Rules = CLASSIC,
    min_move: MinMove = "dice",
    draft: int = 0,
    move_in: tuple[str, str] | None = None,
    keep_on: frozenset[str] | None = None,
) -> TurnGame:
    """The turn game of ``position`` (``position.me`` to play) for ``goal``.

    ``move_in``: (from, to) when ``to`` was just taken (the player's, 0 armies in the
    position) and its move-in is still to be chosen.
    """
    board = position.board
    if not goal:
        raise ValueError("the goal must name at least one territory")
    for t in goal:
        board.territory(t)
    if keep < 1:
        raise ValueError(f"'keep' must be 1 or more, not {keep}")
    if draft < 0:
        raise ValueError(f"the draft must be 0 or more armies, not {draft}")
    if min_move not in ("dice", "one"):
        raise ValueError(f"'min_move' is 'dice' or 'one', not {min_move!r}")
    region = set(region_of(position, goal))
    if move_in is not None:
        region |= set(move_in)
    names = tuple(sorted(region))
    index = {t: i for i, t in enumerate(names)}
    neighbours = tuple(tuple(index[n] for n in board.neighbours(t) if n in index) for t in names)
    start = tuple(position.armies[t] if position.mine(t) else -position.armies[t] for t in names)
    pending = None if move_in is None else (index[move_in[0]], index[move_in[1]])
    check_start(names, neighbours, start, pending)
    if keep_on is None:
        keep_on = frozenset(t for t in goal if not position.mine(t))
        if move_in is not None and move_in[1] in goal:
            keep_on |= {move_in[1]}
    elsewhere = any(position.mine(t) and t not in index for t in board.territories)
    return TurnGame(
        names=names,
        neighbours=neighbours,
        start=start,
        goal=tuple(sorted(index[t] for t in goal)),
        keep=keep,
        keep_on=frozenset(index[t] for t in keep_on if t in index),
        rules=rules,
        min_move=min_move,
        draft=draft,
        draft_elsewhere=elsewhere and draft > 0,
        move_in=pending,
    )


def check_start(
    names: tuple[str, ...],
    neighbours: tuple[tuple[int, ...], ...],
    start: tuple[int, ...],
    move_in: tuple[int, int] | None,
) -> None:
    """ValueError naming the culprit unless ``start`` is a state of the game."""
    zeros = [names[i] for i, a in enumerate(start) if a == 0]
    if move_in is None:
        if zeros:
            raise ValueError(f"{zeros[0]} has no armies: say which move-in is still to choose")
        return
    source, target = move_in
    if target not in neighbours[source]:
        raise ValueError(f"the move-in goes from {names[source]} to {names[target]}, "
                         "which are not neighbours")  # fmt: skip
    if start[target] != 0:
        raise ValueError(
            f"the move-in goes onto {names[target]}, which must be yours with 0 armies"
        )
    if start[source] < 2:
        raise ValueError(f"the move-in comes from {names[source]}, which must be yours with "
                         "2 or more armies")  # fmt: skip
    if len(zeros) > 1:
        raise ValueError(f"{zeros[1]} has no armies: only one move-in can be pending")


def state_of(game: TurnGame, position: Position) -> tuple[int, ...]:
    """The state of the game's region on ``position`` (signed armies, 0 for a territory of
    the player's with none: a move-in to choose)."""
    return tuple(
        position.armies[t] if position.mine(t) else -position.armies[t] for t in game.names
    )
