"""Monte Carlo battles, the independent check of the exact solver's sweep.

Many battles are fought side by side in NumPy arrays.  Each round of each battle is
one uniform draw over the round's equally likely throws (``round_table``), so every
rule set rolls at the same speed: small battles as a state machine (``state_table``),
large ones many rounds at a time while nothing can end them.  Trials are split into
blocks whose size depends only on the battle; each block draws from its own child of
the run's seed (``SeedSequence.spawn``) and blocks are fought on every core, merged
in order, so a seed gives the same results on any machine, however the work is
chunked, timed or cancelled.
"""

from __future__ import annotations

import os
import secrets
import threading
import time
from collections import deque
from collections.abc import Generator, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from itertools import islice
from typing import Any

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.campaign import per_territory, rules_per_territory
from riskgui.core.cost import check_simulation
from riskgui.core.round_table import round_table
from riskgui.core.rules import CLASSIC, Rules
from riskgui.core.solver import Outcomes
from riskgui.core.state_table import StateArray, StateTable, state_table
from riskgui.core.stats import wilson_interval

IntArray = NDArray[np.signedinteger[Any]]

# About 10-20 ms of dice per block at full speed; a block is never split across snapshots.
ROUNDS_PER_BLOCK = 1 << 21
# Long battles come at least this many to a block, so rolling many rounds at once pays.
MIN_BLOCK_BATTLES = 1 << 12
MAX_BLOCK_BATTLES = 1 << 18
# Blocks are fought on this many threads; the results do not depend on it.
WORKERS = os.cpu_count() or 1
# A long block still lets its caller in this often, to show life and to cancel.
YIELD_INTERVAL_S = 0.025
# Battles far from both edges roll up to 2**MAX_BATCH_LOG2 rounds in one draw, and at
# most MAX_BULK_DRAWS dice rounds are drawn at once (16 MB).
MAX_BATCH_LOG2 = 8
MAX_BULK_DRAWS = 1 << 22


@dataclass(frozen=True)
class SimulationSnapshot:
    """Cumulative results so far.  ``counts`` holds terminal-state counts (read-only arrays)."""

    attackers: int
    defenders: int
    stop_at: int
    seed: int
    trials_requested: int
    trials: int
    wins: int
    dice_rounds: int
    seconds: float
    counts: Outcomes
    # The running estimate at log-spaced trial counts (at most ~60 a decade), for plotting.
    trace_trials: IntArray
    trace_wins: IntArray

    @property
    def done(self) -> bool:
        return self.trials == self.trials_requested

    @property
    def win_probability(self) -> float:
        return self.wins / self.trials if self.trials else float("nan")

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.trials)

    @property
    def rounds_per_second(self) -> float:
        return self.dice_rounds / self.seconds if self.seconds > 0 else 0.0


def new_seed() -> int:
    return secrets.randbits(63)


