"""The README's command-line examples work as written."""

import re
import shlex
from pathlib import Path

import pytest

from riskgui.cli.main import main

README = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
SECTION = README.split("## Command line", 1)[1]
BLOCK = re.search(r"```sh\n(.*?)```", SECTION, re.S)
assert BLOCK is not None
LINES = [line.split("  #")[0].strip() for line in BLOCK.group(1).splitlines()]
EXAMPLES = [line for line in LINES if line.startswith("riskgui-cli ")]


def test_the_examples_say_how_riskgui_cli_is_reached_after_run_sh():
    """scripts/run.sh installs into .venv, whose bin/ is not on PATH by itself."""
    assert LINES[0] == "source .venv/bin/activate"
    assert ".venv/bin/riskgui-cli" in SECTION.split("```sh", 1)[0]


@pytest.mark.slow
@pytest.mark.parametrize("example", EXAMPLES)
def test_every_example_runs(example, capsys):
    if example.startswith("riskgui-cli ledger "):  # a ledger of its own, with an evening in it
        assert main(["ledger", "import", "examples/ledger.json"]) == 0
        capsys.readouterr()
    if example.startswith("riskgui-cli game ") and " new " not in example:  # a game in it
        dealt = "game new --evening Friday --players Red,Blue --deal --seed 1"
        assert main(dealt.split()) == 0
        capsys.readouterr()
    assert main(shlex.split(example)[1:]) == 0
    assert capsys.readouterr().out.strip()


TURN = re.search(r"One turn at the table.*?```console\n(.*?)```", README, re.S)
assert TURN is not None


def session(text: str) -> list[tuple[str, str]]:
    """Each ``$ command`` of a console block with what it printed."""
    steps: list[tuple[str, str]] = []
    for line in text.splitlines():
        if line.startswith("$ "):
            steps.append((line[2:], ""))
        else:
            command, printed = steps[-1]
            steps[-1] = (command, printed + line + "\n")
    return steps


@pytest.mark.slow
def test_the_turn_at_the_table_prints_what_the_readme_shows(capsys):
    steps = session(TURN.group(1))
    assert len(steps) == 7
    for command, printed in steps:
        words = shlex.split(command)
        assert words[0] == "riskgui-cli"
        assert main(words[1:]) == 0, command
        assert capsys.readouterr().out == printed, command
