"""Speed of the battle engine next to straightforward reference implementations.

Run: python benchmarks/bench_engine.py [--quick]

- Solver: the NumPy diagonal solver vs the textbook state-by-state dictionary DP
  (``riskgui.core.exact`` with floats) on the same battles.
- Simulator: dice rounds per second vs a plain NumPy simulator that rolls int64 dice
  and sorts each round with ``np.sort``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riskgui.core.exact import terminal_distribution  # noqa: E402
from riskgui.core.rules import CLASSIC, Rules  # noqa: E402
from riskgui.core.simulator import simulate  # noqa: E402
from riskgui.core.solver import solve_battle  # noqa: E402


def best_time(run: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def reference_simulation(
    attackers: int, defenders: int, battles: int, rules: Rules, seed: int
) -> tuple[int, int]:
    """Plain NumPy: int64 dice, np.sort every round. Returns (wins, dice rounds).

    Rolls plain dice (one number of sides a side, no modifiers): the classic battle.
    """
    rng = np.random.default_rng(seed)
    dice_a, dice_d = rules.attacker.dice, rules.defender.dice
    sides_a, sides_d = rules.attacker.sides[0], rules.defender.sides[0]
    a = np.full(battles, attackers)
    d = np.full(battles, defenders)
    wins = rounds = 0
    while a.size:
        rounds += a.size
        att = rng.integers(1, sides_a + 1, size=(a.size, dice_a))
        dfn = rng.integers(1, sides_d + 1, size=(d.size, dice_d))
        att[np.arange(dice_a) >= np.minimum(a - 1, dice_a)[:, None]] = 0
        dfn[np.arange(dice_d) >= np.minimum(d, dice_d)[:, None]] = 0
        att = -np.sort(-att, axis=1)
        dfn = -np.sort(-dfn, axis=1)
        rolled_a = np.minimum(a - 1, dice_a)
        pairs = np.minimum(rolled_a, np.minimum(d, dice_d))
        for p in range(rules.max_pairs):
            valid = pairs > p
            attacker_wins = att[:, p] > dfn[:, p]
            d = d - (attacker_wins & valid)
            a = a - (~attacker_wins & valid)
        over = (a <= 1) | (d == 0)
        wins += int((d[over] == 0).sum())
        a, d = a[~over], d[~over]
    return wins, rounds


def bench_solver(sizes: list[int]) -> None:
    print("Exact solver: full terminal distribution, n vs n (best of runs)")
    print(f"{'n':>7} {'numpy solver':>14} {'reference DP':>14} {'speed-up':>9}")
    for n in sizes:
        fast = best_time(partial(solve_battle, n, n), 3)
        if n <= 1000:
            slow = best_time(partial(terminal_distribution, n, n, CLASSIC, 1, float), 1)
            print(f"{n:>7} {fast * 1e3:>11.1f} ms {slow * 1e3:>11.1f} ms {slow / fast:>8.0f}x")
        else:
            # The reference is O(a*d) Python operations; time it on a slice and scale.
            part = 1000
            slow_part = best_time(partial(terminal_distribution, part, part, CLASSIC, 1, float), 1)
            slow = slow_part * (n / part) ** 2
            print(f"{n:>7} {fast * 1e3:>11.1f} ms {slow:>10.0f} s* {slow / fast:>8.0f}x")
    if max(sizes) > 1000:
        print("  * reference extrapolated from 1000 vs 1000 (quadratic cost)")


def bench_simulator(cases: list[tuple[int, int, int]]) -> None:
    print("\nSimulator: dice rounds per second (one core)")
    print(f"{'battle':>11} {'riskgui':>12} {'np.sort ref':>12} {'speed-up':>9}")
    for attackers, defenders, battles in cases:
        fast_rate = ref_rate = 0.0
        for _ in range(3):  # best of three: this machine is shared and noisy
            final = deque(simulate(attackers, defenders, battles, seed=1), maxlen=1)[0]
            fast_rate = max(fast_rate, final.dice_rounds / final.seconds)
            started = time.perf_counter()
            _, ref_rounds = reference_simulation(attackers, defenders, battles, CLASSIC, 1)
            ref_rate = max(ref_rate, ref_rounds / (time.perf_counter() - started))
        label = f"{attackers} v {defenders}"
        print(
            f"{label:>11} {fast_rate / 1e6:>9.1f} M/s {ref_rate / 1e6:>9.1f} M/s "
            f"{fast_rate / ref_rate:>8.1f}x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke run")
    args = parser.parse_args()
    if args.quick:
        bench_solver([100, 300])
        bench_simulator([(3, 2, 200_000), (10, 10, 100_000)])
    else:
        bench_solver([100, 1000, 10_000])
        bench_simulator([(3, 2, 2_000_000), (10, 10, 1_000_000), (100, 100, 100_000)])


if __name__ == "__main__":
    main()
