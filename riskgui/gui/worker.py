"""Runs jobs on a worker thread and streams their results back to the GUI thread."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QThread, Signal, Slot

Job = Callable[[], Iterator[object]]


class _Engine(QObject):
    """Lives in the worker thread; runs one job at a time.

    Signals (all carry the run id first):
      yielded(int, object): one result of the job
      failed(int, str): the job raised; the message is for users
      finished(int): the job ended, completed or cancelled
    """

    yielded = Signal(int, object)
    failed = Signal(int, str)
    finished = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        # Written by the GUI thread, read here between chunks; an int swap is atomic.
        self.wanted_run = 0

    @Slot(int, object)
    def run(self, run_id: int, job: Job) -> None:
        if run_id != self.wanted_run:  # replaced before it even started
            self.finished.emit(run_id)
            return
        results: Iterator[object] | None = None
        try:
            results = job()
            for result in results:
                if run_id != self.wanted_run:
                    break
                self.yielded.emit(run_id, result)
        except Exception as error:  # noqa: BLE001 - every failure must reach the user
            traceback.print_exc()
            self.failed.emit(run_id, f"{type(error).__name__}: {error}")
        finally:
            if results is not None and hasattr(results, "close"):
                results.close()
            self.finished.emit(run_id)


class JobRunner(QObject):
    """Start a job; a new one cancels the one before, and stale results are dropped.

    Signals:
      resultReady(int, object): a result of the current run (run id, payload)
      failed(int, str): the current run raised (run id, message)
      finished(int): the current run ended (run id)
    """

    resultReady = Signal(int, object)
    failed = Signal(int, str)
    finished = Signal(int)
    _submit = Signal(int, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._run_id = 0
        self._running = False
        self._thread = QThread(self)
        self._thread.setObjectName(name)
        self._engine = _Engine()
        self._engine.moveToThread(self._thread)
        self._thread.finished.connect(self._engine.deleteLater)
        self._submit.connect(self._engine.run)
        self._engine.yielded.connect(self._on_yielded)
        self._engine.failed.connect(self._on_failed)
        self._engine.finished.connect(self._on_finished)
        self._thread.start()

    @property
    def running(self) -> bool:
        return self._running

    @property
    def run_id(self) -> int:
        return self._run_id

    def start(self, job: Job) -> int:
        self._run_id += 1
        self._engine.wanted_run = self._run_id
        self._running = True
        self._submit.emit(self._run_id, job)
        return self._run_id

    def cancel(self) -> None:
        """Stop the current run at its next chunk; nothing it sends afterwards arrives."""
        self._run_id += 1
        self._engine.wanted_run = self._run_id
        self._running = False

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Cancel, stop the thread and wait for it; True if it ended in time."""
        self.cancel()
        self._thread.quit()
        return self._thread.wait(timeout_ms)

    @Slot(int, object)
    def _on_yielded(self, run_id: int, result: object) -> None:
        if run_id == self._run_id:
            self.resultReady.emit(run_id, result)

    @Slot(int, str)
    def _on_failed(self, run_id: int, message: str) -> None:
        if run_id == self._run_id:
            self.failed.emit(run_id, message)

    @Slot(int)
    def _on_finished(self, run_id: int) -> None:
        if run_id == self._run_id:
            self._running = False
            self.finished.emit(run_id)
