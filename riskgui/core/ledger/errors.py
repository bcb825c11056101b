"""What the ledger refuses, worded for the player: every refusal is a ``LedgerError`` (a
ValueError), so a caller that only shows the message catches ValueError.

Plain exceptions with no import of their own, so the window can name them at the top of
a module without opening, or even importing, the store.
"""

from __future__ import annotations

from pathlib import Path


class LedgerError(ValueError):
    """Something the player should read: a missing evening, a file that cannot be used."""


class DamagedLedger(LedgerError):
    """The file is not a sound ledger; it has been left exactly as it was."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(
            f"the ledger {path} is damaged ({why}); it was left as it is, and can be kept "
            "aside so that a new ledger starts"
        )
        self.path = path


class ReadOnlyLedger(LedgerError):
    """A write to a ledger opened read-only because a newer riskgui wrote it."""
