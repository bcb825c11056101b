"""Independent parts of a turn game: the value of the whole is the product of theirs.

Armies move only by a conquest's move-in, from the attacking territory onto the enemy
territory just taken.  So two territories of the region interact only through a border
where at least one side may be attacked (an enemy territory at the start, or a pending
move-in's target); borders between two territories the player holds at the start carry
nothing.  Split the region along those borders into connected *parts*, each with its
share of the goal: a state is one state a part, an attack changes one part, the goal
holds when it holds in every part, and settling and a lost goal read one part each.

Why the value is the product.  Write ``V_i`` for a part's value.  By induction over the
levels, ``V(s) = prod V_i(s_i)``: if the goal holds everywhere both sides are 1; else an
attack in part ``i`` is worth ``Q_i(s_i, a) * prod_{j != i} V_j(s_j)`` (the other parts
unchanged), at most the product since ``Q_i <= V_i``, and equal to it for a best attack
of a part whose goal does not hold yet (such a part exists; if it has no attack with a
chance, its ``V_i`` and the product are 0, as is ``V``).  Bounds multiply the same way:
the product of the parts' lower bounds is the value of playing each part's policy (the
parts never interact), and the product of upper bounds bounds the product of values.
A draft would couple the parts (its armies are shared), so a game with one is not split.

Cost: O(territories^2) to split; the parts are solved (or bounded) one by one, so the
states are the sum of the parts' instead of their product.
"""

from __future__ import annotations

from dataclasses import replace

from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.restrict import subgame
from riskgui.core.plan.union_find import representatives


def parts(game: TurnGame) -> list[frozenset[int]]:
    """The region's independent parts that hold some of the goal, in order of their
    first territory; one part when the game does not split (or has a draft)."""
    everything = frozenset(range(game.size))
    if game.draft:
        return [everything]
    open_ = {t for t in range(game.size) if game.start[t] <= 0}
    if game.move_in is not None:
        open_.add(game.move_in[1])
    links = (
        (u, w) for u in range(game.size) for w in game.neighbours[u] if u in open_ or w in open_
    )
    root = representatives(range(game.size), links)
    groups: dict[int, set[int]] = {}
    for t in range(game.size):
        groups.setdefault(root[t], set()).add(t)
    goal = set(game.goal)
    return [frozenset(group) for group in groups.values() if group & goal]


def part_game(game: TurnGame, part: frozenset[int]) -> TurnGame:
    """The game of one part: its territories and its share of the goal."""
    goal = tuple(t for t in game.goal if t in part)
    move_in = game.move_in if game.move_in is not None and game.move_in[1] in part else None
    return subgame(replace(game, goal=goal, move_in=move_in), part)
