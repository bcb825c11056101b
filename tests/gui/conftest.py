import gc

import pytest
import shiboken6
from PySide6.QtCore import QSettings, QThread, QTimer

from riskgui.gui.main_window import MainWindow


@pytest.fixture(autouse=True, scope="session")
def _garbage_collected_on_the_gui_thread():
    """As in the app (riskgui/gui/gc_guard.py): never let a worker thread collect widgets."""
    gc.disable()
    yield
    gc.enable()


@pytest.fixture(autouse=True)
def _dangling_qthreads_and_qtimers(request, monkeypatch):
    """Fail a test that leaves a QThread or a QTimer of ours running (after napari's guard).

    Autouse fixtures are set up first and torn down last, so this runs after every other
    fixture of the test (the window's close included) has finished.
    """
    threads: list[QThread] = []
    timers: list[QTimer] = []
    start_thread, start_timer = QThread.start, QTimer.start

    def tracked_thread_start(self, *args):
        threads.append(self)
        start_thread(self, *args)

    def tracked_timer_start(self, *args):
        timers.append(self)
        start_timer(self, *args)

    monkeypatch.setattr(QThread, "start", tracked_thread_start)
    monkeypatch.setattr(QTimer, "start", tracked_timer_start)
    yield
    gc.collect()  # here, on the GUI thread: what the test left is destroyed now
    running = {t.objectName() or repr(t) for t in threads if shiboken6.isValid(t) and t.isRunning()}
    active = {
        f"{t.parent().objectName() if t.parent() else '?'}/{t.interval()} ms"
        for t in timers
        if shiboken6.isValid(t) and t.isActive() and _ours(t)
    }
    assert not running, f"QThreads still running after the test: {sorted(running)}"
    assert not active, f"QTimers still active after the test: {sorted(active)}"


def _ours(timer: QTimer) -> bool:
    """Timers that riskgui created (pyqtgraph keeps a few of its own, idle ones included)."""
    parent = timer.parent()
    return parent is not None and type(parent).__module__.startswith("riskgui.")


@pytest.fixture
def settings(tmp_path):
    """Settings in a temporary file: tests never touch the user's real settings."""
    return QSettings(str(tmp_path / "riskgui.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def set_battle(window, attackers, defenders, stop_at=1):
    panel = window.battle_panel
    panel.attackers_spin.setValue(attackers)
    panel.defenders_spin.setValue(defenders)
    panel.stop_at_spin.setValue(stop_at)


def wait_for_exact(qtbot, window):
    def shown():
        result = window.answer_panel.result
        return result is not None and result.battle == window.battle()

    qtbot.waitUntil(shown, timeout=10_000)


def choose_preset(combo, key):
    """Pick a preset as a player does: by its item, which carries the preset key."""
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)


def rule_control(window, key):
    """The widget of one rules field, e.g. ``defender.highest``."""
    return window.battle_panel.rules_panel.controls[key].widget
