"""``Ledger``: the one owner of the ledger's SQLite connection.

What it promises, after SQLite's "Write-Ahead Logging" and "How To Corrupt An SQLite
Database File":

- Every public method is one transaction through one door, ``_transaction`` (after
  beets' ``Transaction``); a write begins with ``BEGIN IMMEDIATE``, so two riskgui
  processes writing at once queue for the lock (``busy_timeout``) instead of losing an
  update, and it is committed (WAL, ``synchronous=FULL``) before the method returns: an
  entry the app has shown survives a crash or a kill of the process.
- The file is inspected read-only before anything is written: a file that is not a
  sound ledger raises ``DamagedLedger`` and is never modified (``keep_aside`` moves it
  out of the way so that a new ledger can start); a file from a newer riskgui
  (``PRAGMA user_version`` above ``SCHEMA_VERSION``) opens read-only, ``notice`` saying
  why; an older one is copied next to itself (``ledger.sqlite.v1-backup-2026-11-25``,
  named in ``backup`` and ``notice``), then migrated in one transaction.
- ``check_entry`` runs before an entry is written, so a refused entry writes nothing.
- A command that only reads opens with ``create=False``: where there is no ledger yet
  (no file, or an empty one) it reads an empty one held in memory (``missing``), and
  nothing is made on disk, not even the folder.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import date as Date
from pathlib import Path
from types import TracebackType

from riskgui.core.ledger import schema
from riskgui.core.ledger.checks import check_entry
from riskgui.core.ledger.errors import DamagedLedger, LedgerError, ReadOnlyLedger
from riskgui.core.ledger.luck import Tally
from riskgui.core.ledger.model import Entry, Evening
from riskgui.core.ledger.schema import ENTRY_COLUMNS, SELECT_ENTRIES, entry_from_row, entry_values

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_SECONDS = 10.0
SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26  # SQLite's result codes for a damaged file


class Ledger:
    """The evenings, players and entries of one ledger file (see the module docstring)."""

    _connection: sqlite3.Connection | None

    def __init__(self, path: Path | str, create: bool = True) -> None:
        self.path = Path(path).expanduser()
        self.read_only = False
        self.missing = False  # no ledger at ``path`` yet: an empty one in memory is read
        self.notice = ""
        self.backup: Path | None = None  # the copy kept before a migration, if one ran
        self._refusal = ""  # why a write is refused, when read-only
        found = self._inspect()
        if found > schema.SCHEMA_VERSION:
            self._open_read_only(found)
            return
        if found == 0 and not create:
            self._open_missing()
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise LedgerError(
                f"cannot make the folder {self.path.parent}: {error.strerror}"
            ) from None
        self._connection = self._connect("rwc")
        try:
            self._prepare()
        except BaseException:
            self.close()
            raise

    # -- opening ---------------------------------------------------------------------

    def _inspect(self) -> int:
        """The file's schema version (0 if new or empty), read without writing anything."""
        if self.path.is_dir():
            raise LedgerError(f"the ledger {self.path} is a folder, not a file")
        try:
            with self.path.open("rb") as file:
                header = file.read(len(SQLITE_HEADER))
        except FileNotFoundError:
            return 0
        except OSError as error:
            raise LedgerError(f"cannot read the ledger {self.path}: {error.strerror}") from None
        if not header and not _has_content(_sidecar(self.path, "-wal")):
            return 0
        if header and header != SQLITE_HEADER:
            raise DamagedLedger(self.path, "it is not a SQLite database")
        connection = self._connect("ro")
        try:
            return self._version_of_sound_file(connection)
        except sqlite3.Error as error:
            if _is_damage(error):
                raise DamagedLedger(self.path, str(error)) from None
            raise LedgerError(f"cannot read the ledger {self.path}: {error}") from None
        finally:
            connection.close()

    def _version_of_sound_file(self, connection: sqlite3.Connection) -> int:
        found = str(connection.execute("PRAGMA quick_check(1)").fetchone()[0])
        if found != "ok":
            lines = [line for line in found.splitlines() if not line.startswith("***")]
            raise DamagedLedger(self.path, f"SQLite's check found: {(lines or [found])[0]}")
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        if version < 0:
            raise DamagedLedger(self.path, f"its schema version is {version}")
        if version == 0:
            if connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise DamagedLedger(self.path, "it is a SQLite database but not a riskgui ledger")
        elif version <= schema.SCHEMA_VERSION:
            missing = schema.missing_columns(connection, version)
            if missing:
                raise DamagedLedger(
                    self.path, f"schema version {version} but no {', '.join(missing[:3])}"
                )
        return version

    def _connect(self, mode: str) -> sqlite3.Connection:
        uri = f"{self.path.absolute().as_uri()}?mode={mode}"
        try:
            connection = sqlite3.connect(
                uri, uri=True, timeout=BUSY_TIMEOUT_SECONDS, isolation_level=None
            )
        except sqlite3.Error as error:
            raise LedgerError(f"cannot open the ledger {self.path}: {error}") from None
        connection.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_SECONDS * 1000)}")
        return connection

    def _open_read_only(self, version: int) -> None:
        self._connection = self._connect("ro")
        self._connection.execute("PRAGMA query_only = ON")
        self.read_only = True
        self.notice = (
            f"This ledger was written by a newer riskgui (schema version {version}; this "
            f"riskgui knows up to version {schema.SCHEMA_VERSION}), so it is open read-only."
        )
        self._refusal = (
            f"the ledger {self.path} was written by a newer riskgui (schema version "
            f"{version}; this riskgui knows up to version {schema.SCHEMA_VERSION}), "
            "so it is open read-only and nothing was written"
        )

    def _open_missing(self) -> None:
        """No ledger at ``path`` yet, and none to be made: an empty one, in memory only."""
        connection = sqlite3.connect(":memory:", isolation_level=None)
        schema.migrate(connection, 0)
        connection.execute("PRAGMA query_only = ON")
        self._connection = connection
        self.read_only = self.missing = True
        self._refusal = f"there is no ledger at {self.path} yet, and it was opened only to read"

    def _prepare(self) -> None:
        connection = self._open()
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
            connection.execute("PRAGMA foreign_keys = ON")
        except sqlite3.OperationalError as error:
            raise LedgerError(f"cannot open the ledger {self.path}: {error}") from None
        with self._transaction(write=True) as connection:
            version = int(connection.execute("PRAGMA user_version").fetchone()[0])
            if 0 < version < schema.SCHEMA_VERSION:
                self.backup = self._keep_copy(version)
            if version < schema.SCHEMA_VERSION:
                schema.migrate(connection, version)
        if version > schema.SCHEMA_VERSION:  # a newer riskgui got to it since we looked
            self.close()
            self._open_read_only(version)
        elif self.backup is not None:
            self.notice = (
                f"The ledger was brought from schema version {version} to "
                f"{schema.SCHEMA_VERSION}; a copy of it as it was is kept at {self.backup}."
            )

    def _keep_copy(self, version: int) -> Path:
        """A consistent copy of the file (WAL included) before a migration touches it."""
        target = _unique(self.path.parent, f"{self.path.name}.v{version}-backup-{_today()}")
        source, copy = self._connect("ro"), sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
            source.close()
        return target

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> Ledger:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    # -- the one door ----------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        if self._connection is None:
            raise LedgerError(f"the ledger {self.path} is closed")
        return self._connection

    @contextmanager
    def _transaction(self, write: bool = False) -> Iterator[sqlite3.Connection]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        if write and self.read_only:
            raise ReadOnlyLedger(self._refusal)
        connection = self._open()
        try:
            connection.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield connection
            except BaseException:
                if connection.in_transaction:
                    connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        except sqlite3.Error as error:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            if _is_damage(error):
                raise DamagedLedger(self.path, str(error)) from None
            action = "write to" if write else "read"
            raise LedgerError(f"could not {action} the ledger {self.path}: {error}") from None

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
        check_entry(entry)
        with self._transaction(write=True) as connection:
            if _seq_of(connection, entry.uid) is not None:
                raise LedgerError(f"the ledger already has an entry {entry.uid}")
            return self._insert(connection, entry)

    def replace_entry(self, entry: Entry) -> None:
        """The entry with this uid gets new content, keeping its place."""
        check_entry(entry)
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
            check_entry(entry)
        with self._transaction(write=True) as connection:
            for seq, entry in sorted(removed, key=lambda found: found[0]):
                self._restore(connection, seq, entry)

    def restore_entry(self, seq: int, entry: Entry) -> None:
        """Undo of a delete: the entry back in its place (seqs are never reused)."""
        check_entry(entry)
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
                check_entry(entry)
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


