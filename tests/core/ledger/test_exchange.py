import csv
import io
import json
from pathlib import Path

import pytest

from riskgui.core.ledger.exchange import COLUMNS, export_csv, export_json, read_export
from riskgui.core.ledger.luck import entry_luck
from riskgui.core.ledger.model import Entry, Evening, Fought, Roll
from riskgui.core.ledger.store import Ledger
from riskgui.core.rules.model import Rules, side
from riskgui.core.rules.presets import preset

EXPORTS = [export_json, export_csv]
ODD_RULES = Rules(attacker=side(3, extra_dice=1, reroll_ones=True), ties="attacker")


def full_ledger(path: Path) -> Ledger:
    ledger = Ledger(path)
    ledger.add_evening('Empty, "quoted"', "2026-01-02")
    ledger.add_evening("Friday", "2026-01-09")
    for entry in (
        Entry("Friday", "Anna", "Bob", Roll((6, 5, 1), (6, 3)), attacker_territory="Ural, east"),
        Entry("Friday", "Bob", "Anna", Fought((10, 10), (1, 4)), rules=preset("capital").rules),
        Entry("Friday", "Cleo", "Anna", Roll((1, 2, 3, 1), (6,)), rules=ODD_RULES),
        Entry("Saturday", "Cleo", "Bob", Fought((10, 6), (2, 6), stop_at=3)),
        Entry("Saturday", "Anna", "Cleo", Roll((4,), (2, 2)), defender_territory="Ülgii\nnorth"),
    ):
        ledger.add_entry(entry)
    return ledger


@pytest.mark.parametrize("export", EXPORTS)
def test_a_round_trip_changes_nothing_and_a_second_import_adds_nothing(tmp_path: Path, export):
    with full_ledger(tmp_path / "first.sqlite") as first:
        text = export(first.evenings(), first.entries())
        evenings, entries = read_export(text)
        assert entries == first.entries()
        assert sorted(evenings, key=lambda e: e.name) == sorted(
            first.evenings(), key=lambda e: e.name
        )
        with Ledger(tmp_path / "second.sqlite") as second:
            assert second.import_entries(evenings, entries) == 5
            assert export(second.evenings(), second.entries()) == text
            assert second.import_entries(*read_export(text)) == 0
            assert export(second.evenings(), second.entries()) == text
        assert first.import_entries(evenings, entries) == 0


def test_the_json_has_the_agreed_shape(tmp_path: Path):
    with full_ledger(tmp_path / "ledger.sqlite") as ledger:
        data = json.loads(export_json(ledger.evenings(), ledger.entries()))
    assert data["riskgui_ledger"] == 1
    assert data["evenings"][0] == {"name": 'Empty, "quoted"', "date": "2026-01-02"}
    roll, fought, odd = data["entries"][:3]
    assert roll["kind"] == "roll" and roll["dice"] == "6,5,1/6,3" and roll["preset"] == "classic"
    assert roll["attacker_territory"] == "Ural, east" and "start" not in roll
    assert (fought["start"], fought["end"], fought["stop_at"]) == ([10, 10], [1, 4], 1)
    assert fought["preset"] == "capital" and fought["rules"]["defender.dice"] == "3"
    assert odd["preset"] is None and odd["rules"]["attacker.extra_dice"] == "1"
    assert set(roll) >= {"uid", "evening", "recorded_at", "attacker", "defender", "rules"}


def test_the_csv_has_a_header_and_a_row_per_entry_with_its_evenings_date(tmp_path: Path):
    with full_ledger(tmp_path / "ledger.sqlite") as ledger:
        text = export_csv(ledger.evenings(), ledger.entries())
    lines = text.splitlines()
    assert lines[0] == ",".join(COLUMNS)
    assert lines[1].split(",")[1:3] == ["Friday", "2026-01-09"]
    assert lines[-1].startswith(',"Empty, ""quoted""",2026-01-02,')  # an evening on its own


