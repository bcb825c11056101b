"""The plan's words: said again with a lowered bound while the advice improves, they stay
where the player has scrolled to; a new plan starts at its top."""

from riskgui.gui.tabs.board.plan_box import PlanBox


def long_plan(bound: str) -> str:
    legs = "".join(f"<li>Leg {n}: 50.00 %</li>" for n in range(60))
    return f"<p>Heuristic: none does better than {bound}.</p><ol>{legs}</ol>"


def test_a_lowered_bound_keeps_the_place_and_a_new_plan_starts_at_the_top(qtbot):
    box = PlanBox()
    qtbot.addWidget(box)
    box.resize(400, 200)
    box.show()
    qtbot.waitExposed(box)
    box.show_text(long_plan("49.99 %"), True)
    bar = box.text.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum() // 2)
    place = bar.value()
    box.show_text(long_plan("49.99 %"), True)  # the same words: nothing moves
    assert bar.value() == place
    box.show_text(long_plan("29.57 %"), True, keep_place=True)
    assert "29.57 %" in box.text.toPlainText() and bar.value() == place
    box.show_text(long_plan("12.00 %"), False)
    assert bar.value() == 0 and not box.turn_button.isEnabled()
