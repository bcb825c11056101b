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


def test_no_arguments_lists_the_commands(run_cli):
    code, out, err = run_cli()
    assert code == 0 and err == ""
    listed = re.findall(r"^    (\S+)", out, flags=re.MULTILINE)
    assert listed == ["odds", "simulate", "campaign", "best-dice", "table", "needed"]


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


# riskgui-cli, announcing on stderr the moment the command starts computing: its imports
# done, inside main()'s handling of Ctrl-C.
ANNOUNCED = """
import importlib, sys
from riskgui.cli.main import main
arguments = sys.argv[1:]
module = importlib.import_module("riskgui.cli.commands." + arguments[0])
computing = module.run
def run(args, rules):
    print("computing", file=sys.stderr, flush=True)
    return computing(args, rules)
module.run = run
sys.exit(main(arguments))
"""

LONG_RUNS = {
    "search": ["needed", "20000", "--target", "0.99"],  # a second or so of solving
    "dice": ["simulate", "200", "200", "--trials", "100000000"],  # minutes of dice
}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("arguments", LONG_RUNS.values(), ids=LONG_RUNS.keys())
def test_ctrl_c_ends_a_long_computation_at_once_with_exit_130(arguments):
    process = subprocess.Popen(
        [sys.executable, "-c", ANNOUNCED, *arguments],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stderr is not None
        assert process.stderr.readline() == "computing\n", "the command never started"
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130, err
    assert out == "" and err == "riskgui-cli: interrupted\n"


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
