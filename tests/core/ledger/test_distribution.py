import math

import numpy as np
import pytest

from riskgui.core.ledger import distribution as module
from riskgui.core.ledger.distribution import Distribution, Powers, convolve, point, power, total


def law(low, *probs):
    return Distribution(low, np.array(probs, dtype=float))


def die():
    return law(1, *([1 / 6] * 6))


def test_moments_negation_and_point():
    d = law(-1, 0.25, 0.25, 0.5)  # -1, 0, 1
    assert d.mean() == pytest.approx(0.25, abs=1e-15)
    assert d.sd() == pytest.approx(math.sqrt(0.25 + 0.5 - 0.25**2), abs=1e-15)
    n = d.negated()
    assert (n.low, n.high, list(n.probs)) == (-1, 1, [0.5, 0.25, 0.25])
    assert n.mean() == pytest.approx(-0.25, abs=1e-15)
    assert point(3).mean() == 3 and point(3).sd() == 0 and point().low == 0


def test_mid_p_inside_and_outside_the_support():
    d = law(-1, 0.25, 0.25, 0.5)
    assert d.mid_p(-1) == pytest.approx(0.125)
    assert d.mid_p(0) == pytest.approx(0.25 + 0.125)
    assert d.mid_p(1) == pytest.approx(0.75)
    assert d.mid_p(-2) == 0.0 and d.mid_p(2) == 1.0
    table = d.mid_p_table()
    assert [d.mid_p(v) for v in (-1, 0, 1)] == pytest.approx(list(table), abs=1e-15)


def test_convolve_two_dice():
    two = convolve(die(), die())
    assert two.low == 2 and two.high == 12
    assert list(two.probs * 36) == pytest.approx([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])


def _repeated(a: Distribution, n: int) -> np.ndarray:
    out = np.ones(1)
    for _ in range(n):
        out = np.convolve(out, a.probs)
    return out


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 64, 101])
def test_power_equals_repeated_convolution(n):
    a = law(-2, 0.3, 0.0, 0.3, 0.0, 0.4)  # a 3 v 2 roll's shape: a lattice of step 2
    p = power(a, n)
    assert p.low == -2 * n
    assert p.probs == pytest.approx(_repeated(a, n), abs=1e-12)


def test_powers_asked_in_any_order_and_again_are_each_ns_own():
    """The sums a ``Powers`` keeps: each ``n`` answered from a fresh ``Powers`` and from
    one asked many ``n`` before (and the same ``n`` twice) is the same law to the bit."""
    a = law(-2, 0.3, 0.0, 0.3, 0.0, 0.4)
    many = Powers(a)
    asked = [5, 3, 64, 5, 1, 37, 3, 100, 64]
    for n in asked:
        kept, fresh = many.of(n), Powers(a).of(n)
        assert (kept.low, kept.probs.tobytes()) == (fresh.low, fresh.probs.tobytes())
        assert kept.probs == pytest.approx(_repeated(a, n), abs=1e-12)


def test_power_through_fft_keeps_its_accuracy(monkeypatch):
    """Long powers go through FFT (counted here) and still match direct convolution."""
    calls = []
    real = np.fft.irfft

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(np.fft, "irfft", counted)
    rng = np.random.default_rng(5)
    a = law(-9, *rng.random(19))
    a = Distribution(a.low, a.probs / a.probs.sum())
    n = 400  # squares of 3,600 values: past the direct-convolution limit
    p = power(a, n)
    assert calls, "the FFT path was not taken"
    assert p.low == -9 * n and p.probs.size == 18 * n + 1
    assert np.abs(p.probs - _repeated(a, n)).max() < 1e-12
    assert p.probs.min() >= 0.0
    assert p.probs.sum() == pytest.approx(1.0, abs=1e-12)


def test_fft_power_of_a_lattice_is_the_binomial():
    """A 1 v 1 roll swings by -1 or +1: n of them sum to 2 * Binomial(n, p) - n."""
    p_win = 15 / 36
    n = 8000
    summed = power(law(-1, 1 - p_win, 0.0, p_win), n)
    assert summed.low == -n and summed.probs.size == 2 * n + 1
    k = np.arange(n + 1)
    log_binomial = (
        np.array([math.lgamma(n + 1) - math.lgamma(i + 1) - math.lgamma(n - i + 1) for i in k])
        + k * math.log(p_win)
        + (n - k) * math.log(1 - p_win)
    )
    assert np.abs(summed.probs[::2] - np.exp(log_binomial)).max() < 1e-12
    assert not summed.probs[1::2].any(), "the odd sums are impossible and stay exactly 0"


def test_total_is_the_sum_in_any_order():
    parts = [die(), law(-1, 0.5, 0.5), power(law(0, 0.2, 0.8), 5), point(4)]
    a = total(parts)
    b = total(reversed(parts))
    sequential = point()
    for part in parts:
        sequential = convolve(sequential, part)
    for summed in (a, b):
        assert summed.low == sequential.low
        assert summed.probs == pytest.approx(sequential.probs, abs=1e-15)
    assert total([]) == point(0)


def test_direct_and_fft_convolution_agree():
    rng = np.random.default_rng(1)
    a, b = rng.random(4000), rng.random(3500)
    a, b = a / a.sum(), b / b.sum()
    assert a.size * b.size > module._DIRECT_PRODUCT
    assert np.abs(module._convolve(a, b) - np.convolve(a, b)).max() < 1e-15


def test_sample_follows_the_law():
    d = law(-2, 0.2, 0.0, 0.5, 0.0, 0.3)
    rng = np.random.default_rng(11)
    n = 200_000
    drawn = d.sample(rng, n)
    assert drawn.dtype == np.int64 and drawn.size == n
    assert set(np.unique(drawn)) <= {-2, 0, 2}
    for value, p in ((-2, 0.2), (0, 0.5), (2, 0.3)):
        z = (np.count_nonzero(drawn == value) / n - p) / math.sqrt(p * (1 - p) / n)
        assert abs(z) < 4
    # draws are independent of their position: the first and second halves agree
    half = drawn[: n // 2].mean() - drawn[n // 2 :].mean()
    assert abs(half) / (d.sd() * math.sqrt(4 / n)) < 4


def test_a_law_needs_values():
    with pytest.raises(ValueError):
        Distribution(0, np.zeros(0))
    with pytest.raises(ValueError):
        power(die(), -1)
