"""The window's one timing helper: throttle redraws, debounce restarts.

Both call a plain callback that reads the latest state itself, so "the latest wins" for
free.  Modelled on superqt's ``qthrottled``/``qdebounced`` (``superqt/utils/_throttler.py``),
without the signature juggling riskgui does not need.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Slot


class _Timed(QObject):
    def __init__(self, interval_ms: int, callback: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.interval_ms = interval_ms
        self._callback = callback
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._fire)

    @property
    def pending(self) -> bool:
        """A call is waiting for its time."""
        return self._timer.isActive()

    def flush(self) -> None:
        """Make the waiting call now, if there is one."""
        if self._timer.isActive():
            self._timer.stop()
            self._fire()

    def cancel(self) -> None:
        """Forget the waiting call."""
        self._timer.stop()

    @Slot()
    def _fire(self) -> None:
        self._callback()


class Throttler(_Timed):
    """Calls back at most once every ``interval_ms``: at once when the last call is that
    long ago, otherwise once when the interval is over, however often it is triggered."""

    def __init__(self, interval_ms: int, callback: Callable[[], None], parent: QObject) -> None:
        super().__init__(interval_ms, callback, parent)
        self._since = QElapsedTimer()

    def trigger(self) -> None:
        if self._timer.isActive():
            return
        waited = self._since.elapsed() if self._since.isValid() else self.interval_ms
        if waited >= self.interval_ms:
            self._fire()
        else:
            self._timer.start(self.interval_ms - waited)

    def now(self) -> None:
        """Call back at once, whatever the interval (a run ended: show its last state)."""
        self._timer.stop()
        self._fire()

    @Slot()
    def _fire(self) -> None:
        self._since.start()
        super()._fire()


class Debouncer(_Timed):
    """Calls back once the triggers have rested for ``interval_ms`` (typing in a spin box)."""

    def trigger(self) -> None:
        self._timer.start(self.interval_ms)
