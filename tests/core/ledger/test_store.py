import random
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from riskgui.core.ledger import schema
from riskgui.core.ledger.errors import DamagedLedger, LedgerError, ReadOnlyLedger
from riskgui.core.ledger.luck import Tally, kind, swing
from riskgui.core.ledger.model import Entry, Evening, Fought, Roll
from riskgui.core.ledger.report import ledger_report, tally_report
from riskgui.core.ledger.store import Ledger, keep_aside
from riskgui.core.rules.presets import preset

TODAY = date.today().isoformat()


def roll(evening: str = "Friday", attacker: str = "Anna", defender: str = "Bob", **kw) -> Entry:
    dice = kw.pop("dice", ((6, 5, 1), (6, 3)))
    return Entry(evening, attacker, defender, Roll(*dice), **kw)


def battle(evening: str = "Friday", start=(10, 10), end=(1, 4), stop_at: int = 1, **kw) -> Entry:
    return Entry(evening, kw.pop("attacker", "Bob"), "Anna", Fought(start, end, stop_at), **kw)


@pytest.fixture
def ledger(tmp_path: Path):
    with Ledger(tmp_path / "ledger.sqlite") as opened:
        yield opened


def raw(path: Path, sql: str) -> list[tuple]:
    connection = sqlite3.connect(path)
    try:
        return connection.execute(sql).fetchall()
    finally:
        connection.close()


# -- opening -----------------------------------------------------------------------------


def test_a_new_ledger_makes_its_folder_and_a_wal_file_at_the_schema_version(tmp_path: Path):
    path = tmp_path / "deep" / "er" / "ledger.sqlite"
    with Ledger(path) as ledger:
        assert ledger.path == path
        assert (ledger.read_only, ledger.notice, ledger.backup) == (False, "", None)
        assert ledger.entries() == [] and ledger.evenings() == [] and ledger.players() == []
    assert raw(path, "PRAGMA journal_mode") == [("wal",)]
    assert raw(path, "PRAGMA user_version") == [(schema.SCHEMA_VERSION,)]
    assert not list(tmp_path.glob("deep/er/*backup*"))


def test_the_connection_is_set_up_for_safety(ledger: Ledger):
    connection = ledger._open()
    assert connection.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    assert connection.execute("PRAGMA foreign_keys").fetchone() == (1,)
    assert connection.execute("PRAGMA busy_timeout").fetchone()[0] >= 5000


