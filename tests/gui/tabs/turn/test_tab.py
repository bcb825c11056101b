"""The Turn tab: a plan built with its widgets gets the engine's answer, live; a bad plan
gets the parse error's message; plans go to files and come back."""

import json

import pytest

from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.percent import format_percent
from riskgui.gui.tabs.turn.best_moves import move_ranges
from riskgui.gui.tabs.turn.example import example_plan
from riskgui.gui.tabs.turn.tab import TurnView
from riskgui.gui.tabs.turn.territories import GOAL, YOURS
from tests.gui.tabs.turn.helpers import choose_text, row_of, select_leg, wait_for_answer
from tests.helpers.window import choose_preset


def cells(table, column):
    return [table.item(r, column).text() for r in range(table.rowCount())]


@pytest.mark.slow
def test_it_starts_with_the_issues_example_and_its_exact_answer(qtbot, turn):
    result = wait_for_answer(qtbot, turn)
    assert turn.plan_data() == example_plan()
    expected = answer_plan(plan_from_json(example_plan()))
    assert result.report == expected
    assert expected.answer.p_goal == pytest.approx(0.9816, abs=5e-5)  # the lead's value
    assert turn.answer.headline.text() == f"Goal: {format_percent(expected.answer.p_goal)}"
    summary = turn.answer.summary.text()
    assert "Best draft</b>: 5 onto Ukraine" in summary
    assert "13 armies on Ukraine for 90 %" in summary
    legs = turn.answer.legs_table
    assert cells(legs, 0) == ["1. Ukraine \u2192 Afghanistan", "2. Ural \u2192 Siberia",
                              "3. Afghanistan \u2192 China"]  # fmt: skip
    conquers = [leg.p_conquers for leg in expected.answer.legs]
    assert cells(legs, 2) == [format_percent(conquers[0]), "wears\ndown",
                              format_percent(conquers[2])]  # fmt: skip
    best = move_ranges(expected.answer.legs[0].best_moves)
    assert cells(turn.answer.moves_table, 1) == [run.ends_text for run in best]
    assert cells(turn.answer.moves_table, 2) == [run.moved_text for run in best]
    heights = turn.answer.chart.mine_bars.opts["height"]
    china = expected.answer.territories[4]
    assert sum(heights) == pytest.approx(100 * china.p_mine)


@pytest.mark.slow
def test_a_plan_built_with_the_widgets_gets_the_engines_answer(qtbot, turn):
    """sipolac/risk's chain 5 vs [3, 2, 1] with d8s defending the second: 0.0650734901389229."""
    wait_for_answer(qtbot, turn)
    while turn.legs.legs():
        select_leg(turn, 1)
        turn.legs.remove_button.click()
    while turn.territories.table.rowCount():
        turn.territories.table.setCurrentCell(0, 0)
        turn.territories.remove_button.click()
    for name, armies in (("A", 5), ("B", 3), ("C", 2), ("D", 1)):
        turn.territories.add_button.click()
        row = turn.territories.table.rowCount() - 1
        turn.territories.table.item(row, 0).setText(name)
        turn.territories.armies_spin(row).setValue(armies)
    turn.territories.tick(0, YOURS, True)
    turn.options.draft_spin.setValue(0)
    turn.options.needed_check.setChecked(False)
    for _ in range(3):  # each new leg pushes on from the last conquest
        turn.legs.add_leg()
    select_leg(turn, 2)
    choose_preset(turn.legs.form.rules_combo, "2210-defence-d8")
    select_leg(turn, 3)
    choose_text(turn.legs.form.to_combo, "D")
    result = wait_for_answer(qtbot, turn)
    assert turn.plan_data() == {
        "rules": "classic",
        "mine": {"A": 5},
        "theirs": {"B": 3, "C": 2, "D": 1},
        "legs": [{"from": "A", "to": "B"},
                 {"from": "B", "to": "C", "rules": "2210-defence-d8"},
                 {"from": "C", "to": "D"}],
    }  # fmt: skip
    assert result.report.answer.p_goal == pytest.approx(0.06507349013892291, rel=1e-9)
    assert turn.answer.headline.text() == f"Goal: {format_percent(0.06507349013892291)}"


