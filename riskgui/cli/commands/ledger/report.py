"""``ledger report``: each player's luck over the evening (or every evening), exactly.

The text puts the words first (players asked for sentences, not tables of
probabilities): one sentence per player for their total luck, then their luck attacking
and defending; the sentence on how unusual the unluckiest player's luck is among N;
each pair's luck; then the numbers behind every sentence.

``--json`` (the contract; extend, never rename)::

    {"evening": "Friday" or null, "entries": 40,
     "players": {"Anna": {"attack": LUCK, "defence": LUCK, "total": LUCK, "sentence": "..."}},
     "pairs": [{"players": ["Anna", "Ben"], **LUCK}],   # the luck of the first
     "unluckiest": {"player", "percentile", "players", "chance", "replays"} or null}

where LUCK is ``{"luck", "percentile", "entries", "swing", "expected", "sd"}``: luck in
armies (the observed swing minus its expectation, from that player's side), the exact
mid-p percentile under fair dice (high is lucky).  ``--player`` keeps that player's
luck and pairs; the unluckiest is still among every player.
"""

from __future__ import annotations

import argparse

from riskgui.cli.commands.ledger.opening import (
    check_player,
    entries_text,
    open_ledger,
)
from riskgui.cli.output import json_text
from riskgui.core.ledger.report import LedgerReport, Luck, PairLuck, tally_report
from riskgui.core.ledger.wording import luck_details, luck_sentence, unluckiest_sentence
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    """``rules`` are unused: each entry keeps its own."""
    with open_ledger(args) as ledger:
        check_player(args.player, ledger)
        tallies = ledger.tally(args.evening)  # counted by kind in SQLite: no entry is read
        evenings = 1 if args.evening is not None else len(ledger.entry_counts())
    report = tally_report(tallies, args.evening)
    if args.player is not None and args.player not in report.players:
        where = "the ledger" if args.evening is None else f"the evening {args.evening!r}"
        raise ValueError(f"{args.player} played in no entry of {where}")
    if args.json:
        return json_text(report_json(report, args.player, _per(evenings)))
    return report_text(report, args.player, evenings)


def _per(evenings: int) -> str:
    """What the rarity counts: "as lucky as 1 evening in 12"."""
    return "evening" if evenings <= 1 else f"stretch of {evenings} evenings"


def luck_json(luck: Luck) -> dict[str, float | int]:
    return {
        "luck": luck.luck,
        "percentile": luck.percentile,
        "entries": luck.entries,
        "swing": luck.swing,
        "expected": luck.expected,
        "sd": luck.sd,
    }


def report_json(report: LedgerReport, player: str | None, per: str) -> dict[str, object]:
    unluckiest = report.unluckiest
    return {
        "evening": report.evening,
        "entries": report.entries,
        "players": {
            name: {
                "attack": luck_json(luck.attack),
                "defence": luck_json(luck.defence),
                "total": luck_json(luck.total),
                "sentence": luck_sentence(name, luck.total, per),
            }
            for name, luck in report.players.items()
            if player in (None, name)
        },
        "pairs": [
            {"players": [pair.first, pair.second], **luck_json(pair.luck)}
            for pair in _pairs(report, player)
        ],
        "unluckiest": None
        if unluckiest is None
        else {
            "player": unluckiest.player,
            "percentile": unluckiest.percentile,
            "players": unluckiest.players,
            "chance": unluckiest.chance,
            "replays": unluckiest.replays,
        },
    }


def report_text(report: LedgerReport, player: str | None, evenings: int) -> str:
    """The sentences, the unluckiest, the pairs, then the numbers behind them."""
    where = "the ledger" if report.evening is None else report.evening
    if not report.entries:
        return f"No entries in {where} yet: record one with riskgui-cli ledger roll or battle"
    if report.evening is None:
        heading = f"Luck over the whole ledger: {entries_text(report.entries)} in {evenings} "
        heading += "evening" if evenings == 1 else "evenings"
    else:
        heading = f"Luck in {report.evening}: {entries_text(report.entries)}"
    per = _per(evenings)
    players = {n: p for n, p in report.players.items() if player in (None, n)}
    lines = [heading, ""]
    for name, luck in players.items():
        lines.append(luck_sentence(name, luck.total, per))
        for side, part in (("attacking", luck.attack), ("defending", luck.defence)):
            if part.entries:
                lines.append("  " + luck_sentence(side, part, per))
    if report.unluckiest is not None:
        lines += ["", unluckiest_sentence(report.unluckiest)]
    pairs = _pairs(report, player)
    if pairs:
        lines += ["", "Pairs (the luck of the first against the second)"]
        lines += [f"  {pair.first} v {pair.second}: {_short(pair.luck)}" for pair in pairs]
    lines += ["", "The numbers behind"]
    for name, luck in players.items():
        for side, part in (
            ("total", luck.total),
            ("attack", luck.attack),
            ("defence", luck.defence),
        ):
            lines.append(f"  {name}, {side}: {luck_details(part)}")
    for pair in pairs:
        lines.append(f"  {pair.first} v {pair.second}: {luck_details(pair.luck)}")
    return "\n".join(lines)


def _pairs(report: LedgerReport, player: str | None) -> list[PairLuck]:
    return [p for p in report.pairs if player is None or player in (p.first, p.second)]


def _short(luck: Luck) -> str:
    return (
        f"{luck.luck:+.1f} armies, percentile {format_percent(luck.percentile)}, "
        f"{entries_text(luck.entries)}"
    )
