"""A plausible game night for the Ledger tab's tests, and waiting for what the tab shows."""

import random

from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.rules.model import CLASSIC

PLAYERS = ("Anna", "Ben", "Cleo", "Dan")
EVENING = "Friday game"


def game_night(evening=EVENING, rolls=60, seed=7):
    """``rolls`` rolls of fair dice among four players, then two battles entered after."""
    rng = random.Random(seed)
    entries = []
    for _ in range(rolls):
        attacker, defender = rng.sample(PLAYERS, 2)
        a_dice, d_dice = rng.choice(((3, 2), (3, 2), (3, 2), (2, 2), (3, 1), (1, 2), (2, 1)))
        roll = Roll(
            tuple(sorted((rng.randint(1, 6) for _ in range(a_dice)), reverse=True)),
            tuple(sorted((rng.randint(1, 6) for _ in range(d_dice)), reverse=True)),
        )
        entries.append(Entry(evening, attacker, defender, roll, CLASSIC))
    entries.append(Entry(evening, "Anna", "Dan", Fought((10, 10), (1, 4)), CLASSIC))
    entries.append(Entry(evening, "Cleo", "Ben", Fought((8, 3), (6, 0)), CLASSIC))
    return entries


def fill(session, entries, date="2026-11-20"):
    """Write ``entries`` through the session's ledger (not undoable: the evening as found)."""
    for name in sorted({e.evening for e in entries}):
        session.ledger.ensure_evening(name, date)
    session.ledger.import_entries((), entries)
    session.changed.emit()


def wait_settled(qtbot, tab, timeout=20_000):
    qtbot.waitUntil(lambda: tab.settled, timeout=timeout)
