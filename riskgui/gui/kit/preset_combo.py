"""A combo box of the presets, grouped by edition, each item carrying its preset key."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from riskgui.core.rules.presets import PRESETS, Preset, preset

CUSTOM_KEY = "custom"


def preset_combo(name: str, tip: str, with_custom: bool) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setToolTip(tip)
    combo.setAccessibleName(tip)
    edition = ""
    for item in PRESETS:
        if edition and item.edition != edition:
            combo.insertSeparator(combo.count())
        edition = item.edition
        combo.addItem(item.title, item.key)
        combo.setItemData(combo.count() - 1, item.source, Qt.ItemDataRole.ToolTipRole)
    if with_custom:
        combo.insertSeparator(combo.count())
        combo.addItem("Custom (see Details)", CUSTOM_KEY)
    # Long titles must not widen the window: the box shortens them, the list shows them whole.
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(18)
    combo.view().setMinimumWidth(combo.view().sizeHintForColumn(0) + 24)
    return combo


def chosen_preset(combo: QComboBox) -> Preset | None:
    key = combo.currentData()
    return None if key in (None, CUSTOM_KEY) else preset(str(key))


def choose(combo: QComboBox, key: str) -> None:
    """Select the item of this preset key (or Custom) without emitting signals."""
    combo.blockSignals(True)
    combo.setCurrentIndex(combo.findData(key))
    combo.blockSignals(False)
