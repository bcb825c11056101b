"""The children of many states at once, for one attack, by arithmetic on their codes.

One round of ``source`` onto ``target`` with ``a`` and ``d`` armies: outcome ``k`` (the
attacker loses ``k``, the defender ``pairs - k``) changes two digits and the level, so a
child's code is the parent's minus ``k * place[source] + (pairs - k) * place[target] +
pairs * span``.  A round that takes the target ends in a move-in of ``m`` armies, chosen
after it: one child per allowed ``m`` (at least the dice rolled, or 1; at most ``a - 1``),
and there the territories that lose their last enemy neighbour (the source, the target
and the player's other neighbours of the target) are settled (``states``), which is again
a change of digits and level.  Parents must be settled; their children then are.

Cost: O(states x outcomes) for the rounds, O(conquests x move-ins x neighbours) for the
move-ins; memory of the same order (callers pass chunks).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.encoding import Armies, Codes, Encoding
from riskgui.core.advice.rounds import RoundTable
from riskgui.core.advice.states import Mask, StateRules

Index = NDArray[np.int64]


@dataclass(frozen=True)
class Attack:
    """One (source, target) of an attack."""

    source: int
    target: int
    bystanders: tuple[int, ...]  # the target's neighbours but the source


def attacks_of(
    neighbours: tuple[tuple[int, ...], ...], pairs: tuple[tuple[int, int], ...]
) -> tuple[Attack, ...]:
    return tuple(Attack(s, t, tuple(n for n in neighbours[t] if n != s)) for s, t in pairs)


def enemy_neighbours(armies: Armies, adjacency: NDArray[np.int64]) -> Armies:
    """[territory, state]: how many of its neighbours an enemy holds."""
    return np.asarray(adjacency @ (armies < 0).astype(np.int64), dtype=np.int64)


@dataclass(frozen=True)
class Conquests:
    """The rounds that take the target, and their move-ins, ragged: conquest ``i`` has
    the move-ins ``first[i]`` to ``first[i] + count[i] - 1`` of ``moved`` and ``codes``."""

    rows: Index  # into the attack's rows
    odds: NDArray[np.float64]  # the chance of that round
    first: Index
    count: Index  # 1 when every move-in leaves the same state (only one is listed)
    moved: NDArray[np.int64]  # armies moved in
    codes: NDArray[np.int64]  # the child after moving ``moved`` in


@dataclass(frozen=True)
class Children:
    """Every child of the states that can make one attack (outcome-major: the children
    of one outcome, like their parents, come sorted or nearly)."""

    rows: Index  # the states (indices into the batch) that can make the attack
    odds: NDArray[np.float64]  # [k, row]
    codes: NDArray[np.int64]  # [k, row]: the child of outcome k, where ``plain``
    plain: Mask  # [k, row]: outcome k happens and does not take the target
    conquests: Conquests


def children(
    codes: Codes,
    armies: Armies,
    enemies: Armies,
    attack: Attack,
    encoding: Encoding,
    table: RoundTable,
    rules: StateRules,
    moves: str = "all",
) -> Children:
    """The children of each state (``codes`` with its ``armies`` and ``enemies``, its
    ``enemy_neighbours``) for ``attack``; ``moves`` as ``TurnGame.moves``."""
    s, t = attack.source, attack.target
    rows = np.flatnonzero((armies[s] >= 2) & (armies[t] < 0))
    a = armies[s][rows]
    d = -armies[t][rows]
    cell = table.cell(a, d)
    odds = table.odds[:, cell]
    pairs = table.pairs[cell]
    k = np.arange(table.outcomes)[:, None]
    lost_d = pairs - k
    taken = lost_d == d
    plain = (lost_d >= 0) & ~taken
    base = codes[rows] - pairs * encoding.span
    child = base - k * encoding.place[s] - lost_d * encoding.place[t]
    outcome, where = np.nonzero(taken)
    conquests = _move_ins(
        where, outcome, odds[outcome, where], codes[rows[where]], a[where], d[where],
        table.fewest(a[where]), rows[where], armies, enemies, attack, encoding, rules, moves,
    )  # fmt: skip
    return Children(rows, odds, np.where(plain, child, -1), plain, conquests)


def _move_ins(
    where: Index,
    k: Index,
    odds: NDArray[np.float64],
    codes: Codes,
    a: NDArray[np.int64],
    d: NDArray[np.int64],
    fewest: NDArray[np.int64],
    states: Index,
    armies: Armies,
    enemies: Armies,
    attack: Attack,
    encoding: Encoding,
    rules: StateRules,
    moves: str,
) -> Conquests:
    s, t = attack.source, attack.target
    place, span, cap = encoding.place, encoding.span, rules.cap
    left = a - k  # on the source after the round, before the move-in
    low = np.minimum(fewest, left - 1) if moves != "most" else left - 1
    # the round, the target the player's (its digit from d - 1 to first - 1 + moved),
    # and the player's neighbours of the target left with no enemy neighbour settled
    code = codes - (k + d) * span - k * place[s] + (encoding.first[t] - d) * place[t]
    for u in attack.bystanders:
        on = armies[u][states]
        idle = (on > cap[u]) & (enemies[u][states] == 1)
        code -= np.where(idle, (on - cap[u]) * (place[u] + span), 0)
    # With nothing to keep there, a settled source or target holds 1 whatever is moved:
    # the child's code is then linear in ``moved`` (slope 0 when both are settled: one
    # child for every move-in).
    idle_t = enemies[t][states] == 0
    idle_s = enemies[s][states] == 1
    slope = np.full(len(where), place[t] - place[s])
    if cap[t] == 1:
        code += idle_t * (place[t] + span)
        slope -= idle_t * (place[t] + span)
    if cap[s] == 1:
        code -= idle_s * (left - 1) * (place[s] + span)
        slope += idle_s * (place[s] + span)
    count = np.where(slope == 0, 1, left - low)
    step = np.ones(len(where), dtype=np.int64)
    if moves == "ends":  # the fewest and the most only: two move-ins, (most - fewest) apart
        step = np.maximum(left - 1 - low, 1)
        count = np.minimum(count, 2)
    first = np.cumsum(count) - count
    owner = np.repeat(np.arange(len(where)), count)
    moved = low[owner] + (np.arange(len(owner)) - first[owner]) * step[owner]
    child = code[owner] + moved * slope[owner]
    if cap[t] > 1 and idle_t.any():
        child -= idle_t[owner] * np.maximum(moved - cap[t], 0) * (place[t] + span)
    if cap[s] > 1 and idle_s.any():
        child -= idle_s[owner] * np.maximum(left[owner] - moved - cap[s], 0) * (place[s] + span)
    return Conquests(rows=where, odds=odds, first=first, count=count, moved=moved, codes=child)
