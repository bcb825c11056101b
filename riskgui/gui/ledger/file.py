"""``LedgerFile``: the open ledger, owned once: the file (opened on first use, never at
start-up), what is read from it, and the undo stack of its edits.

What only an open ledger needs (the store and its SQLite, the location) is imported when
the file opens, not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from riskgui.core.ledger.errors import LedgerError

if TYPE_CHECKING:
    from riskgui.core.game.store import GameLedger
    from riskgui.core.ledger.model import Entry, Evening

UNDO_LIMIT = 500


class LedgerFile(QObject):
    """The open ledger: a core ``GameLedger`` (the ledger and its games), used on the GUI
    thread only (one row is written in milliseconds and must be committed before the app
    shows it), and the undo stack of the edits made to it.

    Reads raise ValueError (``LedgerError`` included; ``DamagedLedger`` for a file to
    keep aside) with a sentence for the player and change nothing; what has no caller to
    raise to (an undo or redo, and the parts built on this file) comes as ``failed``.

    Signals:
      opened(): a ledger was opened (or replaced); everything shown must be re-read
      changed(): evenings, players or entries changed (add, edit, delete, undo, import)
      said(str): what an undo or redo did, for the player ("Undone: delete entry; ...")
      failed(str): a message for the player (e.g. a write refused by a read-only ledger)
    """

    opened = Signal()
    changed = Signal()
    said = Signal(str)
    failed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._ledger: GameLedger | None = None
        self._closed = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)

    def open(self) -> None:
        """Open the ledger unless it is open; ``DamagedLedger`` for the view to offer
        ``start_new_after_keeping_aside``."""
        from riskgui.core.game.store import GameLedger

        if self._ledger is not None:
            return
        if self._closed:
            raise LedgerError("the ledger is closed: riskgui is quitting")
        self._ledger = GameLedger(self.path)
        self.opened.emit()

    @property
    def ledger(self) -> GameLedger:
        self.open()
        assert self._ledger is not None
        return self._ledger

    @property
    def path(self) -> Path:
        """The ledger's file: the one given or opened, else the default (read when asked,
        so ``RISKGUI_LEDGER`` set after start-up counts)."""
        if self._path is not None:
            return self._path
        from riskgui.core.ledger.location import default_ledger_path

        return default_ledger_path()

    @property
    def is_open(self) -> bool:
        return self._ledger is not None

    @property
    def notice(self) -> str:
        """Why the open ledger is read-only, or what its migration kept; "" if not open."""
        return self._ledger.notice if self._ledger is not None else ""

    @property
    def read_only(self) -> bool:
        return self._ledger is not None and self._ledger.read_only

    def start_new_after_keeping_aside(self) -> Path:
        """Move the (damaged) file aside, renamed with the date, and start a new ledger in
        its place; returns where the old file went."""
        from riskgui.core.game.store import GameLedger
        from riskgui.core.ledger.store import keep_aside

        path = self.path
        self._close_file()
        try:
            moved = keep_aside(path)
        except OSError as error:
            raise LedgerError(f"could not keep the ledger {path} aside: {error}") from None
        self._replace(GameLedger(path))
        return moved

    def open_file(self, path: Path) -> None:
        """Another ledger file; the one open stays open if this one cannot be opened."""
        from riskgui.core.game.store import GameLedger

        self._replace(GameLedger(path))

    def _replace(self, ledger: GameLedger) -> None:
        self._close_file()
        self._ledger, self._path = ledger, ledger.path
        self.undo_stack.clear()  # its edits were of the other file
        self._file_replaced()
        self.opened.emit()

    def _file_replaced(self) -> None:
        """What else ends with the file replaced, before ``opened`` says so (a hook)."""

    def _file_closing(self) -> None:
        """What else stops before the file closes (a hook)."""

    def _close_file(self) -> None:
        self._file_closing()
        if self._ledger is not None:
            self._ledger.close()
            self._ledger = None

    def close(self) -> None:
        """Close the file for good (riskgui is quitting); safe to call twice."""
        self._closed = True
        self._close_file()

    # ----- reads --------------------------------------------------------------------------
    def evenings(self) -> list[Evening]:
        return self.ledger.evenings()

    def players(self) -> list[str]:
        return self.ledger.players()

    def entries(self, evening: str | None) -> list[Entry]:
        return self.ledger.entries(evening)

    def entry_count(self, evening: str) -> int:
        """How many entries the evening has, counted in SQLite (none read)."""
        return self.ledger.entry_counts().get(evening, 0)

    def entry(self, uid: str) -> Entry | None:
        """One entry by its uid, or None: one row read, however long the ledger."""
        return self.ledger.entry(uid)

    def written(self) -> None:
        """A part built on the file wrote to it (a game's round): ``changed`` says so."""
        self.changed.emit()

    # ----- what an undo or redo does ------------------------------------------------------
    def write_again(self, action: Callable[[], object], done: str) -> None:
        """Write again (each write its own transaction); then ``done`` comes as ``said``,
        or a refusal as ``failed``."""
        try:
            action()
        except ValueError as error:
            self.failed.emit(f"The ledger could not do that: {error}")
        else:
            self.said.emit(done)
        self.changed.emit()
