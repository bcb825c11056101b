"""``python -m riskgui`` starts the desktop app."""

import sys

from riskgui.gui.app import main

sys.exit(main())
