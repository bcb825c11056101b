"""What a plan says besides its territories and legs: its rules, the draft, the smallest
move-in and the question "how many armies do I need?"."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from riskgui.gui.kit.widgets import percent_spin_box, spin_box
from riskgui.gui.tabs.turn.inputs import Options, TerritoryRow
from riskgui.gui.tabs.turn.rules_choice import choose_rules, rules_combo, rules_value

MAX_DRAFT = 1_000  # as the plan JSON allows


class OptionsForm(QWidget):
    """Signals:
    changed(): the player changed an option
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules_combo = rules_combo(
            "turnRulesCombo", "The plan's rules: every leg's, unless it has its own", False
        )
        self.draft_spin = spin_box(
            "turnDraftSpin",
            0,
            MAX_DRAFT,
            "New armies placed before the legs run, where they give the goal its best chance, "
            "on the territories ticked under Draft (none ticked: any of yours)",
            "Draft armies",
        )
        self.draft_spin.setSpecialValueText("none")
        self.min_one_check = QCheckBox("Move in at least 1 army (house rule)")
        self.min_one_check.setObjectName("turnMinMoveCheck")
        self.min_one_check.setToolTip(
            "The printed rules move in at least as many armies as dice rolled in the last "
            "round; some house rules ask for only 1"
        )
        self.needed_check = QCheckBox("Needed on")
        self.needed_check.setObjectName("turnNeededCheck")
        self.needed_check.setToolTip(
            "The fewest armies on a territory of yours for the goal's chance to reach the "
            "target, on the plan before the draft"
        )
        self.needed_combo = QComboBox()
        self.needed_combo.setObjectName("turnNeededCombo")
        self.needed_combo.setAccessibleName("Territory whose armies are asked for")
        self.needed_spin = percent_spin_box(
            "turnNeededSpin", 90.0, "The chance of the goal the armies must reach"
        )
        needed = QHBoxLayout()
        needed.addWidget(self.needed_combo, 1)
        needed.addWidget(QLabel("for"))
        needed.addWidget(self.needed_spin)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        rules_label = QLabel("Plan's rules:")
        rules_label.setBuddy(self.rules_combo)
        form.addRow(rules_label, self.rules_combo)
        draft_label = QLabel("Draft:")
        draft_label.setBuddy(self.draft_spin)
        form.addRow(draft_label, self.draft_spin)
        form.addRow(self.needed_check, needed)
        form.addRow(self.min_one_check)
        self.rules_combo.currentIndexChanged.connect(self.changed)
        self.draft_spin.valueChanged.connect(self.changed)
        self.min_one_check.toggled.connect(self.changed)
        self.needed_check.toggled.connect(self._on_needed_toggled)
        self.needed_combo.currentIndexChanged.connect(self.changed)
        self.needed_spin.valueChanged.connect(self.changed)
        self._on_needed_toggled(False)

    def options(self) -> Options:
        rules = rules_value(self.rules_combo)
        key = self.needed_combo.currentData()
        asked = self.needed_check.isChecked() and isinstance(key, int)
        return Options(
            rules if rules is not None else "classic",
            self.draft_spin.value(),
            self.min_one_check.isChecked(),
            key if asked else None,
            round(self.needed_spin.value() / 100, 6),
        )

    def set_options(self, options: Options) -> None:
        """Show these options (from a file) without a ``changed`` for each."""
        widgets = (self.draft_spin, self.min_one_check, self.needed_check, self.needed_combo,
                   self.needed_spin)  # fmt: skip
        for widget in widgets:
            widget.blockSignals(True)
        choose_rules(self.rules_combo, options.rules)
        self.draft_spin.setValue(options.draft_armies)
        self.min_one_check.setChecked(options.min_move_one)
        self.needed_check.setChecked(options.needed_territory is not None)
        if options.needed_territory is not None:
            self.needed_combo.setCurrentIndex(self.needed_combo.findData(options.needed_territory))
        self.needed_spin.setValue(100 * options.needed_p)
        for widget in widgets:
            widget.blockSignals(False)
        self._enable_needed()

    def set_territories(self, rows: tuple[TerritoryRow, ...]) -> None:
        """The territories of yours the question can ask about."""
        key = self.needed_combo.currentData()
        self.needed_combo.blockSignals(True)
        self.needed_combo.clear()
        for row in rows:
            if row.mine:
                self.needed_combo.addItem(row.name, row.key)
        found = self.needed_combo.findData(key) if key is not None else -1
        self.needed_combo.setCurrentIndex(found if found >= 0 else 0)
        self.needed_combo.blockSignals(False)

    @Slot(bool)
    def _on_needed_toggled(self, checked: bool) -> None:
        self._enable_needed()
        self.changed.emit()

    def _enable_needed(self) -> None:
        asked = self.needed_check.isChecked()
        self.needed_combo.setEnabled(asked)
        self.needed_spin.setEnabled(asked)
