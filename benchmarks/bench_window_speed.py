"""A simulation run through the window next to the same run by the core alone.

Run: python benchmarks/bench_window_speed.py [--quick]   (offscreen unless DISPLAY is set)

For each battle, the main window simulates through its worker thread while a 5 ms
QTimer records how late it fires (the longest event-loop stall); then the core runs
the same battles with the same seed in this process, with no window work beside it.
The window should reach at least 0.85 of the core's rate and never stall over 50 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from riskgui.core.simulate.run import SimulationSnapshot, simulate  # noqa: E402
from riskgui.gui.app import share_the_gil  # noqa: E402
from riskgui.gui.main_window import MainWindow  # noqa: E402

PROBE_MS = 5
SEED = 1
RUNS = 5


class Probe:
    """The longest gap between ticks of a 5 ms timer, beyond the 5 ms."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(interval=PROBE_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.worst = 0.0
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        self.worst = max(self.worst, self._clock.restart() - PROBE_MS)


def settle(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def window_run(
    window: MainWindow, attackers: int, defenders: int, trials: int
) -> tuple[SimulationSnapshot, float, float]:
    """The final snapshot, the wall-clock seconds from Run to the end, the worst stall (ms)."""
    window.battle_panel.attackers_spin.setValue(attackers)
    window.battle_panel.defenders_spin.setValue(defenders)
    window.simulation_panel.trials_spin.setValue(trials)
    window.simulation_panel.seed_edit.setValue(SEED)
    settle(1500)  # as a user would: the exact answer is in and drawn before Run
    finished: list[SimulationSnapshot] = []
    loop = QEventLoop()

    def done(snapshot: SimulationSnapshot) -> None:
        finished.append(snapshot)
        loop.quit()

    window.simulationFinished.connect(done)
    probe = Probe()
    probe.start()
    started = time.perf_counter()
    window.simulation_panel.on_run()
    loop.exec()
    seconds = time.perf_counter() - started
    probe.stop()
    window.simulationFinished.disconnect(done)
    return finished[0], seconds, probe.worst


def core_run(attackers: int, defenders: int, trials: int) -> tuple[SimulationSnapshot, float]:
    started = time.perf_counter()
    final = deque(simulate(attackers, defenders, trials, seed=SEED), maxlen=1)[0]
    return final, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller runs, for a smoke test")
    args = parser.parse_args()
    scale = 10 if args.quick else 1
    cases = [(10, 10, 40_000_000 // scale), (1000, 1000, 400_000 // scale)]
    share_the_gil()  # as the app does
    app = QApplication(sys.argv[:1])
    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1300, 860)
    window.show()
    settle(500)
    print("Dice rounds per second: a run through the window vs the core alone (same seed)")
    print(f"{'battle':>11} {'window':>11} {'core':>11} {'ratio':>6} {'worst stall':>12}")
    for attackers, defenders, trials in cases:
        ratios, stalls = [], []
        for _ in range(RUNS):  # window and core alternate: the machine is shared and noisy
            shown, wall, stall = window_run(window, attackers, defenders, trials)
            alone, core_wall = core_run(attackers, defenders, trials)
            assert shown.counts.flat().tolist() == alone.counts.flat().tolist()  # same battles
            window_rate, core_rate = shown.dice_rounds / wall, alone.dice_rounds / core_wall
            ratios.append(window_rate / core_rate)
            stalls.append(stall)
            label = f"{attackers} v {defenders}"
            print(
                f"{label:>11} {window_rate / 1e6:>7.1f} M/s {core_rate / 1e6:>7.1f} M/s "
                f"{ratios[-1]:>6.2f} {stall:>9.1f} ms"
            )
        median = statistics.median(ratios)
        print(f"{'median':>11} {'':>23} {median:>6.2f} {max(stalls):>9.1f} ms at worst")
    print(
        f"(battles: {cases[0][2]:,} of 10 v 10, {cases[1][2]:,} of 1000 v 1000; "
        "rates from the wall clock, Run to finished)"
    )
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()
