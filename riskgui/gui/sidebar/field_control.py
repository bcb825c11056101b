"""One rules field as a widget, read and written as the text the CLI and settings use."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox, QWidget

from riskgui.core.limits import side_limit
from riskgui.core.rules.fields import NO, YES, Field
from riskgui.gui.kit.widgets import limit_spin_box

# The row label of each side field in the Details grid.
ROW_LABELS = {
    "dice": "Dice",
    "armies": "Armies per die",
    "sides": "Die sides",
    "extra_dice": "Extra dice (best kept)",
    "reroll_ones": "Re-roll ones",
    "highest": "Highest die +/-",
    "lowest": "Lowest die +/-",
    "every": "Every die +/-",
    "must_roll_most": "Must roll the most",
}
_LIST = QRegularExpression(r"^\s*\d{1,4}(\s*,\s*\d{0,4})*$")


class FieldControl:
    """One field's widget, read and written as text."""

    def __init__(self, field: Field) -> None:
        self.field = field
        name = field.key.replace(".", "_") + "Control"
        self.widget: QWidget
        if field.kind == "int":
            self.widget = limit_spin_box(name, side_limit(field.side, field.name), field.help)
        elif field.kind == "ints":
            edit = QLineEdit()
            edit.setValidator(QRegularExpressionValidator(_LIST, edit))
            edit.setMaximumWidth(90)
            self.widget = edit
        elif field.kind == "bool":
            self.widget = QCheckBox()
        else:
            combo = QComboBox()
            combo.addItems(["defender", "attacker"])
            self.widget = combo
        self.widget.setObjectName(name)
        self.widget.setToolTip(field.help[0].upper() + field.help[1:])
        self.widget.setAccessibleName(field.label.capitalize())

    def text(self) -> str:
        widget = self.widget
        if isinstance(widget, QSpinBox):
            return str(widget.value())
        if isinstance(widget, QLineEdit):
            return widget.text()
        if isinstance(widget, QCheckBox):
            return YES if widget.isChecked() else NO
        assert isinstance(widget, QComboBox)
        return widget.currentText()

    def set_text(self, text: str) -> None:
        widget = self.widget
        widget.blockSignals(True)
        if isinstance(widget, QSpinBox):
            widget.setValue(int(text))
        elif isinstance(widget, QLineEdit):
            widget.setText(text)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(text == YES)
        elif isinstance(widget, QComboBox):
            widget.setCurrentText(text)
        widget.blockSignals(False)

    def connect(self, slot: Callable[[], None]) -> None:
        widget = self.widget
        if isinstance(widget, QSpinBox):
            widget.valueChanged.connect(slot)
        elif isinstance(widget, QLineEdit):
            widget.textEdited.connect(slot)
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(slot)
        elif isinstance(widget, QComboBox):
            widget.currentTextChanged.connect(slot)
