"""riskgui-cli as a program: its entry points, exit codes, Ctrl-C and a reader that quits."""

import argparse
import json
import pkgutil
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import riskgui.cli.commands
from riskgui import __version__
from riskgui.cli.arguments import build_parser
from riskgui.cli.main import command, main

BIN = Path(sys.executable).parent
ENTRY_POINTS = {
    "console script": [shutil.which("riskgui-cli", path=str(BIN)) or ""],
    "python -m riskgui.cli": [sys.executable, "-m", "riskgui.cli"],
}


@pytest.mark.slow
@pytest.mark.parametrize("entry_point", ENTRY_POINTS.values(), ids=ENTRY_POINTS.keys())
def test_entry_points(entry_point):
    assert entry_point[0], "riskgui-cli is not installed next to this Python"
    done = subprocess.run(
        [*entry_point, "odds", "3", "2", "--json"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["win_probability"] == pytest.approx(235 / 648, rel=1e-15)
    bad = subprocess.run([*entry_point, "odds", "1", "2"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == (
        "riskgui-cli: error: argument attackers: attacking armies must be at least 2, not 1\n"
    )


@pytest.mark.slow
@pytest.mark.parametrize("arguments", [["odds", "3", "2"], ["--version"], ["odds", "1", "2"]])
def test_the_process_exits_without_a_last_walk_over_its_objects(arguments):
    """``script`` (the console script, ``python -m``) freezes what the run left, whether
    it answered, printed the version or refused its input, so the exit skips the
    collector's walk; in a separate process: frozen objects are never collected."""
    probe = (
        "import gc, sys\n"
        "from riskgui.cli.main import script\n"
        f"sys.argv = ['riskgui-cli', *{arguments!r}]\n"
        "try:\n    script()\nexcept SystemExit:\n    pass\n"
        "print('frozen', gc.get_freeze_count(), file=sys.stderr)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    frozen = int(done.stderr.rsplit("frozen ", 1)[1])
    assert frozen > 0, done.stderr


def test_no_arguments_lists_the_commands(run_cli):
    code, out, err = run_cli()
    assert code == 0 and err == ""
    listed = re.findall(r"^    (\S+)", out, flags=re.MULTILINE)
    assert listed == [
        "odds", "round", "simulate", "campaign", "best-dice", "table", "needed", "plan", "map",
        "ledger", "game",
    ]  # fmt: skip


def test_version(capsys):
    with pytest.raises(SystemExit) as exit:
        main(["--version"])
    assert exit.value.code == 0 and capsys.readouterr().out == f"riskgui {__version__}\n"


def _subcommands() -> list[str]:
    (choices,) = [
        action.choices
        for action in build_parser()._actions
        if isinstance(action, argparse._SubParsersAction)
    ]
    return list(choices)


def test_every_command_has_its_module_and_every_module_a_command():
    names = _subcommands()
    assert all(callable(command(name)) for name in names)
    modules = {m.name for m in pkgutil.iter_modules(riskgui.cli.commands.__path__)}
    assert modules == {name.replace("-", "_") for name in names}


# riskgui-cli, announcing on stderr (argv[1]) the moment it is computing, rolling dice
# (a simulation's first battles counted) or printing its answer: inside main()'s handling
# of Ctrl-C, its imports done.
ANNOUNCED = """
import importlib, sys
import riskgui.cli.main as cli
when, arguments = sys.argv[1], sys.argv[2:]
def say(word):
    print(word, file=sys.stderr, flush=True)
module = importlib.import_module("riskgui.cli.commands." + arguments[0].replace("-", "_"))
computing, rolling, printing = module.run, getattr(module, "simulate", None), cli.print_answer
def run(args, rules):
    if when == "computing":
        say("computing")
    return computing(args, rules)
def simulate(*args, **kwargs):
    global when
    snapshots = rolling(*args, **kwargs)
    try:
        for snapshot in snapshots:
            yield snapshot
            if when == "rolling" and snapshot.trials:
                say("rolling")
                when = None
    finally:
        snapshots.close()
def print_answer(text):
    if when == "printing":
        say("printing")
    printing(text)
module.run, module.simulate, cli.print_answer = run, simulate, print_answer
sys.exit(cli.main(arguments))
"""

# Ctrl-C must end a command within a second; a loaded test machine gets a few.
ENDS_WITHIN_S = 5


def interrupted(when: str, *arguments: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of riskgui-cli sent SIGINT once it announced ``when``."""
    process = subprocess.Popen(
        [sys.executable, "-c", ANNOUNCED, when, *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        assert process.stderr.readline() == f"{when}\n", "the command never got there"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=ENDS_WITHIN_S)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    return process.returncode, out, err


LONG_RUNS = {
    "search": ["needed", "20000", "--target", "0.99"],  # a second or so of solving
    "solve": ["odds", "1080", "1080", "--fraction"],
    "campaign": ["campaign", "10000", "5000", "5000", "5000"],
    "choice": ["best-dice", "200", "200"],
    "table": ["table", "2000", "2000", "--json"],
    "dice": ["simulate", "20000", "20000", "--trials", "100000000"],  # the exact part
}


@pytest.mark.slow
@pytest.mark.timeout(60)
@pytest.mark.parametrize("arguments", LONG_RUNS.values(), ids=LONG_RUNS.keys())
def test_ctrl_c_ends_a_long_computation_at_once_with_exit_130(arguments):
    code, out, err = interrupted("computing", *arguments)
    assert code == 130, err
    assert out == "" and err == "riskgui-cli: interrupted\n"


@pytest.mark.slow
@pytest.mark.timeout(60)
def test_ctrl_c_while_printing_a_long_answer_ends_it_without_a_traceback():
    """``table 200 200``: far more than a pipe holds, so printing waits for the reader."""
    code, out, err = interrupted("printing", "table", "200", "200")
    assert code == 130, err
    assert err == "riskgui-cli: interrupted\n"  # and no traceback


@pytest.mark.slow
@pytest.mark.timeout(60)
def test_ctrl_c_prints_the_battles_rolled_until_then(run_cli):
    args = ["simulate", "200", "200", "--trials", "100000000", "--seed", "11"]
    code, out, err = interrupted("rolling", *args)
    assert code == 130 and err == "riskgui-cli: interrupted\n"
    mark = re.search(r"^Interrupted \(Ctrl-C\) after ([\d,]+) of 100,000,000 battles", out, re.M)
    assert mark, out
    rolled = int(mark[1].replace(",", ""))
    assert 0 < rolled < 100_000_000
    assert f"Battles: {rolled:,} (seed 11)" in out and "Estimate: " in out
    assert "Exact: 90.39 %: the exact value is" in out
    code, out, err = interrupted("rolling", *args, "--json")
    partial = json.loads(out)
    assert code == 130 and partial["interrupted"] is True
    assert partial["trials_requested"] == 100_000_000 and 0 < partial["trials"] < 100_000_000
    # Blocks are merged in order, so what was rolled is the first battles of the seed.
    whole = json.loads(run_cli(*args[:3], "--trials", partial["trials"], "--seed", 11, "--json")[1])
    assert whole["interrupted"] is False
    for key in ("trials", "wins", "win_probability", "ci95", "dice_rounds", "z"):
        assert partial[key] == whole[key], key


@pytest.mark.slow
def test_a_reader_that_stops_early_is_no_error():
    """``riskgui-cli table 200 200 | head -1``: far more than a pipe holds, read one line."""
    with subprocess.Popen(
        [sys.executable, "-m", "riskgui.cli", "table", "200", "200"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline().startswith("Win probability (%)")
        process.stdout.close()  # the next write finds no reader: EPIPE
        err = process.stderr.read()
    assert process.returncode == 0 and err == ""
