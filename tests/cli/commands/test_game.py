"""``riskgui-cli game``: a turn scripted through the command line (issue 37's contract):
every step's summary and JSON, every round in the ledger, bad commands refused in one
line with nothing written, and a process killed between steps loses none of them."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from riskgui.core.board.map import load_map

BOARD = load_map("classic")
SHOW_KEYS = ["id", "evening", "players", "turn", "phase", "position", "pending", "due", "entries"]


@pytest.fixture
def game(tmp_path, run_cli):
    """A game of Red, Blue and Green from a position file: Red holds Australia and Siam."""
    owners = {}
    for t in BOARD.territories:
        continent = BOARD.continent_of(t)
        owners[t] = (
            "Red"
            if continent == "Australia" or t == "Siam"
            else ("Blue" if continent == "Asia" else "Green")
        )
    position = {t: [owners[t], 10 if t == "Siam" else 2] for t in BOARD.territories}
    path = tmp_path / "position.json"
    path.write_text(json.dumps({"map": "classic", "me": "Red", "position": position}))
    ledger = tmp_path / "ledger.sqlite"

    def cli(*arguments):
        return run_cli("game", "--file", ledger, *arguments)

    code, out, err = cli("new", "--evening", "Friday", "--players", "Red,Blue,Green",
                         "--position", path)  # fmt: skip
    assert code == 0 and err == "" and out.startswith("Started game 1.")
    cli.ledger = ledger
    return cli


def show(cli):
    code, out, _ = cli("show", "--json")
    assert code == 0
    return json.loads(out)


def test_show_has_every_key_of_the_contract(game):
    shown = show(game)
    assert list(shown) == SHOW_KEYS
    assert (shown["id"], shown["evening"], shown["players"]) == (
        1,
        "Friday",
        ["Red", "Blue", "Green"],
    )
    assert (shown["turn"], shown["phase"], shown["due"], shown["pending"]) == (
        "Red",
        "reinforce",
        5,
        None,
    )
    assert shown["position"]["Siam"] == ["Red", 10] and len(shown["position"]) == 42


def test_a_turn_through_the_command_line(game, run_cli):
    assert game("place", "Siam", "5")[1].splitlines() == [
        "Placed 5 armies on Siam.",
        "Game 1 (Friday): Red's turn, attack; 0 ledger entries.",
    ]
    code, out, _ = game("attack", "Siam", "India", "--dice", "6,6,6/1,1")
    assert code == 0 and "India is taken; Siam has" in out
    pending = show(game)["pending"]
    assert pending == {"move_in": {"from": "Siam", "to": "India", "min": 3, "max": 14}}
    assert show(game)["position"]["India"] == ["Red", 0]
    assert game("move", "10")[0] == 0
    code, out, _ = game("attack", "India", "Middle East", "--roll", "--seed", "5", "--until-end")
    rounds = [line for line in out.splitlines() if "\u2192" in line]
    assert code == 0 and rounds
    pending = show(game)["pending"]
    if pending is not None:  # it fell: its move-in waits
        assert "is taken;" in rounds[-1]
        assert game("move", str(pending["move_in"]["min"]))[0] == 0
    assert game("fortify", "Siam", "Indonesia", "2", "--json")[0] == 0
    code, out, _ = game("end-turn")
    assert out.splitlines()[
        -1
    ] == "Game 1 (Friday): Blue's turn, reinforce, 3 armies to place; " + (
        f"{1 + len(rounds)} ledger entries."
    )
    # Every round is a ledger entry: the territories' owners, the territories, the dice.
    code, out, _ = run_cli("ledger", "--file", game.ledger, "export", "--format", "json")
    entries = json.loads(out)["entries"]
    assert len(entries) == 1 + len(rounds)
    assert (entries[0]["attacker"], entries[0]["defender"], entries[0]["dice"]) == (
        "Red",
        "Blue",
        "6,6,6/1,1",
    )
    assert (entries[0]["attacker_territory"], entries[0]["defender_territory"]) == ("Siam", "India")


def test_undo_takes_back_each_step_and_its_entry(game):
    states = [show(game)]
    for step in (("place", "Siam", "5"), ("attack", "Siam", "India", "--dice", "6,6,6/1,1"),
                 ("move", "3"), ("set", "Japan", "Red", "4"), ("fortify", "Siam", "India", "2"),
                 ("end-turn",)):  # fmt: skip
        assert game(*step)[0] == 0
        states.append(show(game))
    for state in reversed(states[:-1]):
        assert game("undo")[0] == 0
        assert show(game) == state
    code, _, err = game("undo")
    assert code == 2 and err == "riskgui-cli: error: nothing to undo: the game is at its start\n"


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (("place", "India", "1"), "India is Blue's"),
        (("place", "Siam", "6"), "place 1 to 5 armies"),
        (("place", "Atlantis", "1"), "unknown territory 'Atlantis'"),
        (("attack", "Siam", "India", "--dice", "6/1"), "5 armies to place first"),
        (("move", "3"), "no conquest"),
        (("end-turn",), "5 armies to place first"),
        (("set", "Siam", "Purple", "3"), "'Purple' is not a player"),
        (("show", "--game", "9"), "no game 9"),
        (("attack", "Siam", "India", "--dice", "6/1", "--until-end"), "--until-end rolls"),
    ],
)
def test_a_command_the_game_does_not_allow_is_one_line_and_writes_nothing(game, arguments, says):
    before = show(game)
    code, out, err = game(*arguments)
    assert code == 2 and out == "" and err.count("\n") == 1 and says in err, err
    assert show(game) == before


def test_attacks_the_state_does_not_allow_are_refused(game):
    game("place", "Siam", "5")
    for arguments, says in (
        (("attack", "Siam", "Peru", "--dice", "6/1"), "do not border"),
        (("attack", "Siam", "Indonesia", "--dice", "6/1"), "own"),
        (("attack", "Siam", "India", "--dice", "6,6,6,6/1,1"), "rolls 1 to 3 dice"),
        (("attack", "Siam", "India", "--dice", "6,6/1,1,1"), "rolls 1 to 2 dice"),
    ):
        before = show(game)
        code, _, err = game(*arguments)
        assert code == 2 and says in err, err
        assert show(game) == before


def test_a_dealt_game_and_its_advice(tmp_path, run_cli):
    ledger = tmp_path / "ledger.sqlite"
    code, out, _ = run_cli("game", "--file", ledger, "new", "--evening", "Sat", "--players",
                           "Ann,Bo", "--deal", "--seed", "4", "--json")  # fmt: skip
    dealt = json.loads(out)
    assert code == 0 and dealt["turn"] == "Ann" and dealt["phase"] == "reinforce"
    owned = [t for t, (owner, _) in dealt["position"].items() if owner == "Ann"]
    assert len(owned) == 21 and dealt["due"] == 7
    theirs = next(t for t, (owner, _) in dealt["position"].items() if owner == "Bo")
    goal = json.dumps({"territories": [theirs]})
    code, out, _ = run_cli("game", "--file", ledger, "advise", "--goal", goal, "--json")
    advice = json.loads(out)
    assert code == 0 and advice["turn"] == "Ann" and 0 < advice["advice"]["p_goal"] <= 1
    assert advice["advice"]["draft"]["placement"]  # the 7 armies due, placed


KILLED = """
import sys
from riskgui.core.board.map import load_map
from riskgui.core.game.play import new_game
from riskgui.core.game.steps import Correction
from riskgui.core.game.store import GameLedger
board = load_map("classic")
owners = {t: ("Red", "Blue")[k % 2] for k, t in enumerate(board.territories)}
with GameLedger(sys.argv[1]) as ledger:
    start = new_game(board, ("Red", "Blue"), owners, dict.fromkeys(owners, 2))
    game = ledger.start_game("Friday", start)
    for k in range(10_000):
        ledger.play(game, Correction("Siam", "Red", 1 + k % 50))
        print(k + 1, flush=True)
