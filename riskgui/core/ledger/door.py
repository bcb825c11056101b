"""``LedgerFile``: the ledger's SQLite file and its one door, ``_transaction``.

What it promises, after SQLite's "Write-Ahead Logging" and "How To Corrupt An SQLite
Database File":

- Every public method of the ledger is one transaction through one door,
  ``_transaction`` (after beets' ``Transaction``); a write begins with ``BEGIN
  IMMEDIATE``, so two riskgui processes writing at once queue for the lock
  (``busy_timeout``) instead of losing an update, and it is committed (WAL,
  ``synchronous=FULL``) before the method returns: an entry the app has shown survives a
  crash or a kill of the process.
- The file is inspected read-only before anything is written: a file that is not a
  sound ledger raises ``DamagedLedger`` and is never modified (``keep_aside`` moves it
  out of the way so that a new ledger can start); a file from a newer riskgui
  (``PRAGMA user_version`` above ``SCHEMA_VERSION``) opens read-only, ``notice`` saying
  why; an older one is copied next to itself (``ledger.sqlite.v1-backup-2026-11-25``,
  named in ``backup`` and ``notice``), then migrated in one transaction.
- A command that only reads opens with ``create=False``: where there is no ledger yet
  (no file, or an empty one) it reads an empty one held in memory (``missing``), and
  nothing is made on disk, not even the folder.

What the ledger holds (evenings, entries) is ``store.Ledger``'s, built on this.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date as Date
from pathlib import Path
from types import TracebackType
from typing import TypeVar

from riskgui.core.ledger import schema
from riskgui.core.ledger.errors import DamagedLedger, LedgerError, ReadOnlyLedger

Opened = TypeVar("Opened", bound="LedgerFile")
SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_SECONDS = 10.0
SQLITE_CORRUPT, SQLITE_NOTADB = 11, 26  # SQLite's result codes for a damaged file
CHECK_MMAP_BYTES = 1 << 30  # how much of the file the check maps; the rest it reads


class LedgerFile:
    """One ledger file, open (see the module docstring)."""

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
        # The check reads every page: mapped, SQLite reads them in place instead of copying
        # each (7 ms instead of 13 over 10,000 rolls).  Safe on this read-only connection
        # because no riskgui shrinks a ledger file (no VACUUM), the one hazard of a mapping.
        connection.execute(f"PRAGMA mmap_size = {CHECK_MMAP_BYTES}")
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
            _write_ahead(connection)
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
        target = _unique(self.path.parent, f"{self.path.name}.v{version}-backup-{today()}")
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

    def __enter__(self: Opened) -> Opened:
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


def _write_ahead(connection: sqlite3.Connection) -> None:
    """WAL mode.  Switching to it needs the file to itself for a moment, and SQLite answers
    "database is locked" at once, without the busy timeout, when another process holds it
    (two riskgui processes opening a new ledger together): so try again, within the same
    timeout."""
    deadline = time.monotonic() + BUSY_TIMEOUT_SECONDS
    while True:
        try:
            connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def keep_aside(path: Path) -> Path:
    """Move a damaged ledger (and its -wal, -shm and -journal files) out of the way, to
    e.g. ``ledger.damaged-2026-11-25.sqlite``; returns where it went."""
    path = Path(path)
    target = _unique(path.parent, f"{path.stem}.damaged-{today()}", path.suffix)
    try:
        path.rename(target)
        for ending in ("-wal", "-shm", "-journal"):
            companion = _sidecar(path, ending)
            if companion.exists():
                companion.rename(_sidecar(target, ending))
    except OSError as error:
        raise LedgerError(f"could not move {path} aside: {error.strerror}") from None
    return target


def today() -> str:
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
