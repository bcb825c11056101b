"""One cluster's plan space on local indices (the cluster's territories in map order):
who holds what at the start, which legs there are, whether legs are a plan of the space,
and a first plan along shortest paths (``greedy``)."""

from __future__ import annotations

from riskgui.core.board.clusters import Cluster
from riskgui.core.board.request import BoardRequest

Legs = tuple[tuple[int, int], ...]  # (source, target), local indices, in order


class Space:
    """The plans of a cluster: sequences of legs (source, target), no leg twice, each from
    a territory of the player's at the start or one an earlier leg attacks, to a territory
    theirs at the start, every enemy goal territory attacked."""

    def __init__(self, request: BoardRequest, cluster: Cluster) -> None:
        position, board = request.position, request.position.board
        self.cluster = cluster
        self.names = cluster.territories
        local = {t: k for k, t in enumerate(self.names)}
        self.mine = tuple(position.mine(t) for t in self.names)
        self.start_armies = tuple(position.armies[t] for t in self.names)
        self.goal = frozenset(local[t] for t in cluster.enemy_goal)  # its enemy territories
        self.goal_all = frozenset(local[t] for t in request.goal.territories if t in local)
        self.enemy = tuple(k for k, m in enumerate(self.mine) if not m)
        # sources[t]: the territories that may attack enemy territory t
        self.sources = {
            t: tuple(local[s] for s in board.neighbours(self.names[t]) if s in local)
            for t in self.enemy
        }
        self.neighbours = [
            frozenset(local[s] for s in board.neighbours(t) if s in local) for t in self.names
        ]
        self.draftable = frozenset(local[t] for t in cluster.draftable)

    def moves(self) -> list[tuple[int, int]]:
        """Every leg there is."""
        return [(s, t) for t in self.enemy for s in self.sources[t]]

    def named(self, legs: Legs) -> tuple[tuple[str, str], ...]:
        return tuple((self.names[s], self.names[t]) for s, t in legs)

    def valid(self, legs: Legs) -> bool:
        """Whether the legs are a plan of the space: each from a territory of the player's
        or one an earlier leg attacks, every enemy goal territory attacked."""
        targeted: set[int] = set()
        for s, t in legs:
            if not (self.mine[s] or s in targeted):
                return False
            targeted.add(t)
        return self.goal <= targeted

    def greedy(self) -> Legs | None:
        """Each enemy goal territory taken along a shortest path from the strongest
        territory of the player's that reaches it; stepping stones only on those paths."""
        parent: dict[int, int] = {}
        frontier = sorted(
            (k for k, m in enumerate(self.mine) if m), key=lambda k: -self.start_armies[k]
        )
        seen = set(frontier)
        while frontier:
            nxt = []
            for s in frontier:
                for t in self.enemy:
                    if t not in seen and s in self.sources[t]:
                        seen.add(t)
                        parent[t] = s
                        nxt.append(t)
            frontier = nxt
        if not self.goal <= parent.keys():
            return None
        needed: list[int] = []
        for t in self.goal:
            while t in parent and t not in needed:
                needed.append(t)
                t = parent[t]
        order = sorted(needed, key=lambda t: _depth(t, parent))
        return tuple((parent[t], t) for t in order)


def _depth(t: int, parent: dict[int, int]) -> int:
    depth = 0
    while t in parent:
        t = parent[t]
        depth += 1
    return depth
