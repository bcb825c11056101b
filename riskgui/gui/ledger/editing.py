"""``LedgerEdits``: the Ledger tab's changes to entries and evenings, each written at once
(one transaction) and pushed on the ledger's undo stack as one command that can write it
back or again.

A refused edit raises a ValueError for the player and changes nothing; an evening renamed
or deleted while the Dice tab records to it moves or stops the recording.  Deleting an
evening deletes its games at the table too; undo puts them back, each under its id.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from riskgui.core.ledger.errors import LedgerError
from riskgui.gui.ledger.file import LedgerFile
from riskgui.gui.ledger.recording import Recorder
from riskgui.gui.ledger.undo import Edit

if TYPE_CHECKING:
    from riskgui.core.game.store import KeptGame
    from riskgui.core.ledger.model import Entry, Evening


class LedgerEdits:
    """Add, correct and delete entries; add, rename and delete evenings: each undoable."""

    def __init__(self, file: LedgerFile, recorder: Recorder) -> None:
        self._file = file
        self._recorder = recorder

    def add_entry(self, entry: Entry) -> None:
        seq = self._file.ledger.add_entry(entry)
        restore = partial(self._restore, ((seq, entry),))
        self._push(f"Add {entry.kind}", restore, partial(self._delete, (entry.uid,)))

    def replace_entry(self, entry: Entry) -> None:
        old = self._file.entry(entry.uid)
        if old is None:
            raise LedgerError(f"no entry {entry.uid} in the ledger {self._file.path}")
        self._file.ledger.replace_entry(entry)
        self._push(f"Edit {entry.kind}", partial(self._put, entry), partial(self._put, old))

    def delete_entries(self, uids: Sequence[str]) -> None:
        """Delete these entries, all or none."""
        removed = self._file.ledger.delete_entries(uids)
        if removed:
            text = "Delete entry" if len(removed) == 1 else f"Delete {len(removed)} entries"
            self._push(text, partial(self._delete, tuple(uids)), partial(self._restore, removed))

    def add_evening(self, name: str, date: str | None = None) -> None:
        evening = self._file.ledger.add_evening(name, date)
        added = partial(self._add_evening, evening)
        self._push(f"Add evening {name}", added, partial(self._delete_evening, evening.name))

    def rename_evening(self, old: str, new: str) -> None:
        self._rename(old, new)
        text = f"Rename evening {old} to {new}"
        self._push(text, partial(self._rename, old, new), partial(self._rename, new, old))

    def delete_evening(self, name: str) -> None:
        from riskgui.core.ledger.model import Evening

        dates = {evening.name: evening.date for evening in self._file.evenings()}
        games = self._file.ledger.games_of(name)  # deleted with it: undo puts them back
        removed = self._file.ledger.delete_evening(name)  # LedgerError for an unknown evening
        evening = Evening(name, dates[name])
        self._recorder.evening_deleted(name)
        undo = partial(self._restore_evening, evening, removed, games)
        self._push(f"Delete evening {name}", partial(self._delete_evening, name), undo)

    def _push(self, text: str, redo: Callable[[], object], undo: Callable[[], object]) -> None:
        self._file.undo_stack.push(Edit(self._file, text, redo, undo))
        self._file.changed.emit()

    # What an undo or redo does (each writes through the ledger, each its own transaction).
    def _put(self, entry: Entry) -> None:
        self._file.ledger.replace_entry(entry)

    def _delete(self, uids: Sequence[str]) -> None:
        self._file.ledger.delete_entries(uids)

    def _restore(self, removed: Sequence[tuple[int, Entry]]) -> None:
        self._file.ledger.restore_entries(removed)

    def _add_evening(self, evening: Evening) -> None:
        self._file.ledger.add_evening(evening.name, evening.date)

    def _delete_evening(self, name: str) -> None:
        self._file.ledger.delete_evening(name)
        self._recorder.evening_deleted(name)

    def _restore_evening(
        self, evening: Evening, removed: Sequence[tuple[int, Entry]], games: list[KeptGame]
    ) -> None:
        self._add_evening(evening)
        self._restore(removed)
        self._file.ledger.restore_games(games)

    def _rename(self, old: str, new: str) -> None:
        self._file.ledger.rename_evening(old, new)
        self._recorder.evening_renamed(old, new)
