"""``riskgui-cli ledger``: issue 26's command-line contract, its answers and its refusals.

Every subcommand runs through ``main()`` against a ledger in a temporary folder; one test
runs the installed ``riskgui-cli``.  A refusal must be one line on stderr, exit code 2,
and leave the ledger's entries exactly as they were.
"""

import json
import os
import sqlite3
import subprocess
import sys
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.ledger.location import ENVIRONMENT
from riskgui.core.ledger.schema import SCHEMA_VERSION
from riskgui.core.ledger.store import Ledger
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset

ROOT = Path(__file__).parents[3]
EXAMPLE = ROOT / "examples" / "ledger.json"

# One 3 v 2 roll of classic dice: the defender loses 2797/2592 armies on average, the
# attacker the rest of the 2 compared, so the expected swing is 2 * 2797/2592 - 2.
EXPECTED_3V2 = 2 * Fraction(2797, 2592) - 2
LUCK_KEYS = {"luck", "percentile", "entries", "swing", "expected", "sd"}


@pytest.fixture
def ledger_file(tmp_path: Path) -> Path:
    return tmp_path / "ledger.sqlite"


@pytest.fixture
def ledger(run_cli, ledger_file):
    """``ledger("roll", ...)``: the exit code and output of ``riskgui-cli ledger --file F roll``."""

    def run(*arguments: object) -> tuple[int, str, str]:
        return run_cli("ledger", "--file", ledger_file, *arguments)

    return run


def roll(ledger, dice: str, attacker="Anna", defender="Ben", evening="Friday", *more: str):
    code, out, err = ledger(
        "roll", "--evening", evening, "--attacker", attacker, "--defender", defender,
        "--dice", dice, "--json", *more,
    )  # fmt: skip
    assert code == 0 and err == "", err
    return json.loads(out)


def stored(path: Path) -> list:
    """Every entry in the ledger file, as stored."""
    with Ledger(path) as opened:
        return opened.entries()


def evening_of_three(ledger) -> None:
    """Anna, Ben and Carl, a few rolls and one battle."""
    roll(ledger, "6,5,1/6,3")
    roll(ledger, "6,6,2/1,1")
    roll(ledger, "2,2,1/6,5", "Ben", "Anna")
    roll(ledger, "4,3/5", "Carl", "Anna")
    roll(ledger, "6/2,1", "Carl", "Ben")
    code, _, err = ledger(
        "battle", "--evening", "Friday", "--attacker", "Ben", "--defender", "Carl",
        "--start", "10,10", "--end", "1,4",
    )  # fmt: skip
    assert code == 0, err


# ----- roll and battle -------------------------------------------------------------------
def test_a_roll_is_recorded_with_its_luck(ledger, ledger_file):
    answer = roll(ledger, "6,5,1/6,3")
    assert set(answer) >= {"uid", "evening", "attacker", "defender", "kind", "swing",
                           "expected", "luck"}  # fmt: skip
    assert (answer["evening"], answer["attacker"], answer["defender"]) == ("Friday", "Anna", "Ben")
    assert answer["kind"] == "roll" and answer["swing"] == 0  # 6 v 6 to Ben, 5 v 3 to Anna
    assert answer["expected"] == pytest.approx(float(EXPECTED_3V2), abs=1e-12)
    assert answer["luck"] == pytest.approx(-float(EXPECTED_3V2), abs=1e-12)
    assert (answer["attacker_lost"], answer["defender_lost"]) == (1, 1)
    (entry,) = stored(ledger_file)
    assert entry.uid == answer["uid"] and entry.rules == CLASSIC
    assert entry.what.attacker_faces == (6, 5, 1) and entry.what.defender_faces == (6, 3)
    with Ledger(ledger_file) as opened:
        assert [(e.name, e.date) for e in opened.evenings()] == [
            ("Friday", date.today().isoformat())
        ]


