"""A goal's independent parts on the board: the territories of its region that the
possible legs link, searched apart (``search``).

The region is the goal's enemy territories and their neighbours: a territory of the
player's in the goal adds nothing (nobody attacks it this turn), so two goals with the
same enemy territories (a continent, and the player who holds the rest of it) are one
search and get one answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from riskgui.core.board.position import Position
from riskgui.core.board.request import BoardRequest
from riskgui.core.plan.union_find import representatives


@dataclass(frozen=True)
class Cluster:
    territories: tuple[str, ...]  # the region's territories it links, map order
    enemy_goal: tuple[str, ...]  # the goal's enemy territories in it
    draftable: tuple[str, ...]  # territories in it the draft may go onto


def region(position: Position, goal: Sequence[str]) -> tuple[str, ...]:
    """The goal's enemy territories and their neighbours, in the map's order."""
    board = position.board
    found = {t for t in goal if not position.mine(t)}
    for t in list(found):
        found.update(board.neighbours(t))
    return tuple(t for t in board.territories if t in found)


def clusters(request: BoardRequest) -> list[Cluster]:
    """The goal's independent parts: enemy goal territories linked through the region's
    possible legs (a border with an enemy territory at one end)."""
    position, goal = request.position, request.goal
    area = region(position, goal.territories)
    inside = set(area)
    borders = (
        (s, t)
        for s in area
        for t in position.board.neighbours(s)
        if t in inside and not position.mine(t)
    )
    root = representatives(area, borders)
    targets = set(request.draft_targets())
    found = []
    for key in dict.fromkeys(root[t] for t in goal.enemy(position)):
        members = tuple(t for t in area if root[t] == key)
        found.append(
            Cluster(
                territories=members,
                enemy_goal=tuple(
                    t for t in members if t in goal.territories and not position.mine(t)
                ),
                draftable=tuple(t for t in members if t in targets),
            )
        )
    return found
