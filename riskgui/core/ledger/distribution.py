"""Integer-valued distributions and their sums: the exact law of a player's swing total.

A ledger's luck is a sum over many independent entries, and most entries are alike: the
same dice under the same rules.  So sums are built by kind (``power``: the n-fold sum of one
distribution, by repeated squaring) and then across kinds and pairs of players (``total``,
always convolving the two shortest first).

Convolution is direct (``np.convolve``: every term positive, so even the far tails keep
their relative precision) unless both sides are long, where FFT takes over (O(n log n);
absolute error about 1e-16 of the largest probability, so a tail under ~1e-13 only says
"tiny").  Cost: a sum of terms spanning ``n`` values is at most a few FFTs of size ``n``.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

# Direct convolution costs len(a) * len(b) multiply-adds (~0.3 ns each here); FFT pays off
# once both sides are long and that product is large.
_DIRECT_PRODUCT = 200_000
_DIRECT_SHORT = 64


@dataclass(frozen=True)
class Distribution:
    """The law of an integer ``X``: ``probs[k] = P(X = low + k)``, summing to 1."""

    low: int
    probs: NDArray[np.float64]

    def __post_init__(self) -> None:
        if self.probs.ndim != 1 or self.probs.size == 0:
            raise ValueError("a distribution needs at least one value")
        self.probs.setflags(write=False)

    @property
    def high(self) -> int:
        return self.low + self.probs.size - 1

    def values(self) -> NDArray[np.int64]:
        return np.arange(self.low, self.high + 1, dtype=np.int64)

    def mean(self) -> float:
        # Around ``low`` first, so a long support far from 0 loses no digits.
        offsets = np.arange(self.probs.size, dtype=np.float64)
        return self.low + float(offsets @ self.probs) / self._mass()

    def sd(self) -> float:
        offsets = np.arange(self.probs.size, dtype=np.float64)
        centre = float(offsets @ self.probs) / self._mass()
        variance = float(((offsets - centre) ** 2) @ self.probs) / self._mass()
        return math.sqrt(max(variance, 0.0))

    def negated(self) -> Distribution:
        """The law of ``-X``."""
        return Distribution(-self.high, self.probs[::-1].copy())

    def mid_p(self, value: int) -> float:
        """P(X < value) + P(X = value) / 2: 0 below the support, 1 above it."""
        k = value - self.low
        if k < 0:
            return 0.0
        if k >= self.probs.size:
            return 1.0
        below = float(self.probs[:k].sum())
        above = float(self.probs[k + 1 :].sum())
        half = float(self.probs[k]) / 2
        return (below + half) / (below + above + 2 * half)

    def mid_p_table(self) -> NDArray[np.float64]:
        """``mid_p`` of every value of the support at once (element k: value ``low + k``)."""
        cumulative = np.cumsum(self.probs)
        mass = float(cumulative[-1])
        return (cumulative - self.probs / 2) / mass

    def sample(self, rng: np.random.Generator, size: int) -> NDArray[np.int64]:
        """``size`` independent draws of ``X``.

        Drawn as multinomial counts of each value in a random order, which is the same law
        as ``size`` separate draws and several times faster than inverting the CDF.
        """
        counts = rng.multinomial(size, self.probs / self._mass())
        drawn = np.repeat(self.values(), counts)
        rng.shuffle(drawn)
        return drawn

    def _mass(self) -> float:
        return float(self.probs.sum())


def point(value: int = 0) -> Distribution:
    """The law of a constant: the sum of no entries is 0 for sure."""
    return Distribution(value, np.ones(1))


def convolve(a: Distribution, b: Distribution) -> Distribution:
    """The law of ``X + Y`` for independent ``X`` ~ ``a`` and ``Y`` ~ ``b``."""
    return Distribution(a.low + b.low, _convolve(a.probs, b.probs))


def power(a: Distribution, n: int) -> Distribution:
    """The law of the sum of ``n`` independent copies of ``a``, by repeated squaring."""
    return Powers(a).of(n)


class Powers:
    """The n-fold sums of one distribution, for many ``n``: the squares (``a``, ``a+a``,
    ``a+a+a+a``, ...) are kept, so each further ``n`` costs only its set bits, and each sum
    made is kept (a ledger's 132 pairs of players ask a kind for a few dozen ``n``).

    A support on a lattice (a 3 v 2 roll swings by -2, 0 or 2) is packed first, so the
    gaps cost nothing and stay exactly 0.
    """

    def __init__(self, a: Distribution) -> None:
        self._low, probs = _trimmed(a)
        self._step = _lattice_step(probs)
        self._squares = [probs[:: self._step]]
        self._made: dict[int, Distribution] = {}

    def of(self, n: int) -> Distribution:
        if n < 0:
            raise ValueError(f"a sum of {n} entries makes no sense")
        if n == 0:
            return point(0)
        if n not in self._made:
            self._made[n] = self._power(n)
        return self._made[n]

    def _power(self, n: int) -> Distribution:
        result: NDArray[np.float64] | None = None
        bit = 0
        while n >> bit:
            if bit == len(self._squares):
                self._squares.append(_convolve(self._squares[-1], self._squares[-1]))
            if (n >> bit) & 1:
                square = self._squares[bit]
                result = square if result is None else _convolve(result, square)
            bit += 1
        assert result is not None
        if self._step > 1:
            spread = np.zeros((result.size - 1) * self._step + 1)
            spread[:: self._step] = result
            result = spread
        return Distribution(self._low * n, result)


def total(parts: Iterable[Distribution]) -> Distribution:
    """The law of the sum of independent parts, shortest first (0 for no parts)."""
    heap: list[tuple[int, int, Distribution]] = []
    for order, part in enumerate(parts):
        heapq.heappush(heap, (part.probs.size, order, part))
    if not heap:
        return point(0)
    order = len(heap)
    while len(heap) > 1:
        _, _, first = heapq.heappop(heap)
        _, _, second = heapq.heappop(heap)
        summed = convolve(first, second)
        heapq.heappush(heap, (summed.probs.size, order, summed))
        order += 1
    return heap[0][2]


def _convolve(a: NDArray[np.float64], b: NDArray[np.float64]) -> NDArray[np.float64]:
    if min(a.size, b.size) <= _DIRECT_SHORT or a.size * b.size <= _DIRECT_PRODUCT:
        return np.convolve(a, b)
    size = a.size + b.size - 1
    fft_size = 1 << (size - 1).bit_length()
    summed = np.fft.irfft(np.fft.rfft(a, fft_size) * np.fft.rfft(b, fft_size), fft_size)[:size]
    # Rounding leaves values of about -1e-17 where the true ones are 0 or tiny.
    return np.maximum(summed, 0.0)


def _trimmed(a: Distribution) -> tuple[int, NDArray[np.float64]]:
    """``a`` without zero probabilities at either end: (low, probs)."""
    nonzero = np.flatnonzero(a.probs)
    if nonzero.size == 0:
        raise ValueError("a distribution needs some probability")
    first, last = int(nonzero[0]), int(nonzero[-1])
    return a.low + first, a.probs[first : last + 1]


def _lattice_step(probs: NDArray[np.float64]) -> int:
    """The largest step ``g`` such that only every ``g``-th value has a probability."""
    return math.gcd(*(int(k) for k in np.flatnonzero(probs))) or 1
