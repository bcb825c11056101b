"""Fighting many battles at once in NumPy arrays: the simulator's inner loops.

Small battles run as a state machine (``state_table``: one draw and one lookup per round);
large ones draw many rounds at a time while nothing can end them or change their dice.
Each function is a generator that yields (nothing) every ``YIELD_INTERVAL_S`` so that a
long block stays cancellable; its return value is the result.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any

import numpy as np
from numpy.typing import NDArray

from riskgui.core.rules.model import Rules
from riskgui.core.simulate.round_table import round_table
from riskgui.core.simulate.state_table import StateArray, StateTable, state_table

IntArray = NDArray[np.signedinteger[Any]]

# A long block still lets its caller in this often, to show life and to cancel.
YIELD_INTERVAL_S = 0.025
# Battles far from both edges roll up to 2**MAX_BATCH_LOG2 rounds in one draw, and at
# most MAX_BULK_DRAWS dice rounds are drawn at once (16 MB).
MAX_BATCH_LOG2 = 8
MAX_BULK_DRAWS = 1 << 22


def fight_battles(
    attackers: int | IntArray,
    defenders: int,
    n: int,
    rules: Rules,
    stop_at: int,
    rng: np.random.Generator,
) -> Generator[None, None, tuple[IntArray, IntArray, int]]:
    """Fight ``n`` battles to the end; returns final attackers, final defenders, dice rounds.

    ``attackers`` may differ per battle (a campaign's later stages); a battle that starts
    at or below the stop threshold ends at once.  A generator: it yields (nothing) every
    YIELD_INTERVAL_S so long blocks stay cancellable.
    """
    a: IntArray = np.broadcast_to(np.asarray(attackers), (n,)).astype(np.int32)
    d: IntArray = np.full(n, defenders, dtype=np.int32)
    if n == 0:  # a campaign's later stage that no rolled campaign reached
        return a, d, 0
    states = state_table(rules, int(a.max()), defenders, stop_at)
    if states is not None:
        if isinstance(attackers, int):  # every battle starts in the same state
            start = np.full(n, states.state_of[attackers, defenders])
        else:
            start = states.state_of.ravel().take(a * states.state_of.shape[1] + d)
        return (yield from fight_small_battles(start, states, rng))
    return (yield from fight_large_battles(a, d, rules, stop_at, rng))


def fight_small_battles(
    start: StateArray, states: StateTable, rng: np.random.Generator
) -> Generator[None, None, tuple[IntArray, IntArray, int]]:
    """Every round: one draw and one lookup per battle (``state_table``)."""
    final_state = start
    battle = np.arange(start.size)
    state = start
    rounds = 0
    last_yield = time.perf_counter()
    while state.size:
        fighting = state < states.live_states
        live = int(np.count_nonzero(fighting))
        if live <= state.size // 2:  # ended battles idle; drop them once they are many
            final_state[battle] = state
            going = np.flatnonzero(fighting)
            battle, state = battle.take(going), state.take(going)
        rounds += live
        if live:
            state = states.play_round(state, rng)
        if time.perf_counter() - last_yield > YIELD_INTERVAL_S:
            last_yield = time.perf_counter()
            yield
    return states.attackers_of.take(final_state), states.defenders_of.take(final_state), rounds


def fight_large_battles(
    a: IntArray, d: IntArray, rules: Rules, stop_at: int, rng: np.random.Generator
) -> Generator[None, None, tuple[IntArray, IntArray, int]]:
    """Rounds that cannot end a battle nor change its dice are drawn many at a time.

    A round rolling every die costs the two sides ``max_pairs`` armies in all, so a
    battle far enough from both edges is rolled for ``2**b`` rounds in one draw; only
    battles near an edge go round by round.
    """
    final_a, final_d = a.copy(), d.copy()
    live: IntArray = np.flatnonzero(a > stop_at)
    a, d = a[live], d[live]
    table = round_table(rules)
    pairs_per_round = rules.max_pairs
    full_a, full_d = rules.full_dice_from()
    lowest_a, lowest_d = max(full_a, stop_at + 1), max(full_d, 1)
    rounds = 0
    last_yield = time.perf_counter()
    while live.size:
        # Rounds each battle surely plays with every die rolled.
        sure = np.minimum(a - lowest_a, d - lowest_d) // pairs_per_round + 1
        # Many battles at once (a campaign's stage holds them all) draw fewer rounds each.
        most = min(MAX_BATCH_LOG2, max(1, (MAX_BULK_DRAWS // live.size).bit_length() - 1))
        batch = np.frexp(np.clip(sure, 1, 1 << most))[1] - 1  # log2, rounded down
        for log2 in range(1, most + 1):
            group = np.flatnonzero(batch == log2)
            if group.size:
                batch_rounds = 1 << log2
                lost = table.bulk_losses(rng, batch_rounds, group.size)
                a[group] -= lost
                d[group] -= batch_rounds * pairs_per_round - lost
                rounds += batch_rounds * group.size
        near = np.flatnonzero(sure <= 1)
        if near.size:
            lost, pairs = table.draw(rng, a[near], d[near])
            a[near] -= lost
            d[near] -= pairs - lost
            rounds += near.size
        over = (a <= stop_at) | (d == 0)
        if over.any():
            ended, going = np.flatnonzero(over), np.flatnonzero(~over)
            final_a[live.take(ended)] = a.take(ended)
            final_d[live.take(ended)] = d.take(ended)
            live, a, d = live.take(going), a.take(going), d.take(going)
        if time.perf_counter() - last_yield > YIELD_INTERVAL_S:
            last_yield = time.perf_counter()
            yield
    return final_a, final_d, rounds
