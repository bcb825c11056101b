"""A ceiling on the states of a turn game, counted in milliseconds, without enumerating.

Every state the solver can reach satisfies: a territory the player may take is the
enemy's with 1 to its start armies, or the player's with 1 to ``M - 1`` armies (``M`` the
largest stack the player starts with, draft included: a move-in never puts more than the
source's armies but one on the target, and no territory ever gains armies otherwise); a
territory the player holds keeps 1 to its start armies (plus the draft); a territory of
the player's with no enemy neighbour left is settled to 1 (or ``keep``); the player's
armies add up to at most their start total; and every territory taken is joined to one
the player started with by territories taken.  ``ceiling`` counts the states that satisfy
all of this, owner pattern by owner pattern (the player's armies by a convolution over
their territories, capped at the total), so the reachable states are at most that many.

``pooled_ceiling`` counts the same for the pooled game (``pool``): each territory of the
player's is cut at the cap, and the pool holds 0 to what the territories leave of the
start total (the player's armies never grow), so its states are at most that many.

It decides up front: a game whose ceiling is within the cap is certain to fit; one whose
ceiling is far above it (``FAR`` times) is refused at once instead of after minutes of
enumeration.  A ceiling counts states no play reaches, so a game refused this way may
have fitted: it gets its bounds first (sound either way), and then, if its ceiling is
within ``LAST_FAR`` times the cap (``may_fit``), the exact solve is tried after all.

Cost: O(2^takeable x territories x armies); games with more than ``MOST_TAKEABLE``
territories to take are simply reported as too many (their states rarely fit anyway).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from riskgui.core.advice.game import TurnGame

MOST_TAKEABLE = 16
FAR = 8  # a ceiling this many times the cap is refused without enumerating, at first
LAST_FAR = 32  # one this many times the cap is not tried even after its bounds
TOO_MANY = 2**62


@lru_cache(maxsize=16)
def ceiling(game: TurnGame) -> int:
    """At most this many states are reachable from the game's starts (kept: bounding a
    game asks it up to three times, and North America's count takes 0.2 s)."""
    return _count(game, None)


def pooled_ceiling(game: TurnGame, cap: int) -> int:
    """At most this many states of the pooled game at ``cap`` (``pool``) are reachable:
    the same count with each territory of the player's cut at ``cap``, times the pool's
    values (0 to what the territories leave of the player's start total)."""
    return _count(game, cap)


def _count(game: TurnGame, cap: int | None) -> int:
    start = game.start
    takeable = [t for t in range(game.size) if start[t] < 0]
    pending = game.move_in[1] if game.move_in is not None else None
    if len(takeable) > MOST_TAKEABLE:
        return TOO_MANY
    total = sum(a for a in start if a > 0) + game.draft
    largest = max([a for a in start if a > 0], default=1) + game.draft
    held = {t for t in range(game.size) if start[t] > 0 or t == pending}
    count = 0
    for pattern in range(1 << len(takeable)):
        taken = {t for i, t in enumerate(takeable) if pattern >> i & 1}
        if not _joined(game, held, taken):
            continue
        mine = held | taken
        enemy = [t for t in range(game.size) if t not in mine]
        ways = 1
        for t in enemy:
            ways *= -start[t]
        sums = np.zeros(total + 1, dtype=object)
        sums[0] = 1
        for t in mine:
            if not any(n in enemy for n in game.neighbours[t]):
                top = game.keep if t in game.keep_on else 1
            elif t in held and t != pending:
                top = start[t] + game.draft
            else:
                top = largest - 1
            sums = _convolve(sums, top if cap is None else min(top, cap))
        if cap is None:
            count += ways * int(sums.sum())
        else:  # the pool holds 0 to total - s armies when the territories hold s
            count += ways * int(sums @ np.arange(total + 1, 0, -1, dtype=object))
        if count >= TOO_MANY:
            return TOO_MANY
    return count


def _joined(game: TurnGame, held: set[int], taken: set[int]) -> bool:
    """Whether every territory taken is joined to a held one through territories taken."""
    reached = set(held)
    todo = list(held)
    while todo:
        u = todo.pop()
        for w in game.neighbours[u]:
            if w in taken and w not in reached:
                reached.add(w)
                todo.append(w)
    return taken <= reached


def _convolve(sums: np.ndarray, top: int) -> np.ndarray:
    """The counts by total after adding one territory with 1 to ``top`` armies."""
    out = np.zeros(len(sums), dtype=object)
    for a in range(1, max(top, 1) + 1):
        out[a:] += sums[: len(sums) - a]
    return out


def surely_too_large(game: TurnGame, cap: int) -> bool:
    """Whether the game's ceiling is ``FAR`` times ``cap`` or more: refused at once."""
    return ceiling(game) > FAR * cap


def may_fit(game: TurnGame, cap: int) -> bool:
    """Whether a game ``surely_too_large`` refused may fit after all: its ceiling is within
    ``LAST_FAR`` times ``cap`` (Europe of the mid-game position has a ceiling 20 times its
    56 million states); one further out is not worth minutes of enumeration."""
    return ceiling(game) <= LAST_FAR * cap


def pool_surely_too_large(game: TurnGame, pool_cap: int, most_states: int) -> bool:
    """The same for the pooled game at ``pool_cap`` and the budget ``most_states``."""
    return pooled_ceiling(game, pool_cap) > FAR * most_states
