"""Choosing the rules: presets with plain names, every detail, and the army convention."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.cost import check_round_enumeration
from riskgui.core.limits import RULE_LIMITS
from riskgui.core.rules import Rules
from riskgui.gui.widgets import error_label, limit_spin_box

PRESETS: dict[str, Rules] = {
    "Classic": Rules(),
    "Capital defended with 3 dice": Rules(defender_dice=3),
    "Fortified (+1 on defender's best die)": Rules(defender_bonus=1),
    "8-sided defender dice": Rules(defender_sides=8),
}
# Where each preset comes from, as the Help says it.
PRESET_SOURCES: dict[str, str] = {
    "Classic": "the standard rules of the 1993 and 2008 rule books",
    "Capital defended with 3 dice": "Risk: Global Domination, where a capital rolls 3 dice",
    "Fortified (+1 on defender's best die)": "Risk Legacy's bunker: +1 on the highest die",
    "8-sided defender dice": "Risk 2210 A.D.'s space station: every defending die has 8 sides",
}
CUSTOM = "Custom"


class RulesPanel(QWidget):
    """Signals:
    rulesChanged(): the rules changed (read them with rules())
    conventionChanged(bool): whether the army that stays behind is counted
    """

    rulesChanged = Signal()
    conventionChanged = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPanel")
        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("rulesPresetCombo")
        self.preset_combo.addItems([*PRESETS, CUSTOM])
        self.preset_combo.setToolTip("Rule sets of common editions and house rules")
        self.preset_combo.setAccessibleName("Rules")
        self.details_button = QToolButton()
        self.details_button.setObjectName("rulesDetailsButton")
        self.details_button.setText("Details")
        self.details_button.setCheckable(True)
        self.details_button.setToolTip("Show every rule")
        self.details_button.setAccessibleName("Show rule details")
        limits = RULE_LIMITS
        self.attacker_dice = limit_spin_box(
            "attackerDiceSpin", limits["attacker_dice"], "Most dice the attacker rolls"
        )
        self.defender_dice = limit_spin_box(
            "defenderDiceSpin", limits["defender_dice"], "Most dice the defender rolls"
        )
        self.attacker_sides = limit_spin_box(
            "attackerSidesSpin", limits["attacker_sides"], "Sides of the attacker's dice"
        )
        self.defender_sides = limit_spin_box(
            "defenderSidesSpin", limits["defender_sides"], "Sides of the defender's dice"
        )
        self.defender_bonus = limit_spin_box(
            "defenderBonusSpin",
            limits["defender_bonus"],
            "Added to the defender's highest die (fortifications)",
        )
        self.ties_combo = QComboBox()
        self.ties_combo.setObjectName("tiesCombo")
        self.ties_combo.addItems(["defender", "attacker"])
        self.ties_combo.setToolTip("Who wins when two compared dice show the same")
        self.ties_combo.setAccessibleName("Ties go to")
        self.count_stay_behind = QCheckBox("Count the army that stays behind")
        self.count_stay_behind.setObjectName("conventionCheck")
        self.count_stay_behind.setChecked(True)
        self.count_stay_behind.setToolTip(
            "Checked: enter every army on the attacking territory (as on the board). "
            "Unchecked: enter only the armies that attack, as the official online game does."
        )
        self.count_stay_behind.setAccessibleName("Count the army that stays behind")
        self.error_label = error_label("rulesErrorLabel")

        self.details = QWidget()
        form = QFormLayout(self.details)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow("Attacker dice:", self.attacker_dice)
        form.addRow("Defender dice:", self.defender_dice)
        form.addRow("Attacker die sides:", self.attacker_sides)
        form.addRow("Defender die sides:", self.defender_sides)
        form.addRow("Defender bonus:", self.defender_bonus)
        form.addRow("Ties go to:", self.ties_combo)
        self.details.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        label = QLabel("&Rules:")
        label.setBuddy(self.preset_combo)
        row.addWidget(label)
        row.addWidget(self.preset_combo, 1)
        row.addWidget(self.details_button)
        layout.addLayout(row)
        layout.addWidget(self.details)
        layout.addWidget(self.error_label)
        layout.addWidget(self.count_stay_behind)

        self.set_rules(Rules())
        self.preset_combo.currentTextChanged.connect(self.on_preset)
        self.details_button.toggled.connect(self.details.setVisible)
        for spin in (self.attacker_dice, self.defender_dice, self.attacker_sides,
                     self.defender_sides, self.defender_bonus):  # fmt: skip
            spin.valueChanged.connect(self.on_detail_changed)
        self.ties_combo.currentTextChanged.connect(self.on_detail_changed)
        self.count_stay_behind.toggled.connect(self.conventionChanged)

    def rules(self) -> Rules:
        """The chosen rules; ValueError (with a message for users) if they cannot be played."""
        return Rules(
            attacker_dice=self.attacker_dice.value(),
            defender_dice=self.defender_dice.value(),
            attacker_sides=self.attacker_sides.value(),
            defender_sides=self.defender_sides.value(),
            defender_bonus=self.defender_bonus.value(),
            ties="attacker" if self.ties_combo.currentText() == "attacker" else "defender",
        )

    @property
    def counts_stay_behind(self) -> bool:
        return self.count_stay_behind.isChecked()

    def set_rules(self, rules: Rules) -> None:
        widgets = (self.attacker_dice, self.defender_dice, self.attacker_sides,
                   self.defender_sides, self.defender_bonus, self.ties_combo)  # fmt: skip
        for widget in widgets:
            widget.blockSignals(True)
        self.attacker_dice.setValue(rules.attacker_dice)
        self.defender_dice.setValue(rules.defender_dice)
        self.attacker_sides.setValue(rules.attacker_sides)
        self.defender_sides.setValue(rules.defender_sides)
        self.defender_bonus.setValue(rules.defender_bonus)
        self.ties_combo.setCurrentText(rules.ties)
        for widget in widgets:
            widget.blockSignals(False)
        self._sync_preset()
        self.on_detail_changed()

    def _sync_preset(self) -> None:
        try:
            rules = self.rules()
        except ValueError:
            rules = None
        name = next((n for n, r in PRESETS.items() if r == rules), CUSTOM)
        self.preset_combo.blockSignals(True)
        self.preset_combo.setCurrentText(name)
        self.preset_combo.blockSignals(False)

    @Slot(str)
    def on_preset(self, name: str) -> None:
        if name in PRESETS:
            self.set_rules(PRESETS[name])
        else:
            self.details_button.setChecked(True)

    @Slot()
    def on_detail_changed(self) -> None:
        self._sync_preset()
        try:
            self.rules()
        except ValueError as error:
            self.error_label.setText(f"These rules cannot be played: {error}.")
            self.error_label.show()
        else:
            self.error_label.hide()
            self._offer_only_playable()
        self.rulesChanged.emit()

    def _offer_only_playable(self) -> None:
        """Each dice and sides box goes only as high as the core can enumerate, the others
        as they are: 3d20 against 3d20 is never offered."""
        values = {name: spin.value() for name, spin in self._enumerated().items()}
        for name, spin in self._enumerated().items():
            highest = spin.value()
            for candidate in range(RULE_LIMITS[name].high, spin.value(), -1):
                try:
                    check_round_enumeration(**{**values, name: candidate})
                except ValueError:
                    continue
                highest = candidate
                break
            spin.blockSignals(True)
            spin.setMaximum(highest)
            spin.blockSignals(False)

    def _enumerated(self) -> dict[str, QSpinBox]:
        return {
            "attacker_dice": self.attacker_dice,
            "attacker_sides": self.attacker_sides,
            "defender_dice": self.defender_dice,
            "defender_sides": self.defender_sides,
        }
