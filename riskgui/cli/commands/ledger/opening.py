"""What the ledger subcommands share: opening the ledger and checking their filters."""

from __future__ import annotations

import argparse
import sys

from riskgui.core.ledger.errors import LedgerError
from riskgui.core.ledger.location import ledger_path
from riskgui.core.ledger.model import Entry
from riskgui.core.ledger.store import Ledger


def open_ledger(args: argparse.Namespace, writing: bool = False, games: bool = False) -> Ledger:
    """The ledger of ``--file`` (else ``$RISKGUI_LEDGER``, else the user's own).

    Only a command that writes makes the ledger (and its folder) if there is none yet; one
    that only reads answers as an empty ledger and makes nothing, or, asked about an
    evening or a player (``--evening``, ``--player``), says there is no ledger yet.
    A ledger from a newer riskgui opens read-only: a command that only reads says so on
    stderr and still answers; a write is refused by the ledger itself (exit 2, its message
    naming both versions).  A ledger just migrated says where the copy of the old is kept.
    A damaged file raises ``DamagedLedger`` (a ValueError) and is left as it is.
    ``games``: a ``GameLedger``, for the commands that carry the games at the table.
    """
    kind = Ledger
    if games:  # its games at the table too (export and import carry them)
        from riskgui.core.game.store import GameLedger

        kind = GameLedger
    ledger = kind(ledger_path(args.ledger_file), create=writing)
    filtered = any(getattr(args, name, None) is not None for name in ("evening", "player"))
    if ledger.missing and filtered:
        ledger.close()
        raise LedgerError(f"no ledger at {ledger.path} yet")
    if ledger.notice and not (writing and ledger.read_only):
        print(f"riskgui-cli: note: {ledger.notice}", file=sys.stderr)
    return ledger


def chosen_entries(ledger: Ledger, evening: str | None) -> list[Entry]:
    """Every entry, or one evening's (ValueError naming the ledger if there is no such)."""
    return ledger.entries(evening)


def check_player(player: str | None, ledger: Ledger) -> None:
    """ValueError unless ``player`` (if given) is in the ledger."""
    if player is not None and player not in ledger.players():
        raise ValueError(f"no player named {player!r} in the ledger {ledger.path}")


def signed(value: float, digits: int = 2) -> str:
    """``+1.23``, ``-0.16``, ``0.00``: never ``-0.00``."""
    text = f"{value:+.{digits}f}"
    return text[1:] if float(text) == 0 else text


def entries_text(count: int) -> str:
    """ "1 entry", "10,000 entries"."""
    return f"{count:,} entry" if count == 1 else f"{count:,} entries"
