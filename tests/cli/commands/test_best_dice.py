import json

import pytest

from riskgui.core.exact.choice import solve_choice


def test_best_dice_shows_the_defender_who_sees_the_roll(run_cli):
    code, out, _ = run_cli("best-dice", 11, 10)
    assert code == 0 and "56.76 %" in out and "45.29 %" in out
    assert "roll 1 die when the attacker's 2 highest are 5-4, 5-5, 6-4, 6-5, 6-6" in out
    assert "Should the attacker ever roll fewer dice? No" in out
    report = json.loads(run_cli("best-dice", 11, 10, "--json")[1])
    assert report["defender_sees_win_probability"] == solve_choice(11, 10).win_probability
    assert report["attacker_rolls_fewer"] == []


@pytest.mark.slow
def test_each_group_of_states_shows_its_first_eight_and_counts_the_rest(run_cli):
    code, out, _ = run_cli("best-dice", 30, 30)
    groups = json.loads(run_cli("best-dice", 30, 30, "--json")[1])["defender_policy"]
    listed = out.split("vs defenders):\n")[1].split("\n\n")[0].splitlines()
    assert code == 0 and len(listed) == len(groups)
    assert {len(g["states"]) > 8 for g in groups} == {True, False}  # both kinds of line
    for line, group in zip(listed, groups):
        states = [f"{i} vs {j}" for i, j in group["states"]]
        hidden = f" and {len(states) - 8} more" if len(states) > 8 else ""
        assert line.endswith(": " + ", ".join(states[:8]) + hidden)
