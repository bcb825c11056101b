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
from collections.abc import Generator
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from itertools import islice

import numpy as np

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.budget import check_simulation
from riskgui.core.outcomes import Outcomes
from riskgui.core.rules.model import CLASSIC, Rules
from riskgui.core.simulate import fight
from riskgui.core.simulate.fight import IntArray, fight_battles
from riskgui.core.stats import wilson_interval

# About 10-20 ms of dice per block at full speed; a block is never split across snapshots.
ROUNDS_PER_BLOCK = 1 << 21
# Long battles come at least this many to a block, so rolling many rounds at once pays.
MIN_BLOCK_BATTLES = 1 << 12
MAX_BLOCK_BATTLES = 1 << 18
# Blocks are fought on this many threads; the results do not depend on it.
WORKERS = os.cpu_count() or 1


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


# The speed a duration estimate assumes: about 60 % of what two cores of the machine in
# the README's Speed section roll, so that a slower computer is not surprised.
ROUNDS_PER_S = 150e6
BATTLES_PER_S = 15e6  # what each battle costs besides its rounds (3 v 2 lasts 1.3 rounds)


def seconds_estimate(attackers: int, defenders: int, trials: int, stop_at: int) -> float:
    """How long ``trials`` battles take to roll, erring on the slow side."""
    rounds = rounds_estimate(attackers, defenders, stop_at)
    return trials * (rounds / ROUNDS_PER_S + 1 / BATTLES_PER_S)


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
) -> Generator[SimulationSnapshot, None, None]:
    """Fight ``trials`` battles, yielding a fresh cumulative snapshot about every 25 ms.

    Every ``yield`` is also a cancellation point: stop iterating to stop the work, and
    ``close()`` the generator to have its threads stopped (within a fight step, ~25 ms)
    before going on.  The last snapshot has ``done`` set.
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
            attackers=attackers,
            defenders=defenders,
            stop_at=stop_at,
            seed=seed,
            trials_requested=trials,
            trials=trials_done,
            wins=int(win_counts.sum()),
            dice_rounds=rounds,
            seconds=time.perf_counter() - started,
            counts=counts,
            trace_trials=trace[0],
            trace_wins=trace[1],
        )

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
                wait = fight.YIELD_INTERVAL_S - (time.perf_counter() - last_yield)
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
                if (
                    trials_done == trials
                    or time.perf_counter() - last_yield > fight.YIELD_INTERVAL_S
                ):
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
