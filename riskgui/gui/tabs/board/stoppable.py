"""``StoppableJob``: one of the tab's jobs on the worker, which a new run replaces (restart,
don't queue) and Stop or Esc in the tab ends.

Esc is the window's Stop for the simulation too: while a job of the tab runs, the tab
takes Esc for itself (``ShortcutOverride``), so the one key stops what the player is
looking at.  ``PlanSearch`` (the fixed-plan search) and ``AdviceSearch`` (the advice) are
the two.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from riskgui.gui.kit.runner import JobRunner


class StoppableJob(QObject):
    """Signals:
    answered(object): the answer of the run last started
    failed(str): it could not be answered (why, for the player)
    ended(): it ended: answered, failed or stopped
    stopped(): Stop or Esc ended it
    """

    answered = Signal(object)
    failed = Signal(str)
    ended = Signal()
    stopped = Signal()

    def __init__(self, tab: QWidget, thread_name: str) -> None:
        super().__init__(tab)
        self._runner = JobRunner(thread_name, self)
        self._runner.resultReady.connect(self._on_result)
        self._runner.failed.connect(self._on_failed)
        self._runner.finished.connect(self._on_finished)
        tab.installEventFilter(self)

    @property
    def running(self) -> bool:
        return self._runner.running

    @Slot()
    def stop(self) -> None:
        if self.running:
            self._cancel()
            self.stopped.emit()
            self.ended.emit()

    def cancel(self) -> None:
        """End the run quietly: its answer is no longer wanted (not the player's Stop)."""
        if self.running:
            self._cancel()
            self.ended.emit()

    def _cancel(self) -> None:
        self._runner.cancel()

    def shutdown(self) -> None:
        self._runner.shutdown()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        escape = isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape
        if not escape or not self.running:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the tab, not to the window's Stop
            return True
        if event.type() == QEvent.Type.KeyPress:
            self.stop()
            return True
        return False

    def _answer(self, answer: object) -> None:
        self.answered.emit(answer)

    @Slot(int, object)
    def _on_result(self, run_id: int, answer: object) -> None:
        self._answer(answer)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        self.failed.emit(message)

    @Slot(int)
    def _on_finished(self, run_id: int) -> None:
        self.ended.emit()
