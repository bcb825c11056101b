"""``Recorder``: the Dice tab's rounds into the ledger, while recording is on.

Recording is switched on by the player (``want``) and stays on: while the names given
cannot be recorded to (a player missing, one player on both sides) it waits, saying why
(``waiting``), and records again as soon as it is given names that can be.  Only the
player, the evening deleted, another file or a write refused switch it off.

Each round (or each blitz, several rounds shown at once) is committed before the call
returns and is one step of the ledger's undo stack; a round the Dice tab takes back leaves
the ledger and the stack.  A write the file refuses stops the recording, so no more rounds
are lost without the player knowing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from riskgui.core.ledger.errors import LedgerError
from riskgui.gui.ledger.file import LedgerFile
from riskgui.gui.ledger.undo import Recorded, recorded_with

if TYPE_CHECKING:
    from riskgui.core.ledger.model import Entry
    from riskgui.core.rules.model import Rules

Faces = tuple[Sequence[int], Sequence[int]]  # the attacker's and the defender's, as rolled


@dataclass(frozen=True)
class Recording:
    """Where the Dice tab's rounds go: this evening, this attacker against this defender."""

    evening: str
    attacker: str
    defender: str


def names_problem(recording: Recording) -> str:
    """Why nothing can be recorded under these names, in the player's words; "" if it can."""
    for who, name in (("attacker", recording.attacker), ("defender", recording.defender)):
        if not name:
            return f"name the {who}"
    if recording.attacker == recording.defender:
        return f"{recording.attacker} cannot attack themselves"
    if not recording.evening:
        return "name the evening"
    return ""


class Recorder(QObject):
    """The recording set up on the Dice tab, and the rounds it writes to ``file``.

    Starting refuses with a ValueError for the player; what has no caller to raise to (a
    round that could not be written or taken back) comes as the file's ``failed``.

    Signals:
      recordingChanged(object): the Recording, or None when not recording
      waitingChanged(str): why recording, switched on, records nothing now; "" when it
          records or is off (sent again when the names it waits with change)
    """

    recordingChanged = Signal(object)
    waitingChanged = Signal(str)

    def __init__(self, file: LedgerFile, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._file = file
        self._wanted: Recording | None = None  # the names recording was switched on with
        self._recording: Recording | None = None

    @property
    def recording(self) -> Recording | None:
        return self._recording

    @property
    def wanted(self) -> Recording | None:
        """The names recording is switched on with (recording or waiting), or None: off."""
        return self._wanted

    @property
    def waiting(self) -> str:
        """Why recording, switched on, records nothing now; "" when it records or is off."""
        if self._wanted is None or self._recording is not None:
            return ""
        return names_problem(self._wanted)

    def want(self, evening: str, attacker: str, defender: str) -> None:
        """Recording switched on, to these names: recording from now on if they can be
        recorded to, else waiting (``waiting`` says why) for names that can.  A ledger that
        refuses (ValueError) switches it off."""
        wanted = Recording(evening.strip(), attacker.strip(), defender.strip())
        if names_problem(wanted):
            self._set(wanted, None)
            return
        try:
            self.start(wanted.evening, wanted.attacker, wanted.defender)
        except ValueError:
            self.stop()
            raise

    def start(self, evening: str, attacker: str, defender: str) -> None:
        """Record the Dice tab's rounds to ``evening`` (created, dated today, if new);
        ValueError, and nothing changed, for names that cannot be recorded to."""
        recording = Recording(evening.strip(), attacker.strip(), defender.strip())
        problem = names_problem(recording)
        if problem:
            raise ValueError(problem)
        ledger = self._file.ledger
        known = {e.name for e in ledger.evenings()}
        ledger.ensure_evening(recording.evening)  # ReadOnlyLedger on a read-only one
        if recording.evening not in known:
            self._file.changed.emit()
        self._set(recording, recording)

    def stop(self) -> None:
        self._set(None, None)

    def _set(self, wanted: Recording | None, recording: Recording | None) -> None:
        """Both at once, then the signals: a listener reads the whole new state."""
        was_wanted, was_recording, was_waiting = self._wanted, self._recording, self.waiting
        self._wanted, self._recording = wanted, recording
        if recording != was_recording:
            self.recordingChanged.emit(recording)
        if self.waiting != was_waiting or (self.waiting and wanted != was_wanted):
            self.waitingChanged.emit(self.waiting)

    # ----- what the Ledger tab's edits of evenings mean for the recording -----------------
    def evening_renamed(self, old: str, new: str) -> None:
        wanted, recording = self._wanted, self._recording
        if wanted is not None and wanted.evening == old:
            renamed = Recording(new, wanted.attacker, wanted.defender)
            self._set(renamed, renamed if recording is not None else None)

    def evening_deleted(self, name: str) -> None:
        if self._wanted is not None and self._wanted.evening == name:
            self.stop()

    # ----- the rounds ---------------------------------------------------------------------
    def record_round(
        self, attacker_faces: Sequence[int], defender_faces: Sequence[int], rules: Rules
    ) -> Entry | None:
        """When recording: one Roll entry, committed before this returns, on the undo stack."""
        recorded = self.record_rounds([(attacker_faces, defender_faces)], rules)
        return recorded[0] if recorded else None

    def record_rounds(self, rounds: Sequence[Faces], rules: Rules) -> list[Entry]:
        """Several rounds shown at once (an instant blitz): one transaction, one undo step,
        one ``changed``.  Nothing when not recording; on failure ``failed`` and nothing."""
        from riskgui.core.ledger.model import Entry, Roll

        recording = self._recording
        if recording is None or not rounds:
            return []
        entries = [
            Entry(
                evening=recording.evening,
                attacker=recording.attacker,
                defender=recording.defender,
                what=Roll(tuple(attacker), tuple(defender)),
                rules=rules,
            )
            for attacker, defender in rounds
        ]
        try:
            if len(entries) == 1:
                self._file.ledger.add_entry(entries[0])
            else:
                self._write(entries)
        except ValueError as error:
            self._file.failed.emit(f"Not recorded in the ledger: {error}")
            if isinstance(error, LedgerError):  # the file refuses: stop, do not lose more
                self.stop()
            return []
        self._file.undo_stack.push(Recorded(self._file, entries, self._write, self._erase))
        self._file.changed.emit()
        return entries

    def forget(self, uid: str) -> None:
        """A round the Dice tab took back: out of the ledger, and out of the undo stack."""
        stack = self._file.undo_stack
        index, command = recorded_with(stack, uid)
        if command is None or index < stack.index():  # written, and not undone since
            self._delete_recorded(uid)
        if command is not None:
            command.drop(uid)
            if command.empty:
                command.setObsolete(True)  # the stack drops it, doing nothing, when reached
                if index == stack.index() - 1:
                    stack.undo()
                elif index == stack.index():
                    stack.redo()
        self._file.changed.emit()

    def _delete_recorded(self, uid: str) -> None:
        try:
            self._file.ledger.delete_entry(uid)
        except LedgerError as error:
            try:  # gone already (deleted on the Ledger tab) is what was wanted
                still_there = self._file.entry(uid) is not None
            except LedgerError:
                still_there = True
            if still_there:
                self._file.failed.emit(f"The round taken back is still in the ledger: {error}")

    def _write(self, entries: Sequence[Entry]) -> None:
        self._file.ledger.import_entries((), entries)

    def _erase(self, uids: Sequence[str]) -> None:
        self._file.ledger.delete_entries(uids)
