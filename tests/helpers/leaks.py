"""The leak guard of the GUI tests: what a test left running (after napari's guard)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QThread, QTimer


def leftovers(threads: list[QThread], timers: list[QTimer]) -> list[str]:
    """The QThreads still running and the QTimers of riskgui still active, by name."""
    running = [
        f"thread {t.objectName() or repr(t)}"
        for t in threads
        if shiboken6.isValid(t) and t.isRunning()
    ]
    active = [
        f"timer {t.parent().objectName() or type(t.parent()).__name__}/{t.interval()} ms"
        for t in timers
        if shiboken6.isValid(t) and t.isActive() and _ours(t)
    ]
    return sorted(running) + sorted(active)


def _ours(timer: QTimer) -> bool:
    """Timers that riskgui created (pyqtgraph keeps a few of its own, idle ones included)."""
    parent = timer.parent()
    return parent is not None and type(parent).__module__.startswith("riskgui.")
