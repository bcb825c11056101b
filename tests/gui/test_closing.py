"""Closing the window in the middle of any long computation stops it at once and cleanly.

The leak guard in conftest.py fails these tests if a thread or timer outlives the window,
and pytest-qt fails them on any Qt warning ("QThread: Destroyed while thread is still
running" included).
"""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QThread

from riskgui.gui.kit.runner import SHUTDOWN_TIMEOUT_MS, JobRunner
from riskgui.gui.main_window import MainWindow
from tests.gui.tabs.board.helpers import midgame_europe
from tests.helpers.window import set_battle


def runner(window: MainWindow, name: str) -> JobRunner:
    found = window.findChild(JobRunner, name)
    assert found is not None, name
    return found


def close_and_time(window: MainWindow) -> float:
    started = time.perf_counter()
    window.close()
    elapsed = time.perf_counter() - started
    assert all(thread.isFinished() for thread in window.findChildren(QThread))
    return elapsed


def start_solve(qtbot, window):
    set_battle(window, 20_000, 20_000)
    exact = runner(window, "riskgui-exact")
    qtbot.waitUntil(lambda: exact.running and exact.progress > 0.02, timeout=10_000)
    return exact


def start_grid(qtbot, window):
    planner = window.heatmap_view
    window.tabs.setCurrentWidget(planner)
    # A 1000 x 1000 map takes a tenth of a second now: too quick to be caught mid-way.
    for spin in (planner.max_attackers_spin, planner.max_defenders_spin):
        spin.setMaximum(4000)
        spin.setValue(4000)
    planner.draw_button.click()
    grid = runner(window, "riskgui-heatmap")
    qtbot.waitUntil(lambda: grid.running and grid.progress > 0.02, timeout=10_000)
    return grid


def start_simulation(qtbot, window):
    set_battle(window, 10, 10)
    window.simulation_panel.trials_spin.setValue(100_000_000)
    qtbot.waitUntil(lambda: window.simulation_panel.run_button.isEnabled(), timeout=10_000)
    window.simulation_panel.run_button.click()
    qtbot.waitUntil(lambda: window.simulation_panel.latest_snapshot is not None, timeout=10_000)
    return runner(window, "riskgui-simulation")


def start_campaign(qtbot, window):
    set_battle(window, 20_000, 1)
    window.tabs.setCurrentWidget(window.campaign_view)
    window.campaign_view.route_edit.setText("1000 1000 1000 1000")
    campaign = runner(window, "riskgui-campaign")
    qtbot.waitUntil(lambda: campaign.running and campaign.progress > 0.02, timeout=10_000)
    return campaign


def start_bounding(qtbot, window):
    """Europe on the mid-game position: bounds for minutes, the plan search beside them."""
    board = window.board_view
    window.tabs.setCurrentWidget(board)
    board.load(midgame_europe())
    advice = runner(window, "riskgui-advice")
    qtbot.waitUntil(lambda: board.advising.answer is not None and board.search.running)
    assert not board.advising.answer.advice.exact
    return advice


@pytest.mark.slow
@pytest.mark.parametrize(
    "start",
    [start_solve, start_grid, start_simulation, start_campaign, start_bounding],
    ids=[
        "solve 20000 vs 20000",
        "planner 4000 x 4000",
        "100 million battles",
        "campaign",
        "bounds and plan search",
    ],
)
def test_closing_mid_computation_stops_it_at_once(qtbot, settings, start):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    job = start(qtbot, window)
    assert job.running
    # Far below the shutdown timeout: the job saw its cancellation, nobody waited it out.
    assert close_and_time(window) < SHUTDOWN_TIMEOUT_MS / 1000 / 2


CLOSE_MID_SOLVE = """
import sys, time
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from riskgui.gui.main_window import MainWindow

app = QApplication([])
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
settings.setValue("battle/attackers", 20000)
settings.setValue("battle/defenders", 20000)
window = MainWindow(settings)
window.show()
closed = []
def close():
    closed.append(time.perf_counter())
    window.close()
QTimer.singleShot(500, close)
code = app.exec()
print(f"closed-to-exit {time.perf_counter() - closed[0]:.3f}")
sys.exit(code)
"""


@pytest.mark.slow
def test_a_process_closed_mid_solve_exits_cleanly(tmp_path):
    """What the issue saw: 20,000 vs 20,000, closed half a second in, aborted (exit 134)."""
    done = subprocess.run(
        [sys.executable, "-c", CLOSE_MID_SOLVE, str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)},
        cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "QThread" not in done.stderr and "Traceback" not in done.stderr
    assert done.stdout.startswith("closed-to-exit ")
