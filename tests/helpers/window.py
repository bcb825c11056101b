"""Driving the main window as a player does, and waiting for what it shows."""


def set_battle(window, attackers, defenders, stop_at=1):
    panel = window.battle_panel
    panel.attackers_spin.setValue(attackers)
    panel.defenders_spin.setValue(defenders)
    panel.stop_at_spin.setValue(stop_at)


def wait_for_exact(qtbot, window):
    def shown():
        result = window.session.result
        return result is not None and result.battle == window.battle()

    qtbot.waitUntil(shown, timeout=10_000)


def wait_for_fraction(qtbot, window):
    """The exact answer and its fraction, which a second step of the job brings."""

    def shown():
        result = window.session.result
        if result is None or result.battle != window.battle():
            return False
        return result.fraction is not None

    qtbot.waitUntil(shown, timeout=10_000)


def choose_preset(combo, key):
    """Pick a preset as a player does: by its item, which carries the preset key."""
    index = combo.findData(key)
    assert index >= 0, key
    combo.setCurrentIndex(index)


def rule_control(window, key):
    """The widget of one rules field, e.g. ``defender.highest``."""
    return window.battle_panel.rules_panel.controls[key].widget
