import pytest

from riskgui.core.exact.solver import solve_battle
from riskgui.core.limits import side_limit
from riskgui.core.report.counting import Counting
from riskgui.core.rules.fields import FIELDS, from_text
from riskgui.core.rules.model import Rules, Side, side
from riskgui.core.rules.presets import PRESETS
from riskgui.gui.main_window import MainWindow
from riskgui.gui.settings import load_inputs
from tests.helpers import oracle
from tests.helpers.window import choose_preset, rule_control, set_battle, wait_for_exact


@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.key)
def test_presets_set_the_rules_and_the_exact_answer(qtbot, window, preset):
    set_battle(window, 10, 10)
    choose_preset(window.battle_panel.rules_panel.preset_combo, preset.key)
    wait_for_exact(qtbot, window)
    assert window.battle().rules == preset.rules
    assert window.battle_panel.rules_panel.preset_combo.currentData() == preset.key
    expected = solve_battle(10, 10, preset.rules).win_probability
    assert window.session.result.odds.win_probability == pytest.approx(expected, rel=1e-12)
    assert preset.title in window.answer_panel.rules_label.text()


def test_editing_a_detail_makes_the_preset_custom(window):
    panel = window.battle_panel.rules_panel
    rule_control(window, "defender.highest").setValue(2)
    assert panel.preset_combo.currentData() == "custom"
    rule_control(window, "defender.highest").setValue(0)
    assert panel.preset_combo.currentData() == "classic"


def test_every_field_of_the_rules_has_a_control(qtbot, window):
    """The Details grid sets each field the CLI takes, and the window solves those rules."""
    panel = window.battle_panel.rules_panel
    panel.details_button.setChecked(True)
    rule_control(window, "attacker.sides").setText("8,6")
    rule_control(window, "attacker.sides").textEdited.emit("8,6")
    rule_control(window, "defender.armies").setText("1,3")
    rule_control(window, "defender.armies").textEdited.emit("1,3")
    rule_control(window, "defender.extra_dice").setValue(1)
    rule_control(window, "attacker.reroll_ones").setChecked(True)
    rule_control(window, "defender.lowest").setValue(-1)
    rule_control(window, "attacker.every").setValue(1)
    rule_control(window, "defender.must_roll_most").setChecked(True)
    rule_control(window, "cap_faces").setChecked(False)
    rule_control(window, "ties").setCurrentText("attacker")
    expected = Rules(
        attacker=side(3, sides=(8, 6), reroll_ones=True, every=1),
        defender=Side(armies=(1, 3), extra_dice=1, lowest=-1, must_roll_most=True),
        ties="attacker",
        cap_faces=False,
    )
    assert panel.rules() == expected
    assert set(panel.controls) == {field.key for field in FIELDS}
    wait_for_exact(qtbot, window)
    assert window.session.result.odds.win_probability == pytest.approx(
        solve_battle(10, 10, expected).win_probability, rel=1e-12
    )


def test_more_dice_need_one_more_army_each(window):
    rule_control(window, "defender.armies").setText("1,3")
    rule_control(window, "defender.armies").textEdited.emit("1,3")
    rule_control(window, "defender.dice").setValue(3)
    assert rule_control(window, "defender.armies").text() == "1,3,4"
    rule_control(window, "defender.dice").setValue(1)
    assert rule_control(window, "defender.armies").text() == "1"


def test_rules_that_cannot_be_played_are_explained(qtbot, window):
    panel = window.battle_panel.rules_panel
    panel.details_button.setChecked(True)
    rule_control(window, "defender.armies").setText("2,3")
    rule_control(window, "defender.armies").textEdited.emit("2,3")
    assert panel.error_label.isVisible()
    assert "defender's first die must need 1 army" in panel.error_label.text()
    assert panel.preset_combo.currentData() == "custom"
    rule_control(window, "defender.armies").setText("1,2")
    rule_control(window, "defender.armies").textEdited.emit("1,2")
    assert not panel.error_label.isVisible()


def test_the_rules_panel_never_offers_dice_the_core_refuses(qtbot, window):
    panel = window.battle_panel.rules_panel
    panel.details_button.setChecked(True)
    sides = rule_control(window, "attacker.sides")
    sides.setText("20")
    sides.textEdited.emit("20")
    dice = rule_control(window, "attacker.dice")
    highest = dice.maximum()
    assert 3 <= highest < 6
    panel.rules()
    with pytest.raises(ValueError, match="use fewer dice or sides"):
        Rules(attacker=side(highest + 1, sides=(20,)))
    note = panel.limit_note
    assert note.isVisible()  # the box stops, and says why
    assert f"attacker dice: at most {highest}" in note.text() and "too long" in note.text()
    sides.setText("6")
    sides.textEdited.emit("6")
    assert dice.maximum() == 6  # smaller dice: every count again
    assert not note.isVisible()


