"""Saving results, exporting charts and copying a summary."""

from __future__ import annotations

import os
from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import (
    QObject,
    QSettings,
    Signal,
    Slot,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from riskgui.core.report.export import BattleReport, report_csv, report_json, report_text
from riskgui.gui.kit.chart_svg import export_png, export_svg
from riskgui.gui.kit.last_folder import LastFolder

FOLDER_KEY = "files/lastFolder"  # the folder of the last file saved or exported


def with_suffix(path: str, chosen_filter: str, suffixes: tuple[str, ...]) -> str:
    """The path with a known suffix: its own, else the chosen filter's, else the first."""
    if path.lower().endswith(suffixes):
        return path
    wanted = next((s for s in suffixes if s in chosen_filter.lower()), suffixes[0])
    return path + wanted


class FileExport(QObject):
    """The File menu's work.

    Dialogs open in the user's documents folder, then where the last file was saved;
    with ``settings`` that folder is remembered across restarts.

    Signals:
      saved(str): a message for the status bar
      failed(str): a message for the user that nothing was written
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        window: QWidget,
        report: Callable[[], BattleReport | None],
        charts: Callable[[], dict[str, pg.PlotWidget]],
        chart_problem: Callable[[str], str | None],
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._report = report
        self._charts = charts
        self._chart_problem = chart_problem
        self._folders = LastFolder(settings, FOLDER_KEY)

    def folder(self) -> str:
        """The folder the next dialog opens in: the last one used, else the user's documents."""
        return self._folders.folder()

    def _ask(self, title: str, name: str, filters: str) -> tuple[str, str]:
        path, chosen = QFileDialog.getSaveFileName(
            self._window, title, os.path.join(self.folder(), name), filters
        )
        self._folders.used(path)
        return path, chosen

    @Slot()
    def on_save_results(self) -> None:
        report = self._report()
        if report is None:
            self.failed.emit("Nothing to save yet: the exact answer is still being computed.")
            return
        name = f"riskgui-{report['attackers']}v{report['defenders']}.csv"
        path, chosen = self._ask("Save results", name, "CSV (*.csv);;JSON (*.json)")
        if not path:
            return
        path = with_suffix(path, chosen, (".csv", ".json"))
        as_json = path.lower().endswith(".json")
        text = report_json(report) if as_json else report_csv(report)
        # The byte order mark tells Excel on Windows the CSV is UTF-8 (the rules say "—").
        encoding = "utf-8" if as_json else "utf-8-sig"
        try:
            with open(path, "w", encoding=encoding, newline="") as file:
                file.write(text)
        except OSError as error:
            self.failed.emit(f"Could not write {path}: {error}")
        else:
            self.saved.emit(f"Saved {path}")

    @Slot(str)
    def on_export_chart(self, name: str) -> None:
        problem = self._chart_problem(name)
        if problem is not None:  # an empty picture would say nothing
            self.failed.emit(problem)
            return
        file_name = f"riskgui-{name.lower().replace(' ', '-')}.png"
        path, chosen = self._ask(
            f"Export {name.lower()} chart", file_name, "PNG image (*.png);;SVG image (*.svg)"
        )
        if not path:
            return
        path = with_suffix(path, chosen, (".png", ".svg"))
        plot = self._charts()[name]
        try:
            if path.lower().endswith(".svg"):
                export_svg(plot, path, f"riskgui: {name.lower()}")
            else:
                export_png(plot, path)
        except OSError as error:
            self.failed.emit(f"Could not write {path}: {error}")
        else:
            self.saved.emit(f"Saved {path}")

    @Slot()
    def on_copy_results(self) -> None:
        report = self._report()
        if report is None:
            self.failed.emit("Nothing to copy yet: the exact answer is still being computed.")
            return
        QGuiApplication.clipboard().setText(report_text(report))
        self.saved.emit("Results copied to the clipboard.")
