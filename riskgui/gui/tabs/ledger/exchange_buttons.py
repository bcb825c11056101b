"""Export the ledger (the evening on screen, or all of it) as JSON or CSV, and import an
export back: the same files ``riskgui-cli ledger export`` writes and ``import`` reads.

Importing a file twice adds nothing (entries keep their uid).  The dialogs open in the
player's documents folder, then where the last ledger file went, as the File menu's do.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QWidget

from riskgui.gui.kit.last_folder import LastFolder
from riskgui.gui.kit.widgets import tool_button
from riskgui.gui.ledger.exchange import export_to, import_from
from riskgui.gui.ledger.file import LedgerFile
from riskgui.gui.tabs.ledger.entries_view import count_text

FOLDER_KEY = "ledger/lastFolder"
EXPORT_FILTERS = "Ledger JSON (*.json);;CSV (*.csv)"
IMPORT_FILTERS = "Ledger export (*.json *.csv);;All files (*)"
SUFFIXES = (".json", ".csv")


def export_name(evening: str | None) -> str:
    """ "riskgui-ledger-friday-game.json": the evening's name, made safe for a file."""
    if evening is None:
        return "riskgui-ledger.json"
    safe = "".join(c if c.isalnum() else "-" for c in evening.lower()).strip("-")
    return f"riskgui-ledger-{'-'.join(part for part in safe.split('-') if part)}.json"


def with_suffix(path: str, chosen_filter: str) -> str:
    """The path with .json or .csv: its own, else the chosen filter's."""
    if path.lower().endswith(SUFFIXES):
        return path
    return path + (".csv" if "csv" in chosen_filter.lower() else ".json")


class ExchangeButtons(QWidget):
    """Signals:
    said(str): what was exported or imported, for the message line
    refused(str): what could not be done and why
    """

    said = Signal(str)
    refused = Signal(str)

    def __init__(
        self,
        session: LedgerFile,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._folders = LastFolder(settings, FOLDER_KEY)
        self._evening: str | None = None
        self.export_button = tool_button("E&xport\u2026", "ledgerExportButton",
                                  "Save the evening shown (or every evening) as JSON or CSV, "
                                  "as riskgui-cli ledger export does")  # fmt: skip
        self.import_button = tool_button("Import\u2026", "ledgerImportButton",
                                  "Add the entries of an exported ledger file; entries "
                                  "already in the ledger are skipped")  # fmt: skip
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.export_button)
        layout.addWidget(self.import_button)
        self.export_button.clicked.connect(self.on_export)
        self.import_button.clicked.connect(self.on_import)

    def folder(self) -> str:
        """Where the next dialog opens: the last folder used, else the player's documents."""
        return self._folders.folder()

    def set_evening(self, evening: str | None) -> None:
        self._evening = evening

    def set_read_only(self, read_only: bool) -> None:
        self.import_button.setEnabled(not read_only)

    @Slot()
    def on_export(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self,
            "Export ledger",
            os.path.join(self.folder(), export_name(self._evening)),
            EXPORT_FILTERS,
        )
        if not path:
            return
        self._folders.used(path)
        path = with_suffix(path, chosen)
        fmt = "csv" if path.lower().endswith(".csv") else "json"
        try:
            count = export_to(self._session, Path(path), fmt, self._evening)
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            self.refused.emit(f"Could not export to {path}: {reason}")
            return
        self.said.emit(f"Exported {count_text(count)} to {path}")

    @Slot()
    def on_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import ledger", self.folder(),
                                              IMPORT_FILTERS)  # fmt: skip
        if not path:
            return
        self._folders.used(path)
        name = os.path.basename(path)
        try:
            added = import_from(self._session, Path(path))
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            self.refused.emit(f"Nothing imported from {name}: {reason}")
            return
        if added == 0:
            self.said.emit(f"Nothing new in {name}: every entry is already in the ledger.")
        else:
            self.said.emit(f"Imported {count_text(added)} from {name}.")
