import io
import json
import os
import re
import subprocess
import sys

import pytest

from riskgui.cli.commands import simulate as simulate_command
from riskgui.cli.main import main
from riskgui.core.exact.solver import solve_battle


def test_simulate_json(run_cli):
    args = ("simulate", 10, 10, "--trials", 100_000, "--seed", 42, "--json")
    code, out, _ = run_cli(*args)
    result = json.loads(out)
    assert code == 0 and result["trials"] == 100_000 and result["seed"] == 42
    assert result["win_probability"] == result["wins"] / result["trials"]
    low, high = result["ci95"]
    assert low < result["win_probability"] < high
    assert abs(result["z"]) < 4
    assert result["exact_win_probability"] == solve_battle(10, 10).win_probability
    again = json.loads(run_cli(*args)[1])
    assert again["wins"] == result["wins"] and again["dice_rounds"] == result["dice_rounds"]


def test_a_battle_too_large_to_solve_is_rolled_only(run_cli):
    battle = ("simulate", 200_000, 1, "--trials", 10, "--seed", 1)
    code, out, _ = run_cli(*battle)
    assert code == 0
    assert "Exact: too large to solve in a few seconds; the dice alone answer here" in out
    report = json.loads(run_cli(*battle, "--json")[1])
    assert report["exact_win_probability"] is None and report["z"] is None


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_run_of_minutes_is_announced_and_its_progress_shown_on_a_terminal(monkeypatch, capsys):
    assert simulate_command.seconds_estimate(200, 200, 100_000_000, 1) > 120  # announced
    assert simulate_command.seconds_estimate(10, 10, 1_000_000, 1) < 2
    monkeypatch.setattr(simulate_command, "LONG_RUN_S", 0.0)  # every run is long now
    args = ["simulate", "100", "100", "--trials", "50000", "--seed", "5"]
    assert main(args) == 0
    piped = capsys.readouterr()
    assert piped.err == ""  # not a terminal: nothing
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(args) == 0
    assert without_clock(capsys.readouterr().out) == without_clock(piped.out)
    announced, progress = terminal.getvalue().split("\n")
    assert re.fullmatch(
        r"riskgui-cli: about \d+ s of dice; Ctrl-C stops them and prints what was rolled",
        announced,
    )
    assert progress.startswith("\r0 of 50,000 battles (0 %)") and progress.endswith("\r")
    assert progress.rstrip("\r").endswith(" ")  # the last line is wiped


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_progress_goes_to_a_real_terminal_and_nowhere_else():
    pty = pytest.importorskip("pty")
    args = [sys.executable, "-m", "riskgui.cli", "simulate", "200", "200", "--trials", "400000"]
    args += ["--seed", "2"]
    piped = subprocess.run(args, capture_output=True, text=True)
    assert piped.returncode == 0 and piped.stderr == ""
    screen, terminal = pty.openpty()
    with subprocess.Popen(args, stdout=subprocess.PIPE, stderr=terminal) as process:
        os.close(terminal)
        shown = b""
        while True:
            try:
                chunk = os.read(screen, 4096)
            except OSError:  # the program ended: the terminal is closed
                break
            if not chunk:
                break
            shown += chunk
        out = process.stdout.read().decode() if process.stdout else ""
    os.close(screen)
    assert process.returncode == 0
    assert without_clock(out) == without_clock(piped.stdout)
    lines = shown.decode().split("\r")
    assert any(line.startswith("0 of 400,000 battles (0 %)") for line in lines), lines
    assert lines[-1] == "" and lines[-2].strip() == ""  # wiped before the answer


def without_clock(output: str) -> str:
    return re.sub(r"in \d+\.\d\d s \(\d+\.\d million per second\)", "in <clock>", output)


def test_ctrl_c_before_a_battle_is_finished_says_so(monkeypatch, capsys):
    def interrupted_at_once(*args, **kwargs):
        raise KeyboardInterrupt
        yield  # a generator, as the simulator is

    monkeypatch.setattr(simulate_command, "simulate", interrupted_at_once)
    assert main(["simulate", "10", "10", "--seed", "4"]) == 130
    out, err = capsys.readouterr()
    assert out.splitlines()[-2:] == [
        "Interrupted (Ctrl-C) after 0 of 100,000 battles: nothing to estimate yet.",
        "Exact: 47.99 %",
    ]
    assert err == "riskgui-cli: interrupted\n"
    assert main(["simulate", "10", "10", "--seed", "4", "--json"]) == 130
    report = json.loads(capsys.readouterr().out, parse_constant=pytest.fail)  # no NaN
    assert report["trials"] == 0 and report["win_probability"] is None
    assert report["ci95"] is None and report["z"] is None and report["seed"] == 4
    assert report["interrupted"] is True and report["exact_win_probability"] > 0.47
