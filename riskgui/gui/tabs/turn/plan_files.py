"""Open and Save a plan (the JSON ``riskgui-cli plan`` reads) and Export its answer (the
JSON ``riskgui-cli plan --json`` prints), through the kit's JSON file dialogs."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from riskgui.gui.kit.json_files import JsonFiles

FOLDER_KEY = "turn/lastFolder"
JSON_FILTER = "Plan JSON (*.json);;All files (*)"


class PlanFiles(JsonFiles):
    def __init__(self, window: QWidget, settings: QSettings | None) -> None:
        super().__init__(window, settings, FOLDER_KEY, JSON_FILTER)

    def ask_open(self, title: str = "Open plan") -> str:
        return super().ask_open(title)
