import json

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset, rules_label
from tests.helpers import oracle
from tests.helpers.window import choose_preset, set_battle, wait_for_exact


def test_comparison_shows_both_rule_sets(qtbot, window):
    set_battle(window, 12, 8)
    view = window.compare_view
    window.tabs.setCurrentWidget(view)
    choose_preset(view.other_combo, "capital")
    qtbot.waitUntil(
        lambda: (
            "12 on the territory vs 8" in view.summary.text()
            and "3d6 vs 3d6" in view.summary.text()
        ),
        timeout=10_000,
    )
    classic = solve_battle(12, 8).win_probability
    capital = solve_battle(12, 8, preset("capital").rules).win_probability
    assert format_percent(classic) in view.summary.text()
    assert format_percent(capital) in view.summary.text()
    first = view.first_bars.opts["height"]
    second = view.second_bars.opts["height"]
    assert sum(first) == pytest.approx(100) and sum(second) == pytest.approx(100)


@pytest.mark.parametrize(
    ("name", "chosen"), [("results.json", "JSON (*.json)"), ("results", "CSV (*.csv)")]
)
def test_save_results(qtbot, window, monkeypatch, tmp_path, name, chosen):
    set_battle(window, 7, 5)
    wait_for_exact(qtbot, window)
    target = tmp_path / name
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), chosen))
    window.files.on_save_results()
    if name.endswith(".json"):
        report = json.loads(target.read_text())
        assert report["attackers"] == 7 and report["rules_text"] == rules_label(Rules())
    else:
        text = (tmp_path / "results.csv").read_text(encoding="utf-8-sig")
        assert text.startswith("convention,") and "attackers_left,defenders_left" in text


def test_cancelled_dialog_writes_nothing(qtbot, window, monkeypatch, tmp_path):
    wait_for_exact(qtbot, window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.files.on_save_results()
    window.files.on_export_chart("Outcomes")
    assert list(tmp_path.iterdir()) == []


def test_copy_results(qtbot, window):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    window.files.on_copy_results()
    text = QGuiApplication.clipboard().text()
    assert oracle.TEN_VS_TEN_PERCENT in text and "stays behind included" in text


def test_charts_name_their_rules(qtbot, window):
    choose_preset(window.battle_panel.rules_panel.preset_combo, "legacy-bunker")
    wait_for_exact(qtbot, window)
    named = "2d6 (+1 on highest die)"
    qtbot.waitUntil(
        lambda: named in window.simulation_tab.outcome_plot.getPlotItem().titleLabel.text
    )
    assert named in window.simulation_tab.convergence_plot.getPlotItem().titleLabel.text


def test_an_empty_chart_is_not_exported_and_the_player_is_told(
    qtbot, window, monkeypatch, tmp_path
):
    wait_for_exact(qtbot, window)
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(1) or ("", ""))
    window.files.on_export_chart("Planner heat map")
    assert asked == [] and "open the Planner tab" in window.error_label.text()
    assert window.error_label.isVisible()