def test_a_roll_in_words_says_who_lost_what_and_the_luck(ledger):
    code, out, err = ledger(
        "roll", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben",
        "--dice", "6,6/1,1",
    )  # fmt: skip
    assert code == 0 and err == ""
    first, second = out.splitlines()
    # 2 v 2: the swing is +2 against 2 * P-weighted losses; Anna took both.
    assert first.startswith("Anna attacked Ben (6,6 against 1,1): Anna lost 0 armies, Ben lost 2;")
    assert "Anna's luck +" in first and "(a swing of +2 against " in first
    assert second == f"Recorded in Friday ({date.today().isoformat()})"


def test_a_preset_and_territories_are_kept_with_the_roll(ledger, ledger_file):
    answer = roll(ledger, "6,1/8,2", "Anna", "Ben", "Friday", "--preset", "2210-defence-d8",
                  "--attacker-territory", "Ural", "--defender-territory", "Siberia")  # fmt: skip
    (entry,) = stored(ledger_file)
    assert entry.rules == preset("2210-defence-d8").rules
    assert (entry.attacker_territory, entry.defender_territory) == ("Ural", "Siberia")
    assert answer["swing"] == -2  # 6 v 8 and 1 v 2: both to Ben
    assert (answer["attacker_lost"], answer["defender_lost"]) == (2, 0)


def test_a_bonus_die_roll_keeps_the_best_dice(ledger, ledger_file):
    # The defender's bonus die: of 1,2,6 the best two, 6 and 2, meet Anna's 6 and 6.
    answer = roll(ledger, "6,6,1/1,2,6", "Anna", "Ben", "Friday", "--preset", "bonus-die")
    assert (answer["attacker_lost"], answer["defender_lost"]) == (1, 1)
    assert stored(ledger_file)[0].rules == preset("bonus-die").rules


def test_a_battle_is_recorded_against_its_exact_end_distribution(ledger, ledger_file):
    code, out, err = ledger(
        "battle", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben",
        "--start", "10,10", "--end", "1,4", "--json",
    )  # fmt: skip
    assert code == 0 and err == ""
    answer = json.loads(out)
    expected = sum(
        p * ((10 - d) - (10 - a)) for a, d, p in solve_battle(10, 10, CLASSIC, 1).outcomes.states()
    )
    assert answer["kind"] == "battle" and answer["swing"] == 6 - 9
    assert answer["expected"] == pytest.approx(expected, abs=1e-9)
    assert answer["luck"] == pytest.approx(-3 - expected, abs=1e-9)
    assert (answer["attacker_lost"], answer["defender_lost"]) == (9, 6)
    (entry,) = stored(ledger_file)
    assert (entry.what.start, entry.what.end, entry.what.stop_at) == ((10, 10), (1, 4), 1)


def test_a_battle_stopped_early_keeps_its_policy(ledger, ledger_file):
    code, out, err = ledger(
        "battle", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben",
        "--start", "10,10", "--end", "3,5", "--stop-at", "3",
    )  # fmt: skip
    assert code == 0 and err == "" and "(10 vs 10 to 3 vs 5, stopping at 3)" in out
    assert stored(ledger_file)[0].what.stop_at == 3


# ----- refusals: one line, exit 2, nothing written ---------------------------------------
REFUSED = {
    "a face of 7 on a d6": (["--dice", "6,5,7/6,3"], "an attacker d6 shows 1 to 6, not 7"),
    "four attacking dice": (["--dice", "6,5,4,1/6,3"], "the attacker rolls 1 to 3 dice"),
    "no defender dice": (["--dice", "6,5/"], "the defender rolled no dice"),
    "not dice": (["--dice", "six/five"], "whole numbers"),
    "an unknown preset": (["--dice", "6/5", "--preset", "chess"], "no preset 'chess'"),
    "the same player": (["--dice", "6/5", "--defender", "Anna"], "cannot attack themselves"),
    "a blank player": (["--dice", "6/5", "--defender", " "], "the defender's name is blank"),
    "a name of 5,000 characters": (["--dice", "6/5", "--attacker", "x" * 5000], "at most 200"),
    "6,002 characters of dice": (["--dice", "6," * 3000 + "/5"], "not 6,002 characters"),
}


