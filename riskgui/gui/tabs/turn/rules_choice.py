"""The rules combo boxes of a plan: the presets, "the plan's rules" for a leg, and rules
a file gave as an object of fields (kept as they are, so saving loses nothing)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from riskgui.gui.kit.preset_combo import preset_combo
from riskgui.gui.tabs.turn.inputs import RulesValue

THE_PLANS = ""  # the item data of "the plan's rules"


def rules_combo(name: str, tip: str, with_the_plans: bool) -> QComboBox:
    combo = preset_combo(name, tip, with_custom=False)
    if with_the_plans:
        combo.insertItem(0, "The plan's rules", THE_PLANS)
        combo.insertSeparator(1)
        combo.setCurrentIndex(0)
    return combo


def rules_value(combo: QComboBox) -> RulesValue | None:
    """The chosen rules as the plan JSON says them; None for the plan's own."""
    data = combo.currentData()
    if not isinstance(data, str) or data == THE_PLANS:
        return None
    if data.startswith("{"):
        fields: dict[str, object] = json.loads(data)
        return fields
    return data


def choose_rules(combo: QComboBox, value: RulesValue | None) -> None:
    """Select ``value`` without emitting signals, adding an item for an object of fields."""
    if value is None:
        data = THE_PLANS
    elif isinstance(value, str):
        data = value
    else:
        data = json.dumps(value, sort_keys=True)
    index = combo.findData(data)
    if index < 0:
        fields = json.loads(data) if data.startswith("{") else {}
        shown = ", ".join(f"{key} {fields[key]}" for key in fields) or data
        combo.addItem(f"From the file: {shown}", data)
        index = combo.count() - 1
        combo.setItemData(index, data, Qt.ItemDataRole.ToolTipRole)
    combo.blockSignals(True)
    combo.setCurrentIndex(index)
    combo.blockSignals(False)
