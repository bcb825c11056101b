"""The board drawn from the map's data: 42 territories, 83 borders of which the 25 across
the sea are dashed, Alaska and Kamchatka joined off both edges; the plan as numbered
arrows; the position, the goal and the draft on the territories."""

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from riskgui.core.board.map import load_map
from riskgui.gui.tabs.board.colours import player_colours
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.inputs import inputs_from_json
from riskgui.gui.tabs.board.lines import segments
from riskgui.gui.tabs.board.scene import BoardScene
from riskgui.gui.tabs.board.territory_item import Look, disc_text
from riskgui.gui.tabs.board.turn_link import ShownLeg

BOARD = load_map("classic")
LOOK = Look(QColor("black"), QColor("white"), QColor("blue"))


@pytest.fixture
def scene(qtbot):
    return BoardScene(BOARD, LOOK)


@pytest.mark.slow
def test_every_territory_and_border_is_an_item(scene):
    assert len(scene.territories) == 42
    assert len(scene.borders) == 83
    dashed = [b for b in scene.borders if b.pen().style() == Qt.PenStyle.DashLine]
    assert len(dashed) == 25
    assert {tuple(sorted(b.territories)) for b in dashed} == set(BOARD.sea_lanes)
    for name, item in scene.territories.items():
        place = BOARD.territory(name)
        assert (item.pos().x(), item.pos().y()) == (place.x, place.y)


@pytest.mark.slow
def test_alaska_and_kamchatka_meet_off_both_edges(scene):
    (border,) = [b for b in scene.borders if set(b.territories) == {"Alaska", "Kamchatka"}]
    path = border.path()
    xs = sorted(path.elementAt(i).x for i in range(path.elementCount()))
    assert xs == [0.0, BOARD.territory("Alaska").x, BOARD.territory("Kamchatka").x, BOARD.width]
    (start, edge), (other_edge, end) = segments(
        QPointF(45, 75), QPointF(875, 65), BOARD.width
    )  # one straight line across the edge: the same height on both sides
    assert edge.y() == other_edge.y() and 65 < edge.y() < 75


@pytest.mark.slow
def test_a_short_border_is_one_line(scene):
    assert len(segments(QPointF(0, 0), QPointF(100, 50), 1000)) == 1


@pytest.mark.slow
def test_the_position_is_shown_on_each_territory(scene):
    inputs = inputs_from_json(BOARD, example_position())
    colours = player_colours(inputs.players)
    scene.show_position(inputs, colours, "Siam", {"Siam": 3})
    siam = scene.territories["Siam"].shown
    assert (siam.armies, siam.current, siam.drafted) == (10, True, 3)
    assert siam.owner == colours["Red"] == QColor("#d64541")  # Red plays red
    assert not siam.in_goal and scene.territories["Indonesia"].shown.in_goal
    assert sum(item.shown.in_goal for item in scene.territories.values()) == 4
    assert scene.player_legend.texts[1] == "[R] Red, you: 11 \u00b7 36"
    assert "Siam (Asia): Red, 10 armies" == scene.territories["Siam"].toolTip()


@pytest.mark.slow
def test_the_legs_are_numbered_arrows_with_their_chance(scene):
    legs = (
        ShownLeg("Siam", "Indonesia", 0.99, 1.0),
        ShownLeg("Indonesia", "New Guinea", 0.5, 0.99),
        ShownLeg("New Guinea", "Indonesia", 0.01, 0.1),
    )
    scene.show_legs(legs)
    assert [(a.number, a.between, a.chance) for a in scene.arrows] == [
        (1, ("Siam", "Indonesia"), "99.00 %"),
        (2, ("Indonesia", "New Guinea"), "50.00 %"),
        (3, ("New Guinea", "Indonesia"), "1.00 %"),
    ]
    assert all(a.scene() is scene for a in scene.arrows)
    # The third leg's turn comes 1 % of the time: faint, under the others, its chance
    # only in its tooltip, so backups do not bury a small continent under boxes.
    assert [a.labelled for a in scene.arrows] == [True, True, False]
    assert scene.arrows[2].zValue() < scene.arrows[1].zValue()
    assert "1.00 %" in scene.arrows[2].toolTip()
    scene.show_legs(legs[:1])
    assert len(scene.arrows) == 1
    assert len([i for i in scene.items() if i.__class__.__name__ == "LegArrow"]) == 1