@pytest.mark.parametrize(("arguments", "says"), REFUSED.values(), ids=REFUSED.keys())
def test_a_bad_roll_is_refused_and_nothing_is_written(ledger, ledger_file, arguments, says):
    roll(ledger, "6/5")
    before = stored(ledger_file)
    code, out, err = ledger(
        "roll", "--evening", "Saturday", "--attacker", "Anna", "--defender", "Ben", *arguments
    )
    assert code == 2 and out == ""
    assert err.startswith("riskgui-cli: error: ") and err.count("\n") == 1, err
    assert says in err and len(err) < 400  # the list of presets is the longest
    assert stored(ledger_file) == before
    with Ledger(ledger_file) as opened:
        assert [e.name for e in opened.evenings()] == ["Friday"]  # no "Saturday"


BAD_BATTLES = {
    "an end the policy cannot reach": (["--end", "1,4", "--stop-at", "3"], "cannot end at 1 vs 4"),
    "armies gained": (["--end", "11,4"], "cannot end at 11 vs 4"),
    "one attacker": (["--start", "1,4", "--end", "1,4"], "at least 2"),
    "not a pair": (["--start", "10"], "like 10,10"),
}


@pytest.mark.parametrize(("arguments", "says"), BAD_BATTLES.values(), ids=BAD_BATTLES.keys())
def test_a_bad_battle_is_refused_and_nothing_is_written(ledger, ledger_file, arguments, says):
    roll(ledger, "6/5")
    before = stored(ledger_file)
    given = {"--start": "10,10", "--end": "1,4"}
    given.update(zip(arguments[::2], arguments[1::2]))
    flags = [part for pair in given.items() for part in pair]
    code, out, err = ledger(
        "battle", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben", *flags
    )
    assert code == 2 and out == "" and err.count("\n") == 1 and says in err, err
    assert stored(ledger_file) == before


@pytest.mark.slow
def test_unknown_evenings_and_players_are_refused(ledger):
    evening_of_three(ledger)
    for arguments, says in [
        (["report", "--evening", "Sunday"], "no evening named 'Sunday'"),
        (["dice", "--evening", "Sunday"], "no evening named 'Sunday'"),
        (["export", "--evening", "Sunday"], "no evening named 'Sunday'"),
        (["dice", "--player", "Zoe"], "no player named 'Zoe'"),
        (["report", "--player", "Zoe"], "no player named 'Zoe'"),
    ]:
        code, out, err = ledger(*arguments)
        assert code == 2 and out == "" and err.count("\n") == 1 and says in err, arguments


