"""The ledger's undo commands: each edit is already written when it is pushed, so the
stack's first ``redo`` does nothing; later ones write again through ``WritesAgain``, all an
undo command needs of the ledger's owner (the store stays behind it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand, QUndoStack

if TYPE_CHECKING:
    from riskgui.core.ledger.model import Entry


class WritesAgain(Protocol):
    """What an undo command needs: a write done again, and said to the player, what it did
    (``done``) or why it could not."""

    def write_again(self, action: Callable[[], object], done: str) -> None: ...


class Edit(QUndoCommand):
    """A ledger edit already written when pushed: the stack's first ``redo`` is that write."""

    def __init__(
        self,
        owner: WritesAgain,
        text: str,
        redo: Callable[[], object],
        undo: Callable[[], object],
    ) -> None:
        super().__init__(text)
        self._owner, self._redo, self._undo = owner, redo, undo
        self._written = True

    def redo(self) -> None:
        if self._written:
            self._written = False
            return
        done = f"Done again: {_lowered(self.text())}; Undo (Ctrl+Z) takes it back."
        self._owner.write_again(self._redo, done)

    def undo(self) -> None:
        done = f"Undone: {_lowered(self.text())}; Redo (Ctrl+Shift+Z) does it again."
        self._owner.write_again(self._undo, done)


class Recorded(Edit):
    """Rounds recorded from the Dice tab; the tab's own Undo takes them out one by one.

    ``write`` puts entries back in the ledger, ``erase`` takes entries out by uid: each is
    handed the rounds still held, those not taken back since."""

    def __init__(
        self,
        owner: WritesAgain,
        entries: Sequence[Entry],
        write: Callable[[Sequence[Entry]], object],
        erase: Callable[[Sequence[str]], object],
    ) -> None:
        super().__init__(owner, _record_text(len(entries)), self._record, self._unrecord)
        self._entries = list(entries)
        self._write, self._erase = write, erase

    def holds(self, uid: str) -> bool:
        return any(entry.uid == uid for entry in self._entries)

    @property
    def empty(self) -> bool:
        return not self._entries

    def drop(self, uid: str) -> None:
        self._entries = [entry for entry in self._entries if entry.uid != uid]
        if self._entries:
            self.setText(_record_text(len(self._entries)))

    def _record(self) -> None:
        self._write(self._entries)

    def _unrecord(self) -> None:
        self._erase([entry.uid for entry in self._entries])


def _lowered(text: str) -> str:
    """ "Delete entry" as the middle of a sentence; names keep their capitals."""
    return text[:1].lower() + text[1:]


def _record_text(count: int) -> str:
    return "Record a round" if count == 1 else f"Record {count} rounds"


def recorded_with(stack: QUndoStack, uid: str) -> tuple[int, Recorded | None]:
    """The newest command on ``stack`` that recorded ``uid``, and where it is."""
    for index in reversed(range(stack.count())):
        command = stack.command(index)
        if isinstance(command, Recorded) and command.holds(uid):
            return index, command
    return -1, None
