"""``LuckReport``: each player's luck over an evening, computed on a worker (a JobRunner,
restart-don't-queue, cancellable) from the entries the file has just read."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.ledger.file import LedgerFile

if TYPE_CHECKING:
    from riskgui.core.ledger.model import Entry

RUNNER_NAME = "riskgui-ledger-report"


class LuckReport(QObject):
    """The report job of ``file``: a failure comes as the file's ``failed``.

    Signals:
      reportReady(object): a core LedgerReport for the evening asked for
    """

    reportReady = Signal(object)

    def __init__(self, file: LedgerFile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._file = file
        self._runner: JobRunner | None = None  # made on the first report: no idle thread

    def request(self, evening: str | None, entries: Sequence[Entry] | None = None) -> None:
        """Each player's luck over ``evening`` (all when None), as ``reportReady``; a new
        request replaces the one under way.  ``entries``: the evening's entries, when the
        caller has just read them (the whole ledger is not read twice for one change)."""
        from riskgui.gui.jobs.ledger import report_job

        entries = tuple(self._file.entries(evening) if entries is None else entries)
        if self._runner is None:
            self._runner = JobRunner(RUNNER_NAME, self)
            self._runner.resultReady.connect(self.on_report)
            self._runner.failed.connect(self.on_report_failed)
        self._runner.start(partial(report_job, entries, evening))

    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.cancel()

    def shutdown(self) -> None:
        """Stop the worker and wait for it; safe to call twice."""
        if self._runner is not None:
            self._runner.shutdown()

    @Slot(int, object)
    def on_report(self, run_id: int, report: object) -> None:
        self.reportReady.emit(report)

    @Slot(int, str)
    def on_report_failed(self, run_id: int, message: str) -> None:
        self._file.failed.emit(f"Could not compute the luck: {message}")
