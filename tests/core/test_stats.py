import math

import numpy as np
import pytest

from riskgui.core.report.percent import format_percent
from riskgui.core.stats import (
    agreement,
    chi_square_survival,
    chi_square_test,
    describe_agreement,
    wilson_interval,
    z_score,
)
from tests.helpers import oracle


def test_wilson_interval_textbook_value():
    # Newcombe (1998), example: 81 successes of 263 -> 0.2553 to 0.3662.
    low, high = wilson_interval(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)


def test_wilson_interval_stays_inside_zero_one():
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_z_score_sign_and_size():
    assert z_score(550, 1000, 0.5) == pytest.approx(0.05 / math.sqrt(0.25 / 1000))
    assert z_score(450, 1000, 0.5) < 0
    assert z_score(0, 100, 0.0) == 0.0
    assert z_score(1, 100, 0.0) == math.inf


@pytest.mark.slow
@pytest.mark.parametrize(("trials", "exact"), [(1000, 0.5), (20_000, 0.4799), (300, 0.02)])
def test_inside_means_inside_the_interval_shown(trials, exact):
    for wins in range(trials + 1):
        low, high = wilson_interval(wins, trials)
        inside = low <= exact <= high
        assert (agreement(wins, trials, exact) == "inside") == inside, wins


def test_a_z_under_2_outside_the_interval_is_said_to_be_outside():
    """The old rule said "agrees (z = -2.0)" with the exact value outside the interval."""
    trials, exact = 1000, 0.5
    found = [
        wins
        for wins in range(trials + 1)
        if abs(z_score(wins, trials, exact)) < 2
        and not wilson_interval(wins, trials)[0] <= exact <= wilson_interval(wins, trials)[1]
    ]
    assert found  # such a case exists: the rule must not be the z-score's
    for wins in found:
        assert agreement(wins, trials, exact) == "just outside"
        assert describe_agreement(wins, trials, exact).startswith(
            "the exact value is just outside the 95 % interval"
        )


def test_far_outside_is_said_so():
    assert agreement(600, 1000, 0.5) == "far outside"
    assert describe_agreement(500, 1000, 0.5) == "the exact value is inside the 95 % interval"


@pytest.mark.parametrize("x", [0.1, 1.0, 4.0, 13.0, 60.0])
def test_chi_square_survival_with_two_degrees_is_exponential(x):
    assert chi_square_survival(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)


def test_chi_square_survival_critical_values():
    assert chi_square_survival(3.841458820694124, 1) == pytest.approx(0.05, rel=1e-9)
    assert chi_square_survival(18.307038053275146, 10) == pytest.approx(0.05, rel=1e-9)
    assert chi_square_survival(124.3421134, 100) == pytest.approx(0.05, rel=1e-6)


def test_chi_square_test_accepts_fair_and_rejects_loaded_dice():
    rng = np.random.default_rng(11)
    fair = np.bincount(rng.integers(0, 6, 60_000), minlength=6)
    uniform = np.full(6, 1 / 6)
    assert chi_square_test(fair, uniform).p_value > 0.001
    loaded = np.bincount(rng.choice(6, 60_000, p=[0.15, 0.17, 0.17, 0.17, 0.17, 0.17]), minlength=6)
    assert chi_square_test(loaded, uniform).p_value < 1e-6


def test_chi_square_pools_sparse_cells():
    observed = np.array([500, 480, 20, 0, 0])
    result = chi_square_test(observed, np.array([0.5, 0.48, 0.019, 5e-4, 5e-4]))
    assert result.degrees_of_freedom == 2


def pearson(observed, expected):
    """Pearson's statistic over cells already pooled, written out by hand."""
    return math.fsum((o - e) ** 2 / e for o, e in zip(observed, expected))


def survival_odd_degrees(x, dof):
    """P(X >= x) for chi-square with odd ``dof``, in closed form (the normal tail plus a
    finite series), independent of the incomplete gamma in ``stats``."""
    term, series = 1.0, 0.0
    for k in range(1, (dof - 1) // 2 + 1):
        series += term
        term *= x / (2 * k + 1)
    return math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * series


def test_a_cell_expected_exactly_five_is_not_pooled():
    """30 throws of one d6: each face is expected exactly 5 times, which is enough; only
    cells expected fewer than 5 are pooled.  So six cells, five degrees of freedom."""
    observed = [9, 3, 5, 6, 2, 5]
    result = chi_square_test(observed, np.full(6, 1 / 6))
    statistic = pearson(observed, [5] * 6)  # (16 + 4 + 0 + 1 + 9 + 0) / 5
    assert statistic == 6.0
    assert result.degrees_of_freedom == 5
    assert result.statistic == pytest.approx(statistic, rel=1e-12)
    assert result.p_value == pytest.approx(survival_odd_degrees(statistic, 5), rel=1e-9)


def test_cells_expected_fewer_than_five_are_pooled_and_five_is_kept():
    """Expected 15, 5, 5, 3 and 2 of 30: the 3 and the 2 are pooled into one cell expected
    5, which is enough to stand alone; the two cells expected 5 stay as they are."""
    observed = [12, 8, 4, 3, 3]
    result = chi_square_test(observed, [0.5, 1 / 6, 1 / 6, 0.1, 1 / 15])
    statistic = pearson([12, 8, 4, 3 + 3], [15, 5, 5, 3 + 2])
    assert result.degrees_of_freedom == 3
    assert result.statistic == pytest.approx(statistic, rel=1e-12)
    assert result.p_value == pytest.approx(survival_odd_degrees(statistic, 3), rel=1e-9)


def test_percentages_never_round_tiny_chances_away():
    assert format_percent(0.4799352) == oracle.TEN_VS_TEN_PERCENT
    assert format_percent(1.2e-22) == "1.20e-20 %"
    assert format_percent(1.0, 3e-30) == "> 99.99999 %"
    assert format_percent(1.0, 0.0) == "> 99.99999 %"  # the tail underflowed
    assert format_percent(0.0) == "0 %"


@pytest.mark.parametrize(
    ("probability", "complement", "shown"),
    [
        (0.9999756, None, "99.998 %"),  # not "100 % − 2.44e-03 %": the digits say it
        (0.99995, 0.00005, "99.995 %"),
        (0.9999, None, "99.990 %"),  # "99.99" would be all nines
        (1 - 1e-6, 1e-6, "99.99990 %"),  # 99.9999 is all nines: one more decimal
        (1 - 1.4e-7, 1.4e-7, "99.99998 %"),  # not "> 99.99999 %", which it is not
        (1 - 2.2e-16, None, "> 99.99999 %"),  # 1 - p is rounding noise, not a tail
        (1.0, None, "> 99.99999 %"),
        (1.0, 1.1e-16, "> 99.99999 %"),  # a real tail, for the details (``tail_text``)
        (0.5, None, "50.00 %"),
    ],
)
def test_near_certainty_reads_honestly(probability, complement, shown):
    assert format_percent(probability, complement) == shown
