"""One typed report of a battle's answer, and its JSON, CSV and plain-text forms.

``BattleReport`` is the one place the answer's keys are named: the CLI's ``odds --json``
prints a selection of them in this order, the window's exports and its copied summary
are made from the whole report, so a key means the same everywhere.  The module loads
without NumPy, so the CLI answers a small battle through it before NumPy would load.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple, TypedDict

from riskgui import __version__
from riskgui.core.exact.fractions import fraction_digit_counts, fraction_text
from riskgui.core.exact.small import SmallBattleOdds
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import (
    expected_armies_text,
    expected_losses_text,
    interval_text,
)
from riskgui.core.rules.fields import to_text
from riskgui.core.rules.presets import rules_label

if TYPE_CHECKING:  # NumPy: only where the solver or the simulator ran
    from riskgui.core.outcomes import BattleOdds
    from riskgui.core.simulate.run import SimulationSnapshot


class OutcomeRow(TypedDict, total=False):
    attackers: int  # left on the attacking territory, counted as the report says
    defenders: int
    probability: float
    simulated_frequency: float  # only with a simulation


class SimulatedPart(TypedDict):
    trials: int
    wins: int
    win_probability: float
    ci95: list[float]
    seed: int
    z: float


class BattleReport(TypedDict, total=False):
    """Everything known about one battle; keys in the order every form prints them.

    Attacking armies are counted as ``convention`` says.  ``win_fraction`` and
    ``win_fraction_digits`` are there once the exact fraction is known, ``simulation``
    once dice were rolled.
    """

    riskgui: str
    convention: str
    rules: dict[str, str]  # the fields as riskgui-cli takes them
    rules_text: str
    attackers: int
    defenders: int
    stop_at: int
    win_probability: float
    win_fraction: str
    win_fraction_digits: dict[str, int]
    loss_probability: float
    expected_attackers_left: float
    expected_defenders_left: float
    expected_attacker_losses: float
    expected_defender_losses: float
    outcomes: list[OutcomeRow]
    simulation: SimulatedPart


def battle_report(
    odds: BattleOdds | SmallBattleOdds,
    counting: Counting = Counting.ON_TERRITORY,
    fraction: Fraction | None = None,
    simulation: SimulationSnapshot | None = None,
) -> BattleReport:
    """The report of one battle, armies counted as the player chose."""
    shown = counting.shown
    report = BattleReport(
        riskgui=__version__,
        convention=counting.convention,
        rules=to_text(odds.rules),
        rules_text=rules_label(odds.rules),
        attackers=shown(odds.attackers),
        defenders=odds.defenders,
        stop_at=shown(odds.stop_at),
        win_probability=odds.win_probability,
    )
    if fraction is not None:
        report["win_fraction"] = fraction_text(fraction)
        report["win_fraction_digits"] = fraction_digit_counts(fraction)
    report["loss_probability"] = odds.loss_probability
    report["expected_attackers_left"] = odds.expected_attackers_left
    report["expected_defenders_left"] = odds.expected_defenders_left
    report["expected_attacker_losses"] = odds.expected_attacker_losses
    report["expected_defender_losses"] = odds.expected_defender_losses
    report["outcomes"] = [
        OutcomeRow(attackers=shown(i), defenders=j, probability=p) for i, j, p in odds.states()
    ]
    if simulation is not None and simulation.trials:
        from riskgui.core.stats import z_score

        counts = {(shown(i), j): c for i, j, c in simulation.counts.states()}
        for outcome in report["outcomes"]:
            key = (outcome["attackers"], outcome["defenders"])
            outcome["simulated_frequency"] = counts.get(key, 0) / simulation.trials
        report["simulation"] = SimulatedPart(
            trials=simulation.trials,
            wins=simulation.wins,
            win_probability=simulation.win_probability,
            ci95=list(simulation.ci95),
            seed=simulation.seed,
            z=z_score(simulation.wins, simulation.trials, odds.win_probability),
        )
    return report


def selected(report: BattleReport, keys: Iterable[str]) -> dict[str, Any]:
    """The report's entries named in ``keys`` that it has, in the report's own order."""
    wanted = set(keys)
    return {key: value for key, value in report.items() if key in wanted}


def report_json(report: BattleReport) -> str:
    return json.dumps(report, indent=2)


# The answer's plain values, in the report's order; the CSV's key/value header.
CSV_HEADER_KEYS = (
    "convention",
    "rules_text",
    "attackers",
    "defenders",
    "stop_at",
    "win_probability",
    "win_fraction",
    "loss_probability",
    "expected_attackers_left",
    "expected_defenders_left",
    "expected_attacker_losses",
    "expected_defender_losses",
)


def report_csv(report: BattleReport) -> str:
    """A key/value header (rules, convention, answer), a blank line, then one row per outcome.

    The header has every plain value of the report (the exact fraction once known), then
    the simulation's.  Probabilities are fractions of 1 with every digit of the float.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for key, value in selected(report, CSV_HEADER_KEYS).items():
        writer.writerow([key, value])
    simulation = report.get("simulation")
    if simulation:
        low, high = simulation["ci95"]
        writer.writerow(["simulated_trials", simulation["trials"]])
        writer.writerow(["simulated_win_probability", simulation["win_probability"]])
        writer.writerow(["simulated_ci95_low", low])
        writer.writerow(["simulated_ci95_high", high])
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


class _Losses(NamedTuple):
    expected_attacker_losses: float
    expected_defender_losses: float


def report_text(report: BattleReport) -> str:
    """A short summary for the clipboard (a chat message, a forum post)."""
    lines = [
        f"Risk battle: {report['attackers']} vs {report['defenders']} "
        f"(stop at {report['stop_at']}); {report['convention']}",
        f"Rules: {report['rules_text']}",
        f"Attacker conquers: "
        f"{format_percent(report['win_probability'], report['loss_probability'])} (exact)",
        f"Defender holds: "
        f"{format_percent(report['loss_probability'], report['win_probability'])} (exact)",
        *([f"Exactly {report['win_fraction']}"] if "win_fraction" in report else []),
        expected_armies_text(report["expected_attackers_left"], report["expected_defenders_left"]),
        expected_losses_text(
            _Losses(report["expected_attacker_losses"], report["expected_defender_losses"])
        ),
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
