import json

import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.rules.model import Rules, Side, side
from riskgui.core.rules.presets import PRESETS


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
        (["odds", "5", "3", "--preset", "monopoly"], "no preset 'monopoly'; choose one of:"),
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
def test_bad_input_is_one_line_on_stderr_with_exit_code_2(run_cli, args, message):
    code, out, err = run_cli(*args)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("riskgui-cli: error: ")
    assert message in err


def test_rule_flags_change_the_answer(run_cli):
    fortified = json.loads(run_cli("odds", 10, 10, "--defender-highest", 1, "--json")[1])
    classic = json.loads(run_cli("odds", 10, 10, "--json")[1])
    assert fortified["win_probability"] < classic["win_probability"]
    stopped = json.loads(run_cli("odds", 10, 10, "--stop-at", 4, "--json")[1])
    assert all(o["defenders"] == 0 or o["attackers"] <= 4 for o in stopped["outcomes"])


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_every_preset_is_a_flag_and_named_in_the_answer(run_cli, preset):
    code, out, _ = run_cli("odds", 10, 10, "--preset", preset.key)
    assert code == 0 and preset.title in out
    expected = solve_battle(10, 10, preset.rules).win_probability
    report = json.loads(run_cli("odds", 10, 10, "--preset", preset.key, "--json")[1])
    assert report["win_probability"] == pytest.approx(expected, rel=1e-14)  # plain Python


def test_each_field_is_a_flag_on_top_of_the_preset(run_cli):
    args = ("odds", 9, 7, "--preset", "bonus-die", "--attacker-sides", "8,6",
            "--defender-armies", "1,3", "--attacker-reroll-ones", "--no-cap-faces",
            "--defender-lowest", "-1", "--ties", "attacker", "--json")  # fmt: skip
    report = json.loads(run_cli(*args)[1])
    rules = Rules(
        attacker=side(3, sides=(8, 6), reroll_ones=True),
        defender=Side(armies=(1, 3), extra_dice=1, lowest=-1),
        ties="attacker",
        cap_faces=False,
    )
    assert report["win_probability"] == pytest.approx(
        solve_battle(9, 7, rules).win_probability, rel=1e-14
    )


@pytest.mark.parametrize(
    "args",
    [
        ["odds", "5", "3", "--preset", "monopoly"],
        ["odds", "5", "3", "--preset", "lotr-leader-strongholds"],
        ["campaign", "5", "3", "2", "--territory-rules", "classic,lotr-leader-strongholds"],
        ["round", "3", "2", "--preset", "x" * 5000],
    ],
)
def test_a_preset_name_is_never_cut_in_a_message(run_cli, args):
    code, _, err = run_cli(*args)
    listed = err.split("choose one of: ")[1].strip().split(", ")
    assert code == 2 and listed == [p.key for p in PRESETS]
    assert len(err) < 400
    typed = args[-1].split(",")[-1]
    assert (f"no preset {typed!r};" if len(typed) < 25 else "no preset of 5,000 characters;") in err


def test_long_option_names_are_quoted_whole_and_long_input_cut(run_cli):
    code, _, err = run_cli("odds", "5", "3", "--defender-must-roll-most=yes")
    assert code == 2 and "--defender-must-roll-most/--no-defender-must-roll-most:" in err
    code, _, err = run_cli("odds", "5", "3", "y" * 5000)
    assert code == 2
    cut = "y" * 20 + "... (5,000 characters)"
    assert err == f"riskgui-cli: error: unrecognized arguments: {cut}\n"
