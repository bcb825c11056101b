"""Statistics for comparing a simulation with the exact answer."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike, NDArray

Z95 = 1.959963984540054


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95 % by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    low, high = wilson_bounds(np.array([successes]), np.array([trials]), z)
    return (float(low[0]), float(high[0]))


def wilson_bounds(
    successes: ArrayLike, trials: ArrayLike, z: float = Z95
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """``wilson_interval`` for arrays of counts (all trials > 0)."""
    n = np.asarray(trials, dtype=float)
    k = np.asarray(successes, dtype=float)
    p = k / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * np.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # At 0 or all successes the bound is exactly 0 or 1; floating point would miss it by an ulp.
    low = np.where(k == 0, 0.0, np.maximum(0.0, centre - half))
    high = np.where(k == n, 1.0, np.minimum(1.0, centre + half))
    return low, high


def z_score(successes: int, trials: int, exact: float) -> float:
    """How many standard errors the estimate lies from the exact probability."""
    if trials <= 0:
        return 0.0
    error = successes / trials - exact
    variance = exact * (1 - exact) / trials
    if variance == 0.0:
        return 0.0 if error == 0.0 else math.copysign(math.inf, error)
    return error / math.sqrt(variance)


Z999 = 3.290526731491926  # the 99.9 % interval


def agreement(successes: int, trials: int, exact: float) -> str:
    """Where the exact value lies against the 95 % interval: "inside", "just outside"
    (inside the 99.9 % one) or "far outside".

    One rule for the window and the CLI: the interval is the Wilson interval printed
    beside the estimate, so "inside" is true exactly when the reader sees it inside.
    """
    low, high = wilson_interval(successes, trials)
    if low <= exact <= high:
        return "inside"
    wide_low, wide_high = wilson_interval(successes, trials, Z999)
    return "just outside" if wide_low <= exact <= wide_high else "far outside"


def describe_agreement(successes: int, trials: int, exact: float) -> str:
    """``agreement`` as a sentence a player reads, with how often runs land there."""
    where = agreement(successes, trials, exact)
    how_often = {
        "inside": "",
        "just outside": " (1 run in 20 lands there)",
        "far outside": " (under 1 run in 1,000 lands there)",
    }[where]
    return f"the exact value is {where} the 95 % interval{how_often}"


@dataclass(frozen=True)
class ChiSquare:
    statistic: float
    degrees_of_freedom: int
    p_value: float


def chi_square_test(observed: ArrayLike, expected_probabilities: ArrayLike) -> ChiSquare:
    """Goodness of fit of counts to probabilities over the same cells.

    Cells expected to hold fewer than 5 counts are pooled into one, as the chi-square
    approximation requires.
    """
    observed = np.asarray(observed, dtype=float).ravel()
    probabilities = np.asarray(expected_probabilities, dtype=float).ravel()
    if observed.shape != probabilities.shape:
        raise ValueError("observed counts and probabilities must have the same cells")
    total = observed.sum()
    expected = probabilities * total
    big = expected >= 5
    obs = np.append(observed[big], observed[~big].sum())
    exp = np.append(expected[big], expected[~big].sum())
    if exp[-1] < 5:  # fold a small pooled cell into the smallest proper cell
        if big.any():
            smallest = int(np.argmin(exp[:-1]))
            obs[smallest] += obs[-1]
            exp[smallest] += exp[-1]
        obs, exp = obs[:-1], exp[:-1]
    dof = obs.size - 1
    if dof < 1:
        return ChiSquare(0.0, 0, 1.0)
    statistic = float(((obs - exp) ** 2 / exp).sum())
    return ChiSquare(statistic, dof, chi_square_survival(statistic, dof))


def chi_square_survival(x: float, dof: int) -> float:
    """P(X >= x) for X ~ chi-square(dof): the regularized upper incomplete gamma Q(dof/2, x/2)."""
    return _gamma_q(dof / 2.0, x / 2.0)


def _gamma_q(s: float, x: float) -> float:
    if x <= 0:
        return 1.0
    log_prefix = s * math.log(x) - x - math.lgamma(s)
    if x < s + 1:  # series for the lower function converges fast here
        term = total = 1.0 / s
        k = s
        while abs(term) > abs(total) * 1e-15:
            k += 1
            term *= x / k
            total += term
        return max(0.0, 1.0 - total * math.exp(log_prefix))
    # Continued fraction for the upper function (modified Lentz).
    tiny = 1e-300
    b = x + 1 - s
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - s)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_prefix) * h)