@pytest.mark.slow
def test_a_leg_across_the_edge_is_drawn_off_both_edges(scene):
    scene.show_legs((ShownLeg("Kamchatka", "Alaska", 0.7, 1.0),))
    box = scene.arrows[0].boundingRect()
    assert box.left() < 10 and box.right() > BOARD.width - 10


@pytest.mark.slow
def test_a_click_anywhere_on_an_arrow_hits_it(scene):
    scene.show_legs((ShownLeg("India", "Siam", 0.5, 1.0),))
    arrow = scene.arrows[0]
    label = arrow.boundingRect()  # the number, the shaft's middle, the head and the chance
    india, siam = (BOARD.territory(t) for t in ("India", "Siam"))
    middle = QPointF((india.x + siam.x) / 2, (india.y + siam.y) / 2)
    near_head = QPointF(siam.x - 26, siam.y - 3)
    for point in (arrow.badge_centre, middle, near_head):
        assert arrow.contains(point), point
    assert not arrow.contains(QPointF(label.left() + 1, label.bottom() - 1))
    assert not arrow.contains(QPointF(india.x, india.y))  # the territory stays clickable


@pytest.mark.slow
@pytest.mark.parametrize(
    ("armies", "shown"),
    [(7, "7"), (999, "999"), (1_000, "1.0k"), (2_599, "2.5k"), (9_999, "9.9k"),
     (10_000, "10k")],
)  # fmt: skip
def test_a_disc_shows_large_armies_in_four_characters_rounded_down(armies, shown):
    assert disc_text(armies) == shown


@pytest.mark.slow
@pytest.mark.parametrize("extra", [0, 8])
def test_every_player_of_the_legend_is_on_the_scene(scene, extra):
    data = example_position()
    names = [f"Player {k}" for k in range(extra)]
    for territory, name in zip(["Peru", "Brazil", "Argentina", "Venezuela", "Iceland",
                                "Japan", "Alaska", "Greenland"], names):  # fmt: skip
        data["position"][territory] = [name, 2]
    inputs = inputs_from_json(BOARD, data)
    scene.show_position(inputs, player_colours(inputs.players), None, {})
    legend = scene.player_legend.sceneBoundingRect()
    assert len(scene.player_legend.texts) == 1 + len(inputs.players)
    assert scene.sceneRect().contains(legend)
    assert (scene.sceneRect().height() > BOARD.height) == (extra > 0)


# Africa's plan on the mid-game position (issue 36: "82.29 %" hid Brazil's armies, labels
# covered names, backups piled on each other).
AFRICA = (
    ShownLeg("North Africa", "Congo", 0.98, 1.0, True),
    ShownLeg("Congo", "South Africa", 0.66, 0.97),
    ShownLeg("Egypt", "East Africa", 0.77, 1.0, True),
    ShownLeg("East Africa", "Madagascar", 0.40, 0.72),
    ShownLeg("Middle East", "East Africa", 0.44, 0.5),
    ShownLeg("South Africa", "East Africa", 0.03, 0.05),
    ShownLeg("East Africa", "South Africa", 0.20, 0.3),
    ShownLeg("South Africa", "Madagascar", 0.04, 0.3),
    ShownLeg("Madagascar", "South Africa", 0.001, 0.01),
    ShownLeg("South Africa", "Congo", 0.0002, 0.002),
    ShownLeg("Brazil", "North Africa", 0.82, 1.0, True),
)


def test_no_chance_covers_a_territorys_name_or_armies_or_another_chance(scene):
    scene.show_next(("North Africa", "Congo"))
    scene.show_legs(AFRICA)
    labels = [arrow.label for arrow in scene.arrows if arrow.labelled]
    assert len(labels) >= 4  # the likeliest legs keep their chance beside them
    for label in labels:
        for name, territory in scene.territories.items():
            assert not label.intersects(territory.readable), name
    for k, label in enumerate(labels):
        assert not any(label.intersects(other) for other in labels[k + 1 :])
    for arrow in scene.arrows:  # every chance still on hover
        assert arrow.chance in arrow.toolTip()


def test_a_backup_says_when_it_runs():
    from riskgui.gui.tabs.board.plan_text import legs_html

    text = legs_html(AFRICA[:6])
    assert "<li>North Africa \u2192 Congo" in text
    assert "<li>if East Africa still holds: Middle East \u2192 East Africa" in text
    assert "<li>Egypt \u2192 East Africa" in text  # the first onto it is no backup
