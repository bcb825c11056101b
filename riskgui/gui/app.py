"""Entry point of the desktop app."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QLabel


def main(argv: Sequence[str] | None = None) -> int:
    app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setApplicationName("riskgui")
    window = QLabel("riskgui: the desktop app is being built; riskgui-cli has the engine today.")
    window.setWindowTitle("riskgui")
    window.resize(480, 120)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