"""


@pytest.mark.slow
def test_a_process_killed_between_steps_loses_none_it_showed(tmp_path):
    path = tmp_path / "ledger.sqlite"
    process = subprocess.Popen([sys.executable, "-c", KILLED, str(path)], stdout=subprocess.PIPE,
                               text=True, cwd=Path(__file__).parents[3])  # fmt: skip
    shown = 0
    for line in process.stdout:
        shown = int(line)
        if shown >= 40:
            os.kill(process.pid, signal.SIGKILL)
            break
    process.wait()
    process.stdout.close()
    from riskgui.core.game.store import GameLedger

    with GameLedger(path) as ledger:
        assert ledger.game(1).steps >= shown


def test_a_json_export_carries_the_games_and_an_import_adds_them_once(game, run_cli, tmp_path):
    game("place", "Siam", "5")
    game("attack", "Siam", "India", "--dice", "6,6,6/1,1")
    game("move", "4")
    game("attack", "Siam", "China", "--dice", "1,1,1/6,6")
    game("goal", "Blue", '{"eliminate": "Red"}')
    before = show(game)
    code, exported, _ = run_cli("ledger", "--file", game.ledger, "export")
    assert code == 0
    data = json.loads(exported)
    assert [len(g["steps"]) for g in data["games"]] == [4]
    rounds = [s for s in data["games"][0]["steps"] if s["kind"] == "round"]
    assert [s["entry"] for s in rounds] == [e["uid"] for e in data["entries"]]
    path, other = tmp_path / "export.json", tmp_path / "other.sqlite"
    path.write_text(exported)
    code, out, _ = run_cli("ledger", "--file", other, "import", path)
    assert code == 0 and out.endswith("; 1 of its 1 game added\n")
    code, again, _ = run_cli("ledger", "--file", other, "import", path, "--json")
    assert json.loads(again) == {"added": 0, "already": 2, "entries": 2, "games_added": 0}
    code, out, _ = run_cli("game", "--file", other, "show", "--json")
    assert json.loads(out) == before
    code, out, _ = run_cli("game", "--file", other, "advise", "--json")  # Red has none
    assert code == 2
    assert json.loads(exported)["games"][0]["goals"] == {"Blue": {"eliminate": "Red"}}
    code, out, _ = run_cli("game", "--file", other, "undo", "--json")
    assert json.loads(out)["entries"] == 1  # the round taken back with its entry
    code, out, _ = run_cli("ledger", "--file", other, "export", "--format", "csv")
    assert "games" not in out  # CSV is a table of entries


def test_an_exported_game_that_does_not_replay_is_refused_and_nothing_imported(
    game, run_cli, tmp_path
):
    game("place", "Siam", "5")
    game("attack", "Siam", "India", "--dice", "6,6,6/1,1")
    _, exported, _ = run_cli("ledger", "--file", game.ledger, "export")
    data = json.loads(exported)
    data["games"][0]["steps"][1]["target"] = "Alaska"  # Siam does not border it
    path, other = tmp_path / "export.json", tmp_path / "other.sqlite"
    path.write_text(json.dumps(data))
    code, out, err = run_cli("ledger", "--file", other, "import", path)
    assert code == 2 and out == ""
    assert err.strip() == (
        f"riskgui-cli: error: {path}: game 1 of Friday does not replay: "
        "Siam and Alaska do not border each other"
    )
    code, out, _ = run_cli("ledger", "--file", other, "export")
    assert code == 0 and json.loads(out)["entries"] == []


def test_a_players_goal_is_kept_and_advise_plays_for_it(game):
    code, out, err = game("advise")
    assert code == 2 and err.strip() == (
        "riskgui-cli: error: Red has no goal: give --goal, or set one with game goal Red"
    )
    india = '{"territories": ["India"]}'
    assert game("goal", "Red", india) == (0, f"Game 1: Red's goal is {india}.\n", "")
    kept = json.loads(game("advise", "--json")[1])
    given = json.loads(game("advise", "--json", "--goal", india)[1])
    other = json.loads(game("advise", "--json", "--goal", '{"territories": ["China"]}')[1])
    assert kept == given != other
    for arguments, says in [
        (("goal", "Mauve", '{"continent": "Asia"}'), "'Mauve' is not a player of game 1"),
        (("goal", "Red", '{"continent": "Atlantis"}'), "no continent 'Atlantis'"),
        (("goal", "Red", "{"), "the goal is not JSON"),
    ]:
        code, out, err = game(*arguments)
        assert code == 2 and says in err and out == ""
    game("place", "Siam", "5")
    game("undo")  # a goal is not a step: undo leaves it
    assert json.loads(game("advise", "--json")[1]) == kept
    assert game("goal", "Red", "none")[1] == "Game 1: Red has no goal.\n"
    assert game("advise")[0] == 2


def test_a_deal_the_players_place_one_army_at_a_time(tmp_path, run_cli):
    ledger = tmp_path / "ledger.sqlite"

    def cli(*arguments):
        return run_cli("game", "--file", ledger, *arguments)

    code, out, _ = cli("new", "--evening", "Sat", "--players", "Ann,Bo", "--deal", "--seed", "2",
                       "--placement", "players", "--json")  # fmt: skip
    dealt = json.loads(out)
    assert code == 0 and dealt["phase"] == "setup" and dealt["setup_left"] == {"Ann": 19, "Bo": 19}
    assert set(armies for _, armies in dealt["position"].values()) == {1}
    ann = next(t for t, (owner, _) in dealt["position"].items() if owner == "Ann")
    code, out, _ = cli("place", ann, "1")
    assert code == 0 and out.splitlines()[-1] == (
        "Game 1 (Sat): Bo's turn, setup, 1 of 19 armies to place; 0 ledger entries."
    )
    code, _, err = cli("place", ann, "1")
    assert code == 2 and "Ann's: Bo can place on only their own territories" in err
    code, _, err = run_cli("game", "--file", ledger, "new", "--evening", "Sat", "--players",
                           "A,B", "--position", "x.json", "--placement", "players")  # fmt: skip
    assert code == 2 and "--placement is for a deal" in err


WRITER = """
import sys
from riskgui.core.game.steps import Correction
from riskgui.core.game.store import GameLedger
territory, count = sys.argv[2], int(sys.argv[3])
with GameLedger(sys.argv[1]) as ledger:
    for k in range(count):
        ledger.play(1, Correction(territory, "Red", 1 + k % 9))
"""


@pytest.mark.slow
def test_two_processes_playing_the_same_game_at_once_do_not_corrupt_it(tmp_path):
    from riskgui.core.board.map import load_map
    from riskgui.core.game.play import new_game
    from riskgui.core.game.store import GameLedger

    path = tmp_path / "ledger.sqlite"
    owners = {t: ("Red", "Blue")[k % 2] for k, t in enumerate(BOARD.territories)}
    with GameLedger(path) as ledger:
        ledger.start_game("Friday", new_game(load_map(), ("Red", "Blue"), owners,
                                             dict.fromkeys(owners, 2)))  # fmt: skip
    root = Path(__file__).parents[3]
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), territory, "150"], cwd=root)
        for territory in ("Siam", "Peru")
    ]
    assert [writer.wait(timeout=240) for writer in writers] == [0, 0]
    with GameLedger(path) as ledger:
        played = ledger.game(1)
        assert played.steps == 300
        assert played.state.armies["Siam"] == played.state.armies["Peru"] == 1 + 149 % 9
    connection = sqlite3.connect(path)
    try:
        numbers = [n for (n,) in connection.execute("SELECT number FROM game_step ORDER BY number")]
        assert numbers == list(range(1, 301))
        assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        connection.close()
