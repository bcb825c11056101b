"""The ledger as a file to keep or share: JSON or CSV out, either one back in.

Both carry every entry whole (its uid, evening, moment, players, dice or battle, rules
and territories) and the evenings' dates, so a round trip changes nothing and importing
the same file twice adds nothing (uids).  CSV has a header row and one row per entry;
the evening's date is on every row, and an evening without entries gets a row of its own
with only its name and date.  The rules are one column per field of
``riskgui.core.rules.fields`` (JSON: a ``rules`` object), with the preset's key beside
them for a reader's eyes.  For a spreadsheet, each CSV row also has the entry's luck for
the attacker in armies (``attacker_luck``; the defender's is its negative): it follows
from the dice, so reading leaves it aside, and files written before it had that column
read as they did.

A JSON export may also carry the games at the table (``"games"``), which this layer
passes through as they are: ``core.game.exchange`` writes and reads them.

``read_export`` tells JSON from CSV by the first character and checks every entry with
``check_entry``; the first bad one raises a ValueError naming its entry (JSON) or line
(CSV) and what is wrong, and nothing is returned.  A hand-written file may leave out
uids: each missing one is made from the row's place and content, so importing the same
file twice still adds nothing.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import date, datetime
from typing import Any, ParamSpec, TypeVar

from riskgui.core.ledger.checks import check_entry
from riskgui.core.ledger.luck import entry_luck
from riskgui.core.ledger.model import Entry, Evening, Fought, Roll, parse_dice
from riskgui.core.rules.fields import FIELDS, from_text, to_text
from riskgui.core.rules.model import CLASSIC, Rules
from riskgui.core.rules.presets import find_preset, preset

FORMAT = 1  # the "riskgui_ledger" key of a JSON export
RULE_KEYS = tuple(field.key for field in FIELDS)
COLUMNS = (
    "uid",
    "evening",
    "evening_date",
    "recorded_at",
    "attacker",
    "defender",
    "kind",
    "dice",
    "start",
    "end",
    "stop_at",
    "attacker_luck",
    "preset",
    "attacker_territory",
    "defender_territory",
    *RULE_KEYS,
)
P = ParamSpec("P")
T = TypeVar("T")
_UIDS = uuid.UUID("6f0d6c53-1d1a-4c55-9a57-2b4a5d1f3e21")  # namespace of made-up uids


def export_json(
    evenings: Sequence[Evening], entries: Sequence[Entry], games: Sequence[Any] = ()
) -> str:
    """Every evening and entry given, as the JSON described in the module docstring, and
    the games at the table as ``core.game.exchange`` writes them (left out if none)."""
    data: dict[str, Any] = {
        "riskgui_ledger": FORMAT,
        "evenings": [{"name": evening.name, "date": evening.date} for evening in evenings],
        "entries": [_entry_json(entry) for entry in entries],
    }
    if games:
        data["games"] = list(games)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def exported_games(text: str) -> list[Any]:
    """The ``"games"`` of a JSON export as they are (``core.game.exchange`` reads them);
    none for CSV or an export without games."""
    text = text.removeprefix("\ufeff")
    if not text.lstrip().startswith("{"):
        return []
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return []  # read_export says what is wrong with the file
    return _list(data, "games") if isinstance(data, dict) else []


def export_csv(evenings: Sequence[Evening], entries: Sequence[Entry]) -> str:
    """A row per entry with its evening's date, then a row per evening without entries."""
    dates = {evening.name: evening.date for evening in evenings}
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, lineterminator="\n")  # None is written as ""
    writer.writeheader()
    for entry in entries:
        fields = _entry_json(entry)
        for key in ("start", "end"):
            if key in fields:
                fields[key] = ",".join(map(str, fields[key]))
        rules = fields.pop("rules")
        luck = f"{entry_luck(entry):.4f}"
        writer.writerow(
            {**fields, **rules, "evening_date": dates.get(entry.evening), "attacker_luck": luck}
        )
    used = {entry.evening for entry in entries}
    for evening in evenings:
        if evening.name not in used:
            writer.writerow({"evening": evening.name, "evening_date": evening.date})
    return out.getvalue()


def read_export(text: str) -> tuple[list[Evening], list[Entry]]:
    """The evenings and entries of a JSON or CSV export (see the module docstring)."""
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("{"):
        return _read_json(text)
    return _read_csv(text)


# -- JSON ------------------------------------------------------------------------------


