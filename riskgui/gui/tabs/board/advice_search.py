"""The advice on the worker: ``jobs.advice`` run for a board plan, handed the last answer
so that a position that follows from it (the player entered what happened) is answered by
the game solved before; a new run replaces the one running (restart, don't queue); edits
wait ``FOLLOW_MS`` for the next key before it starts; Stop or Esc in the tab ends it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from riskgui.core.board.request import BoardRequest
from riskgui.gui.jobs.advice import AdviceAnswer, advice_job
from riskgui.gui.kit.runner import JobRunner

FOLLOW_MS = 120  # an edit waits this long for the next one (digits typed one by one)


class AdviceSearch(QObject):
    """Signals:
    answered(object): the AdviceAnswer of the run last started
    failed(str): it could not be answered (why, for the player)
    ended(): it ended: answered, failed or stopped
    stopped(): Stop or Esc ended it
    """

    answered = Signal(object)
    failed = Signal(str)
    ended = Signal()
    stopped = Signal()

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self._runner = JobRunner("riskgui-advice", self)
        self._runner.resultReady.connect(self._on_result)
        self._runner.failed.connect(self._on_failed)
        self._runner.finished.connect(self._on_finished)
        self._held: AdviceAnswer | None = None  # the last answer, with its solved game
        self._waiting: BoardRequest | None = None  # an edit's plan, to start after the pause
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(FOLLOW_MS)
        self._pause.timeout.connect(self._on_pause_over)
        tab.installEventFilter(self)

    @property
    def running(self) -> bool:
        """A run is under way, or waiting for the pause after an edit."""
        return self._runner.running or self._waiting is not None

    def start(self, request: BoardRequest) -> None:
        self._pause.stop()
        self._waiting = None
        self._runner.start(partial(advice_job, request, self._held))

    def follow(self, request: BoardRequest) -> None:
        """The position was edited: answered after a short pause (cancelling the run now)."""
        self._runner.cancel()
        self._waiting = request
        self._pause.start()

    @Slot()
    def stop(self) -> None:
        if self.running:
            self._pause.stop()
            self._waiting = None
            self._runner.cancel()
            self.stopped.emit()
            self.ended.emit()

    def shutdown(self) -> None:
        self._pause.stop()
        self._waiting = None
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

    @Slot()
    def _on_pause_over(self) -> None:
        if self._waiting is not None:
            self.start(self._waiting)

    @Slot(int, object)
    def _on_result(self, run_id: int, answer: AdviceAnswer) -> None:
        if answer.solved is not None:
            self._held = answer
        self.answered.emit(answer)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        self.failed.emit(message)

    @Slot(int)
    def _on_finished(self, run_id: int) -> None:
        self.ended.emit()
