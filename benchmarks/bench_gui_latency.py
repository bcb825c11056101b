"""How long the GUI's event loop is ever blocked while a big simulation runs.

Run: python benchmarks/bench_gui_latency.py [--trials N]   (offscreen unless DISPLAY is set)

A 5 ms QTimer measures its own lateness while the main window simulates 10 million
battles (10 vs 10) through its worker thread.  For reference, the same probe runs while
the straightforward alternative, simulating on the GUI thread, handles one chunk at a time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import deque
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QElapsedTimer,
    QEventLoop,
    QSettings,
    QTimer,
)
from PySide6.QtWidgets import QApplication  # noqa: E402

from riskgui.core.simulate.run import simulate  # noqa: E402
from riskgui.gui.kit.runner import JobRunner  # noqa: E402
from riskgui.gui.main_window import MainWindow  # noqa: E402

PROBE_MS = 5


class Probe:
    """Records how late each tick of a 5 ms timer fires."""

    def __init__(self) -> None:
        self.gaps: list[float] = []
        self._clock = QElapsedTimer()
        self._timer = QTimer(interval=PROBE_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.gaps.clear()
        self._clock.start()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        self.gaps.append(self._clock.restart() - PROBE_MS)

    def summary(self) -> str:
        late = np.maximum(np.array(self.gaps), 0)
        return (
            f"ticks {late.size:>6}  median {np.median(late):5.1f} ms  "
            f"p99 {np.percentile(late, 99):6.1f} ms  max {late.max():7.1f} ms"
        )


def threaded_run(window: MainWindow, probe: Probe, trials: int) -> float:
    loop = QEventLoop()
    window.simulationFinished.connect(loop.quit)
    window.simulation_panel.trials_spin.setValue(trials)
    started = time.perf_counter()
    probe.start()
    window.simulation_panel.on_run()
    loop.exec()
    probe.stop()
    return time.perf_counter() - started


def stop_latency(window: MainWindow, attackers: int, defenders: int) -> float:
    """Seconds from Stop until the worker has really stopped (its finished signal)."""
    window.battle_panel.attackers_spin.setValue(attackers)
    window.battle_panel.defenders_spin.setValue(defenders)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    window.simulation_panel.on_run()
    settle = QEventLoop()
    QTimer.singleShot(3000, settle.quit)
    settle.exec()
    assert window.simulation_panel.running
    runner = window.findChild(JobRunner, "riskgui-simulation")
    started = time.perf_counter()
    window.simulation_panel.on_stop()
    while not runner.idle:  # the cancelled run's own end, which the runner does not forward
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)
    return time.perf_counter() - started


def gui_thread_run(app: QApplication, probe: Probe, trials: int) -> float:
    """The reference: the simulator's own chunks, run on the GUI thread."""
    started = time.perf_counter()
    probe.start()
    deque(simulate(10, 10, trials, seed=1), maxlen=1)  # events wait until it is done
    app.processEvents()
    probe.stop()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=10_000_000)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.battle_panel.attackers_spin.setValue(10)
    window.battle_panel.defenders_spin.setValue(10)
    window.show()
    # As a user would: the window is painted and the exact answer is in before Run.
    settle = QEventLoop()
    QTimer.singleShot(1000, settle.quit)
    settle.exec()
    probe = Probe()
    print(f"Event-loop lateness while simulating {args.trials:,} battles of 10 vs 10")
    seconds = threaded_run(window, probe, args.trials)
    print(f"  riskgui (worker thread):  {probe.summary()}  ({seconds:.1f} s)")
    seconds = gui_thread_run(app, probe, args.trials // 10)
    print(f"  reference (GUI thread), {args.trials // 10:,} battles: {probe.summary()}")
    for attackers, defenders in ((10, 10), (1000, 1000), (10_000, 10_000)):
        seconds = stop_latency(window, attackers, defenders)
        print(
            f"  Stop, {attackers:,} vs {defenders:,}: worker stopped {seconds * 1e3:.0f} ms later"
        )
    window.close()


if __name__ == "__main__":
    main()
