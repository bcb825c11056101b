"""``riskgui-cli needed D --target P``: the fewest armies that conquer with chance P."""

from __future__ import annotations

import argparse

from riskgui.cli.output import json_text
from riskgui.core.exact.needed import armies_needed
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    answer = armies_needed(args.defenders, args.target, rules, args.stop_at)
    if args.json:
        return json_text(
            {
                "defenders": answer.defenders,
                "target": answer.target,
                "attackers": answer.attackers,
                "win_probability": answer.win_probability,
            },
            indent=2,
        )
    # The chance shown with its own tail, summed from the losing ends, not 1 - p.
    odds = solve_battle(answer.attackers, answer.defenders, rules, args.stop_at)
    chance = format_percent(odds.win_probability, odds.loss_probability)
    attackers = Counting.ON_TERRITORY.counted_attackers(answer.attackers)
    return (
        f"Against {answer.defenders} defenders, {attackers} "
        f"win with {chance}, reaching the target of {_target_text(answer.target)}."
    )


def _target_text(target: float) -> str:
    percent = f"{target * 100:.15g} %"
    return percent if not percent.startswith("100") else repr(target)  # never "100 %"
