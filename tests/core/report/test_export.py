import csv
import io
import json

import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.export import battle_report, report_csv, report_json, report_text
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules, side
from riskgui.core.rules.presets import rules_label
from riskgui.core.simulate.run import simulate
from tests.helpers import oracle


def test_json_report_states_rules_convention_and_every_outcome():
    odds = solve_battle(6, 4, Rules(defender=side(2, highest=1)), stop_at=2)
    report = json.loads(report_json(battle_report(odds)))
    assert (
        report["rules"]["defender.highest"] == "1"
        and "stays behind included" in report["convention"]
    )
    assert report["stop_at"] == 2 and report["win_probability"] == odds.win_probability
    assert sum(o["probability"] for o in report["outcomes"]) == pytest.approx(1.0)
    assert "simulation" not in report


def test_csv_report_round_trips_with_the_simulation():
    odds = solve_battle(8, 5)
    final = list(simulate(8, 5, 20_000, seed=3))[-1]
    report = battle_report(odds, simulation=final)
    rows = list(csv.reader(io.StringIO(report_csv(report))))
    header = dict(row for row in rows[: rows.index([])] if len(row) == 2)
    assert header["rules_text"] == rules_label(Rules()) and header["seed"] == "3"
    table = rows[rows.index([]) + 1 :]
    assert table[0] == ["attackers_left", "defenders_left", "probability", "simulated_frequency"]
    frequencies = sum(float(r[3]) for r in table[1:])
    assert frequencies == pytest.approx(1.0)
    assert sum(float(r[2]) for r in table[1:]) == pytest.approx(1.0)


def header_of(csv_text):
    rows = list(csv.reader(io.StringIO(csv_text)))
    return dict(row for row in rows[: rows.index([])] if len(row) == 2)


def test_csv_report_carries_the_whole_answer():
    """The answer panel sends players to Export for the fraction's digits: they are there,
    with the chance of losing and the expected armies left and lost."""
    odds = solve_battle(4, 2)
    header = header_of(report_csv(battle_report(odds, fraction=oracle.FOUR_VS_TWO)))
    assert header["win_fraction"] == oracle.FOUR_VS_TWO_TEXT
    assert float(header["loss_probability"]) == odds.loss_probability
    for key in (
        "expected_attackers_left",
        "expected_defenders_left",
        "expected_attacker_losses",
        "expected_defender_losses",
    ):
        assert float(header[key]) == getattr(odds, key), key
    assert "win_fraction" not in header_of(report_csv(battle_report(odds)))


def test_csv_report_gives_the_simulated_interval():
    final = list(simulate(8, 5, 20_000, seed=3))[-1]
    header = header_of(report_csv(battle_report(solve_battle(8, 5), simulation=final)))
    low, high = final.ci95
    assert float(header["simulated_ci95_low"]) == low
    assert float(header["simulated_ci95_high"]) == high


def test_text_summary_says_the_chance_of_losing_and_the_losses():
    odds = solve_battle(4, 2)
    text = report_text(battle_report(odds, fraction=oracle.FOUR_VS_TWO))
    assert f"Defender holds: {format_percent(odds.loss_probability)} (exact)" in text
    assert f"Exactly {oracle.FOUR_VS_TWO_TEXT}" in text
    losses = f"attacker {odds.expected_attacker_losses:.2f}, defender "
    assert f"Expected losses: {losses}{odds.expected_defender_losses:.2f}." in text


def test_text_summary_for_the_clipboard():
    odds = solve_battle(10, 10)
    final = list(simulate(10, 10, 10_000, seed=4))[-1]
    text = report_text(battle_report(odds, simulation=final))
    assert (
        oracle.TEN_VS_TEN_PERCENT in text
        and "Rules: Classic (1993/2008): standard rules \u2014 3d6 vs 2d6" in text
        and "seed 4" in text
    )


@pytest.mark.parametrize(
    ("done", "total", "seconds", "text"),
    [
        (50, 100, 10.0, "50% done, about 10 s left"),
        (25, 100, 60.0, "25% done, about 3 min 00 s left"),
        (1, 1000, 0.2, "0% done"),
        (100, 100, 5.0, "done"),
        (10, 100, 400.0, "10% done, about 1 h 00 min left"),
    ],
)
def test_progress_says_how_long_a_run_still_takes(done, total, seconds, text):
    from riskgui.core.report.wording import progress_text

    assert progress_text(done, total, seconds) == text
