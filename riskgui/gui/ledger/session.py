"""``LedgerSession``: the luck ledger in the window, owned once: the open file with its
reads and undo stack (``LedgerFile``), and the parts that live and die with it, the Dice
tab's recording (``recorder``), the Ledger tab's edits (``edits``) and the report job
(``report``).

The window makes a session at start-up and the file opens on first use.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from riskgui.gui.ledger.editing import LedgerEdits
from riskgui.gui.ledger.file import LedgerFile
from riskgui.gui.ledger.recording import Recorder
from riskgui.gui.ledger.report import LuckReport


class LedgerSession(LedgerFile):
    """The open ledger (see ``LedgerFile``, its signals too) and its three parts: another
    file stops the recording and the report under way, and ``shutdown`` stops all."""

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(path, parent)
        self.recorder = Recorder(self, self)
        self.edits = LedgerEdits(self, self.recorder)
        self.report = LuckReport(self, self)

    def _file_replaced(self) -> None:
        self.recorder.stop()

    def _file_closing(self) -> None:
        self.report.cancel()

    def shutdown(self) -> None:
        """Stop the report job and close the file (the main window's closeEvent); safe to
        call twice."""
        self.report.shutdown()
        self.close()
