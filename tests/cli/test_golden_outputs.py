"""What riskgui-cli prints, byte for byte: a contract with the scripts that read it.

Other tools run ``riskgui-cli`` and parse its output: the JSON keys and their order, the
CSV, the lines of text.  A change that looks harmless here (a key moved, a space, one more
digit) breaks them, so every line of ``golden/commands.txt`` is run through ``main()`` and
its stdout compared with ``golden/<command>/<the rest of the line, spaces as _>.out``.
The files were recorded from the installed ``riskgui-cli`` before the CLI became a package.

Only the wall clock is masked: in ``simulate``, the JSON ``"seconds"`` value and the text
``in 0.01 s (12.9 million per second)``.  Everything else, the simulated dice included
(a seed gives the same battles on any machine), must match exactly.

To change an output deliberately, (add the command line to ``commands.txt`` and) re-record:

    RISKGUI_RECORD_GOLDEN=1 .venv/bin/python -m pytest tests/cli/test_golden_outputs.py

which writes the files instead of comparing them (the tests then show as skipped).  Read
``git diff tests/cli/golden`` and say in the commit message what changes for the scripts.
"""

import os
import re
from pathlib import Path

import pytest

from riskgui.cli.main import main

GOLDEN = Path(__file__).parent / "golden"
COMMAND_LINES = (GOLDEN / "commands.txt").read_text(encoding="utf-8").splitlines()
RECORDING = os.environ.get("RISKGUI_RECORD_GOLDEN") == "1"

# The wall-clock parts of simulate's output, and what stands in for them.
CLOCK = [
    (re.compile(r'"seconds": [0-9.e+-]+'), '"seconds": <seconds>'),
    (
        re.compile(r"in \d+\.\d\d s \(\d+\.\d million per second\)"),
        "in <seconds> s (<speed> million per second)",
    ),
]


def golden_file(command_line: str) -> Path:
    command, rest = command_line.split(" ", 1)
    return GOLDEN / command / (rest.replace(" ", "_") + ".out")


def without_clock(output: str) -> tuple[str, int]:
    """``output`` with the wall-clock parts masked, and how many there were."""
    masked = 0
    for pattern, stand_in in CLOCK:
        output, count = pattern.subn(stand_in, output)
        masked += count
    return output, masked


@pytest.mark.parametrize("command_line", COMMAND_LINES)
def test_output_is_unchanged(capsys, command_line):
    code = main(command_line.split())
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    recorded = golden_file(command_line)
    if RECORDING:
        recorded.parent.mkdir(exist_ok=True)
        recorded.write_bytes(out.encode("utf-8"))
        pytest.skip(f"recorded {recorded.relative_to(GOLDEN)}")
    expected, clocks = without_clock(recorded.read_bytes().decode("utf-8"))
    actual, _ = without_clock(out)
    assert actual.encode("utf-8") == expected.encode("utf-8")
    # Masking hides the clock and nothing else: one reading in each simulation.
    assert clocks == (1 if command_line.startswith("simulate") else 0)


def test_every_recorded_output_has_its_command_line():
    """A file no line produces would never be compared: a contract no one checks."""
    recorded = {path for path in GOLDEN.glob("*/*.out")}
    assert recorded == {golden_file(line) for line in COMMAND_LINES}
    assert len(COMMAND_LINES) == len(set(COMMAND_LINES))
