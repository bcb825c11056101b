"""Open and Save a position as a board plan (the JSON ``riskgui-cli plan`` reads), through
file dialogs that open in the player's documents, then where the last position went
(kept across restarts under ``FOLDER_KEY``)."""

from __future__ import annotations

import json
import os
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QWidget

from riskgui.core.board.board_plan import board_plan_from_json
from riskgui.gui.kit.last_folder import LastFolder

FOLDER_KEY = "board/lastFolder"
JSON_FILTER = "Board plan JSON (*.json);;All files (*)"


class BoardFiles:
    def __init__(self, window: QWidget, settings: QSettings | None) -> None:
        self._window = window
        self._folders = LastFolder(settings, FOLDER_KEY)

    def folder(self) -> str:
        return self._folders.folder()

    def ask_open(self) -> str:
        """The file the player chose, or "" if they cancelled."""
        path, _ = QFileDialog.getOpenFileName(
            self._window, "Open position", self.folder(), JSON_FILTER
        )
        return self._used(path)

    def ask_save(self) -> str:
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            "Save position",
            os.path.join(self.folder(), "riskgui-board.json"),
            JSON_FILTER,
        )
        if path and not path.lower().endswith(".json"):
            path += ".json"
        return self._used(path)

    def open_plan(self) -> tuple[str, dict[str, Any]] | None:
        """The path and board plan the player chose (None: they cancelled); ValueError
        saying why it cannot be opened."""
        path = self.ask_open()
        if not path:
            return None
        try:
            data = read_json(path)
            board_plan_from_json(data)
        except ValueError as error:
            raise ValueError(f"Could not open {os.path.basename(path)}: {error}") from None
        assert isinstance(data, dict)  # board_plan_from_json took it
        return path, data

    def save_plan(self, data: dict[str, Any]) -> str:
        """Where the player saved the board plan ("": they cancelled); ValueError saying
        why it could not be written."""
        path = self.ask_save()
        if path:
            try:
                write_json(path, data)
            except OSError as error:
                raise ValueError(f"Could not write {path}: {error.strerror or error}") from None
        return path

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
