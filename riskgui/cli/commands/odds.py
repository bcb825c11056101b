"""``riskgui-cli odds A D``: the exact odds of one battle, and the ways it can end.

The text lists each ending of at least 0.01 % and sums the rarer ones in one line; when
that is over 20 lines, it lists the 20 likeliest in a row and sums those above and below
(``--all`` lists every one; the JSON always has them all).

A small battle is answered in plain Python (``riskgui.core.exact.small``), before NumPy
alone would have loaded; only a larger one imports the solver, and with it NumPy.
"""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import TYPE_CHECKING

from riskgui.cli.output import header, headline, json_text, likely_rows
from riskgui.core.battle import check_battle
from riskgui.core.dice.throws import can_lose
from riskgui.core.exact.fractions import (
    check_exact_size,
    exact_win_probability,
    fraction_digit_counts,
    fraction_text,
    is_short,
)
from riskgui.core.exact.small import SmallBattleOdds, is_small, solve_small_battle
from riskgui.core.report.counting import Counting
from riskgui.core.report.export import battle_report, selected
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import expected_armies_text, expected_losses_text
from riskgui.core.rules.model import Rules

if TYPE_CHECKING:
    from riskgui.core.outcomes import BattleOdds

# The keys of ``odds --json``: a contract other tools script.  Extend, never rename.
JSON_KEYS = (
    "attackers",
    "defenders",
    "win_probability",
    "win_fraction",
    "win_fraction_digits",
    "loss_probability",
    "expected_attackers_left",
    "expected_defenders_left",
    "expected_attacker_losses",
    "expected_defender_losses",
    "outcomes",
)


def run(args: argparse.Namespace, rules: Rules) -> str:
    check_battle(args.attackers, args.defenders, args.stop_at)
    if args.fraction:
        check_exact_size(args.attackers, args.defenders, rules)
    odds: BattleOdds | SmallBattleOdds
    if is_small(args.attackers, args.defenders):
        odds = solve_small_battle(args.attackers, args.defenders, rules, args.stop_at)
    else:
        from riskgui.core.exact.solver import solve_battle  # NumPy: only for larger battles

        odds = solve_battle(args.attackers, args.defenders, rules, args.stop_at)
    fraction = (
        exact_win_probability(args.attackers, args.defenders, rules, args.stop_at)
        if args.fraction
        else None
    )
    if args.json:
        report = battle_report(odds, Counting.ON_TERRITORY, fraction)
        return json_text(selected(report, JSON_KEYS), indent=2)
    lines = [
        header(args, rules, headline(args.attackers, args.defenders)),
        "Attacker conquers: "
        + format_percent(odds.win_probability, odds.loss_probability, can_lose(rules, False))
        + (f"  (exactly {fraction})" if fraction is not None and is_short(fraction) else ""),
        *(
            _long_fraction_lines(fraction)
            if fraction is not None and not is_short(fraction)
            else []
        ),
        "Defender holds: "
        + format_percent(odds.loss_probability, odds.win_probability, can_lose(rules, True)),
        expected_armies_text(odds.expected_attackers_left, odds.expected_defenders_left, 3),
        expected_losses_text(odds, 3),
        "",
        f"{'attackers left':>15} {'defenders left':>15} {'probability':>16}",
    ]
    rows = [(f"{i:>15} {j:>15} {format_percent(p):>16}", p) for i, j, p in odds.states()]
    return "\n".join([*lines, *likely_rows(rows, args.every_row)])


def _long_fraction_lines(fraction: Fraction) -> list[str]:
    digits = fraction_digit_counts(fraction)
    return [
        f"Exactly this fraction ({digits['numerator']:,} digits over {digits['denominator']:,}):",
        fraction_text(fraction),
    ]
