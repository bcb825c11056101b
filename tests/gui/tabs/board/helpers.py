"""Driving the Board tab as a player does: clicks and keys on the map, waiting for its
answer."""

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riskgui.gui.tabs.board.example import example_position

HEAVY = {"continent": "Asia"}  # with HEAVY_ARMIES: seconds of searching, to stop mid-way
HEAVY_ARMIES = {"Siam": 30, "China": 25, "Mongolia": 20}


def heavy_position():
    data = example_position()
    data["goal"] = dict(HEAVY)
    for territory, armies in HEAVY_ARMIES.items():
        data["position"][territory][1] = armies
    return data


def midgame_europe():
    """The mid-game position (``examples/advice.json``), Europe: far too large to solve,
    bounded (minutes at the default budget)."""
    data = json.loads((Path(__file__).parents[4] / "examples" / "advice.json").read_text())
    data.pop("advise", None)
    data.update(goal={"continent": "Europe"}, draft={"armies": 0}, search=True)
    return data


def answered(view):
    """An answer of the inputs on screen is shown, and no search runs."""
    return view.result is not None and not view.running and not view.changed


def wait_for_answer(qtbot, view, timeout=20_000):
    qtbot.waitUntil(lambda: answered(view), timeout=timeout)
    return view.result


def click_territory(qtbot, view, name):
    """A left click on the territory's disc, where the player sees it."""
    item = view.scene.territories[name]
    point = view.map_view.mapFromScene(item.scenePos())
    QTest.mouseClick(view.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_arrow(qtbot, view, number):
    """A left click on the leg's number."""
    arrow = view.scene.arrows[number - 1]
    point = view.map_view.mapFromScene(arrow.badge_centre)
    QTest.mouseClick(view.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def type_on_map(qtbot, view, text):
    for character in text:
        qtbot.keyClicks(view.map_view, character)
