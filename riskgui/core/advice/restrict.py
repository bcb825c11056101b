"""Restricted games: the same turn with fewer options, whose exact values are lower bounds.

A restriction keeps the goal and the start and takes options away from the player:
- a smaller region: enemy territories off the goal dropped (stepping stones never
  attacked), or territories of the player's off the goal dropped (they never attack);
- ``moves="ends"`` or ``"most"``: after a conquest only the fewest or the most armies
  (or only the most) are moved in.

Why its value is a lower bound that riskgui can advise.  Every way of playing the
restricted game is a way of playing the real one: a dropped enemy territory is simply
never attacked and a dropped territory of the player's never attacks (both keep their
armies, and neither is a goal territory, so the goal at the stop reads the same
territories with the same armies), and a move-in of the fewest or the most is an allowed
move-in.  So the restricted game's best way of playing is a policy of the real game that
reaches the goal with exactly the restricted value; the true value, the best over more
ways, is at least that.  The restricted game's next attack is the one to advise.

Cost: building a restricted game is O(territories^2); solving it is the exact solver's
cost on its (fewer) states.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations

from riskgui.core.advice.game import TurnGame

MOST_DROPPED = 3  # the most territories of the player's dropped at once among candidates


def subgame(game: TurnGame, kept: frozenset[int]) -> TurnGame:
    """The game over the territories ``kept`` of its region (every goal territory and a
    pending move-in's two must be kept)."""
    missing = [game.names[t] for t in game.goal if t not in kept]
    if missing:
        raise ValueError(f"{missing[0]} is a goal territory: it cannot be dropped")
    if game.move_in is not None and not set(game.move_in) <= kept:
        raise ValueError("a pending move-in's territories cannot be dropped")
    order = sorted(kept)
    index = {t: i for i, t in enumerate(order)}
    dropped_mine = any(game.start[t] > 0 for t in range(game.size) if t not in kept)
    move_in = None if game.move_in is None else (index[game.move_in[0]], index[game.move_in[1]])
    return replace(
        game,
        names=tuple(game.names[t] for t in order),
        neighbours=tuple(tuple(index[n] for n in game.neighbours[t] if n in index) for t in order),
        start=tuple(game.start[t] for t in order),
        goal=tuple(index[t] for t in game.goal),
        keep_on=frozenset(index[t] for t in game.keep_on if t in index),
        draft_elsewhere=game.draft > 0 and (game.draft_elsewhere or dropped_mine),
        move_in=move_in,
    )


def droppable(game: TurnGame) -> tuple[list[int], list[int]]:
    """The stepping stones (enemy, off the goal) and the player's territories off the goal
    (weakest first) that a restriction may drop."""
    goal = set(game.goal) | set(game.move_in or ())
    stones = [t for t in range(game.size) if game.start[t] < 0 and t not in goal]
    mine = [t for t in range(game.size) if game.start[t] > 0 and t not in goal]
    mine.sort(key=lambda t: (game.start[t], game.names[t]))
    return stones, mine


def restrictions(game: TurnGame) -> Iterator[tuple[str, TurnGame, tuple[int, ...]]]:
    """Restricted games, each with a description and the territories it drops: first
    with only the most armies moved in (the fewest states), then the fewest or the most,
    then every move-in; within each, the fewer territories dropped the earlier."""
    stones, mine = droppable(game)
    every = frozenset(range(game.size))
    drops: list[tuple[int, ...]] = [()]
    if stones:
        drops.append(tuple(stones))
    for n in range(1, min(MOST_DROPPED, len(mine)) + 1):
        for chosen in combinations(mine, n):
            drops.append(chosen)
            if stones:
                drops.append(tuple(stones) + chosen)
    drops.sort(key=len)
    for moves in ("most", "ends", "all"):
        for drop in drops:
            if moves == "all" and not drop:
                continue  # the game itself: not a restriction
            kept = every - set(drop)
            if any(game.start[t] > 0 for t in kept) or game.move_in is not None:
                restricted = replace(subgame(game, kept), moves=moves)
                yield _describe(game, drop, moves), restricted, drop


def _describe(game: TurnGame, drop: tuple[int, ...], moves: str) -> str:
    parts = []
    if drop:
        parts.append("without " + ", ".join(sorted(game.names[t] for t in drop)))
    if moves == "ends":
        parts.append("moving in the fewest or the most armies only")
    elif moves == "most":
        parts.append("moving in the most armies only")
    return "; ".join(parts)
