"""Every tab's inputs survive a restart, as the README promises; bad stored values do not."""

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from riskgui.gui.main_window import MainWindow
from riskgui.gui.remembered import OPTIONS


def open_window(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    return window


def widget(window, name):
    found = window.findChild(QWidget, name)
    kinds = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton, QTabWidget)
    assert isinstance(found, kinds), name
    return found


@pytest.mark.slow
def test_every_remembered_field_exists(qtbot, settings):
    window = open_window(qtbot, settings)
    for _, name in OPTIONS:
        widget(window, name)
    window.close()


@pytest.mark.slow
def test_each_tabs_inputs_and_the_open_tab_survive_a_restart(qtbot, settings):
    first = open_window(qtbot, settings)
    first.campaign_view.route_edit.setText("5, 1, 7")
    first.campaign_view.leave_edit.setText("2")
    first.campaign_view.stops_edit.setText("3, 2, 1")
    first.campaign_view.rules_edit.setText("same, capital, same")
    first.heatmap_view.max_attackers_spin.setValue(44)
    first.heatmap_view.max_defenders_spin.setValue(33)
    first.heatmap_view.attack_target.setValue(97.5)
    first.heatmap_view.defend_target.setValue(60.0)
    widget(first, "compareRulesCombo").setCurrentIndex(
        widget(first, "compareRulesCombo").findData("capital")
    )
    widget(first, "outcomeModeCombo").setCurrentIndex(1)
    widget(first, "outcomeLogCheck").setChecked(True)
    widget(first, "blitzSpeedCombo").setCurrentText("Fast")
    widget(first, "animateCheck").setChecked(False)
    widget(first, "warnBelowSpin").setValue(40)
    first.tabs.setCurrentWidget(first.heatmap_view)
    first.close()

    second = open_window(qtbot, settings)
    assert second.campaign_view.route_edit.text() == "5, 1, 7"
    assert second.campaign_view.leave_edit.text() == "2"
    assert second.campaign_view.stops_edit.text() == "3, 2, 1"
    assert second.campaign_view.rules_edit.text() == "same, capital, same"
    assert second.heatmap_view.max_attackers_spin.value() == 44
    assert second.heatmap_view.max_defenders_spin.value() == 33
    assert second.heatmap_view.attack_target.value() == 97.5
    assert second.heatmap_view.defend_target.value() == 60.0
    assert widget(second, "compareRulesCombo").currentData() == "capital"
    assert widget(second, "outcomeModeCombo").currentIndex() == 1
    assert widget(second, "outcomeLogCheck").isChecked()
    assert widget(second, "blitzSpeedCombo").currentText() == "Fast"
    assert not widget(second, "animateCheck").isChecked()
    assert widget(second, "warnBelowSpin").value() == 40
    assert second.tabs.currentWidget() is second.heatmap_view
    second.close()


@pytest.mark.slow
def test_stored_values_a_field_cannot_take_are_left_out(qtbot, settings):
    for key, value in (
        ("planner/maxAttackers", "1e9"),
        ("planner/attackTarget", "banana"),
        ("compare/rules", "monopoly"),
        ("window/tab", "42"),
        ("dice/animate", "perhaps"),
        ("campaign/route", "9" * 10_000),
    ):
        settings.setValue(key, value)
    window = open_window(qtbot, settings)
    assert window.heatmap_view.max_attackers_spin.value() != 10**9
    assert widget(window, "compareRulesCombo").currentData() == "legacy-bunker"
    assert window.tabs.currentIndex() == 0
    assert widget(window, "animateCheck").isChecked()
    assert len(window.campaign_view.route_edit.text()) < 100
    window.close()
