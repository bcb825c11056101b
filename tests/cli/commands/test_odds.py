import json
import math
import subprocess
import sys
from fractions import Fraction

import pytest

from riskgui.core.exact import small as small_battle
from riskgui.core.exact.fractions import long_integers
from riskgui.core.report.percent import format_percent


def test_odds_json_with_fraction(run_cli):
    code, out, err = run_cli("odds", 4, 2, "--fraction", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    assert result["win_fraction"] == "6610505/10077696"
    assert result["win_probability"] == pytest.approx(6610505 / 10077696, rel=1e-15)
    assert result["attackers"] == 4 and result["defenders"] == 2
    assert sum(o["probability"] for o in result["outcomes"]) == pytest.approx(1.0)
    assert {(o["attackers"], o["defenders"]) for o in result["outcomes"]} == {
        (4, 0), (3, 0), (2, 0), (1, 1), (1, 2),
    }  # fmt: skip
    assert "win_fraction" not in json.loads(run_cli("odds", 4, 2, "--json")[1])


@pytest.mark.slow
def test_a_fraction_longer_than_python_prints_comes_out_whole(run_cli):
    # Over 4,300 digits: str() of such an integer raises unless told otherwise.
    code, out, err = run_cli("odds", 9999, 1, "--fraction", "--json")
    assert code == 0 and err == ""
    result = json.loads(out)
    digits = result["win_fraction_digits"]
    numerator, denominator = result["win_fraction"].split("/")
    assert (len(numerator), len(denominator)) == (digits["numerator"], digits["denominator"])
    assert digits["denominator"] > 4_300
    with long_integers():
        exact = Fraction(int(numerator), int(denominator))
    assert float(exact) == pytest.approx(result["win_probability"], rel=1e-12)
    code, out, err = run_cli("odds", 9999, 1, "--fraction")
    assert code == 0 and f"({digits['numerator']:,} digits over" in out
    assert result["win_fraction"] in out.splitlines()


def test_odds_text_states_the_convention(run_cli):
    code, out, _ = run_cli("odds", 10, 10)
    assert code == 0
    assert "47.99 %" in out and "stays behind included" in out


@pytest.mark.parametrize(
    ("args", "headline"),
    [
        (["odds", 4, 2], "4 on the territory vs 2"),
        (["simulate", 4, 2, "--trials", 100], "4 on the territory vs 2, simulated"),
        (["best-dice", 4, 2], "4 on the territory vs 2: choosing the dice"),
        (["campaign", 4, 2, 1], "4 on the territory vs 2, 1: 2 territories in a row"),
    ],
)
def test_the_headline_counts_as_the_next_line_explains(run_cli, args, headline):
    """Not "4 attacking": the 4 counts the army that stays behind, as the header says."""
    code, out, _ = run_cli(*args)
    first, convention = out.splitlines()[:2]
    assert code == 0 and first == headline
    assert (
        convention == "  attackers = armies on the attacking territory, the one that stays "
        "behind included"
    )


@pytest.mark.parametrize(
    ("battle", "holds"),
    [
        ((10, 10), "52.01 %"),
        ((4, 2), "34.40 %"),
        ((75, 5), "1.10e-14 %"),
        ((5, 75), "> 99.99999 %"),  # the tail, 4.86e-13 %, is in --json
    ],
)
def test_the_defenders_chance_is_printed_too(run_cli, battle, holds):
    code, out, _ = run_cli("odds", *battle)
    lines = out.splitlines()
    conquers = lines.index(next(line for line in lines if line.startswith("Attacker conquers")))
    assert code == 0 and lines[conquers + 1] == f"Defender holds: {holds}"


@pytest.mark.slow
@pytest.mark.parametrize("battle", [(5000, 3), (3, 3000)])
def test_outcomes_under_a_hundredth_of_a_percent_are_counted_in_one_line(run_cli, battle):
    outcomes = json.loads(run_cli("odds", *battle, "--json")[1])["outcomes"]
    rare = [o["probability"] for o in outcomes if o["probability"] < 1e-4]
    code, out, _ = run_cli("odds", *battle)
    rows = out.split("probability\n")[1].splitlines()
    assert code == 0 and len(rows) == len(outcomes) - len(rare) + 1 < 120
    assert rows[-1] == (
        f"... and {len(rare):,} more outcomes under 0.01 % each, "
        f"{format_percent(math.fsum(rare))} in all (--all lists every one)"
    )
    code, out, _ = run_cli("odds", *battle, "--all")
    rows = out.split("probability\n")[1].splitlines()
    assert code == 0 and len(rows) == len(outcomes)
    assert [int(row.split()[0]) for row in rows] == [o["attackers"] for o in outcomes]


@pytest.mark.parametrize("battle", [(100, 100), (20, 20), (10, 50)])
def test_a_long_table_shows_the_likeliest_twenty_in_a_row_and_sums_the_rest(run_cli, battle):
    """Over 20 outcomes of 0.01 % or more: the 20 consecutive ones around the likeliest that
    are likeliest together, and one line each for those above (better for the attacker)
    and below (better for the defender), counted and summed."""
    outcomes = json.loads(run_cli("odds", *battle, "--json")[1])["outcomes"]
    chances = [o["probability"] for o in outcomes]
    mode = chances.index(max(chances))
    starts = range(max(0, mode - 19), min(mode, len(chances) - 20) + 1)
    first = max(starts, key=lambda start: math.fsum(chances[start : start + 20]))
    code, out, _ = run_cli("odds", *battle)
    above, *rows, below = out.split("probability\n")[1].splitlines()
    assert code == 0 and len(out.splitlines()) == 9 + 22
    shown = [(o["attackers"], o["defenders"]) for o in outcomes[first : first + 20]]
    assert [tuple(int(n) for n in row.split()[:2]) for row in rows] == shown
    assert above == (
        f"... {first} outcomes better for the attacker, "
        f"{format_percent(math.fsum(chances[:first]))} in all"
    )
    under = len(chances) - first - 20  # 10 against 50: 1 (the defender left with all 50)
    assert below == (
        f"... {under} {'outcome' if under == 1 else 'outcomes'} better for the defender, "
        f"{format_percent(math.fsum(chances[first + 20 :]))} in all (--all lists every one)"
    )
    rows = run_cli("odds", *battle, "--all")[1].split("probability\n")[1].splitlines()
    assert [int(row.split()[1]) for row in rows] == [o["defenders"] for o in outcomes]


def test_a_battle_without_rare_outcomes_lists_them_all(run_cli):
    code, out, _ = run_cli("odds", 10, 10)
    rows = out.split("probability\n")[1].splitlines()
    assert code == 0 and len(rows) == 19 and not any("more outcome" in row for row in rows)


@pytest.mark.parametrize("preset", ["classic", "bonus-die", "uk-1990", "legacy-bunker"])
@pytest.mark.parametrize(("attackers", "defenders", "stop"), [(10, 10, 1), (4, 2, 3), (30, 7, 5)])
def test_small_odds_read_the_same_in_plain_python_and_numpy(
    run_cli, monkeypatch, preset, attackers, defenders, stop
):
    args = ["odds", attackers, defenders, "--preset", preset, "--stop-at", stop]
    plain_text, plain_json = run_cli(*args)[1], run_cli(*args, "--json")[1]
    monkeypatch.setattr(small_battle, "SMALL_BATTLE_STATES", 0)  # NumPy for every battle
    numpy_text, numpy_json = run_cli(*args)[1], run_cli(*args, "--json")[1]
    assert plain_text == numpy_text
    plain, numpy = json.loads(plain_json), json.loads(numpy_json)
    assert plain.keys() == numpy.keys()
    for key in ("win_probability", "loss_probability", "expected_attackers_left"):
        assert plain[key] == pytest.approx(numpy[key], rel=1e-12)
    assert len(plain["outcomes"]) == len(numpy["outcomes"])


@pytest.mark.slow
@pytest.mark.parametrize(
    ("battle", "numpy_loaded"), [(["10", "10"], False), (["100", "100"], True)]
)
def test_small_odds_answer_without_loading_numpy(battle, numpy_loaded):
    """A small battle is answered in plain Python; a larger one loads the solver and NumPy."""
    code = (
        "import sys; from riskgui.cli.main import main; "
        f"code = main(['odds', *{battle!r}]); "
        "print('numpy' in sys.modules); sys.exit(code)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == str(numpy_loaded)
    assert "on the territory vs" in done.stdout


def test_a_defence_too_unlikely_for_floating_point_is_not_printed_as_zero(run_cli):
    from riskgui.core.report.percent import BELOW_FLOOR

    code, out, _ = run_cli("odds", "9999", "1")
    assert code == 0
    assert f"Defender holds: {BELOW_FLOOR}" in out and "Defender holds: 0 %" not in out
