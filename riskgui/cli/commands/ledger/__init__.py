"""``riskgui-cli ledger [--file PATH] COMMAND``: the luck ledger (issue 26's contract).

One module per kind of work, each with ``run(args, rules) -> str`` as every command has:

    record      ``roll`` and ``battle``: check, write one entry, print its luck
    report      ``report``: each player's luck (sentences first), the unluckiest of N,
                the pairs, the numbers behind; or the JSON
    dice        ``dice``: the faces entered and the chi-square test, per kind of die
    evenings    ``evenings``: the evenings, their dates and entries
    exchange    ``export`` (JSON or CSV, to stdout or a file) and ``import``
    opening     what they share: opening the ledger, the filters

``run`` here imports only the module asked for, so ``ledger roll`` never loads the
report and the CLI stays quick to start.  The JSON keys are a contract with the scripts
that read them: extend, never rename.

Bad input and a ledger that cannot answer (damaged, newer, an unknown evening or
player) raise one ``ValueError`` sentence, which ``main`` reports on stderr with exit
code 2; every check comes before the one write, so nothing is written then.
"""

from __future__ import annotations

import argparse
import importlib

from riskgui.core.rules.model import Rules

MODULES = {
    "roll": "record",
    "battle": "record",
    "report": "report",
    "dice": "dice",
    "evenings": "evenings",
    "export": "exchange",
    "import": "exchange",
}


def run(args: argparse.Namespace, rules: Rules) -> str:
    """The answer of the ledger subcommand ``args.ledger_command``."""
    module = importlib.import_module(f"{__name__}.{MODULES[args.ledger_command]}")
    answer: str = module.run(args, rules)
    return answer
