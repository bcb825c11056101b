import pytest

from riskgui.core.report.percent import (
    BELOW_FLOOR,
    NEAR_CERTAIN,
    PRECISION_FLOOR,
    format_percent,
    tail_text,
)


@pytest.mark.parametrize("probability", [1.13e-320, 5e-324, 9.9e-301])
def test_a_chance_under_the_precision_floor_says_so(probability):
    shown = format_percent(probability)
    assert shown == BELOW_FLOOR
    assert "floating point" in shown and shown.startswith("< 1e-298 %")


def test_the_floor_is_where_the_digits_stop_and_no_higher():
    assert format_percent(PRECISION_FLOOR) == "1.00e-298 %"
    assert format_percent(3.4481947639510633e-09) == "3.45e-07 %"  # ordinary tails unchanged


def test_a_tail_under_the_floor_is_no_tail():
    assert format_percent(1.0, 1.13e-320) == NEAR_CERTAIN
    assert tail_text(1.0, 1.13e-320) is None
    assert format_percent(1.0, 2e-300) == NEAR_CERTAIN
    assert tail_text(1.0, 2e-300) == "100 % \u2212 2.00e-298 %"


@pytest.mark.parametrize(
    ("probability", "complement"),
    [(1.0, 4.93e-14), (1 - 1.05e-18, 1.05e-18), (1.0, 0.0), (1.0, None), (1 - 2e-9, 2e-9)],
)
def test_a_near_certainty_reads_one_way_whatever_its_tail(probability, complement):
    """Issue 36: "100 % − 4.93e-12 %", "100 % − 1.05e-16 %" and "> 99.99999 %" were three
    ways of saying the same thing."""
    assert format_percent(probability, complement) == NEAR_CERTAIN


def test_the_tail_is_for_near_certainties_only():
    assert tail_text(1.0, 4.93e-14) == "100 % \u2212 4.93e-12 %"
    assert tail_text(0.999, 0.001) is None  # "99.900 %" says it
    assert tail_text(1.0, None) is None  # no complement of its own: nothing more is known


@pytest.mark.parametrize("probability", [1.0, 1 - 1e-15, 0.9999999999])
def test_certain_is_100_percent_and_only_certain_is(probability):
    assert format_percent(probability, certain=True) == "100 %"
    assert format_percent(probability) != "100 %"


def test_a_possible_chance_that_underflowed_is_not_shown_as_zero():
    from riskgui.core.report.percent import BELOW_FLOOR, format_percent

    assert format_percent(0.0, 1.0, possible=True) == BELOW_FLOOR
    assert format_percent(0.0, 1.0) == "0 %"  # truly impossible: 0 % it is
