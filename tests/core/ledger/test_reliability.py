"""What the ledger promises when things go wrong, tested with real processes and files.

After SQLite's "How To Corrupt An SQLite Database File": a process killed with SIGKILL
while writing loses nothing it had reported written (each entry is committed before
``add_entry`` returns) and leaves an intact database; two processes writing at once
lose nothing and never see "database is locked"; a damaged file is never modified.
"""

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from riskgui.core.ledger.errors import DamagedLedger
from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.store import Ledger, keep_aside

ROOT = Path(__file__).resolve().parents[3]

# Adds entries (forever when told 0), printing each uid once add_entry has returned.
WRITER = """
import sys, time
from pathlib import Path
from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.store import Ledger

path, count, go = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
print("ready", flush=True)
while not go.exists():
    time.sleep(0.001)
with Ledger(path) as ledger:
    number = 0
    while count == 0 or number < count:
        entry = Entry("Friday", "Anna", "Bob", Roll((6, 5, 1), (6, 3)))
        ledger.add_entry(entry)
        print(entry.uid, flush=True)
        number += 1
"""


def start_writer(path: Path, count: int, go: Path) -> subprocess.Popen[str]:
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(path), str(count), str(go)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert writer.stdout is not None
    assert writer.stdout.readline() == "ready\n"
    return writer


def close_pipes(writer: subprocess.Popen[str]) -> None:
    for pipe in (writer.stdout, writer.stderr):
        if pipe is not None:
            pipe.close()


def stored_uids(path: Path) -> list[str]:
    with Ledger(path) as ledger:
        return [entry.uid for entry in ledger.entries()]


def integrity(path: Path) -> list[tuple[str]]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute("PRAGMA integrity_check").fetchall()
    finally:
        connection.close()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_writer_loses_nothing_it_reported(tmp_path: Path):
    path, go = tmp_path / "ledger.sqlite", tmp_path / "go"
    go.touch()
    reported: list[str] = []
    for wanted in (40, 120):  # kill it twice, the second time on a ledger it did not create
        writer = start_writer(path, 0, go)
        assert writer.stdout is not None
        while len(reported) < wanted:
            line = writer.stdout.readline()
            assert line.endswith("\n"), writer.stderr.read() if writer.stderr else ""
            reported.append(line.strip())
        os.kill(writer.pid, signal.SIGKILL)
        rest = writer.stdout.read()  # through the same buffer readline filled
        writer.wait()
        close_pipes(writer)
        assert writer.returncode == -signal.SIGKILL
        reported += rest.split("\n")[:-1]  # a cut-off last line is not reported
        assert (tmp_path / "ledger.sqlite-wal").exists()  # killed, not closed: recovery is tested
        assert integrity(path) == [("ok",)]
        stored = stored_uids(path)
        assert set(reported) <= set(stored)
        assert len(stored) - len(reported) <= 1  # at most the one committed as it was killed
    assert integrity(path) == [("ok",)]


@pytest.mark.slow
def test_two_writers_at_once_lose_nothing(tmp_path: Path):
    path, go, each = tmp_path / "ledger.sqlite", tmp_path / "go", 300
    writers = [start_writer(path, each, go) for _ in range(2)]
    go.touch()  # both start at once, on a ledger neither has created yet
    printed: list[str] = []
    for writer in writers:
        out, err = writer.communicate(timeout=120)
        assert writer.returncode == 0, err
        assert "locked" not in err and err == ""
        printed += out.split()
    stored = stored_uids(path)
    assert len(stored) == 2 * each
    assert sorted(stored) == sorted(printed)
    assert integrity(path) == [("ok",)]


# -- damaged files -----------------------------------------------------------------------


def ledger_with_entries(path: Path, count: int = 300) -> None:
    with Ledger(path) as ledger:
        ledger.import_entries(
            [], [Entry("Friday", "Anna", "Bob", Roll((6, 5, 1), (6, 3))) for _ in range(count)]
        )


def scribble(path: Path) -> None:
    """Overwrite the middle third of a file, as a bad disk or a careless copy might."""
    data = bytearray(path.read_bytes())
    third = len(data) // 3
    data[third : 2 * third] = b"\xa5" * third
    path.write_bytes(bytes(data))


def half(path: Path) -> None:
    path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2])


def not_sqlite(path: Path) -> None:
    path.write_text("Anna rolled 6,5,1 against Bob's 6,3\n")


def newer_header_garbage(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\x00" + os.urandom(2000))


@pytest.mark.parametrize("damage", [scribble, half, not_sqlite, newer_header_garbage])
def test_a_damaged_file_is_refused_and_left_as_it_is(tmp_path: Path, damage):
    path = tmp_path / "ledger.sqlite"
    ledger_with_entries(path)
    damage(path)
    before = path.read_bytes()
    for _ in range(2):
        with pytest.raises(DamagedLedger) as caught:
            Ledger(path)
        assert caught.value.path == path
        assert "damaged" in str(caught.value) and str(path) in str(caught.value)
        assert "\n" not in str(caught.value)  # one line for the command line
    assert path.read_bytes() == before
    wal = tmp_path / "ledger.sqlite-wal"  # SQLite's reader may leave an empty one
    assert not wal.exists() or wal.stat().st_size == 0
    kept = keep_aside(path)
    assert kept.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("ledger.sqlite")) == []


def test_a_damaged_ledger_is_kept_aside_and_a_new_one_starts(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    today = time.strftime("%Y-%m-%d")
    kept = []
    for _ in range(2):
        not_sqlite(path)
        (tmp_path / "ledger.sqlite-wal").write_bytes(b"wal")
        before = path.read_bytes()
        with pytest.raises(DamagedLedger):
            Ledger(path)
        kept.append(keep_aside(path))
        assert kept[-1].read_bytes() == before
        assert (tmp_path / f"{kept[-1].name}-wal").read_bytes() == b"wal"
        assert not path.exists() and not (tmp_path / "ledger.sqlite-wal").exists()
    assert [p.name for p in kept] == [
        f"ledger.damaged-{today}.sqlite",
        f"ledger.damaged-{today}-2.sqlite",
    ]
    with Ledger(path) as fresh:
        assert fresh.entries() == [] and not fresh.read_only
