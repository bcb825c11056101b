"""How soon ``riskgui-cli odds`` answers, next to how long importing NumPy takes.

Run: python benchmarks/bench_cli_start.py [--runs N]

Each command runs as a fresh process, interleaved with the others, and the best of
N runs is kept (the machine is shared).  ``python -c pass`` is the interpreter alone.
A small battle is solved in plain Python and should answer before NumPy alone loads.
"""

from __future__ import annotations

import argparse
import sys

from whole_process import bytecode, fastest

COMMANDS = {
    "python -c pass": ["-c", "pass"],
    'python -c "import numpy"': ["-c", "import numpy"],
    "riskgui-cli odds 10 10": ["-m", "riskgui.cli", "odds", "10", "10"],
    "riskgui-cli odds 30 30": ["-m", "riskgui.cli", "odds", "30", "30"],
    "riskgui-cli odds 100 100 (NumPy)": ["-m", "riskgui.cli", "odds", "100", "100"],
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bytecode", action="store_true", help="let the processes keep .pyc files")
    args = parser.parse_args()
    commands = {name: [sys.executable, *arguments] for name, arguments in COMMANDS.items()}
    with bytecode(args.bytecode):
        best = fastest(commands, args.runs)
    numpy = best['python -c "import numpy"']
    print(f"Start to answer, best of {args.runs} fresh processes")
    for name, seconds in best.items():
        print(f"  {name:<34} {seconds * 1e3:6.0f} ms  ({seconds / numpy:.2f} x import numpy)")


if __name__ == "__main__":
    main()
