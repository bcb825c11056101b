"""Where the ledger lives: the platform's folder for a user's app data, unless told otherwise.

``RISKGUI_LEDGER`` (an environment variable) or ``--file`` point elsewhere, e.g. to a
ledger on a shared drive or a test's temporary folder.
"""

from __future__ import annotations

import os
from pathlib import Path

ENVIRONMENT = "RISKGUI_LEDGER"
FILE_NAME = "ledger.sqlite"


def default_ledger_path() -> Path:
    """``$RISKGUI_LEDGER`` if set, else ``ledger.sqlite`` in the user's data folder."""
    given = os.environ.get(ENVIRONMENT, "").strip()
    if given:
        return Path(given).expanduser()
    import platformdirs  # only here: a ledger named by --file or the variable never needs it

    return platformdirs.user_data_path("riskgui", appauthor=False) / FILE_NAME


def ledger_path(given: str | None) -> Path:
    """The file a ``--file`` option names, or the default ledger when it names none."""
    if given is None or not given.strip():
        return default_ledger_path()
    return Path(given.strip()).expanduser()
