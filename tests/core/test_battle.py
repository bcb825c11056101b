"""A battle turned round: who attacks swaps, each territory keeping its armies."""

import pytest

from riskgui.core.battle import Battle, swapped
from riskgui.core.rules.presets import preset


def test_a_swapped_battle_swaps_the_armies_on_the_two_territories():
    assert swapped(Battle(10, 4)) == Battle(4, 10)
    assert swapped(swapped(Battle(10, 4))) == Battle(10, 4)


def test_the_rules_and_a_stop_threshold_that_still_fits_are_kept():
    rules = preset("capital").rules
    assert swapped(Battle(10, 6, 3, rules)) == Battle(6, 10, 3, rules)
    assert swapped(Battle(10, 4, 5)) == Battle(4, 10, 1)  # 5 of 4 leaves no attack


def test_a_territory_of_one_army_cannot_attack():
    with pytest.raises(ValueError, match="has 1 army, and attacking needs 2"):
        swapped(Battle(5, 1))
