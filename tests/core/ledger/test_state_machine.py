"""The ledger against a model kept in plain Python lists, in orders no one would write by hand.

Rules add rolls (faces from ``roll_round``) and battles (ends the exact solver can reach),
delete entries and evenings, undo deletes, replace and rename, reopen the file, and move
everything through a JSON or CSV export into a fresh ledger; after every step the stored
entries (their order and content), evenings and players must match the model.
"""

import shutil
import tempfile
from dataclasses import replace
from functools import cache
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from riskgui.core.dice.round import roll_round
from riskgui.core.exact.solver import solve_battle
from riskgui.core.ledger.exchange import export_csv, export_json, read_export
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.ledger.store import Ledger
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import PRESETS
from tests.helpers.strategies import small_rule_sets

EVENINGS = ("Friday", "Saturday", "Sunday")
PLAYERS = ("Anna", "Bob", "Cleo")
rule_choices = st.one_of(st.sampled_from([p.rules for p in PRESETS]), small_rule_sets)


@st.composite
def rolls(draw: st.DrawFn) -> tuple[Roll, Rules]:
    rules = draw(rule_choices)
    dice = (draw(st.integers(1, rules.attacker.dice)), draw(st.integers(1, rules.defender.dice)))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    played = roll_round(10, 10, rules, rng, dice=dice)
    return Roll(played.attacker_faces, played.defender_faces), rules


@cache
def reachable_ends(a: int, d: int, rules: Rules, stop_at: int) -> list[tuple[int, int]]:
    return [(x, y) for x, y, p in solve_battle(a, d, rules, stop_at).outcomes.states() if p > 0]


@st.composite
def battles(draw: st.DrawFn) -> tuple[Fought, Rules]:
    rules = draw(rule_choices)
    a, d = draw(st.integers(2, 7)), draw(st.integers(1, 6))
    stop_at = draw(st.integers(1, a - 1))
    end = draw(st.sampled_from(reachable_ends(a, d, rules, stop_at)))
    return Fought((a, d), end, stop_at), rules


@st.composite
def contents(draw: st.DrawFn, evening: str | None = None) -> dict[str, object]:
    """Everything of an entry but its uid."""
    what, rules = draw(st.one_of(rolls(), battles()))
    attacker, defender = draw(st.permutations(PLAYERS))[:2]
    return {
        "evening": evening or draw(st.sampled_from(EVENINGS)),
        "attacker": attacker,
        "defender": defender,
        "what": what,
        "rules": rules,
        "attacker_territory": draw(st.sampled_from(["", "Ural", "Ülgii, north"])),
        "defender_territory": draw(st.sampled_from(["", 'Kamchatka "K"'])),
        "recorded_at": draw(st.sampled_from(["2026-11-25T20:00:00+00:00", "2026-11-25T21:30:05"])),
    }


class LedgerMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="ledger-machine-"))
        self.files = 0
        self.ledger = Ledger(self.new_path())
        self.model: list[tuple[int, Entry]] = []  # (place, entry), by place
        self.deleted: list[tuple[int, int, Entry]] = []  # (place, seq, entry): the undo stack
        self.evenings: set[str] = set()
        self.players: set[str] = set()
        self.places = 0  # the model's own order: a new entry goes last, a restored one back
        self.last_seq = 0  # the ledger's seqs only grow
        self.uids = 0

    def new_path(self) -> Path:
        self.files += 1
        return self.folder / f"ledger-{self.files}.sqlite"

    def teardown(self) -> None:
        self.ledger.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def remember(self, entry: Entry) -> None:
        self.evenings.add(entry.evening)
        self.players |= {entry.attacker, entry.defender}

    # -- rules ---------------------------------------------------------------------------

    @rule(fields=contents())
    def add(self, fields: dict) -> None:
        self.uids += 1
        entry = Entry(uid=f"uid-{self.uids}", **fields)  # type: ignore[arg-type]
        seq = self.ledger.add_entry(entry)
        assert seq > self.last_seq
        self.last_seq = seq
        self.places += 1
        self.model.append((self.places, entry))
        self.remember(entry)

    @precondition(lambda self: self.model)
    @rule(data=st.data())
    def delete(self, data: st.DataObject) -> None:
        place, entry = self.model.pop(data.draw(st.integers(0, len(self.model) - 1)))
        seq, removed = self.ledger.delete_entry(entry.uid)
        assert removed == entry
        self.deleted.append((place, seq, entry))

    @precondition(lambda self: self.deleted)
    @rule(data=st.data())
    def restore(self, data: st.DataObject) -> None:
        place, seq, entry = self.deleted.pop(data.draw(st.integers(0, len(self.deleted) - 1)))
        self.ledger.restore_entry(seq, entry)
        self.model = sorted([*self.model, (place, entry)], key=lambda item: item[0])
        self.remember(entry)

    @precondition(lambda self: self.model)
    @rule(data=st.data(), fields=contents())
    def replace_entry(self, data: st.DataObject, fields: dict) -> None:
        index = data.draw(st.integers(0, len(self.model) - 1))
        place, old = self.model[index]
        entry = Entry(uid=old.uid, **fields)  # type: ignore[arg-type]
        self.ledger.replace_entry(entry)
        self.model[index] = (place, entry)
        self.remember(entry)

    @precondition(lambda self: self.evenings)
    @rule(data=st.data())
    def delete_evening(self, data: st.DataObject) -> None:
        name = data.draw(st.sampled_from(sorted(self.evenings)))
        removed = self.ledger.delete_evening(name)
        places = {entry.uid: place for place, entry in self.model}
        assert [entry for _, entry in removed] == [e for _, e in self.model if e.evening == name]
        self.deleted += [(places[entry.uid], seq, entry) for seq, entry in removed]
        self.model = [(place, entry) for place, entry in self.model if entry.evening != name]
        self.evenings.discard(name)

    @precondition(lambda self: self.evenings)
    @rule(data=st.data(), new=st.sampled_from([*EVENINGS, "Game night"]))
    def rename_evening(self, data: st.DataObject, new: str) -> None:
        old = data.draw(st.sampled_from(sorted(self.evenings)))
        if new in self.evenings - {old}:
            return
        self.ledger.rename_evening(old, new)
        self.model = [
            (place, replace(entry, evening=new) if entry.evening == old else entry)
            for place, entry in self.model
        ]
        self.evenings = (self.evenings - {old}) | {new}

    @rule()
    def reopen(self) -> None:
        self.ledger.close()
        self.ledger = Ledger(self.ledger.path)

    @rule(export=st.sampled_from([export_json, export_csv]))
    def export_into_a_fresh_ledger(self, export) -> None:
        text = export(self.ledger.evenings(), self.ledger.entries())
        fresh = Ledger(self.new_path())
        assert fresh.import_entries(*read_export(text)) == len(self.model)
        assert export(fresh.evenings(), fresh.entries()) == text
        assert fresh.import_entries(*read_export(text)) == 0
        self.ledger.close()
        self.ledger = fresh  # the undo stack stays with the old file
        self.deleted.clear()
        self.last_seq = len(self.model)
        self.players = {name for _, e in self.model for name in (e.attacker, e.defender)}

    # -- what must hold ------------------------------------------------------------------

    @invariant()
    def the_entries_match_the_model(self) -> None:
        assert self.ledger.entries() == [entry for _, entry in self.model]

    @invariant()
    def each_evening_has_its_own_entries(self) -> None:
        assert [e.name for e in self.ledger.evenings()] == sorted(self.evenings)
        for name in self.evenings:
            assert self.ledger.entries(name) == [e for _, e in self.model if e.evening == name]

    @invariant()
    def the_players_match_the_model(self) -> None:
        assert set(self.ledger.players()) == self.players


LedgerMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_the_ledger_matches_a_plain_model = LedgerMachine.TestCase
