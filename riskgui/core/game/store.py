"""``GameLedger``: the games at the table, kept in the ledger's file beside its entries.

A game is its start (the position, players, rules) and its numbered steps; its state is
always the start with the steps replayed (``play.replay``), never a stored copy that
could drift.  Every public method is one transaction through the ledger's one door: a
step is checked against the state replayed inside the same write transaction, then
written with, for a round, its ledger entry (the territories' owners as attacker and
defender, the territories named): both or neither.  Undo deletes the last step and its
entry together.  Two processes playing the same game queue for the lock, and the second
is checked against the state the first left.

Cost: a step reads the game's rows (a game night's thousands: milliseconds) and, when
they begin with the rows read last time, applies only the new ones to the state replayed
then; otherwise (another process undid a step, another game) it replays them all, about
30 microseconds a step.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from riskgui.core.board.goal import goal_from_json
from riskgui.core.board.map import load_map
from riskgui.core.board.position import Position
from riskgui.core.game.play import IllegalStep, apply, new_game, replay
from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Round, Step, step_from_json, step_to_json
from riskgui.core.ledger.errors import LedgerError
from riskgui.core.ledger.model import Entry, Evening, Roll, now_text
from riskgui.core.ledger.schema import rules_from_text, rules_text
from riskgui.core.ledger.store import Ledger


@dataclass(frozen=True)
class GameInfo:
    id: int
    evening: str
    players: tuple[str, ...]
    steps: int


@dataclass(frozen=True)
class Played:
    """A game as it stands: its id, evening, state and the entries its rounds recorded."""

    id: int
    evening: str
    state: GameState
    steps: int
    entries: int

    def to_json(self) -> dict[str, object]:
        """``riskgui-cli game show --json``: id, evening, then the state's keys, entries."""
        return {"id": self.id, "evening": self.evening, **self.state.to_json(),
                "entries": self.entries}  # fmt: skip


class UnplayableGame(ValueError):
    """A game read from a file does not replay under the rules of play."""


@dataclass(frozen=True)
class KeptGame:
    """A game as its rows, its evening by name: what deleting the evening takes away and
    its undo puts back (``games_of``, ``restore_games``)."""

    evening: str
    row: tuple[object, ...]  # as GAME_COLUMNS
    steps: tuple[tuple[object, ...], ...]  # (number, step, entry_uid)
    goals: tuple[tuple[str, str], ...] = ()  # (player, goal JSON)


# A game's row; ``_start`` reads the columns from ``map`` to ``start``, and ``setup``.
GAME_COLUMNS = "id, map, players, rules, min_move, connected_fortify, start, created_at, setup"
G_COLUMNS = ", ".join(f"g.{column}" for column in GAME_COLUMNS.split(", "))  # game AS g


