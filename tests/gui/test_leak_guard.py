"""The leak guard of conftest.py is on, and it sees what a test leaves running."""

import pytest
from PySide6.QtCore import QThread, QTimer

from riskgui.gui.battle_session import BattleSession
from tests.helpers.leaks import leftovers


@pytest.mark.slow
def test_the_guard_watches_every_gui_test(qtbot):
    assert QThread.start.__name__ == "tracked_thread_start"
    assert QTimer.start.__name__ == "tracked_timer_start"


@pytest.mark.slow
def test_a_running_thread_and_an_active_timer_of_ours_are_reported(qtbot):
    owner = BattleSession()  # a riskgui object, as every timer of the app has
    timer = QTimer(owner, interval=1000)
    thread = QThread()
    thread.setObjectName("left-behind")
    timer.start()
    thread.start()
    try:
        assert leftovers([thread], [timer]) == [
            "thread left-behind",
            "timer BattleSession/1000 ms",
        ]
    finally:
        timer.stop()
        thread.quit()
        thread.wait()
        owner.shutdown()
    assert leftovers([thread], [timer]) == []


@pytest.mark.slow
def test_timers_of_other_libraries_are_not_ours(qtbot):
    timer = QTimer(interval=1000)  # pyqtgraph's timers, for one, have no riskgui parent
    timer.start()
    try:
        assert leftovers([], [timer]) == []
    finally:
        timer.stop()
