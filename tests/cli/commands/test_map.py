"""``riskgui-cli map``: the classic board as the issue's JSON and as text a player reads."""

import json
import subprocess
import sys

import pytest

from riskgui.cli.main import main
from tests.helpers.classic_borders import CLASSIC_BORDERS


def run_json(capsys, *extra: str) -> dict:
    assert main(["map", "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_json_has_the_issues_shape(capsys):
    data = run_json(capsys)
    assert set(data) == {"territories", "continents"}
    assert data["territories"]["Alaska"] == {
        "continent": "North America",
        "neighbours": ["Alberta", "Kamchatka", "Northwest Territory"],
    }
    assert data["continents"]["Australia"] == {
        "bonus": 2,
        "territories": ["Eastern Australia", "Indonesia", "New Guinea", "Western Australia"],
    }
    sizes = {name: len(c["territories"]) for name, c in data["continents"].items()}
    assert sizes == {"North America": 9, "South America": 4, "Europe": 7, "Africa": 6,
                     "Asia": 12, "Australia": 4}  # fmt: skip


def test_the_json_borders_are_the_independently_typed_ones(capsys):
    data = run_json(capsys, "classic")
    printed = {
        frozenset((name, other))
        for name, territory in data["territories"].items()
        for other in territory["neighbours"]
    }
    assert printed == {frozenset(pair) for pair in CLASSIC_BORDERS}


def test_the_text_names_the_bonuses_and_marks_the_sea_lanes(capsys):
    assert main(["map"]) == 0
    text = capsys.readouterr().out
    assert "42 territories, 6 continents, 83 borders" in text
    assert "Asia (bonus 7, 12 territories)" in text
    alaska = next(line for line in text.splitlines() if line.startswith("Alaska "))
    assert alaska.split() == ["Alaska", "Alberta,", "~Kamchatka,", "Northwest", "Territory"]


def test_an_unknown_map_is_one_line_and_exit_2(capsys):
    assert main(["map", "risk2210"]) == 2
    err = capsys.readouterr().err
    assert err == "riskgui-cli: error: unknown map 'risk2210': the maps are classic\n"


@pytest.mark.slow
def test_the_map_loads_no_numpy():
    code = (
        "import sys\nfrom riskgui.cli.main import main\nmain(['map', '--json'])\n"
        "sys.exit(1 if 'numpy' in sys.modules else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
