"""``riskgui-cli simulate A D``: real dice rolled many times, checked against the exact odds.

On a terminal, stderr says how far the dice are and, before a run of minutes, about how
long it takes.  Ctrl-C stops the dice within a few hundredths of a second and prints
what was rolled until then, marked as interrupted, with exit code 130.

``--json`` keys: ``trials``, ``wins``, ``win_probability`` (null before a battle is
finished), ``ci95`` (null likewise), ``seed``, ``dice_rounds``, ``seconds``,
``exact_win_probability`` and ``z`` (null when the battle is too large to solve),
``interrupted`` (true after Ctrl-C) and ``trials_requested``.
"""

from __future__ import annotations

import argparse

from riskgui.cli.output import Interrupted, Progress, header, headline, json_text
from riskgui.core.battle import check_battle
from riskgui.core.budget import MAX_SOLVE_STEPS, check_simulation, solve_steps
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import duration_text, interval_text
from riskgui.core.rules.model import Rules
from riskgui.core.simulate.run import SimulationSnapshot, new_seed, seconds_estimate, simulate
from riskgui.core.stats import describe_agreement, z_score

# A run longer than this is announced before it starts.
LONG_RUN_S = 120.0


def run(args: argparse.Namespace, rules: Rules) -> str:
    a, d, stop = args.attackers, args.defenders, args.stop_at
    check_battle(a, d, stop)
    check_simulation(a, d)
    exact: float | None = None
    if solve_steps(a, d) <= MAX_SOLVE_STEPS:  # else: rolled only
        exact = solve_battle(a, d, rules, stop).win_probability  # before: Ctrl-C keeps it
    seed = new_seed() if args.seed is None else args.seed
    progress = Progress(args.trials, "battles")
    expected = seconds_estimate(a, d, args.trials, stop)
    if expected > LONG_RUN_S:
        progress.say(
            f"riskgui-cli: about {duration_text(expected)} of dice; "
            "Ctrl-C stops them and prints what was rolled"
        )
    progress.update(0)
    snapshots = simulate(a, d, args.trials, rules, stop, seed)
    final: SimulationSnapshot | None = None
    try:
        for final in snapshots:
            progress.update(final.trials)
    except KeyboardInterrupt:
        snapshots.close()  # the pool's threads see it within one fight step (~25 ms)
        progress.clear()
        raise Interrupted(_answer(args, rules, seed, final, exact, interrupted=True)) from None
    progress.clear()
    return _answer(args, rules, seed, final, exact, interrupted=False)


def _answer(
    args: argparse.Namespace,
    rules: Rules,
    seed: int,
    final: SimulationSnapshot | None,
    exact: float | None,
    interrupted: bool,
) -> str:
    """The whole answer, or what was rolled until Ctrl-C (``final`` None: nothing yet)."""
    rolled = final if final is not None and final.trials > 0 else None
    if args.json:
        return json_text(
            {
                "trials": rolled.trials if rolled else 0,
                "wins": rolled.wins if rolled else 0,
                "win_probability": rolled.win_probability if rolled else None,
                "ci95": list(rolled.ci95) if rolled else None,
                "seed": seed,
                "dice_rounds": final.dice_rounds if final else 0,
                "seconds": final.seconds if final else 0.0,
                "exact_win_probability": exact,
                "z": z_score(rolled.wins, rolled.trials, exact)
                if rolled and exact is not None
                else None,
                "interrupted": interrupted,
                "trials_requested": args.trials,
            },
            indent=2,
        )
    lines = [header(args, rules, f"{headline(args.attackers, args.defenders)}, simulated")]
    if interrupted:
        trials = rolled.trials if rolled else 0
        lines.append(
            f"Interrupted (Ctrl-C) after {trials:,} of {args.trials:,} battles: "
            + ("what follows is from those." if rolled else "nothing to estimate yet.")
        )
    if rolled is None:
        return "\n".join(
            [*lines, f"Exact: {format_percent(exact)}"] if exact is not None else lines
        )
    low, high = rolled.ci95
    lines += [
        f"Battles: {rolled.trials:,} (seed {seed}), attacker won {rolled.wins:,}",
        f"Estimate: {rolled.win_probability * 100:.3f} % ({interval_text(low, high)})",
        f"Exact: {format_percent(exact)}: " + describe_agreement(rolled.wins, rolled.trials, exact)
        if exact is not None
        else "Exact: too large to solve in a few seconds; the dice alone answer here",
        f"Dice rounds: {rolled.dice_rounds:,} in {rolled.seconds:.2f} s "
        f"({rolled.rounds_per_second / 1e6:.1f} million per second)",
    ]
    return "\n".join(lines)
