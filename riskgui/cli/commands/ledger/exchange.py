"""``ledger export`` and ``ledger import``: the ledger as JSON or CSV, and back.

Entries keep their uid through a round trip, so an export imported again adds nothing,
and a round trip changes nothing.  ``export`` prints to stdout unless ``-o FILE``;
``import FILE`` (``-``: stdin) checks every entry before it writes any, in one
transaction, and says how many were added and how many were already there.
``import --json``: ``{"added", "already", "entries"}`` (and ``"games_added"`` when the file
carries games at the table).  A JSON export carries the ledger's games at the table too.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from riskgui.cli.commands.ledger.opening import chosen_entries, entries_text, open_ledger
from riskgui.cli.output import STDIN, json_text, read_input
from riskgui.core.ledger.exchange import export_csv, export_json, exported_games, read_export
from riskgui.core.rules.model import Rules

MAX_CHARACTERS = 200_000_000  # about a million entries: more is not an export


def run(args: argparse.Namespace, rules: Rules) -> str:
    """``rules`` are unused: each entry keeps its own."""
    if args.ledger_command == "export":
        return export(args)
    return import_file(args)


def export(args: argparse.Namespace) -> str:
    from riskgui.core.game.exchange import games_json
    from riskgui.core.game.store import GameLedger

    with open_ledger(args, games=True) as ledger:
        entries = chosen_entries(ledger, args.evening)
        evenings = [e for e in ledger.evenings() if args.evening in (None, e.name)]
        assert isinstance(ledger, GameLedger)
        games = [game for e in evenings for game in ledger.games_of(e.name)]
    if args.export_format == "csv":
        text = export_csv(evenings, entries)  # no games: a table of entries
    else:
        text = export_json(evenings, entries, games_json(games))
    if args.output is None:
        return text.removesuffix("\n")  # printing adds it back
    _write_whole(Path(args.output), text)
    count = len(evenings)
    return (
        f"Exported {entries_text(len(entries))} of {count} "
        f"{'evening' if count == 1 else 'evenings'} to {args.output}"
    )


def import_file(args: argparse.Namespace) -> str:
    name = "stdin" if args.source == STDIN else args.source
    text = _read(args.source, name)
    from riskgui.core.game.exchange import kept_from_json
    from riskgui.core.game.store import GameLedger, UnplayableGame

    try:
        evenings, entries = read_export(text)
        games = kept_from_json(exported_games(text))
    except ValueError as error:
        raise ValueError(f"{name}: {error}") from None
    with open_ledger(args, writing=True, games=True) as ledger:
        assert isinstance(ledger, GameLedger)
        try:
            added, games_added = ledger.import_export(evenings, entries, games)
        except UnplayableGame as error:
            raise ValueError(f"{name}: {error}") from None
    already = len(entries) - added
    if args.json:
        answer = {"added": added, "already": already, "entries": len(entries)}
        if games:
            answer["games_added"] = games_added
        return json_text(answer)
    said = (
        f"Added {entries_text(added)} from {name}; "
        f"{already:,} {'was' if already == 1 else 'were'} already in the ledger"
    )
    if games:
        said += (
            f"; {games_added} of its {len(games)} {'game' if len(games) == 1 else 'games'} added"
        )
    return said


def _read(path: str, name: str) -> str:
    """The text of ``path`` (``-``: stdin), ValueError naming ``name`` if it cannot be read."""
    return read_input(path, name, MAX_CHARACTERS, "too long for an export", newline="")


def _write_whole(path: Path, text: str) -> None:
    """``text`` in ``path``, whole or not at all: written beside it, then moved in place."""
    try:
        descriptor, temporary = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
    except OSError as error:
        raise ValueError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="") as file:
            file.write(text)
        mask = os.umask(0)  # mkstemp makes the file private; an export is an ordinary file
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise ValueError(f"cannot write {path}: {error.strerror or error}") from None
