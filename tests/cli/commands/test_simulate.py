import json

from riskgui.core.exact.solver import solve_battle


def test_simulate_json(run_cli):
    args = ("simulate", 10, 10, "--trials", 100_000, "--seed", 42, "--json")
    code, out, _ = run_cli(*args)
    result = json.loads(out)
    assert code == 0 and result["trials"] == 100_000 and result["seed"] == 42
    assert result["win_probability"] == result["wins"] / result["trials"]
    low, high = result["ci95"]
    assert low < result["win_probability"] < high
    assert abs(result["z"]) < 4
    assert result["exact_win_probability"] == solve_battle(10, 10).win_probability
    again = json.loads(run_cli(*args)[1])
    assert again["wins"] == result["wins"] and again["dice_rounds"] == result["dice_rounds"]


def test_a_battle_too_large_to_solve_is_rolled_only(run_cli):
    battle = ("simulate", 200_000, 1, "--trials", 10, "--seed", 1)
    code, out, _ = run_cli(*battle)
    assert code == 0
    assert "Exact: too large to solve in a few seconds; the dice alone answer here" in out
    report = json.loads(run_cli(*battle, "--json")[1])
    assert report["exact_win_probability"] is None and report["z"] is None