class GameLedger(Ledger):
    """The ledger, with its games (see the module docstring)."""

    def __init__(self, path: Path | str, create: bool = True) -> None:
        super().__init__(path, create)
        # The game replayed last: (its id and row, its step rows, the state they replay to).
        self._replayed: tuple[tuple[int, tuple[object, ...]], list[Any], GameState] | None = None

    def start_game(self, evening: str, start: GameState) -> int:
        """A new game of ``evening`` (created today if new) from ``start``; its id."""
        self.ensure_evening(evening)
        with self._transaction(write=True) as connection:
            evening_id = connection.execute(
                "SELECT id FROM evening WHERE name = ?", (evening,)
            ).fetchone()[0]
            cursor = connection.execute(
                """INSERT INTO game (evening_id, map, players, rules, min_move,
                    connected_fortify, start, created_at, setup)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (
                    evening_id,
                    start.board.name,
                    json.dumps(list(start.players)),
                    rules_text(start.rules),
                    start.min_move,
                    int(start.connected_fortify),
                    json.dumps({t: [start.owners[t], start.armies[t]] for t in start.owners}),
                    now_text(),
                    json.dumps(dict(start.setup_left)),
                ),
            )
            return int(cursor.lastrowid or 0)

    def games(self) -> list[GameInfo]:
        """Every game, the latest first."""
        with self._transaction() as connection:
            rows = connection.execute(
                """SELECT g.id, v.name, g.players,
                    (SELECT COUNT(*) FROM game_step AS s WHERE s.game_id = g.id)
                    FROM game AS g JOIN evening AS v ON v.id = g.evening_id
                    ORDER BY g.id DESC"""
            ).fetchall()
        return [GameInfo(int(i), e, tuple(json.loads(p)), int(n)) for i, e, p, n in rows]

    def latest_game(self) -> int:
        """The id of the game started last; LedgerError if there is none."""
        found = self.games()
        if not found:
            raise LedgerError("there is no game yet: start one with 'game new'")
        return found[0].id

    def game(self, game_id: int) -> Played:
        """The game as it stands, its steps replayed."""
        with self._transaction() as connection:
            return self._played(connection, game_id)

    def play(self, game_id: int, step: Step) -> Played:
        """Check ``step`` against the game as it stands and write it (a round with its
        ledger entry); ``IllegalStep`` writes nothing."""
        with self._transaction(write=True) as connection:
            before = self._played(connection, game_id)
            after = apply(before.state, step)  # IllegalStep: the transaction rolls back
            uid = None
            if isinstance(step, Round):
                entry = _entry_of(before, step)
                self._insert(connection, entry)
                uid = entry.uid
            connection.execute(
                "INSERT INTO game_step (game_id, number, step, entry_uid) VALUES (?, ?, ?, ?)",
                (game_id, before.steps + 1, json.dumps(step_to_json(step)), uid),
            )
            return Played(
                before.id, before.evening, after, before.steps + 1,
                before.entries + (uid is not None),
            )  # fmt: skip

    def undo(self, game_id: int) -> Played:
        """Take back the game's last step (and the ledger entry of a round)."""
        with self._transaction(write=True) as connection:
            last = connection.execute(
                "SELECT number, entry_uid FROM game_step WHERE game_id = ? "
                "ORDER BY number DESC LIMIT 1",
                (game_id,),
            ).fetchone()
            if last is None:
                self._known_game(connection, game_id)
                raise IllegalStep("nothing to undo: the game is at its start")
            number, uid = last
            connection.execute(
                "DELETE FROM game_step WHERE game_id = ? AND number = ?", (game_id, number)
            )
            if uid is not None:
                connection.execute("DELETE FROM entry WHERE uid = ?", (uid,))
            return self._played(connection, game_id)

    def games_of(self, evening: str) -> list[KeptGame]:
        """The evening's games as their rows, to put back with ``restore_games``."""
        with self._transaction() as connection:
            rows = connection.execute(
                f"SELECT {G_COLUMNS} FROM game AS g "
                "JOIN evening AS v ON v.id = g.evening_id WHERE v.name = ? ORDER BY g.id",
                (evening,),
            ).fetchall()
            kept = []
            for row in rows:
                steps = connection.execute(
                    "SELECT number, step, entry_uid FROM game_step WHERE game_id = ? "
                    "ORDER BY number",
                    (row[0],),
                ).fetchall()
                goals = connection.execute(
                    "SELECT player, goal FROM game_goal WHERE game_id = ? ORDER BY player",
                    (row[0],),
                ).fetchall()
                kept.append(
                    KeptGame(
                        evening,
                        tuple(row),
                        tuple(tuple(step) for step in steps),
                        tuple((str(player), str(goal)) for player, goal in goals),
                    )
                )
            return kept

    def restore_games(self, kept: list[KeptGame]) -> None:
        """Undo of deleting their evening (put back first, with its entries): each game
        under its id again, so a window that had it open finds it."""
        with self._transaction(write=True) as connection:
            for game in kept:
                _insert_game(connection, game, self._known_evening(connection, game.evening))

    def import_export(
        self, evenings: Sequence[Evening], entries: Sequence[Entry], games: Sequence[KeptGame]
    ) -> tuple[int, int]:
        """An export's evenings and entries (``import_entries``), then its games not here
        yet (the same evening, start and moment: here); every game is checked to replay
        first, so a bad one (``UnplayableGame`` naming it) writes nothing.  Returns how many
        entries and games were added."""
        for number, game in enumerate(games, 1):
            try:
                replay(_start(game.row), (step_from_json(json.loads(str(text)))
                                          for _, text, _ in game.steps))  # fmt: skip
            except ValueError as error:
                raise UnplayableGame(
                    f"game {number} of {game.evening} does not replay: {error}"
                ) from None
        added = self.import_entries(evenings, entries)
        return added, self._import_games(games) if games else 0

    def _import_games(self, kept: Sequence[KeptGame]) -> int:
        """The games not here yet, in one transaction after the entries they recorded."""
        added = 0
        with self._transaction(write=True) as connection:
            for game in kept:
                evening_id = self._known_evening(connection, game.evening)
                start, created = game.row[6], game.row[7]
                if connection.execute(
                    "SELECT 1 FROM game WHERE evening_id = ? AND start = ? AND created_at = ?",
                    (evening_id, start, created),
                ).fetchone():
                    continue
                _insert_game(connection, game, evening_id)
                added += 1
        return added

    def set_goal(self, game_id: int, player: str, goal: Mapping[str, Any] | None) -> None:
        """The player's goal in the game (a board plan's ``"goal"``, checked against the
        game as it stands), or none; not a step: undo leaves it."""
        with self._transaction(write=True) as connection:
            state = self._played(connection, game_id).state
            if player not in state.players:
                raise LedgerError(f"{player!r} is not a player of game {game_id}")
            if goal is None:
                connection.execute(
                    "DELETE FROM game_goal WHERE game_id = ? AND player = ?", (game_id, player)
                )
                return
            position = Position(state.board, player, state.owners, state.armies)
            goal_from_json(goal, position)  # ValueError naming what is wrong
            connection.execute(
                "INSERT OR REPLACE INTO game_goal (game_id, player, goal) VALUES (?, ?, ?)",
                (game_id, player, json.dumps(goal)),
            )

    def goals(self, game_id: int) -> dict[str, Any]:
        """Each player's goal set in the game, as its JSON."""
        with self._transaction() as connection:
            self._known_game(connection, game_id)
            rows = connection.execute(
                "SELECT player, goal FROM game_goal WHERE game_id = ? ORDER BY player",
                (game_id,),
            ).fetchall()
        return {str(player): json.loads(str(goal)) for player, goal in rows}

    def _known_game(self, connection: sqlite3.Connection, game_id: int) -> tuple[object, ...]:
        row = connection.execute(
            f"""SELECT v.name, {G_COLUMNS}
                FROM game AS g JOIN evening AS v ON v.id = g.evening_id WHERE g.id = ?""",
            (game_id,),
        ).fetchone()
        if row is None:
            raise LedgerError(f"there is no game {game_id} in the ledger {self.path}")
        return tuple(row)

    def _played(self, connection: sqlite3.Connection, game_id: int) -> Played:
        """The game as its rows say, replayed from the state replayed last time when those
        rows begin with the ones read then (another process may have written since)."""
        evening, *row = self._known_game(connection, game_id)
        rows = connection.execute(
            "SELECT step, entry_uid FROM game_step WHERE game_id = ? ORDER BY number",
            (game_id,),
        ).fetchall()
        key = (game_id, tuple(row))
        done, state = 0, _start(key[1])
        if self._replayed is not None:
            last_key, last_rows, last_state = self._replayed
            if last_key == key and rows[: len(last_rows)] == last_rows:
                done, state = len(last_rows), last_state
        try:
            state = replay(state, (step_from_json(json.loads(text)) for text, _ in rows[done:]))
        except ValueError as error:
            raise LedgerError(f"game {game_id} no longer replays: {error}") from None
        self._replayed = (key, rows, state)  # one game is played at a time
        entries = sum(uid is not None for _, uid in rows)
        return Played(game_id, str(evening), state, len(rows), entries)


def _insert_game(connection: sqlite3.Connection, game: KeptGame, evening_id: int) -> None:
    """One game's rows: under its id if it has one (an undo), else a new one (an import)."""
    cursor = connection.execute(
        f"INSERT INTO game ({GAME_COLUMNS}, evening_id) VALUES ({', '.join('?' * 10)})",
        (*game.row, evening_id),
    )
    connection.executemany(
        "INSERT INTO game_step (game_id, number, step, entry_uid) VALUES (?, ?, ?, ?)",
        [(cursor.lastrowid, *step) for step in game.steps],
    )
    connection.executemany(
        "INSERT INTO game_goal (game_id, player, goal) VALUES (?, ?, ?)",
        [(cursor.lastrowid, *goal) for goal in game.goals],
    )


def _start(row: tuple[object, ...]) -> GameState:
    """A game's start from its row (as ``GAME_COLUMNS``)."""
    _, board, players, rules, min_move, connected, start, _, setup = row
    position = json.loads(str(start))
    return new_game(
        load_map(str(board)),
        json.loads(str(players)),
        {t: owner for t, (owner, _) in position.items()},
        {t: armies for t, (_, armies) in position.items()},
        rules_from_text(str(rules)),
        "one" if min_move == "one" else "dice",
        bool(connected),
        json.loads(str(setup)),
    )


def _entry_of(before: Played, step: Round) -> Entry:
    """The ledger entry of a round: the territories' owners, the dice as rolled."""
    state = before.state
    return Entry(
        evening=before.evening,
        attacker=state.owners[step.source],
        defender=state.owners[step.target],
        what=Roll(step.attacker_faces, step.defender_faces),
        rules=state.rules,
        attacker_territory=state.board.territory(step.source).name,
        defender_territory=state.board.territory(step.target).name,
    )
