"""The luck chart draws a player's running luck only where that player rolled: a step at
each of their entries, flat in between, starting at their first entry."""

import pytest

from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.report import running_luck
from tests.gui.tabs.ledger.helpers import fill, wait_settled

EVENING = "Late arrivals"
pytestmark = pytest.mark.slow  # each test opens the tab over a ledger


def late_arrivals() -> list[Entry]:
    """Anna and Dan roll from the start; Carla joins at the 6th entry; Ben rolls once, last."""
    rolls = [Roll((6, 5, 2), (4, 3)), Roll((3, 1), (6, 2)), Roll((5, 4, 4), (5, 1))]
    entries = [Entry(EVENING, "Anna", "Dan", rolls[i % 3]) for i in range(5)]
    entries += [Entry(EVENING, "Carla", "Anna", rolls[i % 3]) for i in range(4)]
    entries += [Entry(EVENING, "Dan", "Carla", rolls[i % 3]) for i in range(3)]
    entries.append(Entry(EVENING, "Ben", "Carla", Roll((6, 6, 1), (2, 1))))
    return entries


def drawn_points(line) -> list[tuple[float, float]]:
    """The corners of a player's line as drawn, in entries across and armies up."""
    path = line.curve.getPath()
    points: list[tuple[float, float]] = []
    for i in range(path.elementCount()):
        element = path.elementAt(i)
        point = (round(element.x, 9), round(element.y, 9))
        if not points or points[-1] != point:
            points.append(point)
    return points


@pytest.fixture
def late_tab(qtbot, session, make_tab):
    session.open()
    fill(session, late_arrivals())
    tab = make_tab(session)
    qtbot.waitUntil(lambda: tab.evening == EVENING)
    wait_settled(qtbot, tab)
    return tab


def test_each_line_steps_at_its_players_entries_and_is_flat_between(late_tab):
    running = running_luck(late_arrivals())
    for name, steps in running.items():
        points = drawn_points(late_tab.plot.lines[name])
        numbers = [index + 1 for index, _ in steps]
        assert points[0] == (numbers[0], 0.0), name  # from 0, at their first entry
        assert points[-1] == (numbers[-1], round(steps[-1][1], 9)), name
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            assert x0 == x1 or y0 == y1, f"{name} slopes from {x0} to {x1}"
        risers = [(x0, y1) for (x0, y0), (x1, y1) in zip(points, points[1:]) if x0 == x1]
        assert [x for x, _ in risers] == numbers, name  # a step at each entry, no other
        assert [y for _, y in risers] == [round(total, 9) for _, total in steps], name


def test_a_player_of_one_entry_is_one_step_at_that_entry(late_tab):
    ((index, total),) = running_luck(late_arrivals())["Ben"]
    points = drawn_points(late_tab.plot.lines["Ben"])
    assert points == [(index + 1, 0.0), (index + 1, round(total, 9))]
