"""``riskgui-cli round A D``: the exact odds of one round, A attacker dice against D.

"If I roll 3 against 2 now, how likely do I lose 2, trade 1 for 1, win 2?"  Each way
the round can go, the attacker's worst first, with its chance and its exact fraction
over the round's equally likely throws (``riskgui.core.dice.throws.round_odds``).  Any
rules: the preset and the rule flags as for every command, ``--stop-at`` aside.

``--json``::

    {"attacker_dice": 3, "defender_dice": 2,
     "throws": 7776,                  # equally likely throws of the round
     "outcomes": [{"attacker_loses": 2, "defender_loses": 0,
                   "probability": 0.29256...,  # a float
                   "fraction": "2275/7776",    # exact, in lowest terms
                   "throws": 2275}, ...],      # of the throws, those that end so
     "rules": {"attacker.dice": "3", ...},     # the fields as riskgui-cli takes them
     "rules_text": "Classic (1993/2008): ..."}
"""

from __future__ import annotations

import argparse
from fractions import Fraction

from riskgui.cli.output import json_text
from riskgui.core.dice.throws import round_counts
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import round_outcome_text
from riskgui.core.rules.fields import to_text
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label


def run(args: argparse.Namespace, rules: Rules) -> str:
    a, d = args.attacker_dice, args.defender_dice
    for who, dice, most in (
        ("attacker", a, rules.attacker.dice),
        ("defender", d, rules.defender.dice),
    ):
        if dice > most:
            allowed = "1 die" if most == 1 else f"1 to {most} dice"
            raise ValueError(
                f"the {who} rolls {allowed} under these rules ({rules.describe()}), not {dice}"
            )
    counts, total = round_counts(rules, a, d)
    pairs = min(a, d)
    # Element k of counts: throws that cost the attacker k armies; its worst first.
    outcomes = [(lost, pairs - lost, counts[lost]) for lost in reversed(range(pairs + 1))]
    if args.json:
        return json_text(
            {
                "attacker_dice": a,
                "defender_dice": d,
                "throws": total,
                "outcomes": [
                    {
                        "attacker_loses": attacker_loses,
                        "defender_loses": defender_loses,
                        "probability": throws / total,
                        "fraction": str(Fraction(throws, total)),
                        "throws": throws,
                    }
                    for attacker_loses, defender_loses, throws in outcomes
                ],
                "rules": to_text(rules),
                "rules_text": rules_label(rules),
            },
            indent=2,
        )
    dice = f"{a} {'die' if a == 1 else 'dice'} vs {d}"
    width = max(len(round_outcome_text(lost, kept)) for lost, kept, _ in outcomes)
    lines = [
        f"One round, {dice}: {pairs} {'pair' if pairs == 1 else 'pairs'} of dice compared",
        f"  rules: {rules_label(rules)}",
    ]
    lines += [
        f"{round_outcome_text(lost, kept):<{width}}  {chance(throws, total):>9}  {throws}/{total}"
        for lost, kept, throws in outcomes
    ]
    lines.append(f"(the fractions count the {total:,} equally likely throws)")
    return "\n".join(lines)


def chance(throws: int, total: int) -> str:
    """The percentage; a certain or impossible outcome says so exactly."""
    if throws == total:
        return "100 %"
    return format_percent(throws / total, (total - throws) / total)
