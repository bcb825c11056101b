"""Where a file dialog opens: the last folder used, else the player's documents."""

from __future__ import annotations

import os

from PySide6.QtCore import QDir, QSettings, QStandardPaths


class LastFolder:
    """The folder of the last file chosen, kept across restarts under ``key`` when there
    are settings; before any (or when it is gone), the documents folder, else home."""

    def __init__(self, settings: QSettings | None, key: str) -> None:
        self._settings, self._key = settings, key
        self._folder = str(settings.value(key, "")) if settings is not None else ""

    def folder(self) -> str:
        if self._folder and os.path.isdir(self._folder):
            return self._folder
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        return documents if documents and os.path.isdir(documents) else QDir.homePath()

    def used(self, path: str) -> None:
        """A file was chosen there: the next dialog opens in its folder."""
        if path:
            self._folder = os.path.dirname(os.path.abspath(path))
            if self._settings is not None:
                self._settings.setValue(self._key, self._folder)
