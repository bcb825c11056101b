"""The exact solver next to a straightforward NumPy solver of the same sweep, same run.

Run: python benchmarks/bench_solver.py [--quick]

The reference walks the same anti-diagonals with the textbook NumPy idioms: the states
of a diagonal as ``np.arange``, their dice by ``np.minimum``, and each kind of round
scattered with ``np.add.at``.  Both give the full terminal distribution; the script
checks they agree to 1e-12 before it prints a time.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riskgui.core.dice.throws import round_odds  # noqa: E402
from riskgui.core.exact.solver import solve_battle  # noqa: E402
from riskgui.core.rules.model import CLASSIC  # noqa: E402


def best_time(run: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        run()
        times.append(time.perf_counter() - started)
    return min(times)


def reference_solve(attackers: int, defenders: int) -> NDArray[np.float64]:
    """Classic rules, stop at 1: the chance of each number of attackers left after a win."""
    odds = {
        (na, nd): np.array([float(p) for p in round_odds(CLASSIC, na, nd)])
        for na in range(1, 4)
        for nd in range(1, 3)
    }
    diagonals = {attackers + defenders: np.zeros(defenders + 1)}
    diagonals[attackers + defenders][defenders] = 1.0
    win = np.zeros(attackers + 1)
    for t in range(attackers + defenders, 1, -1):
        m = diagonals.pop(t, np.zeros(defenders + 1))
        for k in (1, 2):
            diagonals.setdefault(t - k, np.zeros(defenders + 1))
        j = np.arange(max(0, t - attackers), min(defenders, t - 1) + 1)
        i = t - j
        if j[0] == 0:
            win[t] = m[0]
        live = (j > 0) & (i > 1)
        j, i = j[live], i[live]
        na, nd = np.minimum(i - 1, 3), np.minimum(j, 2)
        for (a_dice, d_dice), q in odds.items():
            chosen = (na == a_dice) & (nd == d_dice)
            if not chosen.any():
                continue
            k = len(q) - 1
            target = diagonals[t - k]
            for lost, p in enumerate(q):
                np.add.at(target, j[chosen] - k + lost, p * m[j[chosen]])
    return win


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke test")
    args = parser.parse_args()
    sizes = [300, 1000] if args.quick else [1000, 3000, 10_000]
    print("Exact solver, n vs n, classic rules (best of three)")
    print(f"{'n':>7} {'riskgui':>10} {'numpy ref':>10} {'speed-up':>9} {'per state':>10}")
    for n in sizes:
        ours = solve_battle(n, n).outcomes.win
        theirs = reference_solve(n, n)
        assert np.allclose(ours, theirs, rtol=1e-12, atol=1e-300), "the two solvers disagree"
        fast = best_time(partial(solve_battle, n, n), 3)
        slow = best_time(partial(reference_solve, n, n), 1 if n > 3000 else 2)
        print(
            f"{n:>7} {fast * 1e3:>7.0f} ms {slow * 1e3:>7.0f} ms {slow / fast:>8.1f}x "
            f"{fast / n**2 * 1e9:>7.2f} ns"
        )


if __name__ == "__main__":
    main()
