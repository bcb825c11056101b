"""``ledger dice``: are the dice fair?  The faces entered, counted, and a chi-square test.

Players bring their logs to prove the dice are rigged: this counts each face of every
die entered (a roll's attacker faces belong to its attacker, its defender faces to its
defender) and tests them against a fair die of that kind.

``--json`` (the contract; extend, never rename): the plain d6 at the top level,
``{"faces": {"1": 98, ...}, "chi_square": 3.1, "p_value": 0.68, "dice": 600, "sides": 6,
"reroll_ones": false, "expected": {"1": 100.0, ...}, "player": "Anna" or null}``, and
``"other_dice"``: a list of the same keys (but ``player``) for each other kind of die
entered (a d8, a d6 whose ones are re-rolled), empty when there is none.
``chi_square`` and ``p_value`` are null when no die of that kind was entered.
"""

from __future__ import annotations

import argparse

from riskgui.cli.commands.ledger.opening import check_player, chosen_entries, open_ledger
from riskgui.cli.output import json_text
from riskgui.core.ledger.fairness import Fairness, dice_fairness
from riskgui.core.ledger.wording import fairness_sentence
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    """``rules`` are unused: each entry keeps its own."""
    with open_ledger(args) as ledger:
        check_player(args.player, ledger)
        entries = chosen_entries(ledger, args.evening)
    plain, *others = dice_fairness(entries, args.player)
    if args.json:
        return json_text(
            {
                **fairness_json(plain),
                "player": args.player,
                "other_dice": [fairness_json(other) for other in others],
            }
        )
    return "\n\n".join(fairness_text(f, args.player) for f in (plain, *others))


def fairness_json(fairness: Fairness) -> dict[str, object]:
    return {
        "faces": {str(face): count for face, count in sorted(fairness.faces.items())},
        "chi_square": fairness.chi_square,
        "p_value": fairness.p_value,
        "dice": fairness.dice,
        "sides": fairness.die.sides,
        "reroll_ones": fairness.die.reroll_ones,
        "expected": {str(face): count for face, count in sorted(fairness.expected.items())},
    }


def fairness_text(fairness: Fairness, player: str | None) -> str:
    """The sentence, then each face: its count, the count a fair die would give, the bar."""
    lines = [fairness_sentence(fairness, player)]
    if fairness.dice:
        most = max(fairness.faces.values()) or 1
        lines.append(f"  {'face':>4}  {'count':>7}  {'fair':>9}")
        for face, count in sorted(fairness.faces.items()):
            bar = "#" * round(30 * count / most)
            lines.append(f"  {face:>4}  {count:>7,}  {fairness.expected[face]:>9,.1f}  {bar}")
    return "\n".join(lines)
