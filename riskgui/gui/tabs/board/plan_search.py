"""The fixed-plan search on the worker: a board plan answered by ``jobs.board``
(``StoppableJob``: a new search replaces the one running, Stop or Esc ends it)."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QWidget

from riskgui.core.board.request import BoardRequest
from riskgui.gui.jobs.board import board_job
from riskgui.gui.tabs.board.stoppable import StoppableJob


class PlanSearch(StoppableJob):
    """Answers with the BoardAnswer of the search last started (see ``StoppableJob``)."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab, "riskgui-board")

    def start(self, request: BoardRequest) -> None:
        self._runner.start(partial(board_job, request))
