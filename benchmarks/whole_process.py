"""Commands timed as whole processes, for the benchmarks that compare them (start-up
included): each runs in turn with the others, ``runs`` times, and the fastest run of each
is kept, since the machine is shared and noise only ever adds time."""

from __future__ import annotations

import subprocess
import sys
import time

CLI = [sys.executable, "-m", "riskgui.cli"]  # riskgui-cli, as the installed script runs it


def fastest(commands: dict[str, list[str]], runs: int = 5) -> dict[str, float]:
    """The fastest of ``runs`` runs of each command (name -> argv), in seconds."""
    best = dict.fromkeys(commands, float("inf"))
    for _ in range(runs):
        for name, command in commands.items():
            started = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True)
            best[name] = min(best[name], time.perf_counter() - started)
    return best
