"""``riskgui-cli campaign A D1 D2 ...``: territories conquered in a row by one stack.

The text lists the armies left in the last territory of at least 0.01 % and sums the
rarer ones in one line (``--all`` lists every one; the JSON always has them all).
"""

from __future__ import annotations

import argparse

# Loaded now, not mid-run: Ctrl-C landing inside a lazy import of NumPy surfaces as an
# ImportError, not as the interrupt the command promises to end on (exit 130).
import riskgui.core.exact.solver  # noqa: F401
from riskgui.cli.output import frequent_rows, header, headline, json_text
from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label


def run(args: argparse.Namespace, rules: Rules) -> str:
    leave = args.leave[0] if args.leave and len(args.leave) == 1 else args.leave
    stops = args.stops[0] if args.stops and len(args.stops) == 1 else args.stops
    odds = solve_campaign(
        args.attackers,
        args.defenders,
        rules,
        args.stop_at,
        leave=leave,
        stops=stops,
        territory_rules=args.territory_rules,
    )
    if args.json:
        return json_text(
            {
                "attackers": args.attackers,
                "defenders": list(args.defenders),
                "win_probability": odds.win_probability,
                "territory_probabilities": list(odds.territory_probabilities),
                "territory_rules": [rules_label(r) for r in odds.territory_rules],
                "outcomes": [
                    {"armies_left": armies, "probability": p}
                    for armies, p in sorted(odds.final_armies().items())
                ],
                "ends": [
                    {
                        "territories_conquered": e.territories_conquered,
                        "armies_left": e.armies_left,
                        "probability": e.probability,
                    }
                    for e in odds.ends
                ],
            },
            indent=2,
        )
    route = ", ".join(str(d) for d in args.defenders)
    count = len(args.defenders)
    territories = "1 territory" if count == 1 else f"{count:,} territories in a row"
    lines = [
        header(args, rules, f"{headline(args.attackers, route)}: {territories}"),
        "Moving all but one army into each conquered territory."
        if args.leave is None
        else f"Leaving {', '.join(map(str, odds.leave))} behind after each conquest.",
        *(
            [f"  territory {k + 1}: {rules_label(r)}" for k, r in enumerate(odds.territory_rules)]
            if args.territory_rules
            else []
        ),
        "Whole campaign succeeds: "
        + format_percent(odds.win_probability, odds.failure_probability),
        "",
        f"{'territory':>9} {'defenders':>10} {'conquered so far':>17}",
    ]
    lines += [
        f"{k + 1:>9} {d:>10} {format_percent(p, q):>17}"
        for k, (d, p, q) in enumerate(
            zip(args.defenders, odds.territory_probabilities, odds.failure_probabilities)
        )
    ]
    lines += ["", "Armies in the last territory when all fall:"]
    rows = [
        (f"{armies:>9} {format_percent(p):>17}", p)
        for armies, p in sorted(odds.final_armies().items())
    ]
    shown, rare = frequent_rows(rows, args.every_row)
    return "\n".join([*lines, *shown, *([rare] if rare else [])])
