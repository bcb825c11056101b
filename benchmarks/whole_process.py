"""Commands timed as whole processes, for the benchmarks that compare them (start-up
included): each runs in turn with the others, ``runs`` times, and the fastest run of each
is kept, since the machine is shared and noise only ever adds time.  ``bytecode``: with
``.pyc`` files kept, as an installed riskgui runs."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

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


@contextmanager
def bytecode(kept: bool) -> Iterator[None]:
    """With ``kept``, the processes write and read ``.pyc`` files (in a folder of their
    own), as an installed riskgui does; without, they run as the shell says (a shell with
    ``PYTHONDONTWRITEBYTECODE=1`` compiles every module from source at every start, about
    0.1 s a process)."""
    if not kept:
        yield
        return
    saved = {
        name: os.environ.get(name) for name in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")
    }
    with tempfile.TemporaryDirectory() as folder:
        os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
        os.environ["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        try:
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
