import json

import pytest

from riskgui.core.campaign.exact import solve_campaign


def test_campaign_json(run_cli):
    result = json.loads(run_cli("campaign", 20, 3, 4, 2, "--json")[1])
    probabilities = result["territory_probabilities"]
    assert len(probabilities) == 3 and probabilities == sorted(probabilities, reverse=True)
    assert result["win_probability"] == probabilities[-1]
    assert sum(o["probability"] for o in result["outcomes"]) == pytest.approx(probabilities[-1])


def test_campaign_leaving_armies_behind(run_cli):
    code, out, _ = run_cli(
        "campaign", 20, 3, 4, 2, "--leave", "1,3,2", "--stops", "1,4,2", "--json"
    )
    expected = solve_campaign(20, [3, 4, 2], leave=[1, 3, 2], stops=[1, 4, 2])
    assert code == 0
    assert json.loads(out)["win_probability"] == pytest.approx(expected.win_probability)
    code, _, err = run_cli("campaign", 20, 3, 4, 2, "--leave", "1,3")
    assert code == 2 and "for each of the 3 territories" in err


def test_a_campaign_with_rules_per_territory(run_cli):
    args = ("campaign", 5, 3, 2, 1, "--territory-rules", "classic,2210-defence-d8,classic")
    report = json.loads(run_cli(*args, "--json")[1])
    expected = [0.6416228964559516, 0.15834186479813744, 0.06507349013892291]
    assert report["territory_probabilities"] == pytest.approx(expected, rel=1e-12)
    assert "2d8" in report["territory_rules"][1]


@pytest.mark.slow
def test_rare_numbers_of_armies_left_are_counted_in_one_line(run_cli):
    outcomes = json.loads(run_cli("campaign", 2000, 3, 2, "--json")[1])["outcomes"]
    rare = [o["probability"] for o in outcomes if o["probability"] < 1e-4]
    code, out, _ = run_cli("campaign", 2000, 3, 2)
    rows = out.split("when all fall:\n")[1].splitlines()
    assert code == 0 and len(rare) > 1000 and len(rows) == len(outcomes) - len(rare) + 1
    assert rows[-1].startswith(f"... and {len(rare):,} more outcomes under 0.01 % each, ")
    code, out, _ = run_cli("campaign", 2000, 3, 2, "--all")
    rows = out.split("when all fall:\n")[1].splitlines()
    assert code == 0 and [int(row.split()[0]) for row in rows] == [
        o["armies_left"] for o in outcomes
    ]
