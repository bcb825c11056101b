"""Results as JSON, CSV and plain text, each stating the rules and the army convention."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any

from riskgui import __version__
from riskgui.core.exact.fractions import fraction_digit_counts, fraction_text
from riskgui.core.outcomes import BattleOdds
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import convention, expected_armies_text, interval_text
from riskgui.core.rules.fields import to_text
from riskgui.core.rules.presets import rules_label
from riskgui.core.simulate.run import SimulationSnapshot
from riskgui.core.stats import z_score


def battle_report(
    odds: BattleOdds,
    simulation: SimulationSnapshot | None = None,
    counts_stay_behind: bool = True,
    fraction: Fraction | None = None,
) -> dict[str, Any]:
    """Everything known about one battle, as plain JSON-ready data.

    Attacking armies are counted as the player chose (``convention`` says how).
    """
    offset = 0 if counts_stay_behind else 1
    report: dict[str, Any] = {
        "riskgui": __version__,
        "convention": convention(counts_stay_behind),
        "rules": to_text(odds.rules),  # the fields as riskgui-cli takes them
        "rules_text": rules_label(odds.rules),
        "attackers": odds.attackers - offset,
        "defenders": odds.defenders,
        "stop_at": odds.stop_at - offset,
        "win_probability": odds.win_probability,
        "loss_probability": odds.loss_probability,
        "expected_attackers_left": odds.expected_attackers_left,
        "expected_defenders_left": odds.expected_defenders_left,
        "outcomes": [
            {"attackers": i - offset, "defenders": j, "probability": p}
            for i, j, p in odds.outcomes.states()
        ],
    }
    if fraction is not None:
        report["win_fraction"] = fraction_text(fraction)
        report["win_fraction_digits"] = fraction_digit_counts(fraction)
    if simulation is not None and simulation.trials:
        counts = {(i - offset, j): c for i, j, c in simulation.counts.states()}
        for outcome in report["outcomes"]:
            key = (outcome["attackers"], outcome["defenders"])
            outcome["simulated_frequency"] = counts.get(key, 0) / simulation.trials
        report["simulation"] = {
            "trials": simulation.trials,
            "wins": simulation.wins,
            "win_probability": simulation.win_probability,
            "ci95": list(simulation.ci95),
            "seed": simulation.seed,
            "z": z_score(simulation.wins, simulation.trials, odds.win_probability),
        }
    return report


def report_json(report: dict[str, Any]) -> str:
    return json.dumps(report, indent=2)


def report_csv(report: dict[str, Any]) -> str:
    """A key/value header (rules, convention, answer), a blank line, then one row per outcome."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for key in ("convention", "rules_text", "attackers", "defenders", "stop_at", "win_probability"):
        writer.writerow([key, report[key]])
    simulation = report.get("simulation")
    if simulation:
        writer.writerow(["simulated_trials", simulation["trials"]])
        writer.writerow(["simulated_win_probability", simulation["win_probability"]])
        writer.writerow(["seed", simulation["seed"]])
    writer.writerow([])
    columns = ["attackers_left", "defenders_left", "probability"]
    if simulation:
        columns.append("simulated_frequency")
    writer.writerow(columns)
    for o in report["outcomes"]:
        row = [o["attackers"], o["defenders"], repr(o["probability"])]
        if simulation:
            row.append(repr(o["simulated_frequency"]))
        writer.writerow(row)
    return out.getvalue()


def report_text(report: dict[str, Any]) -> str:
    """A short summary for the clipboard (a chat message, a forum post)."""
    lines = [
        f"Risk battle: {report['attackers']} vs {report['defenders']} "
        f"(stop at {report['stop_at']}); {report['convention']}",
        f"Rules: {report['rules_text']}",
        f"Attacker conquers: "
        f"{format_percent(report['win_probability'], report['loss_probability'])} (exact)",
        *([f"Exactly {report['win_fraction']}"] if "win_fraction" in report else []),
        expected_armies_text(report["expected_attackers_left"], report["expected_defenders_left"]),
    ]
    simulation = report.get("simulation")
    if simulation:
        low, high = simulation["ci95"]
        lines.append(
            f"Simulated: {100 * simulation['win_probability']:.3f} % of "
            f"{simulation['trials']:,} battles ({interval_text(low, high)}, "
            f"seed {simulation['seed']})"
        )
    return "\n".join(lines)
