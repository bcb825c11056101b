"""Entry script of the frozen app (PyInstaller needs a file, not an entry point)."""

import sys

from riskgui.gui.app import main

if __name__ == "__main__":
    sys.exit(main())
