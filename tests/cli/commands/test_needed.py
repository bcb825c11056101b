import json

import pytest

from riskgui.core.exact.solver import solve_battle


def test_needed_json(run_cli):
    result = json.loads(run_cli("needed", 10, "--target", 0.8, "--json")[1])
    assert result["defenders"] == 10 and result["target"] == 0.8
    assert result["win_probability"] >= 0.8
    assert solve_battle(result["attackers"] - 1, 10).win_probability < 0.8


@pytest.mark.slow
def test_needed_takes_a_percentage_and_searches_without_a_full_table(run_cli):
    code, out, _ = run_cli("needed", 10, "--target", "80%")
    assert code == 0 and "15 armies on the attacking territory" in out
    code, out, _ = run_cli("needed", 20000, "--target", "0.5", "--json")
    answer = json.loads(out)
    assert code == 0 and answer["win_probability"] >= 0.5
    attackers = answer["attackers"]
    assert solve_battle(attackers - 1, 20000).win_probability < 0.5 <= answer["win_probability"]


def test_a_target_near_certainty_is_never_shown_as_100_percent(run_cli):
    code, out, _ = run_cli("needed", 5, "--target", "0.9999999999999999")
    assert code == 0 and out.endswith("reaching the target of 0.9999999999999999.\n")
    code, out, _ = run_cli("needed", 5, "--target", "0.999")
    assert code == 0 and out.endswith("reaching the target of 99.9 %.\n")