@pytest.mark.slow
def test_a_bad_plan_shows_the_parse_error_and_no_old_answer(qtbot, turn):
    wait_for_answer(qtbot, turn)
    turn.territories.tick(row_of(turn, "Afghanistan"), YOURS, True)
    qtbot.waitUntil(lambda: "which is yours" in turn.message.text())
    assert turn.message.text() == "Leg 1 attacks Afghanistan, which is yours."
    assert "#c0392b" in turn.message.styleSheet()
    assert turn.result is None
    assert turn.answer.headline.text() == "Goal: \u2013"
    assert turn.answer.legs_table.rowCount() == 0
    turn.territories.tick(row_of(turn, "Afghanistan"), YOURS, False)
    wait_for_answer(qtbot, turn)
    assert turn.message.text() == ""


@pytest.mark.slow
@pytest.mark.parametrize(
    ("edit", "message"),
    [(lambda view: view.territories.table.item(row_of(view, "Ural"), 0).setText("Ukraine"),
      "Two territories are called Ukraine: give each its own name."),
     (lambda view: view.territories.armies_spin(row_of(view, "Ukraine")).setValue(10_000),
      "This plan is too large to answer in a few seconds"),
     (lambda view: (view.territories.table.setCurrentCell(row_of(view, "China"), 0),
                    view.territories.remove_button.click()),
      "Leg 3 has no 'to': choose a territory.")],
    ids=["same names", "too large", "territory removed"],
)  # fmt: skip
def test_each_mistake_is_named(qtbot, turn, edit, message):
    wait_for_answer(qtbot, turn)
    edit(turn)
    qtbot.waitUntil(lambda: turn.message.text().startswith(message), timeout=10_000)
    assert turn.result is None


@pytest.mark.slow
def test_legs_run_in_the_order_shown(qtbot, turn):
    wait_for_answer(qtbot, turn)
    select_leg(turn, 3)
    turn.legs.up_button.click()
    turn.legs.up_button.click()  # Afghanistan -> China now comes first
    assert turn.legs.list.item(0).text() == "1. Afghanistan \u2192 China, stop at 2, capital"
    qtbot.waitUntil(lambda: "never yours" in turn.message.text())
    assert turn.message.text().startswith("Leg 1 attacks from Afghanistan, which is never yours")
    turn.legs.down_button.click()
    turn.legs.down_button.click()
    wait_for_answer(qtbot, turn)
    assert turn.plan_data() == example_plan()


@pytest.mark.slow
def test_the_answer_follows_the_armies(qtbot, turn):
    before = wait_for_answer(qtbot, turn).report.answer.p_goal
    turn.territories.armies_spin(row_of(turn, "China")).setValue(6)
    after = wait_for_answer(qtbot, turn).report.answer.p_goal
    changed = example_plan()
    changed["theirs"]["China"] = 6
    assert after == answer_plan(plan_from_json(changed)).answer.p_goal
    assert after < before - 0.1
    assert turn.answer.headline.text() == f"Goal: {format_percent(after)}"


@pytest.mark.slow
def test_goal_and_draft_boxes_are_the_plans(qtbot, turn):
    wait_for_answer(qtbot, turn)
    turn.territories.tick(row_of(turn, "China"), GOAL, False)
    turn.territories.tick(row_of(turn, "Afghanistan"), GOAL, False)  # none: the default
    turn.options.min_one_check.setChecked(True)
    select_leg(turn, 1)
    choose_text(turn.legs.form.move_combo, "leave behind")
    turn.legs.form.leave_spin.setValue(3)
    wait_for_answer(qtbot, turn)
    data = turn.plan_data()
    assert "goal" not in data and data["min_move"] == "one"
    assert data["legs"][0]["move"] == {"leave": 3}
    assert turn.result.plan.goal == {2, 4}  # the conquered targets, as the engine defaults


