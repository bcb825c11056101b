import re

import pytest

from riskgui.core.battle import Battle
from riskgui.core.campaign.exact import solve_campaign
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules, side
from riskgui.gui.tabs.campaign.route_text import parse_route
from riskgui.gui.tabs.campaign.tab import CampaignView
from tests.helpers.window import set_battle


@pytest.fixture
def campaign(qtbot):
    view = CampaignView()
    qtbot.addWidget(view)
    view.show()
    yield view
    view.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "route"), [("3, 4, 2", [3, 4, 2]), ("5", [5]), ("1 1  1", [1, 1, 1])]
)
def test_routes_parse(text, route):
    assert parse_route(text) == route


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "message"),
    [("", "list the defending armies"), ("3, 0", "at least 1 defending army"),
     ("3, x", "at least 1 defending army"), (" ".join(["1"] * 51), "at most 50")],
)  # fmt: skip
def test_bad_routes_are_refused_with_a_message(campaign, text, message):
    with pytest.raises(ValueError, match=message):
        parse_route(text)
    campaign.route_edit.setText(text)
    assert message.capitalize()[:12].lower() in campaign.message.text().lower()
    assert not campaign.check_button.isEnabled()


def cell(view, row, column):
    item = view.table.item(row, column)
    return "" if item is None else item.text()


@pytest.mark.slow
def test_a_bad_route_clears_the_old_answer_and_says_why_in_red(qtbot, campaign):
    campaign.set_start(Battle(10, 1), seed=1)
    campaign.route_edit.setText("5 3")
    qtbot.waitUntil(lambda: "Whole campaign succeeds" in campaign.summary.text())
    campaign.route_edit.setText("5 3 x 0")
    assert "#c0392b" in campaign.message.styleSheet()
    assert campaign.summary.text() == "" and campaign.table.rowCount() == 0
    qtbot.wait(200)  # nothing of the old route comes back
    assert campaign.summary.text() == ""
    campaign.route_edit.setText("5 3")
    assert campaign.message.styleSheet() == ""


@pytest.mark.slow
def test_exact_prefixes_and_final_armies(qtbot, campaign):
    rules = Rules(defender=side(2, highest=1))
    campaign.set_start(Battle(18, 1, 2, rules), seed=3)
    campaign.route_edit.setText("3, 4, 2")
    qtbot.waitUntil(lambda: campaign.table.rowCount() == 3 and cell(campaign, 2, 2) != "")
    exact = solve_campaign(18, [3, 4, 2], rules, 2)
    for row, p in enumerate(exact.territory_probabilities):
        assert campaign.table.item(row, 2).text() == format_percent(p)
    assert format_percent(exact.win_probability) in campaign.summary.text()
    heights = campaign.results.bars.opts["height"]
    assert sum(heights) == pytest.approx(100 * exact.win_probability)


@pytest.mark.slow
def test_rolled_campaigns_agree_with_the_exact_ones(qtbot, campaign):
    campaign.set_start(Battle(20, 1), seed=5)
    campaign.route_edit.setText("3, 4, 2")
    qtbot.waitUntil(lambda: cell(campaign, 2, 2) != "", timeout=10_000)
    campaign.check_button.click()
    qtbot.waitUntil(lambda: cell(campaign, 2, 4) != "", timeout=60_000)
    for row in range(3):
        text = campaign.table.item(row, 4).text()
        assert re.search(r"(inside|just outside) the 95 % interval", text), text


