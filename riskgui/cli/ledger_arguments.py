"""The grammar of ``riskgui-cli ledger [--file PATH] COMMAND``: issue 26's contract.

Its own module because ``arguments`` is full; ``arguments.build_parser`` calls
``add_ledger_parser`` with its subparsers and its rule flags, so this module imports
nothing of the CLI but ``values`` (names, dice, the shared flags), and the preset and
rule flags of ``roll`` and ``battle`` are the very ones every other command takes.
Subcommands that record nothing take no rules: they get the defaults ``main`` needs to
build the rules it hands every command (as ``plan`` does).

Names of the parsed values: ``args.command == "ledger"``, ``args.ledger_command`` the
subcommand, ``args.ledger_file`` the ``--file`` (None: the default ledger).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from riskgui.cli.values import dice_text as _dice_text
from riskgui.cli.values import json_flag as _json
from riskgui.cli.values import name as _name
from riskgui.cli.values import no_rules as _no_rules

RuleFlags = Callable[[bool], argparse.ArgumentParser]
FORMATS = ("json", "csv")


def add_ledger_parser(commands: argparse._SubParsersAction[Any], rule_flags: RuleFlags) -> None:
    """The ``ledger`` command and its subcommands, added to ``commands``.

    ``rule_flags(stop_at)``: a parent parser with ``--preset``, every rule field,
    ``--stop-at`` (if ``stop_at``) and ``--json``.
    """
    ledger = commands.add_parser(
        "ledger",
        help="the luck ledger of game nights: record rolls and battles, each player's luck",
        description="Record the rolls and battles of real game nights and see each player's "
        "luck against the exact odds of fair dice.",
    )
    ledger.add_argument(
        "--file", dest="ledger_file", metavar="PATH", default=None,
        help="the ledger (default: $RISKGUI_LEDGER, else ledger.sqlite in your data folder)",
    )  # fmt: skip
    _no_rules(ledger)
    sub = ledger.add_subparsers(dest="ledger_command", metavar="COMMAND", parser_class=type(ledger))
    sub.required = True

    roll = sub.add_parser(
        "roll", parents=[rule_flags(False)], help="record one roll of real dice; print its luck"
    )
    _who(roll)
    roll.add_argument(
        "--dice", type=_dice_text, required=True, metavar="A/D",
        help="the faces rolled, attacker's / defender's, extra dice included: e.g. 6,5,1/6,3",
    )  # fmt: skip
    _territories(roll)

    battle = sub.add_parser(
        "battle", parents=[rule_flags(True)], help="record a battle by its start and end"
    )
    _who(battle)
    battle.add_argument("--start", type=_armies_pair("--start"), required=True, metavar="A,D",
                        help="armies at the start, e.g. 10,10")  # fmt: skip
    battle.add_argument("--end", type=_armies_pair("--end"), required=True, metavar="A,D",
                        help="armies at the end, e.g. 1,4")  # fmt: skip
    _territories(battle)

    report = sub.add_parser("report", help="each player's luck, as sentences first")
    _evening_filter(report)
    report.add_argument("--player", type=_name("player"), metavar="P",
                        help="only this player's luck and pairs")  # fmt: skip
    _json(report)

    dice = sub.add_parser("dice", help="the faces entered and the chi-square test of fair dice")
    dice.add_argument("--player", type=_name("player"), metavar="P",
                      help="only the dice this player rolled")  # fmt: skip
    _evening_filter(dice)
    _json(dice)

    evenings = sub.add_parser("evenings", help="the evenings, their dates and entries")
    _json(evenings)

    export = sub.add_parser("export", help="every entry (or one evening's) as JSON or CSV")
    export.add_argument("--format", dest="export_format", choices=FORMATS, default="json",
                        help="json (default) or csv")  # fmt: skip
    export.add_argument("-o", "--output", metavar="FILE", default=None,
                        help="write it to FILE (default: stdout)")  # fmt: skip
    _evening_filter(export)

    imported = sub.add_parser("import", help="add the entries of an export; skip those there")
    imported.add_argument("source", metavar="FILE", help="a JSON or CSV export (- reads stdin)")
    _json(imported)

    for parser in (report, dice, evenings, export, imported):
        _no_rules(parser)
    for parser in (roll, battle, report, dice, evenings, export, imported):
        # --file after the subcommand too; not given there, it leaves the ledger's own.
        parser.add_argument("--file", dest="ledger_file", metavar="PATH", default=argparse.SUPPRESS,
                            help="the ledger, as in: ledger --file PATH")  # fmt: skip


def _who(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--evening", type=_name("evening"), required=True, metavar="NAME",
                        help="the evening (a new one is dated today)")  # fmt: skip
    parser.add_argument("--attacker", type=_name("attacker"), required=True, metavar="P")
    parser.add_argument("--defender", type=_name("defender"), required=True, metavar="Q")


def _territories(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--attacker-territory", type=_name("territory", empty=True), default="",
                        metavar="T", help="where the attack came from (optional)")  # fmt: skip
    parser.add_argument("--defender-territory", type=_name("territory", empty=True), default="",
                        metavar="T", help="the territory attacked (optional)")  # fmt: skip


def _evening_filter(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--evening", type=_name("evening"), default=None, metavar="NAME",
                        help="only this evening (default: every evening)")  # fmt: skip


def _armies_pair(flag: str) -> Callable[[str], tuple[int, int]]:
    """``10,10``: armies on the attacking territory, then the defender's (the core checks
    that they make a battle)."""

    def parse(text: str) -> tuple[int, int]:
        parts = [part.strip() for part in text.split(",")]
        if len(text) > 40 or len(parts) != 2 or not all(p.isdecimal() for p in parts):
            shown = (
                repr(text) if len(text) <= 24 else f"{text[:20]!r}... ({len(text):,} characters)"
            )
            raise argparse.ArgumentTypeError(
                f"give {flag} as attacking armies,defending armies like 10,10, not {shown}"
            )
        return int(parts[0]), int(parts[1])

    return parse