@pytest.mark.slow
def test_a_plan_saved_opens_again(qtbot, turn, tmp_path, monkeypatch, documents):
    from PySide6.QtWidgets import QFileDialog

    wait_for_answer(qtbot, turn)
    turn.territories.armies_spin(row_of(turn, "Ukraine")).setValue(9)
    wait_for_answer(qtbot, turn)
    saved = turn.plan_data()
    opened_in = []

    def save_dialog(parent, title, start, filters):
        opened_in.append(start)
        return str(tmp_path / "plans" / "my turn"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    (tmp_path / "plans").mkdir()
    turn.save_button.click()
    path = tmp_path / "plans" / "my turn.json"
    assert json.loads(path.read_text(encoding="utf-8")) == saved
    assert opened_in == [str(documents / "riskgui-turn.json")]  # the player's documents
    assert turn.message.text() == f"Saved {path}"
    # A plan opened from the Board is the last thing that happened, not the save (issue 36).
    turn.show_plan(saved, 2)
    assert turn.message.text().startswith("Opened the Board tab's plan")
    turn.show_plan(saved)

    turn.territories.armies_spin(row_of(turn, "Ukraine")).setValue(30)
    select_leg(turn, 2)
    turn.legs.remove_button.click()
    wait_for_answer(qtbot, turn)
    assert turn.plan_data() != saved

    def open_dialog(parent, title, start, filters):
        opened_in.append(start)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    turn.open_button.click()
    result = wait_for_answer(qtbot, turn)
    assert turn.plan_data() == saved
    assert result.report == answer_plan(plan_from_json(saved))
    assert opened_in[1] == str(tmp_path / "plans")  # where the last plan went


@pytest.mark.slow
def test_rules_a_file_gives_as_fields_are_kept(qtbot, turn, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    classic = "classic"
    plan = {"rules": {"preset": "classic", "defender.sides": "8"}, "mine": {"A": 5},
            "theirs": {"B": 3, "C": 2, "D": 1},
            "legs": [{"from": "A", "to": "B", "rules": classic}, {"from": "B", "to": "C"},
                     {"from": "C", "to": "D", "rules": classic}]}  # fmt: skip
    path = tmp_path / "d8.json"
    path.write_text(json.dumps(plan), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    turn.open_button.click()
    result = wait_for_answer(qtbot, turn)
    assert turn.plan_data() == plan
    assert "defender.sides 8" in turn.options.rules_combo.currentText()
    assert result.report.answer.p_goal == pytest.approx(0.06507349013892291, rel=1e-9)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "message"),
    [("{not json", "Could not open plan.json: it is not JSON (Expecting property name"),
     ('{"mine": {"A": 3}, "theirs": {"B": 1}, "legs": [{"from": "Kamchatka", "to": "B"}]}',
      "Could not open plan.json: leg 1's 'from': 'Kamchatka' is neither in 'mine' nor"),
     ("[1, 2]", "Could not open plan.json: a plan is a JSON object")],
)  # fmt: skip
def test_a_bad_file_is_refused_and_the_plan_stays(
    qtbot, turn, tmp_path, monkeypatch, text, message
):
    from PySide6.QtWidgets import QFileDialog

    wait_for_answer(qtbot, turn)
    path = tmp_path / "plan.json"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    turn.open_button.click()
    assert turn.message.text().startswith(message)
    assert turn.plan_data() == example_plan()


@pytest.mark.slow
def test_the_answer_exports_as_the_clis_json(qtbot, turn, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from riskgui.core.report.plan_json import plan_report_json

    result = wait_for_answer(qtbot, turn)
    target = tmp_path / "answer.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    turn.export_button.click()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written == json.loads(json.dumps(plan_report_json(result.plan, result.report)))
    assert written["draft"] == {"placement": {"Ukraine": 5}, "p_goal": written["p_goal"]}
    assert written["needed"]["armies"] == 13


@pytest.mark.slow
def test_no_answer_no_export(qtbot, turn, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: asked.append(a))
    wait_for_answer(qtbot, turn)
    turn.territories.tick(row_of(turn, "China"), YOURS, True)
    qtbot.waitUntil(lambda: turn.result is None and turn.message.text() != "")
    turn.export_button.click()
    assert turn.message.text() == "No answer to export yet: fix the plan first."
    turn.save_button.click()
    assert turn.message.text().startswith("Nothing saved: Leg 3 attacks China, which is yours")
    assert asked == []


@pytest.mark.slow
def test_the_plan_is_remembered_across_restarts(qtbot, turn, settings):
    wait_for_answer(qtbot, turn)
    turn.territories.armies_spin(row_of(turn, "Siberia")).setValue(8)
    wait_for_answer(qtbot, turn)
    kept = turn.plan_data()
    turn.shutdown()
    again = TurnView(settings)
    qtbot.addWidget(again)
    try:
        assert again.plan_data() == kept
    finally:
        again.shutdown()


@pytest.mark.slow
def test_a_remembered_plan_that_is_no_plan_gives_the_example(qtbot, settings):
    settings.setValue("turn/plan", '{"mine": {}}')
    view = TurnView(settings)
    qtbot.addWidget(view)
    try:
        assert view.plan_data() == example_plan()
    finally:
        view.shutdown()
