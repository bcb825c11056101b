import gc

import pytest
from PySide6.QtCore import QSettings, QStandardPaths, QThread, QTimer

from riskgui.gui.main_window import MainWindow
from tests.helpers.leaks import leftovers

BOUNDED_BUDGET = 100_000  # states a bounding solve may have under ``bounded``


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
    left = leftovers(threads, timers)
    assert not left, f"still running after the test: {left}"


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


@pytest.fixture
def documents(monkeypatch, tmp_path):
    """The player's documents folder, a new empty one: where file dialogs first open."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    real = QStandardPaths.writableLocation

    def location(which):
        documents = which == QStandardPaths.StandardLocation.DocumentsLocation
        return str(folder) if documents else real(which)

    monkeypatch.setattr(QStandardPaths, "writableLocation", location)
    return folder


@pytest.fixture
def solves(monkeypatch):
    """Every new solve of the advice job (``jobs.advice``, through ``bounds``), counted:
    the turn games solved."""
    from riskgui.core.advice import bounds
    from riskgui.core.advice.advisor import Advisor

    made = []

    class Counted(Advisor):
        def __init__(self, *args, **kwargs):
            made.append(args[0])
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(bounds, "Advisor", Counted)
    return made


@pytest.fixture
def bounded(monkeypatch):
    """Every advice bounded, quickly: no game fits the exact attempt's cap, and each
    bounding solve may have ``BOUNDED_BUDGET`` states (seconds, not minutes)."""
    from riskgui.core.advice import bounds

    monkeypatch.setattr(bounds, "max_states", lambda: 1_000)
    monkeypatch.setattr(bounds, "BOUNDED_STATES", BOUNDED_BUDGET)