def test_a_hand_written_csv_without_uids_can_be_imported_twice(tmp_path: Path):
    text = (
        "evening,evening_date,recorded_at,attacker,defender,kind,dice,start,end,preset\n"
        "Club,2026-02-03,2026-02-03T20:00:00,Anna,Bob,roll,6/6,,,\n"
        "Club,2026-02-03,2026-02-03T20:00:00,Anna,Bob,roll,6/6,,,\n"
        'Club,,2026-02-03T20:05:00,Bob,Anna,battle,,"5 ,3","2 , 0",zombies\n'
    )
    evenings, entries = read_export(text)
    assert evenings == [Evening("Club", "2026-02-03")]
    assert [e.what for e in entries] == [Roll((6,), (6,)), Roll((6,), (6,)), Fought((5, 3), (2, 0))]
    assert entries[2].rules == preset("zombies").rules
    assert len({e.uid for e in entries}) == 3
    assert read_export(text)[1] == entries  # the same uids each time
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        assert ledger.import_entries(evenings, entries) == 3
        assert ledger.import_entries(*read_export(text)) == 0


HEADER = (
    "uid,evening,evening_date,recorded_at,attacker,defender,kind,dice,start,end,stop_at,preset\n"
)
GOOD = 'u1,Club,2026-02-03,2026-02-03T20:00:00+00:00,Anna,Bob,roll,"6,5/4",,,,classic\n'


AB = "u2,Club,,2026-02-03T20:00:00,Anna,Bob,"


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (AB + 'roll,"7/1",,,,', "line 3: an attacker d6 shows 1 to 6, not 7"),
        (AB + 'roll,"6,6,6,6/1",,,,', "line 3: the attacker rolls"),
        (AB + 'battle,,"5,3","3,3",,', "line 3: a battle of 5 vs 3"),
        (AB + 'battle,,"5,3",,,', "line 3: no end"),
        (AB + 'battle,,"5,x","1,3",,', "line 3: start is"),
        (AB + 'battle,,"5,3","1,3",two,', "line 3: stop_at"),
        (AB + "duel,,,,,", "line 3: kind is roll or battle"),
        ("u2,Club,,yesterday,Anna,Bob,roll,1/1,,,,", "line 3: recorded_at is a moment"),
        ("u2,Club,,2026-02-03T20:00:00,Anna,,roll,1/1,,,,", "line 3: no defender"),
        ("u2,Club,,2026-02-03T20:00:00,Anna,Anna,roll,1/1,,,,", "line 3: Anna cannot attack"),
        (AB + "roll,1/1,,,,chess", "line 3: no preset 'chess'"),
        (
            "u2,Club,2026-02-04,2026-02-03T20:00:00,Anna,Bob,roll,1/1,,,,",
            "line 3: the evening 'Club' is dated 2026-02-03",
        ),
        ("u2,Club,03/02/2026,2026-02-03T20:00:00,Anna,Bob,roll,1/1,,,,", "line 3: a date is like"),
        (
            "u1,Club,,2026-02-03T20:00:00,Anna,Bob,roll,1/1,,,,",
            "line 3: another entry in the file has the uid u1",
        ),
        (AB + "roll,1/1,,,,,extra", "line 3: 13 values but 12 columns"),
    ],
)
def test_a_bad_csv_row_is_named_by_its_line_and_nothing_is_written(tmp_path: Path, row, message):
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        with pytest.raises(ValueError, match="^" + message.replace("(", r"\(")):
            ledger.import_entries(*read_export(HEADER + GOOD + row + "\n"))
        assert ledger.entries() == [] and ledger.evenings() == []


@pytest.mark.parametrize(
    ("header", "message"),
    [
        ("uid,evening,attacker,defender,kind,dicee\n", "line 1: unknown column 'dicee'"),
        ("uid,evening,attacker,kind,dice\n", "line 1: the CSV has no 'defender' column"),
        ("\n", "the file is empty"),
    ],
)
def test_a_bad_csv_header_is_refused(header, message):
    with pytest.raises(ValueError, match=message):
        read_export(header + "u1,Club,Anna,Bob,roll,1/1\n")


def test_rules_columns_and_preset_must_agree():
    rules = "attacker.dice,defender.dice"
    head = "uid,evening,recorded_at,attacker,defender,kind,dice,preset," + rules + "\n"
    row = "u1,Club,2026-02-03T20:00:00,Anna,Bob,roll,1/1,{},{},{}\n"
    assert read_export(head + row.format("", 2, 3))[1][0].rules == Rules(side(2), side(3))
    assert read_export(head + row.format("capital", 3, 3))[1][0].rules == preset("capital").rules
    with pytest.raises(
        ValueError, match="line 2: the preset 'classic' and the rules given disagree"
    ):
        read_export(head + row.format("classic", 3, 3))
    with pytest.raises(ValueError, match="line 2: .*attacker dice"):
        read_export(head + "u1,Club,2026-02-03T20:00:00,Anna,Bob,roll,1/1,,lots,2\n")


