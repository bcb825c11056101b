from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.presets import preset
from tests.gui.tabs.charts import tooltip_at
from tests.helpers.window import set_battle, wait_for_exact


def test_resting_on_a_pair_of_bars_shows_both_values(qtbot, window):
    set_battle(window, 10, 10)
    wait_for_exact(qtbot, window)
    view = window.compare_view
    window.tabs.setCurrentWidget(view)
    qtbot.waitUntil(lambda: view.has_result, timeout=10_000)
    classic = solve_battle(10, 10)
    bunker = solve_battle(10, 10, preset("legacy-bunker").rules)
    tip = tooltip_at(view.chart, -2.2, 1)  # on the bar of your rules
    assert tip.split("\n") == [
        "Defender holds with 2 armies left",
        f"your rules: {format_percent(classic.outcomes.stop.sum(axis=0)[2])}",
        f"{view.other_combo.currentText()}: {format_percent(bunker.outcomes.stop.sum(axis=0)[2])}",
    ]
    assert tooltip_at(view.chart, 5.2, 1).startswith(
        "Attacker conquers with 5 armies left on its territory\nyour rules: "
        + format_percent(classic.outcomes.win[5])
    )