def test_a_d20_defender_is_told_why_it_cannot_roll_three_dice(qtbot, window):
    panel = window.battle_panel.rules_panel
    panel.details_button.setChecked(True)
    for who in ("attacker", "defender"):  # d20 on both sides
        sides = rule_control(window, f"{who}.sides")
        sides.setText("20")
        sides.textEdited.emit("20")
    dice = rule_control(window, "defender.dice")
    assert dice.maximum() == 2 and panel.limit_note.isVisible()
    assert f"defender dice: at most {dice.maximum()}" in panel.limit_note.text()


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
    assert "9 attacking vs 10" in window.answer_panel.rules_label.text()
    # 10 vs 10 in the other tools' convention is our 11 vs 10.
    window.battle_panel.stop_at_spin.setValue(0)  # shown as "0 (to the end)" in this convention
    assert window.battle().stop_at == 1
    window.battle_panel.attackers_spin.setValue(10)
    wait_for_exact(qtbot, window)
    assert round(window.session.result.odds.win_probability, 4) == oracle.ELEVEN_VS_TEN
    window.battle_panel.rules_panel.count_stay_behind.setChecked(True)
    assert window.battle_panel.attackers_spin.value() == 11


@pytest.mark.slow
def test_rules_and_convention_survive_a_restart(qtbot, settings):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    choose_preset(first.battle_panel.rules_panel.preset_combo, "capital")
    first.battle_panel.rules_panel.count_stay_behind.setChecked(False)
    first.close()
    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.battle_panel.rules_panel.rules() == Rules(defender=side(3))
    assert second.battle_panel.rules_panel.preset_combo.currentData() == "capital"
    assert second.battle_panel.counting is Counting.ATTACKING
    assert second.battle() == first.battle()
    second.close()


def test_the_rules_panel_offers_exactly_the_limits_of_the_core(window):
    for field in FIELDS:
        spin = rule_control(window, field.key)
        if field.kind != "int" or field.name == "dice":
            continue  # dice counts are capped by what can be enumerated (next tests)
        limit = side_limit(field.side, field.name)
        assert (spin.minimum(), spin.maximum()) == (limit.low, limit.high), field.key
        values = {field.key: str(limit.high)}
        from_text(values)  # the core accepts the widget's extremes
        with pytest.raises(ValueError, match=limit.label):
            from_text({field.key: str(limit.high + 1)})


@pytest.mark.slow
def test_remembered_rules_outside_the_limits_fall_back_to_classic(settings):
    settings.setValue("rules/attacker.sides", "21")
    settings.setValue("rules/defender.highest", "2")
    inputs = load_inputs(settings)
    assert inputs.rules == Rules() and "attacker die sides" in inputs.note


@pytest.mark.slow
def test_remembered_rules_the_core_refuses_are_replaced_with_a_note(qtbot, settings):
    for key, value in (("attacker.dice", "3"), ("defender.dice", "3"), ("attacker.sides", "20"),
                       ("defender.sides", "20")):  # fmt: skip
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
    panel.details_button.setChecked(True)
    boxes = [
        rule_control(window, f"{who}.{name}")
        for who in ("attacker", "defender")
        for name in ("dice", "extra_dice", "highest", "lowest", "every")
    ]
    chooser = random.Random(11)
    for _ in range(200):
        box = chooser.choice(boxes)
        box.setValue(chooser.randint(box.minimum(), box.maximum()))
        panel.rules()  # never raises: no offered combination is refused
    assert not panel.error_label.isVisible()


def test_a_preset_name_too_long_for_the_box_is_shown_whole_under_it(qtbot, window):
    panel = window.battle_panel.rules_panel
    window.resize(800, 600)
    choose_preset(panel.preset_combo, "2210-defence-d8")
    qtbot.waitUntil(lambda: panel.preset_name.isVisible())
    assert panel.preset_name.text() == panel.preset_combo.currentText()
    choose_preset(panel.preset_combo, "classic")  # short: the box shows it whole
    qtbot.waitUntil(lambda: not panel.preset_name.isVisible())
