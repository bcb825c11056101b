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


EIGHT_LEGS = {
    "rules": "classic",
    "mine": {"Siam": 14, "Ukraine": 10, "Kamchatka": 8},
    "theirs": {"Indonesia": 2, "New Guinea": 2, "Eastern Australia": 2,
               "Western Australia": 1, "Middle East": 3, "East Africa": 2, "Alaska": 2,
               "Northwest Territory": 2},
    "legs": [{"from": "Siam", "to": "Indonesia"},
             {"from": "Indonesia", "to": "New Guinea"},
             {"from": "New Guinea", "to": "Eastern Australia"},
             {"from": "Eastern Australia", "to": "Western Australia"},
             {"from": "Ukraine", "to": "Middle East"},
             {"from": "Middle East", "to": "East Africa"},
             {"from": "Kamchatka", "to": "Alaska"},
             {"from": "Alaska", "to": "Northwest Territory"}],
}  # fmt: skip  # a whole turn across three fronts, long names and all