def _entry_json(entry: Entry) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "uid": entry.uid,
        "evening": entry.evening,
        "recorded_at": entry.recorded_at,
        "attacker": entry.attacker,
        "defender": entry.defender,
        "kind": entry.kind,
    }
    what = entry.what
    if isinstance(what, Roll):
        fields["dice"] = what.text()
    else:
        fields.update(start=list(what.start), end=list(what.end), stop_at=what.stop_at)
    found = find_preset(entry.rules)
    fields["preset"] = None if found is None else found.key
    fields["rules"] = to_text(entry.rules)
    fields["attacker_territory"] = entry.attacker_territory
    fields["defender_territory"] = entry.defender_territory
    return fields


def _read_json(text: str) -> tuple[list[Evening], list[Entry]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(
            f"the file is not readable JSON ({error.msg} on line {error.lineno})"
        ) from None
    if not isinstance(data, dict) or "riskgui_ledger" not in data:
        raise ValueError('the file is JSON but not a riskgui ledger export (no "riskgui_ledger")')
    version = data["riskgui_ledger"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ValueError(f'"riskgui_ledger" is the export format, 1, not {version!r}')
    if version > FORMAT:
        raise ValueError(
            f"the file was written by a newer riskgui (export format {version}; this riskgui "
            f"reads format {FORMAT})"
        )
    dates: dict[str, str] = {}
    for number, item in enumerate(_list(data, "evenings"), 1):
        where = f"evening {number}"
        if not isinstance(item, dict):
            raise ValueError(f"{where}: expected an object with a name and a date")
        _add_evening(
            dates, _text(item, "name", where), _date(_text(item, "date", where), where), where
        )
    made: list[tuple[str, Entry]] = []
    for number, item in enumerate(_list(data, "entries"), 1):
        uid = item.get("uid") if isinstance(item, dict) else None
        where = f"entry {number}" + (f" ({uid})" if isinstance(uid, str) and uid else "")
        if not isinstance(item, dict):
            raise ValueError(f"{where}: expected an object")
        made.append((where, _entry(item, where, number)))
    return _evenings(dates), _unique_entries(made)


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise ValueError(f'"{key}" must be a list')
    return value


# -- CSV -------------------------------------------------------------------------------


def _read_csv(text: str) -> tuple[list[Evening], list[Entry]]:
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    if header is None or not any(cell.strip() for cell in header):
        raise ValueError("the file is empty: expected JSON or CSV with a header row")
    names = [cell.strip() for cell in header]
    unknown = [name for name in names if name not in COLUMNS]
    if unknown:
        raise ValueError(
            f"line 1: unknown column {unknown[0]!r}; a ledger CSV has the columns "
            f"{', '.join(COLUMNS[: -len(RULE_KEYS)])} and the rules' fields ({RULE_KEYS[0]}, ...)"
        )
    for needed in ("evening", "attacker", "defender", "kind"):
        if needed not in names:
            raise ValueError(f"line 1: the CSV has no {needed!r} column")
    dates: dict[str, str] = {}
    made: list[tuple[str, Entry]] = []
    for cells in reader:
        where = f"line {reader.line_num}"
        if not any(cell.strip() for cell in cells):
            continue
        if len(cells) > len(names):
            raise ValueError(f"{where}: {len(cells)} values but {len(names)} columns")
        row = {name: cell for name, cell in zip(names, cells) if cell.strip()}
        if row.get("evening_date") and "evening" in row:
            day = _date(row["evening_date"], where)
            _add_evening(dates, row["evening"], day, where)
        if not row.keys() - {"evening", "evening_date"}:
            continue  # an evening without entries
        row.pop("attacker_luck", None)  # written for a reader; the dice say it again
        row_rules = {key: row.pop(key) for key in RULE_KEYS if key in row}
        fields: dict[str, Any] = {**row, "rules": row_rules or None}
        made.append((where, _entry(fields, where, len(made) + 1)))
    return _evenings(dates), _unique_entries(made)


# -- shared ----------------------------------------------------------------------------


def _entry(fields: Mapping[str, Any], where: str, number: int) -> Entry:
    """One entry from its fields (JSON values, or CSV text), checked."""
    kind = _text(fields, "kind", where)
    what: Roll | Fought
    if kind == "roll":
        what = _wrapped(where, parse_dice, _text(fields, "dice", where))
    elif kind == "battle":
        start = _pair(fields, "start", where)
        end = _pair(fields, "end", where)
        what = Fought(start, end, _whole(fields.get("stop_at"), "stop_at", where, default=1))
    else:
        raise ValueError(f"{where}: kind is roll or battle, not {kind!r}")
    recorded_at = _text(fields, "recorded_at", where)
    try:
        datetime.fromisoformat(recorded_at.strip())
    except ValueError:
        raise ValueError(
            f"{where}: recorded_at is a moment like 2026-11-25T21:04:00+00:00, not {recorded_at!r}"
        ) from None
    entry = Entry(
        evening=_text(fields, "evening", where),
        attacker=_text(fields, "attacker", where),
        defender=_text(fields, "defender", where),
        what=what,
        rules=_rules(fields, where),
        attacker_territory=_text(fields, "attacker_territory", where, ""),
        defender_territory=_text(fields, "defender_territory", where, ""),
        uid="",
        recorded_at=recorded_at,
    )
    uid = _text(fields, "uid", where, "")
    if not uid:
        uid = uuid.uuid5(_UIDS, f"{number}\x1f{entry!r}").hex
    entry = replace(entry, uid=uid)
    _wrapped(where, check_entry, entry)
    return entry


def _rules(fields: Mapping[str, Any], where: str) -> Rules:
    key = fields.get("preset") or None
    values = fields.get("rules") or None
    if key is not None and not isinstance(key, str):
        raise ValueError(f"{where}: preset is a preset's key like 'classic', not {key!r}")
    if values is not None and not isinstance(values, dict):
        raise ValueError(f"{where}: rules is an object of the rules' fields")
    base = CLASSIC if key is None else _wrapped(where, preset, key).rules
    if values is None:
        return base
    unknown = [name for name in values if name not in RULE_KEYS]
    if unknown:
        raise ValueError(f"{where}: no rule named {unknown[0]!r}")
    rules = _wrapped(where, from_text, {k: str(v) for k, v in values.items()}, base)
    if key is not None and rules != base:
        raise ValueError(f"{where}: the preset {key!r} and the rules given disagree")
    return rules


def _text(fields: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = fields.get(key)
    if value is None or value == "":
        if default is None:
            raise ValueError(f"{where}: no {key}")
        return default
    if not isinstance(value, str):
        raise ValueError(f"{where}: {key} is text, not {value!r}")
    return value


def _whole(value: Any, key: str, where: str, default: int) -> int:
    if value is None or value == "":
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    raise ValueError(f"{where}: {key} is a whole number, not {value!r}")


def _pair(fields: Mapping[str, Any], key: str, where: str) -> tuple[int, int]:
    """``start`` or ``end``: ``[10, 10]`` in JSON, ``10,10`` in CSV."""
    value = fields.get(key)
    parts = value.split(",") if isinstance(value, str) else value
    if isinstance(parts, list) and len(parts) == 2:
        try:
            a, d = (_whole(part, key, where, -1) for part in parts)
        except ValueError:
            pass
        else:
            if a >= 0 and d >= 0:
                return a, d
    if value is None or value == "":
        raise ValueError(f"{where}: no {key} (attackers,defenders, like 10,10)")
    raise ValueError(f"{where}: {key} is attackers,defenders like 10,10, not {value!r}")


def _date(text: str, where: str) -> str:
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise ValueError(f"{where}: a date is like 2026-11-25, not {text!r}") from None


def _add_evening(dates: dict[str, str], name: str, day: str, where: str) -> None:
    if dates.setdefault(name, day) != day:
        raise ValueError(
            f"{where}: the evening {name!r} is dated {dates[name]} elsewhere in the file, not {day}"
        )


def _evenings(dates: Mapping[str, str]) -> list[Evening]:
    return [Evening(name, day) for name, day in dates.items()]


def _unique_entries(made: Sequence[tuple[str, Entry]]) -> list[Entry]:
    """The entries, each uid once: a repeat of the same entry is dropped, a clash refused."""
    seen: dict[str, Entry] = {}
    for where, entry in made:
        earlier = seen.setdefault(entry.uid, entry)
        if earlier != entry:
            raise ValueError(f"{where}: another entry in the file has the uid {entry.uid}")
    return list(seen.values())


def _wrapped(where: str, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``function(*args)``, its ValueError prefixed with where in the file it happened."""
    try:
        return function(*args, **kwargs)
    except ValueError as error:
        raise ValueError(f"{where}: {error}") from None
