"""Exact fractions by size: integer numerators next to the textbook Fraction programme.

Run: python benchmarks/bench_fractions.py [--quick]

riskgui keeps each state's chance as an integer over a denominator fixed in advance
(``riskgui.core.exact.fractions``); the reference adds ``Fraction`` objects state by state
(``terminal_distribution(..., Fraction)``), timed while it takes under a few seconds.
Both must give the same fraction.
"""

from __future__ import annotations

import argparse
import sys
import time
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from riskgui.core.exact.fractions import (  # noqa: E402
    exact_win_probability,
    fraction_digits,
    terminal_distribution,
)
from riskgui.core.rules.model import CLASSIC  # noqa: E402

REFERENCE_UP_TO = 200


def textbook(n: int) -> Fraction:
    ends = terminal_distribution(n, n, CLASSIC, 1, Fraction)
    return sum((p for (_, j), p in ends.items() if j == 0), Fraction(0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a smoke test")
    args = parser.parse_args()
    sizes = [50, 100, 200] if args.quick else [50, 100, 200, 300, 600, 1000]
    print("The exact chance of n vs n conquering, classic rules, as one fraction")
    print(f"{'n':>6} {'digits':>7} {'riskgui':>10} {'Fraction DP':>12} {'speed-up':>9}")
    for n in sizes:
        started = time.perf_counter()
        fraction = exact_win_probability(n, n)
        fast = time.perf_counter() - started
        if n <= REFERENCE_UP_TO:
            started = time.perf_counter()
            assert textbook(n) == fraction, "the two programmes disagree"
            slow = time.perf_counter() - started
            reference = f"{slow * 1e3:>9.0f} ms {slow / fast:>8.0f}x"
        else:
            reference = f"{'(too slow)':>12}"
        digits = fraction_digits(fraction)
        print(f"{n:>6} {digits:>7,} {fast * 1e3:>7.0f} ms {reference}")


if __name__ == "__main__":
    main()
