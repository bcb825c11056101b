"""JSON files chosen through dialogs: the Turn tab's plans, the Board tab's positions.

The dialogs open in the player's documents folder, then where the last file of that kind
went (kept across restarts under the caller's settings key), as the File menu's do.
"""

from __future__ import annotations

import json
import os
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from riskgui.gui.kit.last_folder import LastFolder


class JsonFiles:
    """Open and save dialogs for one kind of JSON file (``what``: "plan", "position")."""

    def __init__(
        self, window: QWidget, settings: QSettings | None, folder_key: str, file_filter: str
    ) -> None:
        self._window = window
        self._folders = LastFolder(settings, folder_key)
        self._filter = file_filter

    def folder(self) -> str:
        """Where the next dialog opens: the last folder used, else the player's documents."""
        return self._folders.folder()

    def ask_open(self, title: str) -> str:
        """The file the player chose, or "" if they cancelled."""
        path, _ = QFileDialog.getOpenFileName(self._window, title, self.folder(), self._filter)
        return self._used(path)

    def ask_save(self, title: str, name: str) -> str:
        """Where to save (".json" added if missing), or "" if they cancelled."""
        path, _ = QFileDialog.getSaveFileName(
            self._window, title, os.path.join(self.folder(), name), self._filter
        )
        if path and not path.lower().endswith(".json"):
            path += ".json"
        return self._used(path)

    def _used(self, path: str) -> str:
        self._folders.used(path)
        return path


def read_json(path: str) -> object:
    """The JSON in a file; ValueError saying why it could not be read, for the player."""
    try:
        with open(path, encoding="utf-8") as file:
            return json.load(file)
    except OSError as error:
        raise ValueError(error.strerror or str(error)) from None
    except UnicodeDecodeError:
        raise ValueError("it is not a text file") from None
    except json.JSONDecodeError as error:
        raise ValueError(f"it is not JSON ({error.msg}, line {error.lineno})") from None


def write_json(path: str, data: dict[str, Any]) -> None:
    """Write ``data`` as indented JSON; OSError if the file cannot be written."""
    with open(path, "w", encoding="utf-8", newline="\n") as file:
        json.dump(data, file, indent=2, ensure_ascii=False)
        file.write("\n")
