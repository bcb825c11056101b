"""Open and Save a position as a board plan (the JSON ``riskgui-cli plan`` reads), through
the kit's JSON file dialogs (the last folder kept under ``FOLDER_KEY``).  A position with a
goal and nothing asked of it opens as the tab asks it (``inputs.as_asked``)."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from riskgui.core.board.request import request_from_json
from riskgui.gui.kit.json_files import JsonFiles, read_json, write_json
from riskgui.gui.tabs.board.inputs import as_asked

FOLDER_KEY = "board/lastFolder"
JSON_FILTER = "Board plan JSON (*.json);;All files (*)"


class BoardFiles(JsonFiles):
    def __init__(self, window: QWidget, settings: QSettings | None) -> None:
        super().__init__(window, settings, FOLDER_KEY, JSON_FILTER)

    def open_plan(self) -> tuple[str, dict[str, Any]] | None:
        """The path and board plan the player chose (None: they cancelled); ValueError
        saying why it cannot be opened."""
        path = self.ask_open("Open position")
        if not path:
            return None
        try:
            data = read_json(path)
            request_from_json(as_asked(data))
        except ValueError as error:
            raise ValueError(f"Could not open {os.path.basename(path)}: {error}") from None
        assert isinstance(data, dict)  # request_from_json took it
        return path, data

    def save_plan(self, data: dict[str, Any]) -> str:
        """Where the player saved the board plan ("": they cancelled); ValueError saying
        why it could not be written."""
        path = self.ask_save("Save position", "riskgui-board.json")
        if path:
            try:
                write_json(path, data)
            except OSError as error:
                raise ValueError(f"Could not write {path}: {error.strerror or error}") from None
        return path
