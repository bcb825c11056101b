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
from riskgui.gui.jobs.planner import Answers
from riskgui.gui.tabs.planner import PlannerView
from tests.helpers import oracle
from tests.helpers.window import set_battle, wait_for_exact


@pytest.fixture
def planner(qtbot):
    view = PlannerView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    yield view
    view.shutdown()


def test_map_shows_the_win_table(qtbot, planner):
    planner.set_battle_rules(Rules(defender=side(2, highest=1)), 2, Counting.ON_TERRITORY)
    planner.max_attackers_spin.setValue(20)
    planner.max_defenders_spin.setValue(12)
    planner.draw_button.click()
    qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
    image = planner.image.image
    assert image.shape == (20, 12)  # attackers 1..20, defenders 1..12
    expected = solve_battle(10, 10, Rules(defender=side(2, highest=1)), 2).win_probability
    assert image[9, 9] == pytest.approx(100 * expected)
    assert planner.colorbar.levels() == (0, 100)


def test_value_under_the_cursor(qtbot, planner):
    planner.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)
    planner.draw_button.click()
    qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
    view_box = planner.heatmap.getPlotItem().vb
    planner.on_mouse_moved(view_box.mapViewToScene(QPointF(10, 10)))
    text = planner.cursor_label.text()
    assert text.startswith("10 on the attacking territory vs 10 defending")
    assert oracle.TEN_VS_TEN_PERCENT in text


def test_both_questions_are_answered_in_the_current_convention(qtbot, planner):
    planner.set_battle_rules(Rules(), 1, Counting.ATTACKING)  # counting only attacking armies
    planner.attack_target.setValue(80)
    planner.attack_defenders.setValue(10)
    planner.defend_target.setValue(70)
    planner.defend_attackers.setValue(9)
    qtbot.waitUntil(lambda: "hold against" in planner.defend_answer.text(), timeout=10_000)
    qtbot.waitUntil(lambda: "conquer" in planner.attack_answer.text(), timeout=10_000)
    needed = armies_needed(10, 0.8)
    assert f"<b>{needed.attackers - 1} attacking armies</b>" in planner.attack_answer.text()
    hold = defenders_needed(10, 0.7)  # 9 attacking = 10 on the territory
    answer = planner.defend_answer.text()
    assert f"<b>{hold.defenders} defending armies</b> hold against 9" in answer


def test_map_is_capped_so_it_stays_responsive(planner):
    assert planner.max_attackers_spin.maximum() * planner.max_defenders_spin.maximum() <= 1_000_000
    assert not np.isnan(planner.attack_target.maximum())


class Click:
    def __init__(self, position):
        self._position = position

    def scenePos(self):  # noqa: N802 - pyqtgraph's mouse event
        return self._position


def test_questions_start_from_the_battle_and_a_click_loads_a_cell(qtbot, window):
    set_battle(window, 17, 6)
    qtbot.waitUntil(lambda: window.planner_view.attack_defenders.value() == 6)
    planner = window.planner_view
    assert planner.defend_attackers.value() == 17
    window.tabs.setCurrentWidget(planner)
    planner.draw_button.click()
    qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
    view_box = planner.heatmap.getPlotItem().vb
    planner.on_mouse_clicked(Click(view_box.mapViewToScene(QPointF(12, 25))))
    assert (window.battle().attackers, window.battle().defenders) == (25, 12)
    assert "Loaded 25 vs 12" in window.statusBar().currentMessage()
    wait_for_exact(qtbot, window)
    assert planner.grid is not None  # same rules: the map stays


def test_the_map_draws_itself_when_first_shown(qtbot):
    planner = PlannerView()
    qtbot.addWidget(planner)
    rules = Rules(defender=side(2, highest=1))
    planner.set_battle_rules(rules, 1, Counting.ON_TERRITORY)  # hidden: nothing computed
    assert planner.grid is None
    planner.show()
    try:
        assert "Computing the map" in planner.heatmap.getPlotItem().titleLabel.text
        (x_low, x_high), _ = planner.heatmap.getPlotItem().viewRange()
        assert x_low < 1 and x_high > 20  # the grid's extent, not an empty -0.5 to 0.5
        qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
        assert planner.grid.rules == rules and planner.image.image.shape == (30, 30)
    finally:
        planner.shutdown()


def test_new_rules_redraw_the_map_while_it_is_shown(qtbot, planner):
    qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
    bunker = Rules(defender=side(2, highest=1))
    planner.set_battle_rules(bunker, 1, Counting.ON_TERRITORY)
    qtbot.waitUntil(lambda: planner.grid is not None and planner.grid.rules == bunker)
    expected = solve_battle(10, 10, bunker).win_probability
    assert planner.image.image[9, 9] == pytest.approx(100 * expected)


def test_answers_write_thousands_with_separators(planner):
    attack = ArmiesNeeded(defenders=20_000, target=0.8, attackers=21_500, win_probability=0.8)
    defend = DefendersNeeded(attackers=20_000, target=0.8, defenders=19_000, hold_probability=0.8)
    planner.on_answers(0, Answers(attack, defend))
    assert "<b>21,500 armies on the attacking territory</b> conquer 20,000" in (
        planner.attack_answer.text()
    )
    assert "<b>19,000 defending armies</b> hold against 20,000 " in planner.defend_answer.text()


def test_the_same_rules_again_leave_a_map_being_drawn_alone(qtbot):
    planner = PlannerView()  # hidden: no map of its own on the way
    qtbot.addWidget(planner)
    try:
        planner.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)
        planner.max_attackers_spin.setValue(400)
        planner.draw_button.click()
        run = planner._map_runner.run_id
        planner.set_battle_rules(Rules(), 1, Counting.ON_TERRITORY)  # the battle settles again
        assert planner._map_runner.run_id == run  # not cancelled
        qtbot.waitUntil(lambda: planner.grid is not None, timeout=10_000)
        assert planner.grid.table.shape[0] == 401
    finally:
        planner.shutdown()