def json_export(**entry_changes) -> str:
    entry = {
        "uid": "u1",
        "evening": "Club",
        "recorded_at": "2026-02-03T20:00:00+00:00",
        "attacker": "Anna",
        "defender": "Bob",
        "kind": "battle",
        "start": [5, 3],
        "end": [1, 3],
        "stop_at": 1,
        "preset": "classic",
    }
    first = {**entry, "uid": "u0", "kind": "roll", "dice": "1/1"}
    entry.update(entry_changes)
    entries = [first, entry]
    return json.dumps({"riskgui_ledger": 1, "evenings": [], "entries": entries})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (json_export(end=[6, 3]), "entry 2 (u1): a battle of 5 vs 3 cannot end at 6 vs 3"),
        (json_export(start=[5]), "entry 2 (u1): start is attackers,defenders"),
        (json_export(start=[5, True]), "entry 2 (u1): start is"),
        (json_export(stop_at=1.5), "entry 2 (u1): stop_at is a whole number"),
        (
            json_export(rules={"attacker.dice": "2", "attacker.colour": "red"}),
            "entry 2 (u1): no rule named 'attacker.colour'",
        ),
        (json_export(rules=["classic"]), "entry 2 (u1): rules is an object"),
        (json_export(attacker=7), "entry 2 (u1): attacker is text"),
        (json_export(uid=None, kind=None), "entry 2: no kind"),
        (
            '{"riskgui_ledger": 2, "entries": []}',
            "newer riskgui (export format 2; this riskgui reads format 1)",
        ),
        ('{"entries": []}', "not a riskgui ledger export"),
        ('{"riskgui_ledger": 1, "entries": {}}', '"entries" must be a list'),
        ('{"riskgui_ledger": 1, "evenings": [{"name": "Club"}]}', "evening 1: no date"),
        ('{"riskgui_ledger": 1, "entries": [3]}', "entry 1: expected an object"),
        ('{"riskgui_ledger": 1, ', "the file is not readable JSON"),
    ],
)
def test_a_bad_json_entry_is_named_and_nothing_is_written(tmp_path: Path, text, message):
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        with pytest.raises(ValueError) as caught:
            ledger.import_entries(*read_export(text))
        assert str(caught.value).startswith(message) or message in str(caught.value)
        assert ledger.entries() == []


def test_a_good_json_export_reads(tmp_path: Path):
    evenings, entries = read_export("\ufeff" + json_export())
    assert evenings == []
    assert [e.what for e in entries] == [Roll((1,), (1,)), Fought((5, 3), (1, 3))]
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        assert ledger.import_entries(evenings, entries) == 2


def test_the_csv_has_each_entrys_luck_for_the_attacker(tmp_path: Path):
    with full_ledger(tmp_path / "ledger.sqlite") as ledger:
        text = export_csv(ledger.evenings(), ledger.entries())
        entries = ledger.entries()
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [row["uid"] for row in rows[: len(entries)]] == [e.uid for e in entries]
    for row, entry in zip(rows, entries):
        assert float(row["attacker_luck"]) == pytest.approx(entry_luck(entry), abs=5e-5)
    assert rows[0]["attacker_luck"] == f"{entry_luck(entries[0]):.4f}"
    assert rows[-1]["attacker_luck"] == ""  # the evening without entries
    assert read_export(text)[1] == entries  # read back, the luck is left to the dice


EXPORTS_BEFORE = Path(__file__).parent / "exports"


def test_exports_made_before_the_luck_column_still_import(tmp_path: Path):
    """Files written by riskgui before the CSV had each entry's luck (the same ledger)."""
    texts = [(EXPORTS_BEFORE / f"before-luck.{ext}").read_text("utf-8") for ext in ("csv", "json")]
    (csv_evenings, csv_entries), (json_evenings, json_entries) = map(read_export, texts)
    assert csv_entries == json_entries and len(csv_entries) == 5
    assert sorted(csv_evenings, key=lambda e: e.name) == sorted(json_evenings, key=lambda e: e.name)
    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        assert ledger.import_entries(csv_evenings, csv_entries) == 5
        assert ledger.import_entries(*read_export(texts[1])) == 0
        assert export_json(ledger.evenings(), ledger.entries()) == texts[1]  # the contract
