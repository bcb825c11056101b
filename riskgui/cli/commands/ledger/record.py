"""``ledger roll`` and ``ledger battle``: record one entry and print its luck.

Everything is checked before the one write (``check_entry``, then the luck computed), so
a refused entry writes nothing; the entry is committed before the answer is printed.

The text is a sentence: who attacked whom, who lost what, and the attacker's luck in
armies against the expected swing, then where it was recorded.  ``--json``:
``uid, evening, attacker, defender, kind, swing, expected, luck`` (the contract), then
``attacker_lost, defender_lost``.  ``luck`` is the attacker's; the defender's is its
negative.
"""

from __future__ import annotations

import argparse

from riskgui.cli.commands.ledger.opening import open_ledger, signed
from riskgui.cli.output import json_text
from riskgui.core import plural
from riskgui.core.ledger.checks import check_entry
from riskgui.core.ledger.luck import entry_luck, expected_swing, swing
from riskgui.core.ledger.model import Entry, Fought, Roll, parse_dice
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    entry = Entry(
        evening=args.evening,
        attacker=args.attacker,
        defender=args.defender,
        what=parse_dice(args.dice)
        if args.ledger_command == "roll"
        else Fought(args.start, args.end, args.stop_at),
        rules=rules,
        attacker_territory=args.attacker_territory,
        defender_territory=args.defender_territory,
    )
    check_entry(entry)
    observed, expected, luck = swing(entry), expected_swing(entry), entry_luck(entry)
    attacker_lost, defender_lost = losses(entry, observed)
    with open_ledger(args, writing=True) as ledger:
        ledger.add_entry(entry)
        dates = {evening.name: evening.date for evening in ledger.evenings()}
    if args.json:
        return json_text(
            {
                "uid": entry.uid,
                "evening": entry.evening,
                "attacker": entry.attacker,
                "defender": entry.defender,
                "kind": entry.kind,
                "swing": observed,
                "expected": expected,
                "luck": luck,
                "attacker_lost": attacker_lost,
                "defender_lost": defender_lost,
            }
        )
    a, d = entry.attacker, entry.defender
    return (
        f"{a} attacked {d}{_what(entry)}: {a} lost {plural.armies(attacker_lost)}, "
        f"{d} lost {defender_lost}; {a}'s luck {signed(luck)} armies "
        f"(a swing of {signed(observed, 0)} against {signed(expected)} expected)\n"
        f"Recorded in {entry.evening} ({dates[entry.evening]})"
    )


def losses(entry: Entry, observed_swing: int) -> tuple[int, int]:
    """Armies the attacker and the defender lost in this entry."""
    what = entry.what
    if isinstance(what, Fought):
        return what.start[0] - what.end[0], what.start[1] - what.end[1]
    # Each compared pair kills one army: the losses add up to the pairs compared.
    rules = entry.rules
    pairs = min(
        len(what.attacker_faces) - rules.attacker.extra_dice,
        len(what.defender_faces) - rules.defender.extra_dice,
    )
    return (pairs - observed_swing) // 2, (pairs + observed_swing) // 2


def _what(entry: Entry) -> str:
    """ " (6,5,1 against 6,3)" or " (10 vs 10 to 1 vs 4, stopping at 3)"."""
    what = entry.what
    if isinstance(what, Roll):
        return f" ({what.text().replace('/', ' against ')})"
    (a, d), (end_a, end_d) = what.start, what.end
    policy = "" if what.stop_at == 1 else f", stopping at {what.stop_at}"
    return f" ({a} vs {d} to {end_a} vs {end_d}{policy})"
