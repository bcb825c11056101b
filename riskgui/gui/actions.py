"""The menus and their shortcuts, and the About box."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from riskgui import __version__
from riskgui.core.report.wording import CONVENTION_RULE
from riskgui.gui.file_export import FileExport
from riskgui.gui.help_dialog import HelpDialog
from riskgui.gui.sidebar.simulation_panel import SimulationPanel


class Actions(QObject):
    """File, Simulation and Help menus of ``window``; Run and Stop follow the panel's buttons."""

    def __init__(
        self,
        window: QMainWindow,
        simulation: SimulationPanel,
        files: FileExport,
        chart_names: Iterable[str],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._simulation = simulation
        self.run_action = self._action("&Run simulation", "Ctrl+R", simulation.on_run)
        self.stop_action = self._action("&Stop", Qt.Key.Key_Escape, simulation.on_stop)
        new_seed = self._action("&New seed", "Ctrl+N", simulation.on_new_seed)
        quit_action = self._action("&Quit", QKeySequence.StandardKey.Quit, window.close)
        save = self._action("&Save results\u2026", QKeySequence.StandardKey.Save,
                            files.on_save_results)  # fmt: skip
        copy = self._action("&Copy results", "Ctrl+Shift+C", files.on_copy_results)
        about = self._action("&About riskgui", None, self.on_about)
        self.help_action = self._action("riskgui &Help", QKeySequence.StandardKey.HelpContents,
                                        self.on_help)  # fmt: skip
        shortcuts = self._action("&Keyboard shortcuts", None, self.on_shortcuts)
        self._help: HelpDialog | None = None

        menu = window.menuBar()
        file_menu = menu.addMenu("&File")
        file_menu.addAction(save)
        file_menu.addAction(copy)
        charts = file_menu.addMenu("&Export chart")
        for name in chart_names:
            action = charts.addAction(f"{name}\u2026")
            action.setObjectName(f"export{name.title().replace(' ', '')}Action")
            action.triggered.connect(lambda _checked=False, n=name: files.on_export_chart(n))
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        simulation_menu = menu.addMenu("Si&mulation")
        for action in (self.run_action, self.stop_action, new_seed):
            simulation_menu.addAction(action)
        help_menu = menu.addMenu("&Help")
        for action in (self.help_action, shortcuts, about):
            help_menu.addAction(action)
        simulation.controlsChanged.connect(self.on_controls_changed)
        self.on_controls_changed()

    def _action(self, text: str, shortcut: object, slot: object) -> QAction:
        action = QAction(text, self._window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        action.triggered.connect(slot)
        return action

    @Slot()
    def on_controls_changed(self) -> None:
        self.run_action.setEnabled(self._simulation.run_button.isEnabled())
        self.stop_action.setEnabled(self._simulation.stop_button.isEnabled())

    def _help_dialog(self) -> HelpDialog:
        if self._help is None:
            self._help = HelpDialog(self._window)
        self._help.show()
        self._help.raise_()
        return self._help

    @Slot()
    def on_help(self) -> None:
        self._help_dialog()

    @Slot()
    def on_shortcuts(self) -> None:
        self._help_dialog().show_shortcuts()

    @Slot()
    def on_about(self) -> None:
        QMessageBox.about(
            self._window,
            "About riskgui",
            f"<b>riskgui {__version__}</b><p>Exact odds and real-dice simulations of Risk "
            f"battles.</p><p>{CONVENTION_RULE}</p>",
        )
