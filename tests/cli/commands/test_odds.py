import json
import subprocess
import sys
from fractions import Fraction

import pytest

from riskgui.core.exact import small as small_battle
from riskgui.core.exact.fractions import long_integers


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
    assert "attacking vs" in done.stdout
