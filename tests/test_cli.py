import json
import shutil
import subprocess
import sys
from fractions import Fraction

import pytest

from riskgui.cli import main
from riskgui.core.exact import small as small_battle
from riskgui.core.exact.choice import solve_choice
from riskgui.core.exact.fractions import long_integers
from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, Side, side
from riskgui.core.rules.presets import PRESETS


def run_cli(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_odds_json_with_fraction(capsys):
    code, out, err = run_cli(capsys, "odds", 4, 2, "--fraction", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["win_fraction"] == "6610505/10077696"
    assert result["win_probability"] == pytest.approx(6610505 / 10077696, rel=1e-15)
    assert result["attackers"] == 4 and result["defenders"] == 2
    assert sum(o["probability"] for o in result["outcomes"]) == pytest.approx(1.0)
    assert {(o["attackers"], o["defenders"]) for o in result["outcomes"]} == {
        (4, 0), (3, 0), (2, 0), (1, 1), (1, 2),
    }  # fmt: skip
    assert "win_fraction" not in json.loads(run_cli(capsys, "odds", 4, 2, "--json")[1])


def test_a_fraction_longer_than_python_prints_comes_out_whole(capsys):
    # Over 4,300 digits: str() of such an integer raises unless told otherwise.
    code, out, err = run_cli(capsys, "odds", 9999, 1, "--fraction", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    digits = result["win_fraction_digits"]
    numerator, denominator = result["win_fraction"].split("/")
    assert (len(numerator), len(denominator)) == (digits["numerator"], digits["denominator"])
    assert digits["denominator"] > 4_300
    with long_integers():
        exact = Fraction(int(numerator), int(denominator))
    assert float(exact) == pytest.approx(result["win_probability"], rel=1e-12)
    code, out, err = run_cli(capsys, "odds", 9999, 1, "--fraction")
    assert code == 0 and f"({digits['numerator']:,} digits over" in out
    assert result["win_fraction"] in out.splitlines()


def test_odds_text_states_the_convention(capsys):
    code, out, _ = run_cli(capsys, "odds", 10, 10)
    assert code == 0
    assert "47.99 %" in out and "stays behind included" in out


def test_rule_flags_change_the_answer(capsys):
    fortified = json.loads(run_cli(capsys, "odds", 10, 10, "--defender-highest", 1, "--json")[1])
    classic = json.loads(run_cli(capsys, "odds", 10, 10, "--json")[1])
    assert fortified["win_probability"] < classic["win_probability"]
    stopped = json.loads(run_cli(capsys, "odds", 10, 10, "--stop-at", 4, "--json")[1])
    assert all(o["defenders"] == 0 or o["attackers"] <= 4 for o in stopped["outcomes"])


def test_simulate_json(capsys):
    code, out, _ = run_cli(capsys, "simulate", 10, 10, "--trials", 100_000, "--seed", 42, "--json")
    result = json.loads(out)
    assert code == 0 and result["trials"] == 100_000 and result["seed"] == 42
    assert result["win_probability"] == result["wins"] / result["trials"]
    low, high = result["ci95"]
    assert low < result["win_probability"] < high
    assert abs(result["z"]) < 4
    assert result["exact_win_probability"] == solve_battle(10, 10).win_probability
    args = ("simulate", 10, 10, "--trials", 100_000, "--seed", 42, "--json")
    again = json.loads(run_cli(capsys, *args)[1])
    assert again["wins"] == result["wins"] and again["dice_rounds"] == result["dice_rounds"]


def test_campaign_json(capsys):
    result = json.loads(run_cli(capsys, "campaign", 20, 3, 4, 2, "--json")[1])
    probabilities = result["territory_probabilities"]
    assert len(probabilities) == 3 and probabilities == sorted(probabilities, reverse=True)
    assert result["win_probability"] == probabilities[-1]
    assert sum(o["probability"] for o in result["outcomes"]) == pytest.approx(probabilities[-1])


def test_table_csv_and_needed(capsys):
    code, out, _ = run_cli(capsys, "table", 5, 3, "--csv")
    rows = [line.split(",") for line in out.strip().splitlines()]
    assert code == 0 and rows[0] == ["attackers\\defenders", "1", "2", "3"]
    assert [r[0] for r in rows[1:]] == ["2", "3", "4", "5"]
    assert float(rows[3][2]) == pytest.approx(6610505 / 10077696, rel=1e-15)
    result = json.loads(run_cli(capsys, "needed", 10, "--target", 0.8, "--json")[1])
    assert result["defenders"] == 10 and result["target"] == 0.8
    assert result["win_probability"] >= 0.8
    assert solve_battle(result["attackers"] - 1, 10).win_probability < 0.8


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["odds", "2.5", "3"], "attacking armies must be a whole number"),
        (["odds", "-3", "2"], "attacking armies must be at least 2"),
        (["odds", "1", "3"], "attacking armies must be at least 2"),
        (["odds", "5", "0"], "defending armies must be at least 1"),
        (["odds", "5", "x"], "defending armies must be a whole number"),
        (["odds", "5", "3", "--stop-at", "0"], "stop threshold must be at least 1"),
        (["odds", "5", "3", "--stop-at", "5"], "leaves no attack"),
        (["odds", "5", "3", "--attacker-dice", "0"], "attacker dice must be between 1 and 6"),
        (["odds", "5", "3", "--defender-dice", "9"], "defender dice must be between 1 and 6"),
        (["odds", "5", "3", "--defender-sides", "1"], "defender die sides must be between 2"),
        (["odds", "5", "3", "--attacker-sides", "8,100"], "attacker die sides must be between"),
        (["odds", "5", "3", "--attacker-sides", "8;6"], "attacker sides must be whole numbers"),
        (["odds", "5", "3", "--defender-highest", "-11"], "defender modifier on the highest"),
        (["odds", "5", "3", "--defender-armies", "1,1"], "never rolls more dice than it has"),
        (["odds", "5", "3", "--defender-dice", "3", "--defender-armies", "1,3"], "for each of"),
        (["odds", "5", "3", "--preset", "monopoly"], "invalid choice: 'monopoly'"),
        (["odds", "5", "3", "--ties", "nobody"], "invalid choice: 'nobody'"),
        (["odds", "1200", "1200", "--fraction"], "too large for an exact fraction"),
        (["odds", "5000", "800", "--fraction"], "too large for an exact fraction"),
        (["odds", "100000", "100000"], "too large to solve"),
        (["simulate", "5", "3", "--trials", "0"], "trials must be at least 1"),
        (["simulate", "5", "3", "--seed", "-4"], "seed must be at least 0"),
        (["campaign", "10"], "required: D"),
        (["campaign", "10", "3", "0"], "defending armies must be at least 1"),
        (["table", "100000", "100000"], "too large"),
        (["needed", "5", "--target", "1.5"], "strictly between 0 and 1"),
        (["needed", "5", "--target", "abc"], "target must be a probability"),
        (["needed", "5"], "required: --target"),
        (["needed", "5", "--target", "100%"], "strictly between 0 and 1"),
        (["needed", "1", "--target", "0.5", "--defender-every", "6", "--no-cap-faces"], "never"),
        (["best-dice", "300", "300"], "too large to work out every choice of dice"),
        (["campaign", "5", "3", "2", "--territory-rules", "classic,x"], "no preset 'x'"),
        (["campaign", "5", "3", "2", "--territory-rules", "classic"], "rules of each of the 2"),
        (["bogus"], "invalid choice: 'bogus'"),
    ],
)
def test_bad_input_is_one_line_on_stderr_with_exit_code_2(capsys, args, message):
    code, out, err = run_cli(capsys, *args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("riskgui-cli: error: ")
    assert message in err


def test_installed_console_script():
    exe = shutil.which("riskgui-cli", path=str(__import__("pathlib").Path(sys.executable).parent))
    assert exe, "riskgui-cli is not installed next to this Python"
    done = subprocess.run([exe, "odds", "3", "2", "--json"], capture_output=True, text=True)
    assert done.returncode == 0
    assert json.loads(done.stdout)["win_probability"] == pytest.approx(235 / 648, rel=1e-15)
    bad = subprocess.run([exe, "odds", "1", "2"], capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_no_arguments_lists_the_commands(capsys):
    code, out, err = run_cli(capsys)
    assert code == 0 and err == ""
    for command in ("odds", "simulate", "campaign", "table", "needed"):
        assert f"    {command} " in out


def test_needed_takes_a_percentage_and_searches_without_a_full_table(capsys):
    code, out, _ = run_cli(capsys, "needed", 10, "--target", "80%")
    assert code == 0 and "15 armies on the attacking territory" in out
    code, out, _ = run_cli(capsys, "needed", 20000, "--target", "0.5", "--json")
    answer = json.loads(out)
    assert code == 0 and answer["win_probability"] >= 0.5
    attackers = answer["attackers"]
    assert solve_battle(attackers - 1, 20000).win_probability < 0.5 <= answer["win_probability"]


def test_campaign_leaving_armies_behind(capsys):
    code, out, _ = run_cli(
        capsys, "campaign", 20, 3, 4, 2, "--leave", "1,3,2", "--stops", "1,4,2", "--json"
    )
    from riskgui.core.campaign.exact import solve_campaign

    expected = solve_campaign(20, [3, 4, 2], leave=[1, 3, 2], stops=[1, 4, 2])
    assert code == 0
    assert json.loads(out)["win_probability"] == pytest.approx(expected.win_probability)
    code, _, err = run_cli(capsys, "campaign", 20, 3, 4, 2, "--leave", "1,3")
    assert code == 2 and "for each of the 3 territories" in err


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_every_preset_is_a_flag_and_named_in_the_answer(capsys, preset):
    code, out, _ = run_cli(capsys, "odds", 10, 10, "--preset", preset.key)
    assert code == 0 and preset.title in out
    expected = solve_battle(10, 10, preset.rules).win_probability
    report = json.loads(run_cli(capsys, "odds", 10, 10, "--preset", preset.key, "--json")[1])
    assert report["win_probability"] == pytest.approx(expected, rel=1e-14)  # plain Python


def test_each_field_is_a_flag_on_top_of_the_preset(capsys):
    args = ("odds", 9, 7, "--preset", "bonus-die", "--attacker-sides", "8,6",
            "--defender-armies", "1,3", "--attacker-reroll-ones", "--no-cap-faces",
            "--defender-lowest", "-1", "--ties", "attacker", "--json")  # fmt: skip
    report = json.loads(run_cli(capsys, *args)[1])
    rules = Rules(
        attacker=side(3, sides=(8, 6), reroll_ones=True),
        defender=Side(armies=(1, 3), extra_dice=1, lowest=-1),
        ties="attacker",
        cap_faces=False,
    )
    assert report["win_probability"] == pytest.approx(
        solve_battle(9, 7, rules).win_probability, rel=1e-14
    )


def test_a_campaign_with_rules_per_territory(capsys):
    args = ("campaign", 5, 3, 2, 1, "--territory-rules", "classic,2210-defence-d8,classic")
    report = json.loads(run_cli(capsys, *args, "--json")[1])
    expected = [0.6416228964559516, 0.15834186479813744, 0.06507349013892291]
    assert report["territory_probabilities"] == pytest.approx(expected, rel=1e-12)
    assert "2d8" in report["territory_rules"][1]


def test_best_dice_shows_the_defender_who_sees_the_roll(capsys):
    code, out, _ = run_cli(capsys, "best-dice", 11, 10)
    assert code == 0 and "56.76 %" in out and "45.29 %" in out
    assert "roll 1 die when the attacker's 2 highest are 5-4, 5-5, 6-4, 6-5, 6-6" in out
    assert "Should the attacker ever roll fewer dice? No" in out
    report = json.loads(run_cli(capsys, "best-dice", 11, 10, "--json")[1])
    assert report["defender_sees_win_probability"] == solve_choice(11, 10).win_probability
    assert report["attacker_rolls_fewer"] == []


@pytest.mark.parametrize("preset", ["classic", "bonus-die", "uk-1990", "legacy-bunker"])
@pytest.mark.parametrize(("attackers", "defenders", "stop"), [(10, 10, 1), (4, 2, 3), (30, 7, 5)])
def test_small_odds_read_the_same_in_plain_python_and_numpy(
    capsys, monkeypatch, preset, attackers, defenders, stop
):
    args = ["odds", attackers, defenders, "--preset", preset, "--stop-at", stop]
    plain_text, plain_json = run_cli(capsys, *args)[1], run_cli(capsys, *args, "--json")[1]
    monkeypatch.setattr(small_battle, "SMALL_BATTLE_STATES", 0)  # NumPy for every battle
    numpy_text, numpy_json = run_cli(capsys, *args)[1], run_cli(capsys, *args, "--json")[1]
    assert plain_text == numpy_text
    plain, numpy = json.loads(plain_json), json.loads(numpy_json)
    assert plain.keys() == numpy.keys()
    for key in ("win_probability", "loss_probability", "expected_attackers_left"):
        assert plain[key] == pytest.approx(numpy[key], rel=1e-12)
    assert len(plain["outcomes"]) == len(numpy["outcomes"])


def test_small_odds_answer_without_loading_numpy():
    code = (
        "import sys; from riskgui.cli import main; main(['odds', '10', '10']); "
        "assert 'numpy' not in sys.modules, 'numpy was imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "47.99 %" in done.stdout