def test_an_empty_file_becomes_a_ledger(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    path.touch()
    with Ledger(path) as ledger:
        ledger.add_entry(roll())
        assert len(ledger.entries()) == 1


def test_reading_where_there_is_no_ledger_yet_makes_nothing(tmp_path: Path):
    path = tmp_path / "not yet" / "ledger.sqlite"
    with Ledger(path, create=False) as ledger:
        assert (ledger.missing, ledger.read_only, ledger.notice) == (True, True, "")
        assert ledger.entries() == [] and ledger.evenings() == [] and ledger.players() == []
        assert ledger.tally() == [] and ledger.entry_counts() == {}
        assert ledger.entry("no-such-uid") is None
        with pytest.raises(ReadOnlyLedger, match="no ledger at .* yet"):
            ledger.add_entry(roll())
    assert not path.parent.exists()


def test_reading_an_empty_file_leaves_it_empty(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    path.touch()
    with Ledger(path, create=False) as ledger:
        assert ledger.missing and ledger.entries() == []
    assert path.read_bytes() == b"" and [p.name for p in tmp_path.iterdir()] == [path.name]


def test_reading_a_ledger_that_is_there_reads_it(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        ledger.add_entry(roll())
    with Ledger(path, create=False) as ledger:
        assert not ledger.missing and not ledger.read_only and len(ledger.entries()) == 1


def test_a_closed_ledger_says_so(tmp_path: Path):
    ledger = Ledger(tmp_path / "ledger.sqlite")
    ledger.close()
    ledger.close()  # twice is harmless
    with pytest.raises(LedgerError, match="is closed"):
        ledger.entries()


def test_a_folder_is_not_a_ledger(tmp_path: Path):
    with pytest.raises(LedgerError, match="is a folder"):
        Ledger(tmp_path)


# -- entries -----------------------------------------------------------------------------


def test_entries_come_back_whole_and_in_the_order_recorded(ledger: Ledger, tmp_path: Path):
    capital = preset("capital").rules
    added = [
        roll(attacker_territory="Ural", defender_territory="Siberia"),
        battle(rules=capital),
        roll("Saturday", "Cleo", "Anna", dice=((2,), (6,)), rules=capital),
        battle(start=(10, 5), end=(2, 5), stop_at=3),
    ]
    seqs = [ledger.add_entry(entry) for entry in added]
    assert seqs == sorted(seqs) and len(set(seqs)) == 4
    assert ledger.entries() == added
    assert ledger.entries("Friday") == [added[0], added[1], added[3]]
    assert ledger.entries("Saturday") == [added[2]]
    assert ledger.players() == ["Anna", "Bob", "Cleo"]
    assert ledger.evenings() == [Evening("Friday", TODAY), Evening("Saturday", TODAY)]
    ledger.close()
    with Ledger(tmp_path / "ledger.sqlite") as again:
        assert again.entries() == added


def test_an_unknown_evening_is_named_with_the_ledger(ledger: Ledger):
    with pytest.raises(LedgerError) as caught:
        ledger.entries("Sunday")
    assert str(caught.value) == f"no evening named 'Sunday' in the ledger {ledger.path}"


@pytest.mark.parametrize(
    "bad",
    [
        roll(dice=((7,), (1,))),
        roll(dice=((6, 5, 4, 3), (1,))),
        roll(attacker="Anna", defender="Anna"),
        battle(end=(1, 4), stop_at=3),  # stops at 3 or fewer: 2 at the least
        battle(end=(11, 0)),
    ],
)
def test_a_refused_entry_writes_nothing(ledger: Ledger, bad: Entry):
    with pytest.raises(ValueError):
        ledger.add_entry(bad)
    assert (ledger.entries(), ledger.evenings(), ledger.players()) == ([], [], [])


def test_one_entry_is_read_by_its_uid(ledger: Ledger):
    first, second = roll(), battle(attacker_territory="Alaska")
    ledger.add_entry(first)
    ledger.add_entry(second)
    assert ledger.entry(second.uid) == second and ledger.entry(first.uid) == first
    ledger.delete_entry(first.uid)
    assert ledger.entry(first.uid) is None


def test_an_entry_cannot_be_added_twice(ledger: Ledger):
    entry = roll()
    ledger.add_entry(entry)
    with pytest.raises(LedgerError, match=entry.uid):
        ledger.add_entry(entry)
    assert ledger.entries() == [entry]


def test_a_deleted_entry_goes_back_in_its_place(ledger: Ledger):
    first, second, third = roll(), battle(), roll("Saturday")
    for entry in (first, second, third):
        ledger.add_entry(entry)
    seq, removed = ledger.delete_entry(second.uid)
    assert removed == second
    later = roll()
    assert ledger.add_entry(later) > seq  # a place is never reused
    ledger.restore_entry(seq, removed)
    assert ledger.entries() == [first, second, third, later]
    with pytest.raises(LedgerError, match="already has an entry"):
        ledger.restore_entry(seq, second)
    with pytest.raises(LedgerError, match=f"place {seq}"):
        ledger.restore_entry(seq, roll())
    with pytest.raises(LedgerError, match="no entry nope"):
        ledger.delete_entry("nope")


def test_an_entry_is_replaced_in_its_place(ledger: Ledger):
    first, second = roll(), battle()
    ledger.add_entry(first)
    ledger.add_entry(second)
    changed = Entry("Sunday", "Cleo", "Dan", Roll((1,), (1,)), uid=first.uid)
    ledger.replace_entry(changed)
    assert ledger.entries() == [changed, second]
    assert ledger.evenings()[-1] == Evening("Sunday", TODAY)
    with pytest.raises(ValueError):
        ledger.replace_entry(Entry("Sunday", "Cleo", "Dan", Roll((9,), (1,)), uid=first.uid))
    with pytest.raises(LedgerError, match="no entry"):
        ledger.replace_entry(roll())
    assert ledger.entries() == [changed, second]


# -- evenings ----------------------------------------------------------------------------


def test_evenings_come_by_date_then_name(ledger: Ledger):
    ledger.add_evening("Zeta", "2026-01-02")
    ledger.add_evening("Beta", "2026-01-03")
    ledger.add_evening("Alpha", "2026-01-02")
    assert [e.name for e in ledger.evenings()] == ["Alpha", "Zeta", "Beta"]
    with pytest.raises(ValueError, match="already an evening named 'Zeta'"):
        ledger.add_evening("Zeta")
    with pytest.raises(ValueError, match="like 2026-11-25, not 'soon'"):
        ledger.add_evening("Later", "soon")
    with pytest.raises(ValueError, match="name the evening"):
        ledger.add_evening("  ")
    assert ledger.add_evening("Today") == Evening("Today", TODAY)


def test_ensure_evening_keeps_what_is_there(ledger: Ledger):
    assert ledger.ensure_evening("Friday", "2026-01-02") == Evening("Friday", "2026-01-02")
    assert ledger.ensure_evening("Friday", "2026-03-04") == Evening("Friday", "2026-01-02")
    assert ledger.ensure_evening("Saturday") == Evening("Saturday", TODAY)
    assert len(ledger.evenings()) == 2


def test_a_renamed_evening_keeps_its_entries(ledger: Ledger):
    entry = roll()
    ledger.add_entry(entry)
    ledger.add_evening("Saturday")
    ledger.rename_evening("Friday", "Game night")
    assert [e.evening for e in ledger.entries()] == ["Game night"]
    with pytest.raises(LedgerError, match="already an evening named 'Saturday'"):
        ledger.rename_evening("Game night", "Saturday")
    with pytest.raises(LedgerError, match="no evening named 'Friday'"):
        ledger.rename_evening("Friday", "Other")


def test_a_deleted_evening_can_be_put_back(ledger: Ledger):
    kept = roll("Saturday")
    gone = [roll(), battle()]
    ledger.add_evening("Friday", "2026-01-02")
    ledger.add_entry(gone[0])
    ledger.add_entry(kept)
    ledger.add_entry(gone[1])
    removed = ledger.delete_evening("Friday")
    assert [entry for _, entry in removed] == gone
    assert ledger.entries() == [kept]
    assert [e.name for e in ledger.evenings()] == ["Saturday"]
    ledger.add_evening("Friday", "2026-01-02")
    for seq, entry in removed:
        ledger.restore_entry(seq, entry)
    assert ledger.entries() == [gone[0], kept, gone[1]]


# -- import ------------------------------------------------------------------------------


def test_import_adds_what_is_new_and_keeps_dates(ledger: Ledger):
    old, new = roll(), battle("Saturday")
    ledger.add_entry(old)
    evenings = [Evening("Friday", "2020-01-01"), Evening("Saturday", "2026-01-03")]
    assert ledger.import_entries(evenings, [old, new, new]) == 1
    assert ledger.entries() == [old, new]
    assert ledger.evenings() == [Evening("Saturday", "2026-01-03"), Evening("Friday", TODAY)]
    assert ledger.import_entries(evenings, [old, new]) == 0


def test_an_import_with_one_bad_entry_writes_nothing(ledger: Ledger):
    good, bad = roll(), roll("Saturday", dice=((6,), (0,)))
    with pytest.raises(ValueError, match=f"entry 2 \\({bad.uid}\\): a defender d6 shows"):
        ledger.import_entries([Evening("Saturday", "2026-01-03")], [good, bad])
    assert (ledger.entries(), ledger.evenings(), ledger.players()) == ([], [], [])


# -- schema versions ---------------------------------------------------------------------


def make_v1_ledger(path: Path) -> None:
    """A ledger as riskgui's first ledger release wrote it, from the version 1 DDL."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA journal_mode = WAL")
    for statement in schema.STEPS[1]:
        connection.execute(statement)
    connection.execute("INSERT INTO evening (name, date) VALUES ('Friday', '2026-01-02')")
    connection.execute("INSERT INTO player (name) VALUES ('Anna'), ('Bob')")
    connection.execute(
        "INSERT INTO entry (uid, evening_id, attacker_id, defender_id, kind, dice, rules, "
        "recorded_at) VALUES ('u1', 1, 1, 2, 'roll', '6,5,1/6,3', ?, '2026-01-02T20:00:00+00:00')",
        (schema.rules_text(preset("classic").rules),),
    )
    connection.execute("PRAGMA user_version = 1")
    connection.commit()
    connection.close()


def test_an_old_ledger_is_copied_then_migrated(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    make_v1_ledger(path)
    expected = Entry(
        "Friday", "Anna", "Bob", Roll((6, 5, 1), (6, 3)), uid="u1",
        recorded_at="2026-01-02T20:00:00+00:00",
    )  # fmt: skip
    with Ledger(path) as ledger:
        backup = tmp_path / f"ledger.sqlite.v1-backup-{TODAY}"
        assert ledger.backup == backup
        assert str(backup) in ledger.notice
        assert f"version 1 to {schema.SCHEMA_VERSION}" in ledger.notice
        assert ledger.entries() == [expected]
        # Version 3 scored the roll that was there: 6 v 6 to the defender, 5 v 3 to the attacker.
        assert ledger.tally() == [Tally("Anna", "Bob", kind(expected), 1, swing(expected))]
        ledger.add_entry(roll())
    assert raw(path, "PRAGMA user_version") == [(schema.SCHEMA_VERSION,)]
    indexes = {name for (name,) in raw(path, "SELECT name FROM sqlite_master WHERE type='index'")}
    assert {"entry_evening", "entry_attacker", "entry_defender"} <= indexes
    assert raw(backup, "PRAGMA user_version") == [(1,)]
    assert raw(backup, "SELECT uid FROM entry") == [("u1",)]
    assert not raw(
        backup, "SELECT name FROM sqlite_master WHERE type='index' AND name LIKE 'entry_%'"
    )
    with Ledger(path) as again:  # no second migration, no second copy
        assert (again.backup, again.notice) == (None, "")
    assert len(list(tmp_path.glob("*backup*"))) == 1


def test_a_second_migration_the_same_day_keeps_both_copies(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    make_v1_ledger(path)
    Ledger(path).close()
    path.unlink()
    make_v1_ledger(path)
    with Ledger(path) as ledger:
        assert ledger.backup == tmp_path / f"ledger.sqlite.v1-backup-{TODAY}-2"


def test_the_migrated_tables_match_a_new_ledger(tmp_path: Path):
    make_v1_ledger(tmp_path / "old.sqlite")
    Ledger(tmp_path / "old.sqlite").close()
    Ledger(tmp_path / "new.sqlite").close()
    query = "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name"
    assert raw(tmp_path / "old.sqlite", query) == raw(tmp_path / "new.sqlite", query)


def test_a_newer_ledger_is_read_only(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    with Ledger(path) as ledger:
        entry = roll()
        ledger.add_entry(entry)
    newer = schema.SCHEMA_VERSION + 1
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {newer}")
    connection.close()
    before = path.read_bytes()
    with Ledger(path) as ledger:
        assert ledger.read_only
        assert f"version {newer}" in ledger.notice
        assert f"version {schema.SCHEMA_VERSION}" in ledger.notice
        assert ledger.entries() == [entry]
        writes = [
            lambda: ledger.add_entry(roll()),
            lambda: ledger.add_evening("Saturday"),
            lambda: ledger.delete_entry(entry.uid),
            lambda: ledger.import_entries([], [roll()]),
        ]
        for write in writes:
            with pytest.raises(ReadOnlyLedger) as caught:
                write()
            assert f"schema version {newer}" in str(caught.value)
            assert f"up to version {schema.SCHEMA_VERSION}" in str(caught.value)
    assert path.read_bytes() == before


def test_a_file_that_says_it_is_a_ledger_but_lacks_its_tables_is_damaged(tmp_path: Path):
    path = tmp_path / "ledger.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE evening (id INTEGER PRIMARY KEY, name TEXT)")
    connection.execute("PRAGMA user_version = 1")
    connection.close()
    with pytest.raises(DamagedLedger, match="table player"):
        Ledger(path)


def test_another_programs_database_is_not_taken_over(tmp_path: Path):
    path = tmp_path / "photos.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE photo (id INTEGER PRIMARY KEY)")
    connection.close()
    before = path.read_bytes()
    with pytest.raises(DamagedLedger, match="not a riskgui ledger") as caught:
        Ledger(path)
    assert caught.value.path == path
    assert path.read_bytes() == before


def test_a_ledger_inside_a_file_is_refused_with_a_sentence(tmp_path: Path):
    (tmp_path / "notes.txt").write_text("not a folder")
    with pytest.raises(LedgerError, match="notes.txt"):
        Ledger(tmp_path / "notes.txt" / "ledger.sqlite")


def test_keeping_aside_a_missing_file_says_so(tmp_path: Path):
    with pytest.raises(LedgerError, match="could not move"):
        keep_aside(tmp_path / "ledger.sqlite")


def test_the_report_counted_in_sqlite_is_the_report_of_the_entries(tmp_path: Path):
    """``Ledger.tally`` groups in SQL what ``luck.tally`` groups in Python: the same report."""
    rng = random.Random(3)
    entries = []
    for number in range(300):
        rules = preset(rng.choice(["classic", "zombies", "bonus-die", "2210-defence-d8"])).rules
        attacker, defender = rng.sample(["Anna", "Bob", "Cleo", "Dan"], 2)
        evening = rng.choice(["Friday", "Saturday"])
        if number % 25 == 0:
            what: Roll | Fought = Fought((rng.randint(2, 9), rng.randint(1, 6)), (1, 1))
            what = Fought(what.start, (1, rng.randint(1, what.start[1])))
        else:
            na = rng.randint(1, rules.attacker.dice) + rules.attacker.extra_dice
            nd = rng.randint(1, rules.defender.dice) + rules.defender.extra_dice
            what = Roll(
                tuple(rng.randint(1, s) for s in rules.attacker.die_sides(na)),
                tuple(rng.randint(1, s) for s in rules.defender.die_sides(nd)),
            )
        entries.append(Entry(evening, attacker, defender, what, rules))
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.import_entries([], entries)
        for evening in (None, "Friday"):
            counted = tally_report(ledger.tally(evening), evening, replays=500)
            read = ledger_report(ledger.entries(evening), evening, replays=500)
            assert counted == read
            assert counted.entries == len(ledger.entries(evening))


def test_several_entries_go_and_come_back_in_one_transaction_each(ledger: Ledger):
    entries = [roll(dice=((k % 6 + 1,), (1,))) for k in range(6)]
    for entry in entries:
        ledger.add_entry(entry)
    removed = ledger.delete_entries([entries[4].uid, entries[1].uid])
    assert [entry for _, entry in removed] == [entries[4], entries[1]]
    assert ledger.entries() == [entries[0], entries[2], entries[3], entries[5]]
    ledger.restore_entries(removed)
    assert ledger.entries() == entries  # each back in its place


def test_deleting_several_is_all_or_none(ledger: Ledger):
    kept = roll()
    ledger.add_entry(kept)
    with pytest.raises(LedgerError, match="no entry nope"):
        ledger.delete_entries([kept.uid, "nope"])
    assert ledger.entries() == [kept]
    seq = ledger.add_entry(roll(dice=((2,), (1,))))
    with pytest.raises(LedgerError, match="taken by another entry"):
        ledger.restore_entries([(seq + 1000, roll(dice=((3,), (1,)))), (seq, roll())])
    assert len(ledger.entries()) == 2
