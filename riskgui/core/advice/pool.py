"""An upper bound: the pooled game, where the armies above a cap ``C`` on the player's
territories go to one shared pool that any territory at the cap may draw on.

The pooled game.  A state is the turn game's state with each territory of the player's
cut to ``min(armies, C)``, plus a pool of armies.  Between rounds the player stops or
attacks, as in the turn game; an attack from a territory at ``C`` may first draw ``e``
armies from the pool (``e`` from 0 to the most dice pairs, and at most the pool), so the
stack rolls as ``C + e`` armies; after the round armies above ``C`` go back to the pool.
After a conquering round the player may also draw any part of the pool into the
move-in, and whatever lands above ``C`` on the source or the target goes to the pool.
The goal and settling read the territories only (``C`` >= ``keep``); settling cuts a
territory as the turn game does and leaves the pool alone.

Why its value bounds the turn game's from above.  Call a turn-game state ``s`` and a
pooled state ``p`` *matched* when they have the same owners and enemy armies, each
territory of the player's reads ``min(s_i, C)`` in ``p``, and the pool of ``p`` holds at
least the armies of ``s`` above ``C``.  Then ``V(s) <= V#(p)``, by induction over the
levels (both games are acyclic): the goal holds in ``s`` iff it does in ``p`` (``C`` >=
``keep``), and a lost ``s`` has value 0.  Any attack of ``s`` from a stack ``C + x``
(``x`` >= 0) is copied in ``p`` by drawing ``e = min(x, pairs)``: both stacks roll the
same dice (``C`` >= the armies for full dice), each outcome leaves matched states (the
source reads ``C - max(k - x, 0)`` in both, and the pool loses ``min(e, k)`` as ``s``
loses ``min(x, k)`` above ``C``), and a conquest's move-in of ``m`` from ``C + x - k``
is copied by drawing the other ``x - e`` into it (the pool holds them) and moving the
same ``m``; settling afterwards cuts the same territories, and the pool keeps at least
what ``s`` keeps above ``C``.  So every way of playing ``s`` is matched, outcome by
outcome, by a way of playing ``p`` that reaches the goal on the same paths, and
``V#(p)``, the best over every way, is at least ``V(s)``.  It never assumes more armies
are better: the pool is only ever *offered*, and drawing ``e = 0`` is the real move.
With ``C`` at least the largest stack the pool stays empty and the bound is the value.

Cost: the pooled game is solved by the exact solver (``reachable``, ``backward``): each
territory of the player's takes ``C`` values instead of up to its stack's, the pool one
number, and each attack comes in up to ``pairs + 1`` draws with up to ``C^2`` move-ins;
the states grow roughly as ``C`` to the number of the player's territories in play.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.backward import Lookup, backward
from riskgui.core.advice.children import (
    Attack,
    Children,
    Conquests,
    Index,
    attacks_of,
)
from riskgui.core.advice.encoding import LIMIT, Armies, Codes, TooLarge
from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.reachable import reachable, unique
from riskgui.core.advice.rounds import RoundTable
from riskgui.core.advice.solve import placements, start_armies
from riskgui.core.advice.states import Mask, StateRules
from riskgui.core.cancel import NEVER, CancelToken


def smallest_cap(game: TurnGame) -> int:
    """The least ``C`` the bound holds for: full dice, ``keep``, and 2."""
    table = RoundTable.of(game.rules, game.min_move)
    return max(table.full_attackers, game.keep, 2)


@dataclass(frozen=True)
class PoolEncoding:
    """Codes of pooled states: the turn game's mixed radix with each territory of the
    player's cut at ``cap``, the pool as one more digit, and the level in front.  Armies
    have one row a territory and a last row for the pool."""

    takeable: NDArray[np.bool_]
    first: NDArray[np.int64]
    radix: NDArray[np.int64]  # territories, then the pool
    place: NDArray[np.int64]
    span: int
    top_level: int
    cap: int

    @classmethod
    def of(cls, game: TurnGame, cap: int) -> PoolEncoding:
        start = np.array(game.start, dtype=np.int64)
        takeable = start <= 0
        if game.move_in is not None:
            takeable[game.move_in[1]] = True
        first = np.where(start < 0, -start, 0)
        drafted = np.zeros(game.size, dtype=np.int64)
        drafted[list(game.draft_onto)] = game.draft
        held = np.minimum(np.maximum(start, 1) + drafted, cap)
        mine = int(start[start > 0].sum()) + game.draft
        radix = np.append(np.where(takeable, first + cap, held), mine + 1)
        top_level = int(np.abs(start).sum()) + game.draft
        places = [1]
        for r in radix:
            places.append(places[-1] * int(r))
        span = places.pop()
        if span * (top_level + 1) > LIMIT:
            raise TooLarge(f"a pooled game of {game.size} territories cut at {cap} has too "
                           "many states to number in 64 bits")  # fmt: skip
        return cls(
            takeable=takeable,
            first=first,
            radix=radix,
            place=np.array(places, dtype=np.int64),
            span=span,
            top_level=top_level,
            cap=cap,
        )

    def pooled(self, armies: Armies) -> Armies:
        """Turn-game states (settled) as pooled ones: cut at ``cap``, the rest pooled."""
        over = np.where(armies > self.cap, armies - self.cap, 0).sum(axis=0)
        return np.vstack([np.minimum(armies, self.cap), over[None, :]])

    def encode(self, armies: Armies) -> Codes:
        land, pool = armies[:-1], armies[-1]
        takeable, first = self.takeable[:, None], self.first[:, None]
        digits = np.where(takeable, np.where(land < 0, -land - 1, first - 1 + land), land - 1)
        level = np.abs(land).sum(axis=0) + pool
        return np.asarray(
            level * self.span + self.place[:-1] @ digits + self.place[-1] * pool, dtype=np.int64
        )

    def decode(self, codes: Codes) -> Armies:
        digits = (codes % self.span)[None, :] // self.place[:, None] % self.radix[:, None]
        land, pool = digits[:-1], digits[-1:]
        takeable, first = self.takeable[:, None], self.first[:, None]
        land = np.where(takeable, np.where(land < first, -(land + 1), land - first + 1), land + 1)
        return np.vstack([land, pool])


@dataclass(frozen=True)
class PoolModel:
    """The pooled game made ready for the exact solver (``model.Expandable``)."""

    game: TurnGame
    encoding: PoolEncoding
    table: RoundTable
    rules: StateRules
    attacks: tuple[Attack, ...]

    @classmethod
    def of(cls, game: TurnGame, cap: int) -> PoolModel:
        if cap < smallest_cap(game):
            raise ValueError(f"the pool's cap must be at least {smallest_cap(game)}")
        return cls(
            game,
            PoolEncoding.of(game, cap),
            RoundTable.of(game.rules, game.min_move),
            StateRules.of(game),
            attacks_of(game.neighbours, game.attacks),
        )

    def open(self, armies: Armies) -> Mask:
        land = armies[:-1]
        return ~self.rules.holds(land) & ~self.rules.lost(land)

    def starts(self, armies: Armies) -> Codes:
        """The codes of turn-game states (not settled yet) as pooled states."""
        return self.encoding.encode(self.encoding.pooled(self.rules.settle(armies)))

    def children(self, codes: Codes, armies: Armies) -> list[Children]:
        draws = range(int(self.table.pairs.max()) + 1)
        return [self._children(codes, armies, attack, e) for attack in self.attacks for e in draws]

    def _children(self, codes: Codes, armies: Armies, attack: Attack, e: int) -> Children:
        s, t, pool_row = attack.source, attack.target, len(armies) - 1
        cap, place, span = self.encoding.cap, self.encoding.place, self.encoding.span
        ok = (armies[s] >= 2) & (armies[t] < 0)
        if e:
            ok &= (armies[s] == cap) & (armies[pool_row] >= e)
        rows = np.flatnonzero(ok)
        a = armies[s][rows] + e
        d = -armies[t][rows]
        cell = self.table.cell(a, d)
        odds = self.table.odds[:, cell]
        pairs = self.table.pairs[cell]
        k = np.arange(self.table.outcomes)[:, None]
        lost_d = pairs - k
        taken = lost_d == d
        plain = (lost_d >= 0) & ~taken
        left = a - k
        source = np.minimum(left, cap) - armies[s][rows]
        pooled = np.maximum(left - cap, 0) - e
        child = codes[rows] - pairs * span + source * place[s] + pooled * place[pool_row]
        child = child - lost_d * place[t]
        outcome, where = np.nonzero(taken)
        conquests = self._move_ins(
            armies[:, rows[where]], where, outcome, odds[outcome, where], a[where], attack
        )
        return Children(rows, odds, np.where(plain, child, -1), plain, conquests)

    def _move_ins(
        self,
        parents: Armies,
        where: Index,
        k: Index,
        odds: NDArray[np.float64],
        a: NDArray[np.int64],
        attack: Attack,
    ) -> Conquests:
        """Every pooled state a conquest may leave: the source at ``u`` and the target at
        ``v`` (each 1 to ``C``), the pool holding the rest of ``total``."""
        s, t, cap = attack.source, attack.target, self.encoding.cap
        left = a - k  # the stack after the round, before any draw from the pool
        total = parents[s] - k + parents[-1]  # the stack after the round and the pool
        low = np.minimum(self.table.fewest(a), left - 1)
        u, v = (grid.ravel() for grid in np.mgrid[1 : cap + 1, 1 : cap + 1])
        u_, v_, left_, total_, low_ = u[None], v[None], left[:, None], total[:, None], low[:, None]
        both_below = (u_ < cap) & (v_ < cap) & (u_ + v_ >= left_) & (u_ + v_ <= total_)
        feasible = np.where(
            u_ < cap,
            np.where(v_ < cap, both_below, u_ + cap <= total_),
            np.where(v_ < cap, cap + v_ <= total_, 2 * cap <= total_),
        ) & ((v_ >= low_) | (v_ == cap))
        owner, option = np.nonzero(feasible)
        count = np.bincount(owner, minlength=len(where)).astype(np.int64)
        first = np.cumsum(count) - count
        child = parents[:, owner].copy()
        child[s], child[t] = u[option], v[option]
        child[-1] = total[owner] - u[option] - v[option]
        land = self.rules.settle(child[:-1])
        settled = np.vstack([land, child[-1:]])
        moved = np.asarray(v[option], dtype=np.int64)
        return Conquests(
            rows=where,
            odds=odds,
            first=first,
            count=count,
            moved=moved,
            codes=self.encoding.encode(settled),
        )


def start_states(game: TurnGame) -> Armies:
    """[territory, start]: the game's start states (each draft placement, or each move-in
    of a pending one), not settled."""
    if game.move_in is not None:
        source, target = game.move_in
        a = game.start[source]
        fewest = int(RoundTable.of(game.rules, game.min_move).fewest(np.array(a)))
        found = []
        for moved in range(min(fewest, a - 1), a):
            armies = list(game.start)
            armies[source], armies[target] = a - moved, moved
            found.append(armies)
    else:
        found = [list(start_armies(game, p)) for p in placements(game)]
    return np.asarray(np.array(found, dtype=np.int64).T, dtype=np.int64)


def pooled_value(
    game: TurnGame, cap: int, most_states: int, token: CancelToken = NEVER
) -> tuple[float, int]:
    """The pooled game's value from the best start, and its states (``TooLarge`` beyond
    ``most_states``)."""
    model = PoolModel.of(game, cap)
    roots = model.starts(start_states(game))
    codes, levels = reachable(model, unique(roots), most_states, token)
    values = backward(model, codes, levels, token)
    found = Lookup(codes, values)(roots, np.ones(len(roots), dtype=bool), 0.0)
    return float(found.max()), len(codes)
