"""The ledger's tables, version by version, the migrations between them, and an entry as
a row of the entry table and back.

``PRAGMA user_version`` holds the version a file is at; 0 is a new, empty file.  The
history is kept whole: a new file is built by running every step from version 1, so a
file migrated from an old riskgui and a new one end up with the same tables.  Never
edit a released step; add the next one.

- Version 1: evenings, players and entries.  An entry keeps its order in ``seq``
  (AUTOINCREMENT, so a deleted entry's place is never reused and undo can put it back),
  its ``uid`` (UNIQUE: importing the same file twice adds nothing), the dice as text
  (``6,5,1/6,3``) or the battle's start, end and stop rule, and the rules as the JSON of
  ``riskgui.core.rules.fields.to_text``.
- Version 2: indexes for what the report asks: the entries of one evening and of one
  player, which were full scans of the entry table.
- Version 3: each entry's swing and, for a roll, the dice each side compared, so that a
  report counts entries by kind in SQLite (``Ledger.tally``) instead of reading and
  scoring 10,000 rolls one by one; the step fills them in for the entries already there.
- Version 4: the games at the table (``core.game.store``): a game belongs to an evening
  (deleted with it) and keeps its map, players in turn order, rules, move-in rule,
  fortify rule and start position (JSON); its steps are numbered from 1, each the JSON
  of ``core.game.steps`` and, for a round, the uid of the ledger entry it recorded.
- Version 5: each player's goal in a game (the JSON of a board plan's ``"goal"``), which
  the advice plays for on their turns; deleted with the game.  A game's ``setup``: the
  starting armies each player still places after the deal, one at a time (JSON; ``{}``
  for a game that starts reinforcing).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from datetime import date
from functools import cache, lru_cache
from typing import Any

from riskgui.core.ledger.luck import Tally, battle_kind, compared_dice, roll_kind, swing
from riskgui.core.ledger.model import Entry, Fought, Roll, parse_dice
from riskgui.core.rules.fields import from_text, to_text
from riskgui.core.rules.model import Rules

# A step is SQL, or a function for what SQL alone cannot do (run in the same transaction).
Step = str | Callable[[sqlite3.Connection], None]
STEPS: dict[int, tuple[Step, ...]] = {
    1: (
        """CREATE TABLE evening (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            date TEXT NOT NULL
        )""",
        """CREATE TABLE player (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE
        )""",
        """CREATE TABLE entry (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            evening_id INTEGER NOT NULL REFERENCES evening (id),
            attacker_id INTEGER NOT NULL REFERENCES player (id),
            defender_id INTEGER NOT NULL REFERENCES player (id),
            kind TEXT NOT NULL CHECK (kind IN ('roll', 'battle')),
            dice TEXT,
            start_attackers INTEGER,
            start_defenders INTEGER,
            end_attackers INTEGER,
            end_defenders INTEGER,
            stop_at INTEGER,
            rules TEXT NOT NULL,
            attacker_territory TEXT NOT NULL DEFAULT '',
            defender_territory TEXT NOT NULL DEFAULT '',
            recorded_at TEXT NOT NULL
        )""",
    ),
    2: (
        "CREATE INDEX entry_evening ON entry (evening_id, seq)",
        "CREATE INDEX entry_attacker ON entry (attacker_id)",
        "CREATE INDEX entry_defender ON entry (defender_id)",
    ),
    3: (
        "ALTER TABLE entry ADD COLUMN swing INTEGER",
        "ALTER TABLE entry ADD COLUMN attacker_dice INTEGER",
        "ALTER TABLE entry ADD COLUMN defender_dice INTEGER",
        lambda connection: _fill_swings(connection),
        # Covers SELECT_TALLY: the report's GROUP BY reads this index in order, no sort.
        """CREATE INDEX entry_kind ON entry (attacker_id, defender_id, kind, attacker_dice,
            defender_dice, start_attackers, start_defenders, stop_at, rules, swing, evening_id)""",
    ),
    4: (
        """CREATE TABLE game (
            id INTEGER PRIMARY KEY,
            evening_id INTEGER NOT NULL REFERENCES evening (id) ON DELETE CASCADE,
            map TEXT NOT NULL,
            players TEXT NOT NULL,
            rules TEXT NOT NULL,
            min_move TEXT NOT NULL,
            connected_fortify INTEGER NOT NULL,
            start TEXT NOT NULL,
            created_at TEXT NOT NULL
        )""",
        """CREATE TABLE game_step (
            game_id INTEGER NOT NULL REFERENCES game (id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            step TEXT NOT NULL,
            entry_uid TEXT,
            PRIMARY KEY (game_id, number)
        )""",
    ),
    5: (
        """CREATE TABLE game_goal (
            game_id INTEGER NOT NULL REFERENCES game (id) ON DELETE CASCADE,
            player TEXT NOT NULL,
            goal TEXT NOT NULL,
            PRIMARY KEY (game_id, player)
        )""",
        "ALTER TABLE game ADD COLUMN setup TEXT NOT NULL DEFAULT '{}'",
    ),
}

SCHEMA_VERSION = max(STEPS)


def migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring a file at ``version`` to ``SCHEMA_VERSION``, inside the caller's transaction."""
    for step in range(version + 1, SCHEMA_VERSION + 1):
        for statement in STEPS[step]:
            _run(connection, statement)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _run(connection: sqlite3.Connection, statement: Step) -> None:
    if isinstance(statement, str):
        connection.execute(statement)
    else:
        statement(connection)


@cache
def expected_columns(version: int) -> dict[str, frozenset[str]]:
    """The tables a file at ``version`` has and their columns, from the steps themselves."""
    scratch = sqlite3.connect(":memory:")
    try:
        for step in range(1, version + 1):
            for statement in STEPS[step]:
                _run(scratch, statement)
        return {
            table: frozenset(row[1] for row in scratch.execute(f"PRAGMA table_info({table})"))
            for (table,) in scratch.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        }
    finally:
        scratch.close()


def missing_columns(connection: sqlite3.Connection, version: int) -> list[str]:
    """What a file claiming ``version`` lacks of that version's tables (empty if sound)."""
    missing = []
    for table, columns in expected_columns(version).items():
        present = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        if not present:
            missing.append(f"table {table}")
        else:
            missing.extend(f"{table}.{column}" for column in sorted(columns - present))
    return missing


# -- an entry as a row, and back -------------------------------------------------------

ENTRY_COLUMNS = (
    "uid",
    "evening_id",
    "attacker_id",
    "defender_id",
    "kind",
    "dice",
    "start_attackers",
    "start_defenders",
    "end_attackers",
    "end_defenders",
    "stop_at",
    "rules",
    "attacker_territory",
    "defender_territory",
    "recorded_at",
    "swing",
    "attacker_dice",
    "defender_dice",
)

# Each row: seq, uid, evening, attacker, defender, then the columns that entry_from_row reads.
SELECT_ENTRIES = """SELECT e.seq, e.uid, v.name, a.name, d.name, e.kind, e.dice,
    e.start_attackers, e.start_defenders, e.end_attackers, e.end_defenders, e.stop_at,
    e.rules, e.attacker_territory, e.defender_territory, e.recorded_at
    FROM entry AS e
    JOIN evening AS v ON v.id = e.evening_id
    JOIN player AS a ON a.id = e.attacker_id
    JOIN player AS d ON d.id = e.defender_id"""


def entry_values(connection: sqlite3.Connection, entry: Entry) -> tuple[object, ...]:
    """``ENTRY_COLUMNS`` for ``entry``; creates its evening (dated today) and players if new."""
    what = entry.what
    compared: tuple[int | None, int | None] = (None, None)
    if isinstance(what, Roll):
        dice: str | None = what.text()
        battle: tuple[int | None, ...] = (None,) * 5
        compared = compared_dice(what, entry.rules)
    else:
        dice = None
        battle = (*what.start, *what.end, what.stop_at)
    return (
        entry.uid,
        _row_id(connection, "evening", entry.evening),
        _row_id(connection, "player", entry.attacker),
        _row_id(connection, "player", entry.defender),
        entry.kind,
        dice,
        *battle,
        rules_text(entry.rules),
        entry.attacker_territory,
        entry.defender_territory,
        entry.recorded_at,
        swing(entry),
        *compared,
    )


def entry_from_row(row: Sequence[Any]) -> Entry:
    """The ``Entry`` of a ``SELECT_ENTRIES`` row; ValueError if the row makes no sense."""
    _, uid, evening, attacker, defender, kind, dice, *battle, rules, a_land, d_land, at = row
    what: Roll | Fought
    if kind == "roll":
        what = parse_dice(str(dice))
    elif kind == "battle" and None not in battle:
        start_a, start_d, end_a, end_d, stop_at = (int(value) for value in battle)
        what = Fought((start_a, start_d), (end_a, end_d), stop_at)
    else:
        raise ValueError(f"a {kind} entry without its dice or armies")
    return Entry(
        evening=evening,
        attacker=attacker,
        defender=defender,
        what=what,
        rules=rules_from_text(rules),
        attacker_territory=a_land,
        defender_territory=d_land,
        uid=uid,
        recorded_at=at,
    )


def rules_text(rules: Rules) -> str:
    return json.dumps(to_text(rules))


@lru_cache(maxsize=256)
def rules_from_text(text: str) -> Rules:
    """Rules from their JSON (cached: an evening's thousands of rolls share a few)."""
    try:
        values = json.loads(text)
    except json.JSONDecodeError:
        raise ValueError(f"its rules are not readable: {text[:40]!r}") from None
    if not isinstance(values, dict):
        raise ValueError(f"its rules are not readable: {text[:40]!r}")
    return from_text({str(key): str(value) for key, value in values.items()})


def _row_id(connection: sqlite3.Connection, table: str, name: str) -> int:
    """The id of the evening or player of this name, created if new (an evening today)."""
    found = connection.execute(f"SELECT id FROM {table} WHERE name = ?", (name,)).fetchone()
    if found is not None:
        return int(found[0])
    if table == "evening":
        cursor = connection.execute(
            "INSERT INTO evening (name, date) VALUES (?, ?)", (name, date.today().isoformat())
        )
    else:
        cursor = connection.execute("INSERT INTO player (name) VALUES (?)", (name,))
    return int(cursor.lastrowid or 0)


def _fill_swings(connection: sqlite3.Connection) -> None:
    """Version 3's columns for the entries a version 2 file already has."""
    rows = connection.execute(f"{SELECT_ENTRIES} ORDER BY e.seq").fetchall()
    for row in rows:
        entry = entry_from_row(row)
        compared = (
            compared_dice(entry.what, entry.rules) if isinstance(entry.what, Roll) else (None, None)
        )
        connection.execute(
            "UPDATE entry SET swing = ?, attacker_dice = ?, defender_dice = ? WHERE seq = ?",
            (swing(entry), *compared, row[0]),
        )


# The entries counted by attacker, defender and kind (see ``luck.kind``); an evening's
# filter goes where {where} is.
SELECT_TALLY = """SELECT a.name, d.name, e.kind, e.rules, e.attacker_dice, e.defender_dice,
    e.start_attackers, e.start_defenders, e.stop_at, COUNT(*), SUM(e.swing)
    FROM entry AS e
    JOIN player AS a ON a.id = e.attacker_id
    JOIN player AS d ON d.id = e.defender_id
    {where}
    GROUP BY e.attacker_id, e.defender_id, e.kind, e.attacker_dice, e.defender_dice,
        e.start_attackers, e.start_defenders, e.stop_at, e.rules"""


def tally_from_row(row: Sequence[Any]) -> Tally:
    """The ``Tally`` of a ``SELECT_TALLY`` row."""
    attacker, defender, kind, rules_json, a_dice, d_dice, start_a, start_d, stop_at, n, total = row
    rules = rules_from_text(rules_json)
    if kind == "roll":
        counted = roll_kind(rules, int(a_dice), int(d_dice))
    else:
        counted = battle_kind(rules, (int(start_a), int(start_d)), int(stop_at))
    return Tally(attacker, defender, counted, int(n), int(total))
