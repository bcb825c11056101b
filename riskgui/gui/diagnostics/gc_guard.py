"""Python's cyclic garbage collector, run on the GUI thread only.

Left automatic, the collector runs in whichever thread happens to allocate: a worker
thread then destroys Qt objects of the GUI (a closed dialog, a replaced chart item) and
deadlocks against the GUI thread, each waiting for the lock the other holds (seen here:
the worker in QObject::~QObject waiting for the GIL, the GUI thread holding it while it
waits for Qt's lock).  pyqtgraph's GarbageCollector does the same for the same reason.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer, Slot

INTERVAL_MS = 1000


class GuiThreadGarbageCollector(QObject):
    """Turns automatic collection off and collects, by generation, on a GUI-thread timer."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self, interval=INTERVAL_MS)
        self._timer.timeout.connect(self.on_check)
        self._timer.start()

    def spare_start_up(self) -> None:
        """Take what start-up made (modules, classes, the window and its widgets, which
        live as long as the app) out of every later collection's reach: a full collection
        then scans only what came after.  Scanning them all took 86 ms on the GUI thread,
        a pause an answer of the Turn tab could wait behind (``bench_gui_latency``)."""
        gc.collect()
        gc.freeze()

    @Slot()
    def on_check(self) -> None:
        counts = gc.get_count()
        for generation in range(3):
            if counts[generation] <= self._thresholds[generation]:
                break
            gc.collect(generation)

    def stop(self) -> None:
        """Collect once more and give collection back to Python."""
        self._timer.stop()
        gc.unfreeze()
        gc.collect()
        gc.enable()
