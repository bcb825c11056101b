import pytest

from riskgui.core.limits import RULE_LIMITS
from riskgui.core.rules import Rules
from riskgui.core.solver import solve_battle
from riskgui.gui.main_window import MainWindow
from riskgui.gui.rules_panel import PRESETS
from riskgui.gui.settings import load_inputs
from tests.gui.conftest import set_battle, wait_for_exact


@pytest.mark.parametrize("preset", list(PRESETS))
def test_presets_set_the_rules_and_the_exact_answer(qtbot, window, preset):
    set_battle(window, 10, 10)
    window.battle_panel.rules_panel.preset_combo.setCurrentText(preset)
    wait_for_exact(qtbot, window)
    rules = PRESETS[preset]
    assert window.battle().rules == rules
    expected = solve_battle(10, 10, rules).win_probability
    assert window.answer_panel.result.odds.win_probability == pytest.approx(expected, rel=1e-12)
    assert rules.describe() in window.answer_panel.rules_label.text()


def test_editing_a_detail_makes_the_preset_custom(window):
    window.battle_panel.rules_panel.defender_bonus.setValue(2)
    assert window.battle_panel.rules_panel.preset_combo.currentText() == "Custom"
    window.battle_panel.rules_panel.defender_bonus.setValue(0)
    assert window.battle_panel.rules_panel.preset_combo.currentText() == "Classic"


def test_the_rules_panel_never_offers_rules_the_core_refuses(qtbot, window):
    panel = window.battle_panel.rules_panel
    panel.details_button.setChecked(True)
    panel.attacker_dice.setValue(6)
    panel.attacker_sides.setValue(20)  # 6d20 cannot be enumerated: the box stops lower
    highest = panel.attacker_sides.maximum()
    assert 6 <= highest < 20 and panel.attacker_sides.value() == highest
    Rules(attacker_dice=6, attacker_sides=highest)
    with pytest.raises(ValueError, match="use fewer dice or sides"):
        Rules(attacker_dice=6, attacker_sides=highest + 1)
    assert not panel.error_label.isVisible()
    qtbot.waitUntil(lambda: window.simulation_panel.run_button.isEnabled(), timeout=2000)
    panel.attacker_dice.setValue(3)
    assert panel.attacker_sides.maximum() == 20  # fewer dice: every side count again


def test_the_convention_toggle_shows_the_same_battle_the_other_way(qtbot, window):
    set_battle(window, 10, 10, stop_at=3)
    wait_for_exact(qtbot, window)
    before = window.battle()
    window.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    assert (
        window.battle_panel.attackers_spin.value() == 9
        and window.battle_panel.stop_at_spin.value() == 2
    )
    assert "Attacking armies" in window.battle_panel.attackers_label.text()
    assert (
        "one more stays behind"
        in window.findChild(type(window.answer_panel.rules_label), "conventionHint").text()
    )
    assert window.battle() == before
    wait_for_exact(qtbot, window)
    assert "9 attacking armies" in window.answer_panel.rules_label.text()
    # 10 vs 10 in the other tools' convention is our 11 vs 10.
    window.battle_panel.stop_at_spin.setValue(0)  # shown as "0 (to the end)" in this convention
    assert window.battle().stop_at == 1
    window.battle_panel.attackers_spin.setValue(10)
    wait_for_exact(qtbot, window)
    assert round(window.answer_panel.result.odds.win_probability, 4) == 0.5676
    window.battle_panel.rules_panel.count_stay_behind.setChecked(True)
    assert window.battle_panel.attackers_spin.value() == 11


def test_rules_and_convention_survive_a_restart(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.battle_panel.rules_panel.preset_combo.setCurrentText("Capital defended with 3 dice")
    first.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.battle_panel.rules_panel.rules() == Rules(defender_dice=3)
    assert not second.battle_panel.rules_panel.counts_stay_behind
    assert second.battle() == first.battle()
    second.close()


def test_the_rules_panel_offers_exactly_the_limits_of_the_core(window):
    panel = window.battle_panel.rules_panel
    spins = {
        "attacker_dice": panel.attacker_dice,
        "defender_dice": panel.defender_dice,
        "attacker_sides": panel.attacker_sides,
        "defender_sides": panel.defender_sides,
        "defender_bonus": panel.defender_bonus,
    }
    assert set(spins) == set(RULE_LIMITS)
    for name, spin in spins.items():
        limit = RULE_LIMITS[name]
        assert (spin.minimum(), spin.maximum()) == (limit.low, limit.high)
        Rules(**{name: limit.high})  # the core accepts the widget's extremes
        with pytest.raises(ValueError, match=limit.label):
            Rules(**{name: limit.high + 1})


def test_remembered_rules_outside_the_limits_fall_back_to_classic(settings):
    settings.setValue("rules/attackerSides", RULE_LIMITS["attacker_sides"].high + 1)
    settings.setValue("rules/defenderBonus", 2)
    rules = load_inputs(settings).rules
    assert rules.attacker_sides == 6 and rules.defender_bonus == 2


def test_remembered_rules_the_core_refuses_are_replaced_with_a_note(qtbot, settings):
    for key, value in (("attackerDice", 3), ("defenderDice", 3), ("attackerSides", 20),
                       ("defenderSides", 20)):  # fmt: skip
        settings.setValue(f"rules/{key}", value)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.battle().rules == Rules()
    note = window.statusBar().currentMessage()
    assert "replaced by the classic ones" in note and "use fewer dice or sides" in note
    window.close()


def test_whatever_the_boxes_offer_can_be_played(window):
    import random

    panel = window.battle_panel.rules_panel
    boxes = [panel.attacker_dice, panel.defender_dice, panel.attacker_sides, panel.defender_sides]
    chooser = random.Random(11)
    for _ in range(200):
        box = chooser.choice(boxes)
        box.setValue(chooser.randint(box.minimum(), box.maximum()))
        panel.rules()  # never raises: no offered combination is refused
    assert not panel.error_label.isVisible()