def keep_aside(path: Path) -> Path:
    """Move a damaged ledger (and its -wal, -shm and -journal files) out of the way, to
    e.g. ``ledger.damaged-2026-11-25.sqlite``; returns where it went."""
    path = Path(path)
    target = _unique(path.parent, f"{path.stem}.damaged-{_today()}", path.suffix)
    try:
        path.rename(target)
        for ending in ("-wal", "-shm", "-journal"):
            companion = _sidecar(path, ending)
            if companion.exists():
                companion.rename(_sidecar(target, ending))
    except OSError as error:
        raise LedgerError(f"could not move {path} aside: {error.strerror}") from None
    return target


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
        return _today()
    try:
        return Date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise LedgerError(f"give the evening's date like 2026-11-25, not {text!r}") from None


def _today() -> str:
    return Date.today().isoformat()


def _is_damage(error: sqlite3.Error) -> bool:
    """SQLite's word for a file that is not a (sound) database, as opposed to a busy,
    locked, full or unreadable one."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (SQLITE_CORRUPT, SQLITE_NOTADB)


def _sidecar(path: Path, ending: str) -> Path:
    return path.with_name(path.name + ending)


def _has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _unique(folder: Path, name: str, ending: str = "") -> Path:
    """``name + ending`` in ``folder``, or ``name-2 + ending``... whichever is still free."""
    candidate, number = folder / f"{name}{ending}", 1
    while candidate.exists() or _sidecar(candidate, "-wal").exists():
        number += 1
        candidate = folder / f"{name}-{number}{ending}"
    return candidate
