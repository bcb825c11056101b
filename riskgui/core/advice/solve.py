"""Solving a turn game: its start states, every reachable state and the value of each.

The start states: the game's start, or, with a draft, every placement of the draft on the
player's territories of the region (and "elsewhere", off the region, when the player owns
a territory there: a placement need not help), or, with a move-in pending, every allowed
move-in.  All of them are solved together, so the placements share their work.

A ``SolvedGame`` answers the value of any state it reached, and the children of any
state whose play goes on, without solving again.

Cost: the enumeration (``reachable``) and then the backward pass (``backward``), each
O(states x attacks x (outcomes + move-ins)) array work; memory ``memory.estimate_bytes``.
Progress: the enumeration is the first half, the backward pass the second.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from riskgui.core.advice.backward import Lookup, Values, backward
from riskgui.core.advice.encoding import Armies, Codes, TooLarge
from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.memory import max_states
from riskgui.core.advice.model import TurnModel
from riskgui.core.advice.reachable import reachable
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.splits import count_splits_up_to, splits

ELSEWHERE = -1  # a draft's armies placed off the region
MAX_PLACEMENTS = 200_000

Placement = tuple[tuple[int, int], ...]  # (territory or ELSEWHERE, armies), sorted


@dataclass(frozen=True)
class SolvedGame:
    model: TurnModel
    codes: Codes  # every state reached, sorted (by level, then digits)
    values: Values
    starts: tuple[tuple[Placement, int], ...]  # each placement (or () ) and its start code
    moves: tuple[tuple[int, int], ...]  # a pending move-in: each allowed move and its code

    @property
    def states(self) -> int:
        return len(self.codes)

    @property
    def lookup(self) -> Lookup:
        return Lookup(self.codes, self.values)

    def value(self, code: int) -> float:
        codes = np.array([code], dtype=np.int64)
        return float(self.lookup(codes, np.ones(1, dtype=bool), 0.0)[0])


def placements(game: TurnGame) -> list[Placement]:
    """Every way of placing the draft (``[()]`` without one)."""
    bins = list(game.draft_onto) + ([ELSEWHERE] if game.draft_elsewhere else [])
    if game.draft and not bins:
        raise ValueError("the draft has no territory of yours to go on")
    # splits over all bins: splits_up_to over all but the last
    count = count_splits_up_to(game.draft, len(bins) - 1) if bins else 1
    if count > MAX_PLACEMENTS:
        raise TooLarge(f"{count:,} ways to place the draft: at most {MAX_PLACEMENTS:,}")
    # the first bin's share falling: the order the answers were always given in
    ways = reversed(list(splits(game.draft, len(bins))))
    return [tuple(sorted((t, n) for t, n in zip(bins, way) if n)) for way in ways]


def start_armies(game: TurnGame, placement: Placement) -> Armies:
    armies = np.array(game.start, dtype=np.int64)
    for t, added in placement:
        if t != ELSEWHERE:
            armies[t] += added
    return armies


def move_in_armies(model: TurnModel) -> list[tuple[int, Armies]]:
    """Each allowed move-in of the game's pending move-in, with the state it leaves."""
    game = model.game
    assert game.move_in is not None
    source, target = game.move_in
    a = game.start[source]
    fewest = int(model.table.fewest(np.array(a)))
    found = []
    for moved in range(min(fewest, a - 1), a):
        armies = np.array(game.start, dtype=np.int64)
        armies[source], armies[target] = a - moved, moved
        found.append((moved, armies))
    return found


def solve(game: TurnGame, token: CancelToken = NEVER, most_states: int | None = None) -> SolvedGame:
    """Every state reachable from the game's starts, with its value.

    ``TooLarge`` when there are more than ``most_states`` (default: the memory cap's).
    """
    model = TurnModel.of(game)
    if game.move_in is not None:
        moves = move_in_armies(model)
        codes = model.settled_codes(np.array([armies for _, armies in moves]).T)
        starts: tuple[tuple[Placement, int], ...] = ()
        move_codes = tuple((m, int(c)) for (m, _), c in zip(moves, codes))
        roots = codes
    else:
        ways = placements(game)
        roots = model.settled_codes(np.array([start_armies(game, p) for p in ways]).T)
        starts = tuple((p, int(c)) for p, c in zip(ways, roots))
        move_codes = ()
    cap = max_states() if most_states is None else most_states
    every, levels = reachable(model, roots, cap, token, share=0.5)
    values = backward(model, every, levels, token, done=0.5, share=0.5)
    token.check(1.0)
    return SolvedGame(model, every, values, starts, move_codes)
