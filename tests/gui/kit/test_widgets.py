"""A percentage typed out of range is clamped to the limit and said, as the army boxes do."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QScrollArea

from riskgui.gui.kit.widgets import ClampingPercentBox, percent_spin_box, scrolled


def type_in(qtbot, spin, text):
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("typed", "expected", "which"), [("100", 99.9, "most"), ("0", 0.1, "least")]
)
def test_a_percentage_out_of_range_is_clamped_and_said(qtbot, typed, expected, which):
    spin = percent_spin_box("chanceSpin", 80, "Chance wanted")
    qtbot.addWidget(spin)
    with qtbot.waitSignal(spin.clamped) as said:
        type_in(qtbot, spin, typed)
    assert spin.value() == expected
    assert said.args == [
        f"Chance wanted: {typed} % is out of range; set to the {which}, {expected} %."
    ]


@pytest.mark.slow
def test_a_percentage_in_range_is_taken_without_a_word(qtbot):
    spin = percent_spin_box("chanceSpin", 80, "Chance wanted")
    qtbot.addWidget(spin)
    with qtbot.assertNotEmitted(spin.clamped):
        type_in(qtbot, spin, "99.5")
    assert spin.value() == 99.5  # tenths of a percent: "99.5 % sure" is a target


def test_percent_boxes_are_clamping_boxes_so_the_window_says_what_was_set(qtbot, window):
    for name in ("attackTargetSpin", "defendTargetSpin", "warnBelowSpin"):
        spin = window.findChild(QAbstractSpinBox, name)
        assert isinstance(spin, ClampingPercentBox), name  # the window listens to every one
        type_in(qtbot, spin, "100")
        assert spin.value() == 99.9
        assert "100 % is out of range; set to the most, 99.9 %." in (
            window.statusBar().currentMessage()
        )


@pytest.mark.slow
@pytest.mark.parametrize("keep_width", [False, True])
def test_a_part_scrolls_down_never_across_and_keeps_its_width_when_asked(qtbot, keep_width):
    part = QLabel("a line that is wide enough to need some room " * 3)
    scroll = scrolled(part, "partScroll", keep_width=keep_width)
    qtbot.addWidget(scroll)
    assert scroll.objectName() == "partScroll" and scroll.widget() is part
    assert scroll.widgetResizable() and scroll.frameShape() == QScrollArea.Shape.NoFrame
    assert scroll.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    least = part.minimumSizeHint().width()
    assert (scroll.minimumWidth() > least) == keep_width
