"""Campaigns rolled with real dice."""

import pytest

from tests.helpers.generators import run_campaign


@pytest.mark.parametrize(("attackers", "route"), [(5, [5, 5, 5, 5, 5]), (3, [2, 2, 2, 2])])
def test_territories_no_rolled_campaign_reaches_count_zero(attackers, route):
    rolled = run_campaign(attackers, route, 100_000, seed=4)
    conquered = rolled.conquered.tolist()
    assert len(conquered) == len(route)
    assert conquered[-1] == 0  # nobody got that far: 0, not an error
    assert all(a >= b for a, b in zip(conquered, conquered[1:]))
    assert rolled.final_armies.sum() == 0
