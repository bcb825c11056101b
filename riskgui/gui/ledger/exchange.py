"""The open ledger to and from a file of another program: an export as JSON or CSV (the
whole ledger or one evening; JSON with its games at the table), and an import that adds
only what is not there yet."""

from __future__ import annotations

from pathlib import Path

from riskgui.gui.ledger.file import LedgerFile

EXPORTS = ("json", "csv")


def export_to(file: LedgerFile, path: Path, fmt: str, evening: str | None = None) -> int:
    """Write the ledger (or one evening) as ``fmt``, json or csv; returns the entries."""
    from riskgui.core.game.exchange import games_json
    from riskgui.core.ledger.exchange import export_csv, export_json

    if fmt not in EXPORTS:
        raise ValueError(f"export as {' or '.join(EXPORTS)}, not {fmt!r}")
    entries = file.entries(evening)
    evenings = [e for e in file.evenings() if evening is None or e.name == evening]
    if fmt == "json":  # with the games at the table
        games = [game for e in evenings for game in file.ledger.games_of(e.name)]
        text = export_json(evenings, entries, games_json(games))
    else:
        text = export_csv(evenings, entries)
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise ValueError(f"could not write {path}: {error.strerror or error}") from None
    return len(entries)


def import_from(file: LedgerFile, path: Path) -> int:
    """Add the evenings and entries of an export that are not here yet; returns how many
    entries were added (importing the same file twice adds nothing)."""
    from riskgui.core.game.exchange import kept_from_json
    from riskgui.core.ledger.exchange import exported_games, read_export

    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"could not read {path}: {error}") from None
    evenings, entries = read_export(text)
    games = kept_from_json(exported_games(text))
    added, _ = file.ledger.import_export(evenings, entries, games)
    file.changed.emit()
    return added
