"""Driving the Turn tab as a player does, and waiting for its answer."""

from riskgui.core.plan.parse import plan_from_json


def answered(view):
    """The answer on screen is the one of the plan on screen, and no other is coming."""
    result = view.result
    if result is None or not view.settled:
        return False
    try:
        return result.plan == plan_from_json(view.plan_data())
    except ValueError:
        return False


def wait_for_answer(qtbot, view):
    qtbot.waitUntil(lambda: answered(view), timeout=10_000)
    return view.result


def row_of(view, name):
    table = view.territories.table
    rows = [r for r in range(table.rowCount()) if table.item(r, 0).text() == name]
    assert len(rows) == 1, name
    return rows[0]


def select_leg(view, number):
    view.legs.list.setCurrentRow(number - 1)


def choose_text(combo, text):
    index = combo.findText(text)
    assert index >= 0, text
    combo.setCurrentIndex(index)