@pytest.mark.slow
def test_leaving_armies_behind_and_stopping_per_territory(qtbot, campaign):
    campaign.set_start(Battle(20, 1), seed=5)
    campaign.route_edit.setText("3, 4, 2")
    campaign.leave_edit.setText("1, 3, 2")
    campaign.stops_edit.setText("1, 4, 2")
    exact = solve_campaign(20, [3, 4, 2], leave=[1, 3, 2], stops=[1, 4, 2])
    expected = format_percent(exact.win_probability, exact.failure_probability)
    qtbot.waitUntil(lambda: cell(campaign, 2, 2) == expected, timeout=10_000)
    assert exact.win_probability < solve_campaign(20, [3, 4, 2]).win_probability
    for row, moved in enumerate(exact.armies_moved):
        assert cell(campaign, row, 3) == f"{moved:,.1f}"
    assert "leaving 1, 3, 2 behind" in campaign.message.text()
    campaign.check_button.click()
    qtbot.waitUntil(lambda: cell(campaign, 2, 4) != "", timeout=60_000)
    for row in range(3):
        assert re.search(r"(inside|just outside) the 95 % interval", cell(campaign, row, 4))
    campaign.leave_edit.setText("1, 3")  # two values for three territories
    assert "for each of the 3 territories" in campaign.message.text()


def test_main_window_feeds_the_campaign_its_attackers(qtbot, window):
    set_battle(window, 25, 4)
    qtbot.waitUntil(lambda: window.campaign_view.start.attackers == 25, timeout=5000)


@pytest.mark.slow
def test_each_territory_can_have_its_own_rules(qtbot, campaign):
    """The published campaign: 5 against 3, 2, 1 whose dice are d6, d8, d6."""
    campaign.set_start(Battle(5, 1), seed=5)
    campaign.route_edit.setText("3, 2, 1")
    campaign.rules_edit.setText("same, 2210-defence-d8, same")
    expected = (0.6416228964559516, 0.15834186479813744, 0.06507349013892291)
    qtbot.waitUntil(lambda: cell(campaign, 2, 2) == format_percent(expected[2]), timeout=10_000)
    assert [cell(campaign, row, 2) for row in range(3)] == [format_percent(p) for p in expected]
    assert cell(campaign, 0, 5) == "the battle's"
    assert cell(campaign, 1, 5) == "commander or space station defending (d8s)"
    assert campaign.table.item(1, 5).toolTip().startswith("Risk 2210 A.D.")
    assert "each territory's, in the table" in campaign.message.text()
    campaign.rules_edit.setText("same, monopoly, same")
    qtbot.waitUntil(lambda: "No preset 'monopoly'" in campaign.message.text())
    assert campaign.table.rowCount() == 0 and not campaign.check_button.isEnabled()
    campaign.rules_edit.setText("same, capital")
    qtbot.waitUntil(lambda: "rules for each of the 3 territories" in campaign.message.text())


@pytest.mark.slow
def test_the_rules_column_tells_capital_from_zombies(qtbot, campaign):
    campaign.set_start(Battle(20, 1), seed=5)
    campaign.route_edit.setText("3, 4, 2")
    qtbot.waitUntil(lambda: cell(campaign, 2, 2) != "", timeout=10_000)
    assert campaign.table.isColumnHidden(5)  # the battle's rules everywhere: no column
    campaign.rules_edit.setText("capital, zombies, godstorm-god-of-war")
    qtbot.waitUntil(lambda: cell(campaign, 2, 5) != "", timeout=10_000)
    assert not campaign.table.isColumnHidden(5)
    shown = [cell(campaign, row, 5) for row in range(3)]
    assert shown == [
        "capital (3 defence dice)",
        "zombies (ties to the attacker)",
        "God of War (ties to the attacker)",  # the same rules as zombies, named as typed
    ]


@pytest.mark.slow
def test_the_last_armies_chart_reads_whole_armies_and_its_bars(qtbot, campaign):
    from tests.gui.tabs.charts import drawn_tick_labels, tooltip_at

    campaign.resize(900, 700)
    campaign.set_start(Battle(6, 1), seed=5)
    campaign.route_edit.setText("2")
    qtbot.waitUntil(lambda: cell(campaign, 0, 2) != "", timeout=10_000)
    chart = campaign.chart
    chart.getPlotItem().vb.autoRange()
    labels = drawn_tick_labels(chart, "bottom")
    assert labels and all(label.isdigit() for label in labels), labels  # no 1.5 armies
    final = solve_campaign(6, [2]).final_armies()
    armies = max(final)
    assert tooltip_at(chart, armies, 0.1) == (
        f"{armies} armies in the last territory: {format_percent(final[armies])}"
    )
