"""The simulator's speed next to the dice generator's own, measured in the same run.

Run: python benchmarks/bench_simulator.py [--quick]

Reference 1, the limit: NumPy's generator drawing integers in [0, 7776) on one thread
(``rng.integers(0, 7776, n)``, the default int64, as a plain user would call it); one
such integer is one round of classic dice, 3 against 2.  The target is at least half
of it, at 10 v 10 and at 1000 v 1000, with every core the simulator uses.
Reference 2, the straightforward simulator: int64 dice sorted with ``np.sort`` every
round, the way most simulators are written.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import deque
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riskgui.core.simulate import run as simulator  # noqa: E402
from riskgui.core.simulate.run import simulate  # noqa: E402

DRAWS = 1 << 24


def generator_rate() -> float:
    rng = np.random.default_rng(1)
    best = float("inf")
    for _ in range(5):
        started = time.perf_counter()
        rng.integers(0, 7776, DRAWS)
        best = min(best, time.perf_counter() - started)
    return DRAWS / best


def simulator_rate(attackers: int, defenders: int, battles: int) -> float:
    final = deque(simulate(attackers, defenders, battles, seed=1), maxlen=1)[0]
    return final.dice_rounds / final.seconds


def sorted_dice_rate(attackers: int, defenders: int, battles: int) -> float:
    """Plain NumPy: three and two int64 dice a round, sorted with np.sort."""
    rng = np.random.default_rng(1)
    a = np.full(battles, attackers)
    d = np.full(battles, defenders)
    rounds = 0
    started = time.perf_counter()
    while a.size:
        rounds += a.size
        att = rng.integers(1, 7, size=(a.size, 3))
        dfn = rng.integers(1, 7, size=(d.size, 2))
        att[np.arange(3) >= np.minimum(a - 1, 3)[:, None]] = 0
        dfn[np.arange(2) >= np.minimum(d, 2)[:, None]] = 0
        att = -np.sort(-att, axis=1)
        dfn = -np.sort(-dfn, axis=1)
        pairs = np.minimum(np.minimum(a - 1, 3), np.minimum(d, 2))
        for p in range(2):
            valid = pairs > p
            attacker_wins = att[:, p] > dfn[:, p]
            d = d - (attacker_wins & valid)
            a = a - (~attacker_wins & valid)
        over = (a <= 1) | (d == 0)
        a, d = a[~over], d[~over]
    return rounds / (time.perf_counter() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller runs, for a smoke test")
    args = parser.parse_args()
    scale = 20 if args.quick else 1
    cases = [(3, 2, 20_000_000), (10, 10, 10_000_000), (1000, 1000, 100_000)]
    print(f"{os.cpu_count()} cores; the simulator uses {simulator.WORKERS} threads")
    generator = generator_rate()
    print(f"Generator, integers in [0, 7776), one thread: {generator / 1e6:.0f} M/s")
    print(
        f"{'battle':>11} {'riskgui':>11} {'of generator':>13} {'np.sort ref':>12} {'speed-up':>9}"
    )
    for attackers, defenders, battles in cases:
        battles //= scale
        rate = max(simulator_rate(attackers, defenders, battles) for _ in range(3))
        reference = max(sorted_dice_rate(attackers, defenders, battles // 10) for _ in range(2))
        label = f"{attackers} v {defenders}"
        print(
            f"{label:>11} {rate / 1e6:>7.1f} M/s {rate / generator:>12.0%} "
            f"{reference / 1e6:>8.1f} M/s {rate / reference:>8.1f}x"
        )
    print("(dice rounds per second, best of three; the generator measured in the same run)")


if __name__ == "__main__":
    main()
