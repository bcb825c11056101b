"""The fields of one leg: from, to, where it stops, how far it wears down, the move-in
and its rules."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QGridLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from riskgui.core.plan.parse import MAX_ARMIES
from riskgui.gui.kit.widgets import spin_box
from riskgui.gui.tabs.turn.inputs import LegRow, TerritoryRow
from riskgui.gui.tabs.turn.rules_choice import choose_rules, rules_combo, rules_value

MOVE_CHOICES = (
    ("all but one", "all"),
    ("the fewest allowed", "min"),
    ("leave behind", "leave"),
    ("the best, computed", "best"),
)
MOVE_TIP = (
    "Armies moved in after a conquest: all but one; the fewest the rules allow; leave a "
    "number behind; or, for every way the battle can end, the number that gives the goal "
    "its best chance"
)


class LegForm(QWidget):
    """Signals:
    edited(): the player changed a field of the leg shown
    """

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.from_combo = self._territory_combo("turnLegFromCombo", "Attack from")
        self.to_combo = self._territory_combo("turnLegToCombo", "Attack")
        self.stop_spin = spin_box(
            "turnLegStopSpin",
            1,
            MAX_ARMIES,
            "Stop attacking once the attacking territory holds this many armies or fewer",
            "Stop at",
        )
        self.stop_spin.setSpecialValueText("1 (to the end)")
        self.wear_spin = spin_box(
            "turnLegWearSpin",
            0,
            MAX_ARMIES,
            "Stop once the attacked territory holds this many armies or fewer: wear it down "
            "for a later leg (0: conquer it)",
            "Wear down to",
        )
        self.wear_spin.setSpecialValueText("0 (conquer)")
        self.move_combo = QComboBox()
        self.move_combo.setObjectName("turnLegMoveCombo")
        self.move_combo.setToolTip(MOVE_TIP)
        self.move_combo.setAccessibleName("Move in")
        for text, kind in MOVE_CHOICES:
            self.move_combo.addItem(text, kind)
        self.leave_spin = spin_box(
            "turnLegLeaveSpin", 1, MAX_ARMIES, "Armies left behind after the conquest", "Leave"
        )
        self.leave_spin.setPrefix("leave ")
        self.rules_combo = rules_combo(
            "turnLegRulesCombo", "The rules of this leg's battle", with_the_plans=True
        )
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        ends = QHBoxLayout()
        ends.addWidget(self.from_combo, 1)
        ends.addWidget(QLabel("\u2192"))
        ends.addWidget(self.to_combo, 1)
        stops = QHBoxLayout()
        stops.addWidget(self.stop_spin, 1)
        wear_label = QLabel("wear to")
        wear_label.setBuddy(self.wear_spin)
        stops.addWidget(wear_label)
        stops.addWidget(self.wear_spin, 1)
        move = QHBoxLayout()
        move.addWidget(self.move_combo, 1)
        move.addWidget(self.leave_spin)
        rows: tuple[tuple[str, QWidget, QHBoxLayout | None], ...] = (
            ("Attack", self.from_combo, ends),
            ("Stop at", self.stop_spin, stops),
            ("Move in", self.move_combo, move),
            ("Rules", self.rules_combo, None),
        )
        for r, (text, field, row) in enumerate(rows):
            label = QLabel(text)
            label.setBuddy(field)
            grid.addWidget(label, r, 0)
            if row is None:
                grid.addWidget(field, r, 1)
            else:
                grid.addLayout(row, r, 1)
        grid.setColumnStretch(1, 1)
        for combo in (self.from_combo, self.to_combo, self.move_combo, self.rules_combo):
            combo.currentIndexChanged.connect(self._on_edited)
        for spin in (self.stop_spin, self.wear_spin, self.leave_spin):
            spin.valueChanged.connect(self._on_edited)
        self.show_leg(None)

    @staticmethod
    def _territory_combo(name: str, accessible: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.setAccessibleName(accessible)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(8)
        return combo

    def set_territories(self, rows: tuple[TerritoryRow, ...]) -> None:
        """Offer these territories, keeping the leg's own where they are still there."""
        for combo in (self.from_combo, self.to_combo):
            key = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for row in rows:
                combo.addItem(row.name, row.key)
            combo.setCurrentIndex(combo.findData(key) if key is not None else -1)
            combo.blockSignals(False)

    def show_leg(self, leg: LegRow | None) -> None:
        """Show a leg's fields (nothing, and no field to edit, for None)."""
        for widget in self._fields():
            widget.blockSignals(True)
        self.setEnabled(leg is not None)
        shown = leg or LegRow(None, None)
        for combo, key in ((self.from_combo, shown.source), (self.to_combo, shown.target)):
            combo.setCurrentIndex(combo.findData(key) if key is not None else -1)
        self.stop_spin.setValue(shown.stop_at)
        self.wear_spin.setValue(shown.until_defenders)
        self.move_combo.setCurrentIndex(self.move_combo.findData(shown.move))
        self.leave_spin.setValue(shown.leave)
        choose_rules(self.rules_combo, shown.rules)
        for widget in self._fields():
            widget.blockSignals(False)
        self._enable_move()

    def leg(self) -> LegRow:
        def key(combo: QComboBox) -> int | None:
            data = combo.currentData()
            return data if isinstance(data, int) else None

        return LegRow(
            source=key(self.from_combo),
            target=key(self.to_combo),
            stop_at=self.stop_spin.value(),
            until_defenders=self.wear_spin.value(),
            move=str(self.move_combo.currentData()),
            leave=self.leave_spin.value(),
            rules=rules_value(self.rules_combo),
        )

    def _fields(self) -> tuple[QComboBox | QSpinBox, ...]:
        return (
            self.from_combo,
            self.to_combo,
            self.stop_spin,
            self.wear_spin,
            self.move_combo,
            self.leave_spin,
            self.rules_combo,
        )

    def _enable_move(self) -> None:
        """A leg that only wears its defender down never conquers: nothing moves in."""
        conquers = self.wear_spin.value() == 0
        self.move_combo.setEnabled(conquers)
        self.leave_spin.setEnabled(conquers and self.move_combo.currentData() == "leave")

    @Slot()
    def _on_edited(self) -> None:
        self._enable_move()
        self.edited.emit()