def test_a_damaged_ledger_is_refused_and_left_as_it_is(ledger, ledger_file):
    ledger_file.write_bytes(b"these are not the dice you are looking for" * 100)
    before = ledger_file.read_bytes()
    for arguments in (
        ["roll", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben", "--dice", "6/5"],
        ["report"],
        ["import", str(EXAMPLE)],
    ):
        code, out, err = ledger(*arguments)
        assert code == 2 and out == "" and err.count("\n") == 1 and "damaged" in err, err
    assert ledger_file.read_bytes() == before
    assert sorted(p.name for p in ledger_file.parent.iterdir()) == [ledger_file.name]


def _newer(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()


def test_a_newer_ledger_answers_but_refuses_writes(ledger, ledger_file):
    roll(ledger, "6,5,1/6,3")
    _newer(ledger_file)
    code, out, err = ledger("report", "--json")
    assert code == 0 and json.loads(out)["entries"] == 1
    assert err.count("\n") == 1 and f"version {SCHEMA_VERSION + 1}" in err
    code, out, err = ledger(
        "roll", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben", "--dice", "6/5"
    )
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"{SCHEMA_VERSION + 1}" in err and f"{SCHEMA_VERSION}" in err
    code, out, err = ledger("import", str(EXAMPLE))
    assert code == 2 and "read-only" in err
    assert len(stored(ledger_file)) == 1  # read through the read-only ledger


# ----- report ----------------------------------------------------------------------------
def test_the_report_json_has_the_contract_keys(ledger):
    evening_of_three(ledger)
    code, out, err = ledger("report", "--json")
    assert code == 0 and err == ""
    answer = json.loads(out)
    assert answer["evening"] is None and answer["entries"] == 6
    assert set(answer["players"]) == {"Anna", "Ben", "Carl"}
    for luck in answer["players"].values():
        assert {"attack", "defence", "total", "sentence"} <= set(luck)
        for part in ("attack", "defence", "total"):
            assert LUCK_KEYS <= set(luck[part])
            assert 0 <= luck[part]["percentile"] <= 1
        assert luck["total"]["entries"] == luck["attack"]["entries"] + luck["defence"]["entries"]
        assert luck["total"]["luck"] == pytest.approx(
            luck["attack"]["luck"] + luck["defence"]["luck"], abs=1e-9
        )
    pairs = {tuple(pair["players"]): pair for pair in answer["pairs"]}
    assert set(pairs) == {("Anna", "Ben"), ("Anna", "Carl"), ("Ben", "Carl")}
    assert all(LUCK_KEYS <= set(pair) for pair in pairs.values())
    assert pairs[("Anna", "Ben")]["entries"] == 3
    unluckiest = answer["unluckiest"]
    assert set(unluckiest) >= {"player", "percentile", "players", "chance", "replays"}
    assert unluckiest["players"] == 3 and 0 <= unluckiest["chance"] <= 1
    totals = {name: luck["total"]["percentile"] for name, luck in answer["players"].items()}
    assert unluckiest["player"] == min(totals, key=totals.get)


def test_the_report_luck_is_the_sum_of_the_entries_luck(ledger):
    lucks = [roll(ledger, dice)["luck"] for dice in ("6,5,1/6,3", "6,6,2/1,1", "1,1,1/6,6")]
    answer = json.loads(ledger("report", "--json")[1])
    anna, ben = answer["players"]["Anna"], answer["players"]["Ben"]
    assert anna["attack"]["luck"] == pytest.approx(sum(lucks), abs=1e-9)
    assert anna["attack"]["entries"] == 3 and anna["defence"]["entries"] == 0
    assert ben["defence"]["luck"] == pytest.approx(-sum(lucks), abs=1e-9)
    assert anna["attack"]["swing"] == 0 + 2 - 2
    assert anna["attack"]["expected"] == pytest.approx(3 * float(EXPECTED_3V2), abs=1e-9)
    (pair,) = answer["pairs"]
    assert pair["players"] == ["Anna", "Ben"] and pair["luck"] == pytest.approx(sum(lucks))


def test_the_report_in_words_puts_the_sentences_first(ledger):
    evening_of_three(ledger)
    code, out, err = ledger("report")
    assert code == 0 and err == ""
    sentences = {
        name: luck["sentence"] for name, luck in json.loads(ledger("report", "--json")[1])[
            "players"].items()
    }  # fmt: skip
    lines = out.splitlines()
    numbers = lines.index("The numbers behind")
    for sentence in sentences.values():
        assert lines.index(sentence) < numbers
    assert any(line.startswith("  attacking: ") for line in lines[:numbers])
    assert any(line.startswith("  defending: ") for line in lines[:numbers])
    assert any(line.startswith("  Anna v Ben: ") for line in lines[:numbers])
    assert any(line.startswith("  Anna, total: ") for line in lines[numbers:])


@pytest.mark.slow
def test_the_report_of_one_evening_and_one_player(ledger):
    evening_of_three(ledger)
    roll(ledger, "6/5", "Anna", "Dora", "Saturday")
    answer = json.loads(ledger("report", "--evening", "Saturday", "--json")[1])
    assert answer["evening"] == "Saturday" and answer["entries"] == 1
    assert set(answer["players"]) == {"Anna", "Dora"}
    answer = json.loads(ledger("report", "--player", "Carl", "--json")[1])
    assert set(answer["players"]) == {"Carl"} and answer["entries"] == 7
    assert all("Carl" in pair["players"] for pair in answer["pairs"])
    assert answer["unluckiest"]["players"] == 4
    code, out, err = ledger("report", "--evening", "Saturday", "--player", "Carl")
    assert code == 2 and "Carl played in no entry" in err


def test_an_empty_ledger_reports_nothing_but_says_so(ledger):
    code, out, err = ledger("report", "--json")
    assert code == 0 and json.loads(out) == {
        "evening": None, "entries": 0, "players": {}, "pairs": [], "unluckiest": None
    }  # fmt: skip
    assert ledger("report")[1].startswith("No entries")


# ----- dice ------------------------------------------------------------------------------
def test_the_dice_are_counted_per_face_with_the_chi_square(ledger):
    roll(ledger, "6,5,1/6,3")
    roll(ledger, "6,6,2/1,1", "Ben", "Anna")
    code, out, err = ledger("dice", "--json")
    assert code == 0 and err == ""
    answer = json.loads(out)
    assert answer["faces"] == {"1": 3, "2": 1, "3": 1, "4": 0, "5": 1, "6": 4}
    assert answer["dice"] == 10 and answer["sides"] == 6 and answer["player"] is None
    # Fair: 10/6 of each face; chi-square = sum (observed - expected)^2 / expected.
    chi = sum((n - 10 / 6) ** 2 / (10 / 6) for n in (3, 1, 1, 0, 1, 4))
    assert answer["chi_square"] == pytest.approx(chi) and 0 < answer["p_value"] < 1
    assert answer["other_dice"] == []
    anna = json.loads(ledger("dice", "--player", "Anna", "--json")[1])
    assert anna["faces"] == {"1": 3, "2": 0, "3": 0, "4": 0, "5": 1, "6": 1}  # 6,5,1 and 1,1
    assert anna["player"] == "Anna"
    code, out, err = ledger("dice", "--player", "Anna")
    assert code == 0 and out.splitlines()[0] and "face" in out


def test_no_dice_gives_null_chi_square_and_other_dice_are_apart(ledger):
    code, out, _ = ledger(
        "battle", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben",
        "--start", "5,3", "--end", "1,2",
    )  # fmt: skip
    assert code == 0
    answer = json.loads(ledger("dice", "--json")[1])
    assert answer["dice"] == 0 and answer["chi_square"] is None and answer["p_value"] is None
    roll(ledger, "6,1/8,7", "Anna", "Ben", "Friday", "--preset", "2210-defence-d8")
    answer = json.loads(ledger("dice", "--json")[1])
    assert answer["faces"]["6"] == 1 and answer["dice"] == 2
    (d8,) = answer["other_dice"]
    assert d8["sides"] == 8 and d8["dice"] == 2 and d8["faces"]["8"] == 1
    assert set(d8) >= {"faces", "chi_square", "p_value", "dice", "sides"}


# ----- evenings, export, import ----------------------------------------------------------
def test_the_evenings_are_listed_with_their_dates_and_entries(ledger):
    evening_of_three(ledger)
    roll(ledger, "6/5", "Anna", "Dora", "Saturday")
    answer = json.loads(ledger("evenings", "--json")[1])
    today = date.today().isoformat()
    assert answer == {
        "evenings": [
            {"name": "Friday", "date": today, "entries": 6},
            {"name": "Saturday", "date": today, "entries": 1},
        ]
    }
    assert ledger("evenings")[1].splitlines() == [
        f"{today}  Friday    6 entries", f"{today}  Saturday  1 entry"
    ]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("form", ["json", "csv"])
def test_a_round_trip_changes_nothing_and_a_second_import_adds_nothing(
    run_cli, ledger, ledger_file, tmp_path, form
):
    evening_of_three(ledger)
    roll(ledger, "6,1/8,7", "Anna", "Dora", "Saturday", "--preset", "2210-defence-d8",
         "--attacker-territory", "Ural, the east")  # fmt: skip
    exported = tmp_path / f"export.{form}"
    code, out, err = ledger("export", "--format", form, "-o", exported)
    assert code == 0 and err == "" and out.startswith("Exported 7 entries of 2 evenings")
    assert ledger("export", "--format", form)[1] == exported.read_text(encoding="utf-8")
    other = tmp_path / "other.sqlite"
    code, out, err = run_cli("ledger", "--file", other, "import", exported)
    assert (code, err) == (
        0,
        "",
    ) and out == f"Added 7 entries from {exported}; 0 were already in the ledger\n"
    assert stored(other) == stored(ledger_file)
    again = run_cli("ledger", "--file", other, "export", "--format", form)[1]
    assert again == exported.read_text(encoding="utf-8")
    code, out, err = run_cli("ledger", "--file", other, "import", exported, "--json")
    assert code == 0 and json.loads(out) == {"added": 0, "already": 7, "entries": 7}
    assert stored(other) == stored(ledger_file)


def test_an_evening_alone_is_exported(ledger, tmp_path):
    evening_of_three(ledger)
    roll(ledger, "6/5", "Anna", "Dora", "Saturday")
    answer = json.loads(ledger("export", "--evening", "Saturday")[1])
    assert [e["name"] for e in answer["evenings"]] == ["Saturday"]
    assert [e["defender"] for e in answer["entries"]] == ["Dora"]


def test_a_bad_import_writes_nothing(run_cli, ledger, ledger_file, tmp_path):
    roll(ledger, "6/5")
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    rolls = [entry for entry in data["entries"] if entry["kind"] == "roll"]
    rolls[-1]["dice"] = "6,5,7/6,3"  # the last roll: every entry before it is sound
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = stored(ledger_file)
    for source in (bad, tmp_path / "missing.json"):
        code, out, err = ledger("import", source)
        assert code == 2 and out == "" and err.count("\n") == 1 and str(source) in err, err
    assert stored(ledger_file) == before


def test_the_example_evening_imports_and_reports(ledger):
    code, out, err = ledger("import", EXAMPLE)
    assert code == 0 and err == "" and out.startswith("Added ")
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    assert f"Added {len(data['entries'])} entries" in out
    report = json.loads(ledger("report", "--json")[1])
    assert report["entries"] == len(data["entries"]) and len(report["players"]) >= 3
    assert {"roll", "battle"} == {entry["kind"] for entry in data["entries"]}
    # It is an export as riskgui writes it: exported again, it comes back byte for byte.
    assert ledger("export")[1] == EXAMPLE.read_text(encoding="utf-8")


# ----- the file and the program ----------------------------------------------------------
def test_the_ledger_is_where_riskgui_ledger_points(run_cli, tmp_path, monkeypatch):
    path = tmp_path / "elsewhere" / "mine.sqlite"
    monkeypatch.setenv(ENVIRONMENT, str(path))
    code, _, err = run_cli(
        "ledger", "roll", "--evening", "Friday", "--attacker", "Anna", "--defender", "Ben",
        "--dice", "6/5",
    )  # fmt: skip
    assert code == 0 and err == "" and len(stored(path)) == 1


@pytest.mark.slow
def test_the_installed_program_records_and_reports(ledger_file):
    program = Path(sys.executable).parent / "riskgui-cli"
    environment = {**os.environ, ENVIRONMENT: str(ledger_file)}
    done = subprocess.run(
        [str(program), "ledger", "roll", "--evening", "Friday", "--attacker", "Anna",
         "--defender", "Ben", "--dice", "6,5,1/6,3", "--json"],
        capture_output=True, text=True, env=environment,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["swing"] == 0
    done = subprocess.run(
        [str(program), "ledger", "--file", str(ledger_file), "report", "--json"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0 and json.loads(done.stdout)["entries"] == 1
    bad = subprocess.run(
        [str(program), "ledger", "--file", str(ledger_file), "roll", "--evening", "Friday",
         "--attacker", "Anna", "--defender", "Ben", "--dice", "7/1"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == "riskgui-cli: error: an attacker d6 shows 1 to 6, not 7\n"
    assert len(stored(ledger_file)) == 1


def test_the_file_may_follow_the_subcommand(run_cli, ledger, ledger_file):
    roll(ledger, "6/5")
    code, out, err = run_cli("ledger", "report", "--json", "--file", ledger_file)
    assert code == 0 and err == "" and json.loads(out)["entries"] == 1
    code, out, err = run_cli("ledger", "--file", "/nowhere/else", "evenings", "--file", ledger_file)
    assert code == 0 and out.endswith("  Friday  1 entry\n")


def test_a_new_ledger_has_no_evenings_and_no_dice(ledger):
    assert ledger("evenings", "--json")[1] == '{\n  "evenings": []\n}\n'
    assert ledger("evenings")[1].startswith("No evenings yet")
    answer = json.loads(ledger("dice", "--json")[1])
    assert answer["dice"] == 0 and answer["chi_square"] is None and answer["p_value"] is None
    assert set(answer["faces"]) == {"1", "2", "3", "4", "5", "6"}
    assert ledger("dice")[1] == "The d6: no dice entered yet\n"


@pytest.mark.parametrize(
    "arguments",
    [
        ["report"],
        ["report", "--json"],
        ["dice"],
        ["dice", "--json"],
        ["evenings"],
        ["evenings", "--json"],
        ["export"],
        ["export", "--format", "csv"],
    ],
)
def test_reading_no_ledger_answers_as_an_empty_one_and_makes_nothing(run_cli, tmp_path, arguments):
    path = tmp_path / "not yet" / "ledger.sqlite"
    code, out, err = run_cli("ledger", "--file", path, *arguments)
    assert code == 0 and err == "" and out
    assert not path.parent.exists()
    if arguments == ["report"]:
        assert out.startswith("No entries in the ledger yet")


def test_reading_an_empty_file_writes_nothing_to_it(run_cli, ledger_file):
    ledger_file.touch()
    code, out, err = run_cli("ledger", "--file", ledger_file, "report", "--json")
    assert code == 0 and json.loads(out)["entries"] == 0
    assert ledger_file.read_bytes() == b""
    assert [p.name for p in ledger_file.parent.iterdir()] == [ledger_file.name]


@pytest.mark.parametrize(
    "arguments",
    [
        ["report", "--evening", "Friday"],
        ["report", "--player", "Anna"],
        ["dice", "--evening", "Friday"],
        ["dice", "--player", "Anna", "--json"],
        ["export", "--evening", "Friday"],
    ],
)
def test_a_filter_on_no_ledger_says_there_is_none_and_makes_nothing(run_cli, tmp_path, arguments):
    path = tmp_path / "not yet" / "ledger.sqlite"
    code, out, err = run_cli("ledger", "--file", path, *arguments)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"no ledger at {path} yet" in err
    assert not path.parent.exists()


def test_a_player_without_entries_played_in_no_entry_of_the_ledger(ledger, ledger_file):
    roll(ledger, "6/5")
    zed = roll(ledger, "6/5", "Zed", "Ben")
    with Ledger(ledger_file) as opened:
        opened.delete_entry(zed["uid"])  # Zed stays a player of the ledger
    code, out, err = ledger("report", "--player", "Zed")
    assert code == 2 and "Zed played in no entry of the ledger" in err and "None" not in err
