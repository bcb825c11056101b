"""The luck ledger, owned once: the open file, the recording set up on the Dice tab, the
undo stack of ledger edits and the report job.

The window makes a session at start-up and the file opens on first use, so what only an
open ledger needs (the store and its SQLite, the location, the export formats, the report)
is imported there, not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoStack

from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.ledger.undo import Edit, Recorded, recorded_with

if TYPE_CHECKING:
    from riskgui.core.ledger.model import Entry, Evening
    from riskgui.core.ledger.store import Ledger
    from riskgui.core.rules.model import Rules

UNDO_LIMIT = 500
EXPORTS = ("json", "csv")
Faces = tuple[Sequence[int], Sequence[int]]  # the attacker's and the defender's, as rolled


@dataclass(frozen=True)
class Recording:
    """Where the Dice tab's rounds go: this evening, this attacker against this defender."""

    evening: str
    attacker: str
    defender: str


class LedgerSession(QObject):
    """The one owner of the open ledger (a core Ledger, used on the GUI thread only: one row is
    written in milliseconds and must be committed before the app shows it), the recording set
    up on the Dice tab, the undo stack of ledger edits and the report job (on a JobRunner worker,
    restart-don't-queue, cancellable).

    The file opens on first use, never at start-up.  Reads and edits raise ValueError
    (``LedgerError`` included; ``DamagedLedger`` for a file to keep aside) with a sentence for
    the player and change nothing; what has no caller to raise to (a round recorded from the
    Dice tab, an undo or redo, the report) comes as ``failed``.  A write refused while
    recording stops the recording.

    Signals:
      opened(): a ledger was opened (or replaced); everything shown must be re-read
      changed(): evenings, players or entries changed (add, edit, delete, undo, import)
      recordingChanged(object): the Recording, or None when not recording
      reportReady(object): a core LedgerReport for the evening asked for
      failed(str): a message for the player (e.g. a write refused by a read-only ledger)
    """

    opened = Signal()
    changed = Signal()
    recordingChanged = Signal(object)
    reportReady = Signal(object)
    failed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._ledger: Ledger | None = None
        self._recording: Recording | None = None
        self._report: JobRunner | None = None  # made on the first report: no idle thread
        self._closed = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)

    # ----- the file -----------------------------------------------------------------------
    def open(self) -> None:
        """Open the ledger unless it is open; ``DamagedLedger`` for the view to offer
        ``start_new_after_keeping_aside``."""
        from riskgui.core.ledger.store import Ledger, LedgerError

        if self._ledger is not None:
            return
        if self._closed:
            raise LedgerError("the ledger is closed: riskgui is quitting")
        self._ledger = Ledger(self.path)
        self.opened.emit()

    @property
    def ledger(self) -> Ledger:
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
        from riskgui.core.ledger.store import Ledger, LedgerError, keep_aside

        path = self.path
        self._close_file()
        try:
            moved = keep_aside(path)
        except OSError as error:
            raise LedgerError(f"could not keep the ledger {path} aside: {error}") from None
        self._replace(Ledger(path))
        return moved

    def open_file(self, path: Path) -> None:
        """Another ledger file; the one open stays open if this one cannot be opened."""
        from riskgui.core.ledger.store import Ledger

        self._replace(Ledger(path))

    def _replace(self, ledger: Ledger) -> None:
        self._close_file()
        self._ledger, self._path = ledger, ledger.path
        self.undo_stack.clear()  # its edits were of the other file
        self.stop_recording()
        self.opened.emit()

    def _close_file(self) -> None:
        if self._report is not None:
            self._report.cancel()
        if self._ledger is not None:
            self._ledger.close()
            self._ledger = None

    # ----- recording, from the Dice tab ---------------------------------------------------
    @property
    def recording(self) -> Recording | None:
        return self._recording

    def start_recording(self, evening: str, attacker: str, defender: str) -> None:
        """Record the Dice tab's rounds to ``evening`` (created, dated today, if new)."""
        recording = Recording(evening.strip(), attacker.strip(), defender.strip())
        for who, name in (("attacker", recording.attacker), ("defender", recording.defender)):
            if not name:
                raise ValueError(f"name the {who} to record to the ledger")
        if recording.attacker == recording.defender:
            raise ValueError(f"{recording.attacker} cannot attack themselves")
        if not recording.evening:
            raise ValueError("name the evening to record to")
        known = {e.name for e in self.ledger.evenings()}
        self.ledger.ensure_evening(recording.evening)  # ReadOnlyLedger on a read-only one
        if recording.evening not in known:
            self.changed.emit()
        if recording != self._recording:
            self._recording = recording
            self.recordingChanged.emit(recording)

    def stop_recording(self) -> None:
        if self._recording is not None:
            self._recording = None
            self.recordingChanged.emit(None)

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
        from riskgui.core.ledger.store import LedgerError

        recording = self._recording
        if recording is None or not rounds:
            return []
        entries = [
            Entry(
                recording.evening,
                recording.attacker,
                recording.defender,
                Roll(tuple(attacker), tuple(defender)),
                rules,
            )
            for attacker, defender in rounds
        ]
        try:
            if len(entries) == 1:
                self.ledger.add_entry(entries[0])
            else:
                self.ledger.import_entries((), entries)
        except ValueError as error:
            self.failed.emit(f"Not recorded in the ledger: {error}")
            if isinstance(error, LedgerError):  # the file refuses: stop, do not lose more
                self.stop_recording()
            return []
        self.undo_stack.push(Recorded(self, entries))
        self.changed.emit()
        return entries

    def forget(self, uid: str) -> None:
        """A round the Dice tab took back: out of the ledger, and out of the undo stack."""
        stack = self.undo_stack
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
        self.changed.emit()

    def _delete_recorded(self, uid: str) -> None:
        from riskgui.core.ledger.store import LedgerError

        try:
            self.ledger.delete_entry(uid)
        except LedgerError as error:
            try:  # gone already (deleted on the Ledger tab) is what was wanted
                still_there = self.ledger.entry(uid) is not None
            except LedgerError:
                still_there = True
            if still_there:
                self.failed.emit(f"The round taken back is still in the ledger: {error}")

    # ----- editing, from the Ledger tab ---------------------------------------------------
    def add_entry(self, entry: Entry) -> None:
        seq = self.ledger.add_entry(entry)
        restore = partial(self._restore, ((seq, entry),))
        self._push(f"Add {entry.kind}", restore, partial(self._delete, (entry.uid,)))

    def replace_entry(self, entry: Entry) -> None:
        from riskgui.core.ledger.store import LedgerError

        old = self.ledger.entry(entry.uid)
        if old is None:
            raise LedgerError(f"no entry {entry.uid} in the ledger {self.path}")
        self.ledger.replace_entry(entry)
        self._push(f"Edit {entry.kind}", partial(self._put, entry), partial(self._put, old))

    def delete_entries(self, uids: Sequence[str]) -> None:
        """Delete these entries, all or none."""
        removed = self.ledger.delete_entries(uids)
        if removed:
            text = "Delete entry" if len(removed) == 1 else f"Delete {len(removed)} entries"
            self._push(text, partial(self._delete, tuple(uids)), partial(self._restore, removed))

    def add_evening(self, name: str, date: str | None = None) -> None:
        evening = self.ledger.add_evening(name, date)
        added = partial(self._add_evening, evening)
        self._push(f"Add evening {name}", added, partial(self._delete_evening, evening.name))

    def rename_evening(self, old: str, new: str) -> None:
        self._rename(old, new)
        text = f"Rename evening {old} to {new}"
        self._push(text, partial(self._rename, old, new), partial(self._rename, new, old))

    def delete_evening(self, name: str) -> None:
        from riskgui.core.ledger.model import Evening

        dates = {evening.name: evening.date for evening in self.ledger.evenings()}
        removed = self.ledger.delete_evening(name)  # LedgerError for an unknown evening
        evening = Evening(name, dates[name])
        if self._recording is not None and self._recording.evening == name:
            self.stop_recording()
        undo = partial(self._restore_evening, evening, removed)
        self._push(f"Delete evening {name}", partial(self._delete_evening, name), undo)

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

    # What an undo or redo does (each writes through the ledger, each its own transaction).
    def _push(self, text: str, redo: Callable[[], object], undo: Callable[[], object]) -> None:
        self.undo_stack.push(Edit(self, text, redo, undo))
        self.changed.emit()

    def replay(self, action: Callable[[], object]) -> None:
        try:
            action()
        except ValueError as error:
            self.failed.emit(f"The ledger could not do that: {error}")
        self.changed.emit()

    def _put(self, entry: Entry) -> None:
        self.ledger.replace_entry(entry)

    def _delete(self, uids: Sequence[str]) -> None:
        self.ledger.delete_entries(uids)

    def _restore(self, removed: Sequence[tuple[int, Entry]]) -> None:
        self.ledger.restore_entries(removed)

    def _add_evening(self, evening: Evening) -> None:
        self.ledger.add_evening(evening.name, evening.date)

    def _delete_evening(self, name: str) -> None:
        self.ledger.delete_evening(name)
        if self._recording is not None and self._recording.evening == name:
            self.stop_recording()

    def _restore_evening(self, evening: Evening, removed: Sequence[tuple[int, Entry]]) -> None:
        self._add_evening(evening)
        self._restore(removed)

    def _rename(self, old: str, new: str) -> None:
        self.ledger.rename_evening(old, new)
        recording = self._recording
        if recording is not None and recording.evening == old:
            self._recording = Recording(new, recording.attacker, recording.defender)
            self.recordingChanged.emit(self._recording)

    # ----- the report, exchange and shutdown ----------------------------------------------
    def request_report(self, evening: str | None, entries: Sequence[Entry] | None = None) -> None:
        """Each player's luck over ``evening`` (all when None), as ``reportReady``; a new
        request replaces the one under way.  ``entries``: the evening's entries, when the
        caller has just read them (the whole ledger is not read twice for one change)."""
        from riskgui.gui.jobs.ledger import report_job

        entries = tuple(self.entries(evening) if entries is None else entries)
        if self._report is None:
            self._report = JobRunner("riskgui-ledger-report", self)
            self._report.resultReady.connect(self.on_report)
            self._report.failed.connect(self.on_report_failed)
        self._report.start(partial(report_job, entries, evening))

    @Slot(int, object)
    def on_report(self, run_id: int, report: object) -> None:
        self.reportReady.emit(report)

    @Slot(int, str)
    def on_report_failed(self, run_id: int, message: str) -> None:
        self.failed.emit(f"Could not compute the luck: {message}")

    def export_to(self, path: Path, fmt: str, evening: str | None = None) -> int:
        """Write the ledger (or one evening) as ``fmt``, json or csv; returns the entries."""
        from riskgui.core.ledger.exchange import export_csv, export_json

        if fmt not in EXPORTS:
            raise ValueError(f"export as {' or '.join(EXPORTS)}, not {fmt!r}")
        entries = self.entries(evening)
        evenings = [e for e in self.evenings() if evening is None or e.name == evening]
        text = (export_json if fmt == "json" else export_csv)(evenings, entries)
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as error:
            raise ValueError(f"could not write {path}: {error.strerror or error}") from None
        return len(entries)

    def import_from(self, path: Path) -> int:
        """Add the evenings and entries of an export that are not here yet; returns how many
        entries were added (importing the same file twice adds nothing)."""
        from riskgui.core.ledger.exchange import read_export

        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"could not read {path}: {error}") from None
        evenings, entries = read_export(text)
        added = self.ledger.import_entries(evenings, entries)
        self.changed.emit()
        return added

    def shutdown(self) -> None:
        """Stop the report job and close the file (the main window's closeEvent); safe to
        call twice."""
        self._closed = True
        if self._report is not None:
            self._report.shutdown()
        self._close_file()
