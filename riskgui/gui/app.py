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


# The dice roll on worker threads in short NumPy calls, each of which must take the GIL
# back; while the GUI thread runs Python (a redraw), a worker waits a whole switch
# interval for it.  The default 5 ms cost a run seen in the window about 20 % of its
# speed at 10 v 10 (benchmarks/bench_window_speed.py); 1 ms keeps it within noise.
GIL_SWITCH_INTERVAL_S = 0.001


def share_the_gil() -> None:
    sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="riskgui", description="Odds of Risk battles.")
    parser.add_argument("--version", action="version", version=f"riskgui {__version__}")
    parser.add_argument(
        "--smoke", action="store_true",
        help="open the window, solve and simulate a small battle, then quit (exit code 0)",
    )  # fmt: skip
    parser.add_argument("--smoke-report", type=Path, metavar="FILE", help="JSON report of --smoke")
    return parser.parse_known_args(list(argv))  # the rest is for Qt (e.g. -platform)


def missing_display(qt_args: Sequence[str]) -> str | None:
    """Why no window can open here, or None.  Qt itself would abort with exit code 134."""
    if not sys.platform.startswith("linux") or "-platform" in qt_args:
        return None
    if os.environ.get("QT_QPA_PLATFORM") or os.environ.get("DISPLAY"):
        return None
    if os.environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "riskgui: no display found (DISPLAY and WAYLAND_DISPLAY are not set): start it "
        "from a desktop session, or use riskgui-cli in a terminal"
    )


def main(argv: Sequence[str] | None = None) -> int:
    # A windowed Windows build has no console: give --help somewhere harmless to write.
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the app
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115
    argv = list(sys.argv if argv is None else argv)
    args, qt_args = parse_args(argv[1:])
    problem = missing_display(qt_args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    # Import after parsing, so --help and --version work without a display.
    from riskgui.gui.diagnostics.gc_guard import GuiThreadGarbageCollector
    from riskgui.gui.diagnostics.smoke import SmokeTest
    from riskgui.gui.main_window import MainWindow

    QApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
    )
    share_the_gil()
    app = QApplication([argv[0], *qt_args])
    app.setApplicationName("riskgui")
    app.setOrganizationName("riskgui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("riskgui")
    app.setWindowIcon(app_icon())
    collector = GuiThreadGarbageCollector(app)
    app.aboutToQuit.connect(collector.stop)
    smoke = SmokeTest(args.smoke_report) if args.smoke else None
    settings = smoke.settings() if smoke else QSettings()
    window = MainWindow(settings)
    window.show()
    collector.spare_start_up()
    if smoke:
        smoke.start(window)
    code = app.exec()
    return smoke.exit_code if smoke else code


if __name__ == "__main__":
    sys.exit(main())
