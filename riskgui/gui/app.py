"""Entry point of the desktop app: ``riskgui`` and ``python -m riskgui``."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from riskgui import __version__


def app_icon() -> QIcon:
    icon = QIcon()
    with resources.as_file(resources.files("riskgui.gui") / "icons" / "riskgui.svg") as path:
        icon.addFile(str(path))
    return icon


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="riskgui", description="Odds of Risk battles.")
    parser.add_argument("--version", action="version", version=f"riskgui {__version__}")
    parser.add_argument(
        "--smoke", action="store_true",
        help="open the window, solve and simulate a small battle, then quit (exit code 0)",
    )  # fmt: skip
    parser.add_argument("--smoke-report", type=Path, metavar="FILE", help="JSON report of --smoke")
    return parser.parse_known_args(list(argv))  # the rest is for Qt (e.g. -platform)


def main(argv: Sequence[str] | None = None) -> int:
    # A windowed Windows build has no console: give --help somewhere harmless to write.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the app
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    argv = list(sys.argv if argv is None else argv)
    args, qt_args = parse_args(argv[1:])
    # Import after parsing, so --help and --version work without a display.
    from riskgui.gui.main_window import MainWindow
    from riskgui.gui.smoke import SmokeTest

    QApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    app = QApplication([argv[0], *qt_args])
    app.setApplicationName("riskgui")
    app.setOrganizationName("riskgui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("riskgui")
    app.setWindowIcon(app_icon())
    smoke = SmokeTest(args.smoke_report) if args.smoke else None
    settings = smoke.settings() if smoke else QSettings()
    window = MainWindow(settings)
    window.show()
    if smoke:
        smoke.start(window)
    code = app.exec()
    return smoke.exit_code if smoke else code


if __name__ == "__main__":
    sys.exit(main())
