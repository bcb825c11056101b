"""``riskgui-cli simulate A D``: real dice rolled many times, checked against the exact odds."""

from __future__ import annotations

import argparse
from collections import deque

from riskgui.cli.output import header, json_text
from riskgui.core.budget import MAX_SOLVE_STEPS, solve_steps
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import interval_text
from riskgui.core.rules.model import Rules
from riskgui.core.simulate.run import simulate
from riskgui.core.stats import describe_agreement, z_score


def run(args: argparse.Namespace, rules: Rules) -> str:
    snapshots = simulate(
        args.attackers, args.defenders, args.trials, rules, args.stop_at, args.seed
    )
    final = deque(snapshots, maxlen=1)[0]  # only the last, cumulative snapshot matters here
    exact: float | None = None
    z: float | None = None
    if solve_steps(args.attackers, args.defenders) <= MAX_SOLVE_STEPS:  # else: rolled only
        exact = solve_battle(args.attackers, args.defenders, rules, args.stop_at).win_probability
        z = z_score(final.wins, final.trials, exact)
    low, high = final.ci95
    if args.json:
        return json_text(
            {
                "trials": final.trials,
                "wins": final.wins,
                "win_probability": final.win_probability,
                "ci95": [low, high],
                "seed": final.seed,
                "dice_rounds": final.dice_rounds,
                "seconds": final.seconds,
                "exact_win_probability": exact,
                "z": z,
            },
            indent=2,
        )
    return "\n".join(
        [
            header(
                args, rules, f"{args.attackers} attacking vs {args.defenders} defending, simulated"
            ),
            f"Battles: {final.trials:,} (seed {final.seed}), attacker won {final.wins:,}",
            f"Estimate: {final.win_probability * 100:.3f} % ({interval_text(low, high)})",
            f"Exact: {format_percent(exact)}: "
            + describe_agreement(final.wins, final.trials, exact)
            if exact is not None and z is not None
            else "Exact: too large to solve in a few seconds; the dice alone answer here",
            f"Dice rounds: {final.dice_rounds:,} in {final.seconds:.2f} s "
            f"({final.rounds_per_second / 1e6:.1f} million per second)",
        ]
    )
