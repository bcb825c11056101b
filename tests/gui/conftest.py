import pytest
from PySide6.QtCore import QSettings, QThread

from riskgui.gui.main_window import MainWindow


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
    # Leak guard: closing must have stopped every worker thread.
    for thread in win.findChildren(QThread):
        assert thread.isFinished(), f"{thread.objectName()} still running after close"


def set_battle(window, attackers, defenders, stop_at=1):
    window.attackers_spin.setValue(attackers)
    window.defenders_spin.setValue(defenders)
    window.stop_at_spin.setValue(stop_at)


def wait_for_exact(qtbot, window):
    qtbot.waitUntil(
        lambda: window._exact is not None and window._exact.battle == window.battle(),
        timeout=10_000,
    )