def rounds_estimate(attackers: int, defenders: int, stop_at: int) -> int:
    """Rounds a battle lasts, roughly: it ends when the weaker side runs out.

    Each round costs the two sides about two armies; a huge stack against a few defenders
    ends in a few rounds, not in half its size.
    """
    attacking = attackers - stop_at
    return max(1, (min(attacking, 2 * defenders) + min(defenders, 2 * attacking)) // 2)


def block_size(attackers: int, defenders: int, stop_at: int) -> int:
    """Battles per block: about ROUNDS_PER_BLOCK dice rounds, from the battle alone."""
    rounds = rounds_estimate(attackers, defenders, stop_at)
    return int(np.clip(ROUNDS_PER_BLOCK // rounds, MIN_BLOCK_BATTLES, MAX_BLOCK_BATTLES))


def trace_checkpoints(trials: int, per_decade: int = 60) -> IntArray:
    """Trial counts 1, ..., trials spaced evenly on a log scale, always ending at ``trials``."""
    steps = int(np.floor(np.log10(trials) * per_decade)) + 1
    points = np.round(10.0 ** (np.arange(steps) / per_decade)).astype(np.int64)
    checkpoints: IntArray = np.unique(np.append(points[points < trials], trials))
    return checkpoints


def simulate(
    attackers: int,
    defenders: int,
    trials: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    seed: int | None = None,
) -> Iterator[SimulationSnapshot]:
    """Fight ``trials`` battles, yielding a fresh cumulative snapshot about every 25 ms.

    Every ``yield`` is also a cancellation point: stop iterating to stop the work.
    The last snapshot has ``done`` set.
    """
    check_battle(attackers, defenders, stop_at)
    check_simulation(attackers, defenders)
    check_armies("number of battles", trials, 1)
    if seed is None:
        seed = new_seed()
    check_armies("seed", seed, 0)
    win_counts = np.zeros(attackers + 1, dtype=np.int64)
    stop_counts = np.zeros((rules.max_pairs, defenders + 1), dtype=np.int64)
    trials_done = rounds = 0
    checkpoints = trace_checkpoints(trials)
    trace_trials: list[int] = []
    trace_wins: list[int] = []
    started = time.perf_counter()

    def snapshot() -> SimulationSnapshot:
        counts = Outcomes(win_counts.copy(), stop_counts.copy(), stop_at)
        trace = np.array(trace_trials, dtype=np.int64), np.array(trace_wins, dtype=np.int64)
        for array in trace:
            array.setflags(write=False)
        return SimulationSnapshot(
            attackers, defenders, stop_at, seed, trials, trials_done,
            int(win_counts.sum()), rounds, time.perf_counter() - started, counts, *trace,
        )  # fmt: skip

    size = block_size(attackers, defenders, stop_at)
    cells = attackers + 1 + stop_counts.size
    cancelled = threading.Event()

    def fight_block(block: int) -> BlockResult | None:
        """Block ``block`` of the run, on the block's own stream of the seed."""
        first = block * size
        n = min(size, trials - first)
        # The block's child of the seed: SeedSequence(seed).spawn(blocks)[block], made directly.
        rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(block,)))
        fight = fight_battles(attackers, defenders, n, rules, stop_at, rng)
        while True:
            try:
                next(fight)
            except StopIteration as finished:
                final_a, final_d, block_rounds = finished.value
                break
            if cancelled.is_set():
                return None
        # One bincount over both kinds of ending: wins first, then the stop table's cells.
        cell = np.where(
            final_d == 0, final_a, attackers + 1 + (stop_at - final_a) * (defenders + 1) + final_d
        )
        in_block = checkpoints[(checkpoints > first) & (checkpoints <= first + n)]
        wins_before = np.cumsum(final_d == 0)[in_block - first - 1] if in_block.size else in_block
        return BlockResult(np.bincount(cell, minlength=cells), block_rounds, in_block, wins_before)

    last_yield = time.perf_counter()
    with ThreadPoolExecutor(WORKERS) as pool:
        blocks = iter(range(-(-trials // size)))
        pending = deque(pool.submit(fight_block, block) for block in islice(blocks, 2 * WORKERS))
        try:
            while pending:
                wait = YIELD_INTERVAL_S - (time.perf_counter() - last_yield)
                try:
                    result = pending[0].result(timeout=max(0.001, wait))
                except FutureTimeout:
                    last_yield = time.perf_counter()
                    yield snapshot()
                    continue
                pending.popleft()
                pending.extend(pool.submit(fight_block, block) for block in islice(blocks, 1))
                assert result is not None  # only a cancelled run returns None
                trace_trials.extend(result.trace_trials.tolist())
                trace_wins.extend((int(win_counts.sum()) + result.trace_wins).tolist())
                win_counts += result.tally[: attackers + 1]
                stop_counts += result.tally[attackers + 1 :].reshape(stop_counts.shape)
                trials_done += int(result.tally.sum())
                rounds += result.rounds
                if trials_done == trials or time.perf_counter() - last_yield > YIELD_INTERVAL_S:
                    last_yield = time.perf_counter()
                    yield snapshot()
        finally:
            cancelled.set()
            for future in pending:
                future.cancel()


@dataclass(frozen=True)
class BlockResult:
    tally: IntArray  # endings: the win cells, then the stop table's cells
    rounds: int
    trace_trials: IntArray  # the trace's checkpoints that fall in this block
    trace_wins: IntArray  # wins in this block up to each of them


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


@dataclass(frozen=True)
class CampaignSimulation:
    """Real-dice campaigns: how many conquered each prefix, and the armies left at the end."""

    trials: int
    seed: int
    conquered: IntArray  # [k]: campaigns that took the first k + 1 territories
    final_armies: IntArray  # [i]: campaigns that took them all with i armies in the last one


def simulate_campaign(
    attackers: int,
    defenders: Sequence[int],
    trials: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    seed: int | None = None,
    leave: Sequence[int] | int | None = None,
    stops: Sequence[int] | int | None = None,
    territory_rules: Sequence[Rules] | None = None,
) -> Generator[None, None, CampaignSimulation]:
    """Roll ``trials`` campaigns, moving armies on as ``solve_campaign`` does.

    A generator that yields (nothing) now and then to let a caller cancel; its return
    value is the result: ``result = yield from simulate_campaign(...)``.
    """
    if len(defenders) == 0:
        raise ValueError("a campaign needs at least one territory to attack")
    leave = per_territory("army left behind", leave, 1, len(defenders), 1)
    stops = per_territory("stop threshold", stops, stop_at, len(defenders), 1)
    each_rules = rules_per_territory(rules, territory_rules, len(defenders))
    check_battle(attackers, defenders[0], stops[0])
    check_armies("number of campaigns", trials, 1)
    seed = new_seed() if seed is None else check_armies("seed", seed, 0)
    rng = np.random.default_rng(seed)
    armies: IntArray = np.full(trials, attackers, dtype=np.int32)
    conquered = np.zeros(len(defenders), dtype=np.int64)
    for stage, (d, stop, fight_rules) in enumerate(zip(defenders, stops, each_rules)):
        check_armies("defending armies", d, 1)
        final_a, final_d, _ = yield from fight_battles(
            armies, d, armies.size, fight_rules, stop, rng
        )
        won = final_d == 0
        conquered[stage] = int(won.sum())
        armies = np.maximum(1, final_a[won] - leave[stage])  # the rest stay behind
        yield
    final_armies = np.bincount(armies, minlength=attackers).astype(np.int64)
    return CampaignSimulation(trials, seed, conquered, final_armies)
