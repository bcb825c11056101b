"""The advice on the worker: ``jobs.advice`` run for a board plan, handed the last answer
so that a position that follows from it (the player entered what happened) is answered by
the game solved before; a new run replaces the one running (restart, don't queue); edits
wait ``FOLLOW_MS`` for the next key before it starts; Stop or Esc in the tab ends it
(``StoppableJob``).
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import QWidget

from riskgui.core.board.request import BoardRequest
from riskgui.gui.jobs.advice import AdviceAnswer, advice_job
from riskgui.gui.tabs.board.stoppable import StoppableJob

FOLLOW_MS = 120  # an edit waits this long for the next one (digits typed one by one)


class AdviceSearch(StoppableJob):
    """Answers with the AdviceAnswer of the run last started (see ``StoppableJob``)."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab, "riskgui-advice")
        self._held: AdviceAnswer | None = None  # the last answer, with its solved game
        self._waiting: BoardRequest | None = None  # an edit's plan, to start after the pause
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.setInterval(FOLLOW_MS)
        self._pause.timeout.connect(self._on_pause_over)

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

    def _cancel(self) -> None:
        self._pause.stop()
        self._waiting = None
        self._runner.cancel()

    def shutdown(self) -> None:
        self._pause.stop()
        self._waiting = None
        super().shutdown()

    @Slot()
    def _on_pause_over(self) -> None:
        if self._waiting is not None:
            self.start(self._waiting)

    def _answer(self, answer: object) -> None:
        if isinstance(answer, AdviceAnswer) and answer.solved is not None:
            self._held = answer
        super()._answer(answer)
