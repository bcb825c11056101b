"""Saving results, exporting charts and copying a summary."""

from __future__ import annotations

import os
from collections.abc import Callable

import pyqtgraph as pg
from pyqtgraph.exporters import ImageExporter
from PySide6.QtCore import QObject, QPoint, QRect, Signal, Slot
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QWidget

from riskgui.core.report.export import BattleReport, report_csv, report_json, report_text

Report = BattleReport


def export_svg(plot: pg.PlotWidget, path: str, title: str) -> None:
    """The widget as vector SVG, painted by Qt itself.

    pyqtgraph's SVGExporter cannot parse the path data recent Qt versions write
    (pyqtgraph issue #3485), so QSvgGenerator records the widget's own painting.
    """
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(plot.size())
    generator.setViewBox(QRect(QPoint(0, 0), plot.size()))
    generator.setTitle(title)
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError("cannot open the file for writing")
    plot.render(painter)  # QGraphicsView.render: the scene as vector paths
    painter.end()


def with_suffix(path: str, chosen_filter: str, suffixes: tuple[str, ...]) -> str:
    """The path with a known suffix: its own, else the chosen filter's, else the first."""
    if path.lower().endswith(suffixes):
        return path
    wanted = next((s for s in suffixes if s in chosen_filter.lower()), suffixes[0])
    return path + wanted


class FileExport(QObject):
    """The File menu's work.  Dialogs open where the last file was saved.

    Signals:
      saved(str): a message for the status bar
      failed(str): a message for the user that nothing was written
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(
        self,
        window: QWidget,
        report: Callable[[], Report | None],
        charts: Callable[[], dict[str, pg.PlotWidget]],
        chart_problem: Callable[[str], str | None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._report = report
        self._charts = charts
        self._chart_problem = chart_problem
        self._folder = ""

    def _ask(self, title: str, name: str, filters: str) -> tuple[str, str]:
        path, chosen = QFileDialog.getSaveFileName(
            self._window, title, os.path.join(self._folder, name), filters
        )
        if path:
            self._folder = os.path.dirname(path)
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
        text = report_json(report) if path.lower().endswith(".json") else report_csv(report)
        try:
            with open(path, "w", encoding="utf-8") as file:
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
                ImageExporter(plot.getPlotItem()).export(path)
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
