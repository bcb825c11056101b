"""``Ledger``: the evenings, players and entries of a ledger file, each public method one
transaction through ``door.LedgerFile``'s one door (which says what is promised of the
file: durability, damage never overwritten, newer files read-only, migrations with a copy
kept).  ``check_entry`` runs before an entry is written, so a refused entry writes
nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import date as Date

from riskgui.core.ledger import schema
from riskgui.core.ledger.door import LedgerFile, keep_aside, today
from riskgui.core.ledger.errors import LedgerError
from riskgui.core.ledger.luck import Tally
from riskgui.core.ledger.model import Entry, Evening
from riskgui.core.ledger.schema import ENTRY_COLUMNS, SELECT_ENTRIES, entry_from_row, entry_values

__all__ = ["Ledger", "keep_aside"]


class Ledger(LedgerFile):
    """The evenings, players and entries of one ledger file."""

    # -- evenings and players --------------------------------------------------------

    def evenings(self) -> list[Evening]:
        """Every evening, by date, then name."""
        with self._transaction() as connection:
            found = connection.execute("SELECT name, date FROM evening ORDER BY date, name")
            return [Evening(name, day) for name, day in found]

    def add_evening(self, name: str, date: str | None = None) -> Evening:
        """A new evening (today unless dated); LedgerError if the name is taken."""
        evening = Evening(_evening_name(name), _check_date(date))
        with self._transaction(write=True) as connection:
            if _evening_id(connection, name) is not None:
                raise LedgerError(f"there is already an evening named {name!r}")
            connection.execute(
                "INSERT INTO evening (name, date) VALUES (?, ?)", _evening_row(evening)
            )
        return evening

    def ensure_evening(self, name: str, date: str | None = None) -> Evening:
        """The evening of this name, created (today unless dated) if there is none."""
        day = _check_date(date)
        with self._transaction(write=True) as connection:
            found = connection.execute(
                "SELECT date FROM evening WHERE name = ?", (name,)
            ).fetchone()
            if found is not None:
                return Evening(name, found[0])
            evening = Evening(_evening_name(name), day)
            connection.execute(
                "INSERT INTO evening (name, date) VALUES (?, ?)", _evening_row(evening)
            )
            return evening

    def rename_evening(self, old: str, new: str) -> None:
        _evening_name(new)
        with self._transaction(write=True) as connection:
            evening_id = self._known_evening(connection, old)
            if old != new and _evening_id(connection, new) is not None:
                raise LedgerError(f"there is already an evening named {new!r}")
            connection.execute("UPDATE evening SET name = ? WHERE id = ?", (new, evening_id))

    def delete_evening(self, name: str) -> list[tuple[int, Entry]]:
        """Delete an evening and its entries; returns them, ``(seq, entry)``, for undo."""
        with self._transaction(write=True) as connection:
            evening_id = self._known_evening(connection, name)
            found = connection.execute(
                f"{SELECT_ENTRIES} WHERE e.evening_id = ? ORDER BY e.seq", (evening_id,)
            )
            removed = [(row[0], self._entry(row)) for row in found]
            connection.execute("DELETE FROM entry WHERE evening_id = ?", (evening_id,))
            connection.execute("DELETE FROM evening WHERE id = ?", (evening_id,))
            return removed

    def players(self) -> list[str]:
        """Everyone who has played in an entry (they stay when their entries go), by name."""
        with self._transaction() as connection:
            found = connection.execute("SELECT name FROM player ORDER BY name COLLATE NOCASE, name")
            return [name for (name,) in found]

    # -- entries ---------------------------------------------------------------------

    def add_entry(self, entry: Entry) -> int:
        """Check and write one entry (its evening and players too if new); returns its seq."""
        _check_entry(entry)
        with self._transaction(write=True) as connection:
            if _seq_of(connection, entry.uid) is not None:
                raise LedgerError(f"the ledger already has an entry {entry.uid}")
            return self._insert(connection, entry)

    def replace_entry(self, entry: Entry) -> None:
        """The entry with this uid gets new content, keeping its place."""
        _check_entry(entry)
        with self._transaction(write=True) as connection:
            seq = self._known_entry(connection, entry.uid)
            values = entry_values(connection, entry)
            assignments = ", ".join(f"{column} = ?" for column in ENTRY_COLUMNS)
            connection.execute(f"UPDATE entry SET {assignments} WHERE seq = ?", (*values, seq))

    def delete_entry(self, uid: str) -> tuple[int, Entry]:
        """Delete one entry; returns ``(seq, entry)`` so that ``restore_entry`` can undo it."""
        with self._transaction(write=True) as connection:
            seq = self._known_entry(connection, uid)
            row = connection.execute(f"{SELECT_ENTRIES} WHERE e.seq = ?", (seq,)).fetchone()
            connection.execute("DELETE FROM entry WHERE seq = ?", (seq,))
            return seq, self._entry(row)

    def delete_entries(self, uids: Sequence[str]) -> list[tuple[int, Entry]]:
        """Delete several entries in one transaction, all or none; ``(seq, entry)`` of each."""
        removed = []
        with self._transaction(write=True) as connection:
            for uid in uids:
                seq = self._known_entry(connection, uid)
                row = connection.execute(f"{SELECT_ENTRIES} WHERE e.seq = ?", (seq,)).fetchone()
                connection.execute("DELETE FROM entry WHERE seq = ?", (seq,))
                removed.append((seq, self._entry(row)))
        return removed

    def restore_entries(self, removed: Sequence[tuple[int, Entry]]) -> None:
        """Undo of ``delete_entries``: every entry back in its place, in one transaction."""
        for _, entry in removed:
            _check_entry(entry)
        with self._transaction(write=True) as connection:
            for seq, entry in sorted(removed, key=lambda found: found[0]):
                self._restore(connection, seq, entry)

    def restore_entry(self, seq: int, entry: Entry) -> None:
        """Undo of a delete: the entry back in its place (seqs are never reused)."""
        _check_entry(entry)
        with self._transaction(write=True) as connection:
            self._restore(connection, seq, entry)

    def entry(self, uid: str) -> Entry | None:
        """The entry with this uid, or None: one row read, however long the ledger."""
        with self._transaction() as connection:
            row = connection.execute(f"{SELECT_ENTRIES} WHERE e.uid = ?", (uid,)).fetchone()
            return None if row is None else self._entry(row)

    def entries(self, evening: str | None = None) -> list[Entry]:
        """The entries of one evening, or of all, in the order they were recorded."""
        with self._transaction() as connection:
            if evening is None:
                found = connection.execute(f"{SELECT_ENTRIES} ORDER BY e.seq")
            else:
                evening_id = self._known_evening(connection, evening)
                found = connection.execute(
                    f"{SELECT_ENTRIES} WHERE e.evening_id = ? ORDER BY e.seq", (evening_id,)
                )
            return [self._entry(row) for row in found]

    def entry_counts(self) -> dict[str, int]:
        """How many entries each evening has (evenings without any are left out)."""
        with self._transaction() as connection:
            found = connection.execute(
                "SELECT v.name, COUNT(*) FROM entry AS e "
                "JOIN evening AS v ON v.id = e.evening_id GROUP BY v.id"
            )
            return {name: int(count) for name, count in found}

    def tally(self, evening: str | None = None) -> list[Tally]:
        """The entries of one evening, or of all, counted by attacker, defender and kind:
        what a report needs, counted in SQLite."""
        with self._transaction() as connection:
            if evening is None:
                found = connection.execute(schema.SELECT_TALLY.format(where=""))
            else:
                evening_id = self._known_evening(connection, evening)
                found = connection.execute(
                    schema.SELECT_TALLY.format(where="WHERE e.evening_id = ?"), (evening_id,)
                )
            return [schema.tally_from_row(row) for row in found]

    def import_entries(self, evenings: Sequence[Evening], entries: Sequence[Entry]) -> int:
        """Add what is new, in one transaction: evenings by name, entries by uid (all are
        checked first, so a bad one writes nothing); returns how many entries were added."""
        for evening in evenings:
            _evening_name(evening.name)
            _check_date(evening.date)
        for number, entry in enumerate(entries, 1):
            try:
                _check_entry(entry)
            except ValueError as error:
                raise ValueError(f"entry {number} ({entry.uid}): {error}") from None
        added = 0
        with self._transaction(write=True) as connection:
            for evening in evenings:
                if _evening_id(connection, evening.name) is None:
                    connection.execute(
                        "INSERT INTO evening (name, date) VALUES (?, ?)", _evening_row(evening)
                    )
            for entry in entries:
                if _seq_of(connection, entry.uid) is None:
                    self._insert(connection, entry)
                    added += 1
        return added

    # -- helpers (inside a transaction) ----------------------------------------------

    def _insert(self, connection: sqlite3.Connection, entry: Entry, seq: int | None = None) -> int:
        values = entry_values(connection, entry)
        columns = ("seq", *ENTRY_COLUMNS) if seq is not None else ENTRY_COLUMNS
        given = (seq, *values) if seq is not None else values
        cursor = connection.execute(
            f"INSERT INTO entry ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            given,
        )
        return int(cursor.lastrowid or 0)

    def _restore(self, connection: sqlite3.Connection, seq: int, entry: Entry) -> None:
        if _seq_of(connection, entry.uid) is not None:
            raise LedgerError(f"the ledger already has an entry {entry.uid}")
        if connection.execute("SELECT 1 FROM entry WHERE seq = ?", (seq,)).fetchone():
            raise LedgerError(f"place {seq} in the ledger is taken by another entry")
        self._insert(connection, entry, seq)

    def _entry(self, row: Sequence[object]) -> Entry:
        try:
            return entry_from_row(row)
        except ValueError as error:
            raise LedgerError(
                f"entry {row[1]} in the ledger {self.path} cannot be read: {error}"
            ) from None

    def _known_evening(self, connection: sqlite3.Connection, name: str) -> int:
        evening_id = _evening_id(connection, name)
        if evening_id is None:
            raise LedgerError(f"no evening named {name!r} in the ledger {self.path}")
        return evening_id

    def _known_entry(self, connection: sqlite3.Connection, uid: str) -> int:
        seq = _seq_of(connection, uid)
        if seq is None:
            raise LedgerError(f"no entry {uid} in the ledger {self.path}")
        return seq


def _evening_row(evening: Evening) -> tuple[str, str]:
    return evening.name, evening.date


def _evening_id(connection: sqlite3.Connection, name: str) -> int | None:
    found = connection.execute("SELECT id FROM evening WHERE name = ?", (name,)).fetchone()
    return None if found is None else int(found[0])


def _seq_of(connection: sqlite3.Connection, uid: str) -> int | None:
    found = connection.execute("SELECT seq FROM entry WHERE uid = ?", (uid,)).fetchone()
    return None if found is None else int(found[0])


def _evening_name(name: str) -> str:
    if not name.strip():
        raise LedgerError("name the evening")
    return name


def _check_date(text: str | None) -> str:
    """An ISO date (``2026-11-25``), today's when none is given."""
    if text is None:
        return today()
    try:
        return Date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise LedgerError(f"give the evening's date like 2026-11-25, not {text!r}") from None


def _check_entry(entry: Entry) -> None:
    """``check_entry``, loaded by the first write: a report never needs it (and the dice
    checks it loads), so ``ledger report`` starts the quicker."""
    from riskgui.core.ledger.checks import check_entry

    check_entry(entry)
