import numpy as np
import pytest
from PySide6.QtCore import QPointF

from riskgui.core.exact.needed import (
    ArmiesNeeded,
    DefendersNeeded,
    armies_needed,
    defenders_needed,
)
from riskgui.core.exact.solver import solve_battle
from riskgui.core.report.counting import Counting
from riskgui.core.rules.model import Rules, side
from riskgui.gui.jobs.heatmap import Answers
from riskgui.gui.tabs.heatmap import HeatmapView
from tests.helpers import oracle
from tests.helpers.window import set_battle, wait_for_exact


@pytest.fixture
def heatmap(qtbot):
    view = HeatmapView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    yield view
    view.shutdown()


@pytest.mark.slow
def test_map_shows_the_win_table(qtbot, heatmap):
    heatmap.set_battle_rules(Rules(defender=side(2, highest=1)), 2, Counting.ON_TERRITORY)
    heatmap.max_attackers_spin.setValue(20)
    heatmap.max_defenders_spin.setValue(12)
    heatmap.draw_button.click()
    qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
    image = heatmap.image.image
    assert image.shape == (20, 12)  # attackers 1..20, defenders 1..12
    expected = solve_battle(10, 10, Rules(defender=side(2, highest=1)), 2).win_probability
    assert image[9, 9] == pytest.approx(100 * expected)
    assert heatmap.colorbar.levels() == (0, 100)


@pytest.mark.slow
def test_value_under_the_cursor(qtbot, heatmap):
    heatmap.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)
    heatmap.draw_button.click()
    qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
    view_box = heatmap.heatmap.getPlotItem().vb
    heatmap.on_mouse_moved(view_box.mapViewToScene(QPointF(10, 10)))
    text = heatmap.cursor_label.text()
    assert text.startswith("10 on the attacking territory vs 10 defending")
    assert oracle.TEN_VS_TEN_PERCENT in text


@pytest.mark.slow
def test_both_questions_are_answered_in_the_current_convention(qtbot, heatmap):
    heatmap.set_battle_rules(Rules(), 1, Counting.ATTACKING)  # counting only attacking armies
    heatmap.attack_target.setValue(80)
    heatmap.attack_defenders.setValue(10)
    heatmap.defend_target.setValue(70)
    heatmap.defend_attackers.setValue(9)
    qtbot.waitUntil(lambda: "hold against" in heatmap.defend_answer.text(), timeout=10_000)
    qtbot.waitUntil(lambda: "conquer" in heatmap.attack_answer.text(), timeout=10_000)
    needed = armies_needed(10, 0.8)
    assert f"<b>{needed.attackers - 1} attacking armies</b>" in heatmap.attack_answer.text()
    hold = defenders_needed(10, 0.7)  # 9 attacking = 10 on the territory
    answer = heatmap.defend_answer.text()
    assert f"<b>{hold.defenders} defending armies</b> hold against 9" in answer


@pytest.mark.slow
def test_map_is_capped_so_it_stays_responsive(heatmap):
    assert heatmap.max_attackers_spin.maximum() * heatmap.max_defenders_spin.maximum() <= 1_000_000
    assert not np.isnan(heatmap.attack_target.maximum())


class Click:
    def __init__(self, position):
        self._position = position

    def scenePos(self):  # noqa: N802 - pyqtgraph's mouse event
        return self._position


def test_questions_start_from_the_battle_and_a_click_loads_a_cell(qtbot, window):
    set_battle(window, 17, 6)
    qtbot.waitUntil(lambda: window.heatmap_view.attack_defenders.value() == 6)
    heatmap = window.heatmap_view
    assert heatmap.defend_attackers.value() == 17
    window.tabs.setCurrentWidget(heatmap)
    heatmap.draw_button.click()
    qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
    view_box = heatmap.heatmap.getPlotItem().vb
    heatmap.on_mouse_clicked(Click(view_box.mapViewToScene(QPointF(12, 25))))
    assert (window.battle().attackers, window.battle().defenders) == (25, 12)
    assert "Loaded 25 vs 12" in window.statusBar().currentMessage()
    wait_for_exact(qtbot, window)
    assert heatmap.grid is not None  # same rules: the map stays


@pytest.mark.slow
def test_the_map_draws_itself_when_first_shown(qtbot):
    heatmap = HeatmapView()
    qtbot.addWidget(heatmap)
    rules = Rules(defender=side(2, highest=1))
    heatmap.set_battle_rules(rules, 1, Counting.ON_TERRITORY)  # hidden: nothing computed
    assert heatmap.grid is None
    heatmap.show()
    try:
        assert "Computing the map" in heatmap.heatmap.getPlotItem().titleLabel.text
        (x_low, x_high), _ = heatmap.heatmap.getPlotItem().viewRange()
        assert x_low < 1 and x_high > 20  # the grid's extent, not an empty -0.5 to 0.5
        qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
        assert heatmap.grid.rules == rules and heatmap.image.image.shape == (30, 30)
    finally:
        heatmap.shutdown()


@pytest.mark.slow
def test_new_rules_redraw_the_map_while_it_is_shown(qtbot, heatmap):
    qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
    bunker = Rules(defender=side(2, highest=1))
    heatmap.set_battle_rules(bunker, 1, Counting.ON_TERRITORY)
    qtbot.waitUntil(lambda: heatmap.grid is not None and heatmap.grid.rules == bunker)
    expected = solve_battle(10, 10, bunker).win_probability
    assert heatmap.image.image[9, 9] == pytest.approx(100 * expected)


@pytest.mark.slow
def test_answers_write_thousands_with_separators(heatmap):
    attack = ArmiesNeeded(defenders=20_000, target=0.8, attackers=21_500, win_probability=0.8)
    defend = DefendersNeeded(attackers=20_000, target=0.8, defenders=19_000, hold_probability=0.8)
    heatmap.on_answers(0, Answers(attack, defend))
    assert "<b>21,500 armies on the attacking territory</b> conquer 20,000" in (
        heatmap.attack_answer.text()
    )
    assert "<b>19,000 defending armies</b> hold against 20,000 " in heatmap.defend_answer.text()


@pytest.mark.slow
def test_the_same_rules_again_leave_a_map_being_drawn_alone(qtbot):
    heatmap = HeatmapView()  # hidden: no map of its own on the way
    qtbot.addWidget(heatmap)
    try:
        heatmap.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)
        heatmap.max_attackers_spin.setValue(400)
        heatmap.draw_button.click()
        run = heatmap._map_runner.run_id
        heatmap.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)  # the battle settles again
        assert heatmap._map_runner.run_id == run  # not cancelled
        qtbot.waitUntil(lambda: heatmap.grid is not None, timeout=10_000)
        assert heatmap.grid.table.shape[0] == 401
    finally:
        heatmap.shutdown()
