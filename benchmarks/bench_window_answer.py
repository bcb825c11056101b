"""From settled inputs to the answer on screen, and from Close to every thread stopped.

Run: python benchmarks/bench_window_answer.py   (offscreen unless DISPLAY is set)

1. The time from the inputs settling on 10,000 vs 10,000 to the exact answer shown in
   the window, next to the exact job alone in the same process.  The window should add
   little: every other tab computes only when shown, and they share this one solve.
2. The time from closing the window in the middle of each long computation to the
   moment every worker thread has stopped.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QThread, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from riskgui.core.battle import Battle  # noqa: E402
from riskgui.core.cancel import CancelToken  # noqa: E402
from riskgui.gui.jobs.battle import exact_job  # noqa: E402
from riskgui.gui.kit.runner import JobRunner  # noqa: E402
from riskgui.gui.main_window import MainWindow  # noqa: E402

ARMIES = 10_000
REPEATS = 3


def new_window() -> MainWindow:
    settings = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings)
    window.resize(1100, 720)
    window.show()
    wait_ms(500)
    return window


def wait_ms(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def settle_to_answer(window: MainWindow, attackers: int) -> float:
    settled: list[float] = []
    shown = QEventLoop()

    def on_settled(battle: object) -> None:
        settled.append(time.perf_counter())

    def on_shown(result: object) -> None:
        if window.session.result is not None and settled:
            shown.quit()

    window.battle_panel.battleSettled.connect(on_settled)
    window.session.oddsReady.connect(on_shown)
    window.battle_panel.defenders_spin.setValue(ARMIES)
    window.battle_panel.attackers_spin.setValue(attackers)
    shown.exec()
    seconds = time.perf_counter() - settled[-1]
    window.battle_panel.battleSettled.disconnect(on_settled)
    window.session.oddsReady.disconnect(on_shown)
    return seconds


def job_alone() -> float:
    started = time.perf_counter()
    next(exact_job(Battle(ARMIES, ARMIES), CancelToken()))
    return time.perf_counter() - started


def close_latency(start_work: str) -> float:
    window = new_window()
    panel = window.battle_panel
    if start_work == "solve 20,000 vs 20,000":
        panel.attackers_spin.setValue(20_000)
        panel.defenders_spin.setValue(20_000)
        name = "riskgui-exact"
    elif start_work == "planner 1,000 x 1,000":
        window.tabs.setCurrentWidget(window.heatmap_view)
        window.heatmap_view.max_attackers_spin.setValue(1000)
        window.heatmap_view.max_defenders_spin.setValue(1000)
        window.heatmap_view.draw_button.click()
        name = "riskgui-planner-map"
    else:
        window.simulation_panel.trials_spin.setValue(100_000_000)
        window.simulation_panel.on_run()
        name = "riskgui-simulation"
    runner = window.findChild(JobRunner, name)
    while not (runner.running and runner.progress > 0.05) and name != "riskgui-simulation":
        wait_ms(10)
    wait_ms(300)
    started = time.perf_counter()
    window.close()
    seconds = time.perf_counter() - started
    assert all(thread.isFinished() for thread in window.findChildren(QThread))
    window.deleteLater()
    return seconds


def main() -> None:
    QApplication(sys.argv[:1])
    window = new_window()
    alone = [job_alone() for _ in range(REPEATS)]
    # Alternate between two battles of the same size, so each one really changes the inputs.
    shown = [settle_to_answer(window, ARMIES + i % 2) for i in range(REPEATS)]
    window.close()
    a, w = statistics.median(alone), statistics.median(shown)
    print(f"{ARMIES:,} vs {ARMIES:,}, median of {REPEATS}:")
    print(f"  exact job alone:                      {a:.2f} s")
    print(f"  window, inputs settled to answer shown: {w:.2f} s  ({w / a:.2f}x the job alone)")
    print("Closing the window mid-computation, until every worker thread has stopped:")
    for work in ("solve 20,000 vs 20,000", "planner 1,000 x 1,000", "100 million battles"):
        print(f"  {work:<24} {close_latency(work) * 1e3:6.0f} ms")


if __name__ == "__main__":
    main()
