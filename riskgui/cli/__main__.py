"""``python -m riskgui.cli`` runs ``riskgui-cli``."""

import sys

from riskgui.cli.main import script

sys.exit(script())
