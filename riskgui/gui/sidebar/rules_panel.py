"""Choosing the rules: presets by edition, every field under Details, and the army convention.

The Details grid is built from ``core.rule_fields.FIELDS``: one control per field and
side, read and written as the same text the CLI and the settings use, so the panel
cannot offer a rule the core does not know.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QRegularExpression, Signal, Slot
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.limits import side_limit
from riskgui.core.report.counting import Counting
from riskgui.core.rules.fields import FIELDS, NO, SIDES, YES, Field, from_text, to_text
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import find_preset
from riskgui.gui.kit.preset_combo import CUSTOM_KEY, choose, chosen_preset, preset_combo
from riskgui.gui.kit.widgets import error_label, limit_spin_box

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


class RulesPanel(QWidget):
    """Holds the chosen ``Rules`` as a value: the fields are parsed once per edit.

    Signals:
    rulesChanged(): the rules changed (read them with rules())
    countingChanged(object): the Counting chosen with the check box
    """

    rulesChanged = Signal()
    countingChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPanel")
        self.preset_combo = preset_combo(
            "rulesPresetCombo", "Rule sets of the editions and house rules", with_custom=True
        )
        self.preset_combo.setAccessibleName("Rules")
        self.details_button = QToolButton()
        self.details_button.setObjectName("rulesDetailsButton")
        self.details_button.setText("Details")
        self.details_button.setCheckable(True)
        self.details_button.setToolTip("Show every rule")
        self.details_button.setAccessibleName("Show rule details")
        self.controls = {field.key: FieldControl(field) for field in FIELDS}
        self.count_stay_behind = QCheckBox("Count the army that stays behind")
        self.count_stay_behind.setObjectName("conventionCheck")
        self.count_stay_behind.setChecked(True)
        self.count_stay_behind.setToolTip(
            "Checked: enter every army on the attacking territory (as on the board). "
            "Unchecked: enter only the armies that attack, as the official online game does."
        )
        self.count_stay_behind.setAccessibleName("Count the army that stays behind")
        self.error_label = error_label("rulesErrorLabel")
        self._rules: Rules | None = Rules()
        self._problem = ""

        self.details = QWidget()
        self.details.setObjectName("rulesDetails")
        grid = QGridLayout(self.details)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)
        grid.addWidget(QLabel("<b>Attacker</b>"), 0, 1)
        grid.addWidget(QLabel("<b>Defender</b>"), 0, 2)
        for row, name in enumerate(ROW_LABELS, start=1):
            grid.addWidget(QLabel(ROW_LABELS[name] + ":"), row, 0)
            for column, who in enumerate(SIDES, start=1):
                grid.addWidget(self.controls[f"{who}.{name}"].widget, row, column)
        row = len(ROW_LABELS) + 1
        grid.addWidget(QLabel("Ties go to:"), row, 0)
        grid.addWidget(self.controls["ties"].widget, row, 1, 1, 2)
        grid.addWidget(QLabel("Cap faces to the die:"), row + 1, 0)
        grid.addWidget(self.controls["cap_faces"].widget, row + 1, 1, 1, 2)
        self.details.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        label = QLabel("&Rules:")
        label.setBuddy(self.preset_combo)
        top.addWidget(label)
        top.addWidget(self.preset_combo, 1)
        top.addWidget(self.details_button)
        layout.addLayout(top)
        layout.addWidget(self.details)
        layout.addWidget(self.error_label)
        layout.addWidget(self.count_stay_behind)

        self.set_rules(Rules())
        self.preset_combo.currentIndexChanged.connect(self.on_preset)
        self.details_button.toggled.connect(self.details.setVisible)
        for control in self.controls.values():
            dice = control.field.name == "dice"
            control.connect(self.on_dice_changed if dice else self.on_detail_changed)
        self.count_stay_behind.toggled.connect(self.on_counting_toggled)

    def rules(self) -> Rules:
        """The chosen rules; ValueError (with a message for users) if they cannot be played."""
        if self._rules is None:
            raise ValueError(self._problem)
        return self._rules

    @property
    def counting(self) -> Counting:
        return Counting.from_stay_behind(self.count_stay_behind.isChecked())

    def set_counting(self, counting: Counting) -> None:
        """Show this counting without announcing it (restoring what was saved)."""
        self.count_stay_behind.blockSignals(True)
        self.count_stay_behind.setChecked(counting.counts_stay_behind)
        self.count_stay_behind.blockSignals(False)

    def set_rules(self, rules: Rules) -> None:
        for key, text in to_text(rules).items():
            self.controls[key].set_text(text)
        self._rules, self._problem = rules, ""
        self._rules_changed()

    def _parse(self) -> None:
        """The one place the fields become a ``Rules``."""
        try:
            self._rules = from_text({key: control.text() for key, control in self.controls.items()})
            self._problem = ""
        except ValueError as error:
            self._rules, self._problem = None, str(error)

    def _sync_preset(self) -> None:
        """Keep the chosen preset if it still matches (several share rules), else find one."""
        rules = self._rules
        if rules is None:
            choose(self.preset_combo, CUSTOM_KEY)
            return
        current = chosen_preset(self.preset_combo)
        if current is not None and current.rules == rules:
            return
        found = find_preset(rules)
        choose(self.preset_combo, found.key if found else CUSTOM_KEY)

    @Slot(int)
    def on_preset(self, _index: int) -> None:
        chosen = chosen_preset(self.preset_combo)
        if chosen is not None:
            self.set_rules(chosen.rules)
        else:
            self.details_button.setChecked(True)

    @Slot()
    def on_dice_changed(self) -> None:
        """A side's dice changed: its armies per die follow, one more army for each new die."""
        for who in SIDES:
            dice = int(self.controls[f"{who}.dice"].text())
            armies_edit = self.controls[f"{who}.armies"]
            try:
                armies = tuple(int(a) for a in armies_edit.text().split(",") if a.strip())
            except ValueError:
                continue
            if armies and len(armies) != dice:
                side = replace(getattr(Rules(), who), armies=armies).with_dice(dice)
                armies_edit.set_text(",".join(map(str, side.armies)))
        self.on_detail_changed()

    @Slot()
    def on_detail_changed(self) -> None:
        self._parse()
        self._rules_changed()

    def _rules_changed(self) -> None:
        self._sync_preset()
        if self._rules is None:
            self.error_label.setText(f"These rules cannot be played: {self._problem}.")
            self.error_label.show()
        else:
            self.error_label.hide()
            self._offer_only_playable()
        self.rulesChanged.emit()

    @Slot(bool)
    def on_counting_toggled(self, counted: bool) -> None:
        self.countingChanged.emit(Counting.from_stay_behind(counted))

    def _offer_only_playable(self) -> None:
        """Each dice box goes only as high as the core can enumerate, the others as they
        are: 6 attacking d20 against 6 defending d20 is never offered."""
        values = {key: control.text() for key, control in self.controls.items()}
        for field in FIELDS:
            if field.name not in ("dice", "extra_dice"):
                continue
            spin = self.controls[field.key].widget
            assert isinstance(spin, QSpinBox)
            highest = spin.value()
            for candidate in range(side_limit(field.side, field.name).high, spin.value(), -1):
                try:
                    trial = {**values, field.key: str(candidate)}
                    if field.name == "dice":
                        trial.pop(f"{field.side}.armies")
                    from_text(trial)
                except ValueError:
                    continue
                highest = candidate
                break
            spin.blockSignals(True)
            spin.setMaximum(highest)
            spin.blockSignals(False)
