"""Runs jobs on a worker thread and streams their results back to the GUI thread."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QThread, Signal, Slot

from riskgui.core.cancel import Cancelled, CancelToken

Job = Callable[[CancelToken], Iterator[object]]
SHUTDOWN_TIMEOUT_MS = 2000


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

    @Slot(int, object, object)
    def run(self, run_id: int, job: Job, token: CancelToken) -> None:
        results: Iterator[object] | None = None
        try:
            token.check()  # replaced before it even started
            results = job(token)
            for result in results:
                token.check()
                self.yielded.emit(run_id, result)
        except Cancelled:
            pass
        except ValueError as error:  # a limit of the core, worded for users
            self.failed.emit(run_id, str(error))
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
    _submit = Signal(int, object, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._run_id = 0
        self._submitted = 0  # the last run handed to the worker
        self._ended = 0  # the last run the worker finished, wanted or not
        self._running = False
        self._token = CancelToken()
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

    @property
    def idle(self) -> bool:
        """The worker has finished every run it was given, cancelled ones included."""
        return self._ended >= self._submitted

    @property
    def progress(self) -> float:
        """How far the current run got, 0 to 1, where the job reports it."""
        return self._token.progress

    def start(self, job: Job) -> int:
        self.cancel()
        self._run_id += 1
        self._token = CancelToken()
        self._running = True
        self._submitted = self._run_id
        self._submit.emit(self._run_id, job, self._token)
        return self._run_id

    def cancel(self) -> None:
        """Stop the current run within milliseconds; nothing it sends afterwards arrives."""
        self._token.cancel()
        self._run_id += 1
        self._running = False

    def shutdown(self, timeout_ms: int = SHUTDOWN_TIMEOUT_MS) -> None:
        """Cancel, stop the thread and wait for it; safe to call twice.

        Every job stops within milliseconds of being cancelled.  Should one not, waiting
        longer is still better than destroying a running QThread, which aborts the process.
        """
        self.cancel()
        self._thread.quit()
        if not self._thread.wait(timeout_ms):
            print(
                f"riskgui: {self._thread.objectName()} did not stop in {timeout_ms} ms; waiting",
                file=sys.stderr,
            )
            self._thread.wait()

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
        self._ended = max(self._ended, run_id)
        if run_id == self._run_id:
            self._running = False
            self.finished.emit(run_id)
