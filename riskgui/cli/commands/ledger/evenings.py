"""``ledger evenings``: the evenings of the ledger, with their dates and entries.

``--json``: ``{"evenings": [{"name", "date", "entries"}]}``, by date then name.
"""

from __future__ import annotations

import argparse
from collections import Counter

from riskgui.cli.commands.ledger.opening import entries_text, open_ledger
from riskgui.cli.output import json_text
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    """``rules`` are unused."""
    with open_ledger(args) as ledger:
        evenings = ledger.evenings()
        counts = Counter(ledger.entry_counts())
        path = ledger.path
    if args.json:
        return json_text(
            {
                "evenings": [
                    {"name": e.name, "date": e.date, "entries": counts[e.name]} for e in evenings
                ]
            }
        )
    if not evenings:
        return f"No evenings yet in the ledger {path}"
    width = max(len(e.name) for e in evenings)
    return "\n".join(
        f"{e.date}  {e.name:<{width}}  {entries_text(counts[e.name])}" for e in evenings
    )
