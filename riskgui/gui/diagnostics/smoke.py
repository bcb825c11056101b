"""``riskgui --smoke``: open the real window, solve and simulate a small battle, quit.

Writes a JSON report (to a file: a windowed Windows build has no stdout) and never
touches the user's settings.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg
import PySide6
from PySide6.QtCore import QObject, QSettings, QTimer, Slot, qVersion
from PySide6.QtGui import QGuiApplication

from riskgui import __version__
from riskgui.core.simulate.run import SimulationSnapshot
from riskgui.core.stats import z_score
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.main_window import MainWindow

TIMEOUT_MS = 60_000
BATTLE = {"attackers": 5, "defenders": 3}
TRIALS = 20_000
SEED = 2024


def seconds_since_process_start() -> float | None:
    """From the kernel's record of this process's start (Linux); None elsewhere."""
    if not sys.platform.startswith("linux"):
        return None  # no /proc, and no os.sysconf on Windows
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        started_ticks = int(fields[19])  # field 22, starttime, counted after the command name
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return uptime - started_ticks / os.sysconf("SC_CLK_TCK")


def ledger_check(folder: Path) -> dict[str, Any]:
    """The build carries SQLite, platformdirs and the luck statistic: one roll is written to
    a ledger in ``folder``, counted back and reported (6,5,1 against 6,3 trades one for one:
    the attacker's luck is minus the expected swing of a 3 v 2 roll, 2 - 2 * 2797/2592)."""
    from riskgui.core.ledger.location import default_ledger_path
    from riskgui.core.ledger.model import Entry, Roll
    from riskgui.core.ledger.report import tally_report
    from riskgui.core.ledger.store import Ledger

    try:
        with Ledger(folder / "ledger.sqlite") as ledger:
            roll = Roll((6, 5, 1), (6, 3))
            ledger.add_entry(
                Entry(evening="Smoke test", attacker="Anna", defender="Ben", what=roll)
            )
            report = tally_report(ledger.tally(), replays=100)
        luck = report.players["Anna"].attack.luck
        where = str(default_ledger_path().parent)
    except Exception as error:  # the report says what broke; the exit code says it did
        return {"ledger_ok": False, "ledger_error": f"{type(error).__name__}: {error}"}
    return {
        "ledger_ok": abs(luck - (2 - 2 * 2797 / 2592)) < 1e-12,
        "ledger_luck": luck,
        "ledger_folder": where,
    }


class SmokeTest(QObject):
    def __init__(self, report: Path | None) -> None:
        super().__init__()
        self._report_path = report
        self._started = time.perf_counter()
        self._settings_dir = tempfile.TemporaryDirectory(prefix="riskgui-smoke-")
        self._window: MainWindow | None = None
        self._exact: ExactResult | None = None
        self._timings: dict[str, float] = {}
        self.exit_code = 1

    def settings(self) -> QSettings:
        path = Path(self._settings_dir.name) / "riskgui.ini"
        return QSettings(str(path), QSettings.Format.IniFormat)

    def start(self, window: MainWindow) -> None:
        self._window = window
        self._timings["window_shown_s"] = time.perf_counter() - self._started
        QTimer.singleShot(0, self.on_first_paint)  # runs once the shown window has painted
        window.session.oddsReady.connect(self.on_exact)
        window.simulationFinished.connect(self.on_simulated)
        QTimer.singleShot(TIMEOUT_MS, self.on_timeout)
        window.simulation_panel.trials_spin.setValue(TRIALS)
        window.simulation_panel.seed_edit.setValue(SEED)
        window.battle_panel.attackers_spin.setValue(BATTLE["attackers"])
        window.battle_panel.defenders_spin.setValue(BATTLE["defenders"])

    @Slot()
    def on_first_paint(self) -> None:
        self._timings["window_painted_s"] = time.perf_counter() - self._started
        since_start = seconds_since_process_start()
        if since_start is not None:
            self._timings["process_start_to_window_painted_s"] = since_start

    @Slot(object)
    def on_exact(self, result: ExactResult) -> None:
        assert self._window is not None
        if result.battle != self._window.battle() or self._exact is not None:
            return
        self._exact = result
        self._timings["exact_shown_s"] = time.perf_counter() - self._started
        self._window.simulation_panel.on_run()

    @Slot(object)
    def on_simulated(self, snapshot: SimulationSnapshot) -> None:
        assert self._exact is not None
        exact = self._exact.odds.win_probability
        z = z_score(snapshot.wins, snapshot.trials, exact)
        self._timings["simulation_done_s"] = time.perf_counter() - self._started
        ledger = ledger_check(Path(self._settings_dir.name))
        self.exit_code = 0 if abs(z) < 4 and ledger["ledger_ok"] else 1
        self._finish(
            {
                "exact_win_probability": exact,
                "simulated_win_probability": snapshot.win_probability,
                "trials": snapshot.trials,
                "z": z,
                "dice_rounds_per_second": snapshot.rounds_per_second,
                **ledger,
            }
        )

    @Slot()
    def on_timeout(self) -> None:
        if self._window is not None and self._window.isVisible():
            self.exit_code = 1
            self._finish({"error": f"no result within {TIMEOUT_MS / 1000:g} s"})

    def _finish(self, results: dict[str, Any]) -> None:
        report = {
            "ok": self.exit_code == 0,
            "riskgui": __version__,
            "platform": platform.platform(),
            "python": sys.version.split()[0],
            "qt": qVersion(),
            "pyside6": PySide6.__version__,
            "numpy": np.__version__,
            "pyqtgraph": pg.__version__,
            "qt_platform": QGuiApplication.platformName(),
            "battle": BATTLE,
            "timings": self._timings,
            "results": results,
        }
        if self._report_path is not None:
            self._report_path.write_text(json.dumps(report, indent=2))
        assert self._window is not None
        self._window.close()
