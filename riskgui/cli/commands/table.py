"""``riskgui-cli table MAX_A MAX_D``: the win probability of every battle up to a size."""

from __future__ import annotations

import argparse
import csv
import io

from riskgui.cli.output import header, json_text
from riskgui.core.exact.grid import win_table
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    if args.stop_at >= args.max_attackers:
        raise ValueError(
            f"stop threshold {args.stop_at} leaves no attack in this table: the most armies on "
            f"the attacking territory is {args.max_attackers} (it must be below that)"
        )
    table = win_table(args.max_attackers, args.max_defenders, rules, args.stop_at)
    attackers = range(max(2, args.stop_at + 1), args.max_attackers + 1)  # those that attack
    defenders = range(1, args.max_defenders + 1)
    if args.json:
        return json_text(
            {
                "attackers": list(attackers),
                "defenders": list(defenders),
                "win_probability": [[float(table[a, d]) for d in defenders] for a in attackers],
            },
            indent=None,
        )
    if args.csv:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["attackers\\defenders", *defenders])
        for a in attackers:
            writer.writerow([a, *(repr(float(table[a, d])) for d in defenders)])
        return out.getvalue().rstrip("\n")
    lines = [
        header(args, rules, "Win probability (%): rows = attackers, columns = defenders"),
        "     " + "".join(f"{d:>7}" for d in defenders),
    ]
    lines += [
        f"{a:>5}" + "".join(f"{table[a, d] * 100:>7.1f}" for d in defenders) for a in attackers
    ]
    return "\n".join(lines)
