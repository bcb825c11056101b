import pytest

from riskgui.core.report.percent import BELOW_FLOOR, NEAR_CERTAIN, PRECISION_FLOOR, format_percent


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
    assert format_percent(1.0, 2e-300) == "100 % \u2212 2.00e-298 %"


def test_a_possible_chance_that_underflowed_is_not_shown_as_zero():
    from riskgui.core.report.percent import BELOW_FLOOR, format_percent

    assert format_percent(0.0, 1.0, possible=True) == BELOW_FLOOR
    assert format_percent(0.0, 1.0) == "0 %"  # truly impossible: 0 % it is
