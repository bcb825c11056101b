"""The dice as drawn: one size whatever the number of dice, a "lost" mark seen on any palette."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPalette

from riskgui.gui.kit.plot_style import ATTACKER
from riskgui.gui.tabs.dice.faces import DiceFaces, DiceWidget, cross_centre_and_radius

LIGHT = {"window": "#efefef", "text": "#000000"}
DARK = {"window": "#2b2b2b", "text": "#e6e6e6"}  # as scripts/screenshots.py's dark palette


@pytest.fixture
def widget(qtbot):
    dice = DiceWidget()
    qtbot.addWidget(dice)
    dice.resize(420, 300)
    return dice


def attacker_pixels(widget):
    image = widget.grab().toImage()
    return sum(
        image.pixelColor(x, y) == ATTACKER
        for x in range(image.width())
        for y in range(image.height())
    )


@pytest.mark.slow
def test_a_die_has_one_size_however_many_dice_are_rolled(widget):
    # The attacker wins every pair with sixes: each full-colour die is the same six.
    widget.show_faces(DiceFaces((6, 6, 1), (5, 5), (True, True)))
    three_v_two = attacker_pixels(widget) / 2  # the 1 was not compared: drawn faded
    three_v_two_rect = widget.die_rect("attacker", 0)
    widget.show_faces(DiceFaces((6, 6), (5,), (True,)))
    two_v_one = attacker_pixels(widget) / 1
    widget.show_faces(DiceFaces((6,), (5,), (True,)))
    one_v_one = attacker_pixels(widget)
    assert one_v_one == pytest.approx(three_v_two, rel=0.02)
    assert two_v_one == pytest.approx(three_v_two, rel=0.02)
    assert widget.die_rect("attacker", 0) == three_v_two_rect  # and it stays in its place


@pytest.mark.slow
def test_rules_with_more_dice_draw_them_all_in_the_widget(widget):
    widget.set_most_dice(5)
    widget.show_faces(DiceFaces((6, 6, 5, 4, 1), (5, 5), (True, True)))
    assert widget.die_rect("attacker", 4).bottom() <= widget.height()
    assert widget.die_rect("attacker", 0).width() < 300 / 5


def luminance(color: QColor) -> float:
    return 0.2126 * color.red() + 0.7152 * color.green() + 0.0722 * color.blue()


@pytest.mark.slow
@pytest.mark.parametrize("colours", [LIGHT, DARK], ids=["light", "dark"])
def test_the_lost_mark_stands_out_on_light_and_dark_palettes(widget, colours):
    palette = QPalette(widget.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor(colours["window"]))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colours["text"]))
    widget.setPalette(palette)
    widget.show_faces(DiceFaces((6, 6, 1), (5, 5), (True, True)))  # both defender dice lose
    image = widget.grab().toImage()
    centre, radius = cross_centre_and_radius(widget.die_rect("defender", 0))
    cross = image.pixelColor(QPoint(round(centre.x()), round(centre.y())))
    disc = image.pixelColor(QPoint(round(centre.x()), round(centre.y() + radius * 0.7)))
    assert abs(luminance(cross) - luminance(disc)) > 120, (cross.name(), disc.name())
