"""Choosing the rules: presets by edition, every field under Details, and the army convention.

The Details grid is built from ``core.rule_fields.FIELDS``: one control per field and
side, read and written as the same text the CLI and the settings use, so the panel
cannot offer a rule the core does not know.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.limits import side_limit
from riskgui.core.report.counting import Counting
from riskgui.core.rules.fields import (
    FIELDS,
    SIDES,
    from_text,
    highest_playable,
    to_text,
)
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import find_preset
from riskgui.gui.kit.preset_combo import CUSTOM_KEY, choose, chosen_preset, preset_combo
from riskgui.gui.kit.widgets import MUTED_STYLE, error_label, text_label
from riskgui.gui.sidebar.field_control import ROW_LABELS, FieldControl

NAME_MARGIN_PX = 40


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
        # The preset's whole name, under the box when the box is too narrow to show it.
        self.preset_name = text_label("rulesPresetName", "Whole name of the rules", MUTED_STYLE)
        self.preset_name.hide()
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
        self.limit_note = text_label("rulesLimitNote", "Why a dice box stops", MUTED_STYLE)
        self.limit_note.hide()
        self._rules: Rules | None = Rules()
        self._problem = ""

        # Every field, in a box the window places below the answer (see MainWindow): open,
        # it must not push the answer and the simulation out of sight.
        self.details = QGroupBox("Rules details")
        self.details.setObjectName("rulesDetails")
        grid = QGridLayout(self.details)
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
        grid.addWidget(self.limit_note, row + 2, 0, 1, 3)
        self.details.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        label = QLabel("&Rules:")
        label.setBuddy(self.preset_combo)
        top.addWidget(label)
        top.addStretch(1)
        top.addWidget(self.details_button)
        layout.addLayout(top)
        layout.addWidget(self.preset_combo)  # a row of its own: long preset names show
        layout.addWidget(self.preset_name)
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
        self._show_whole_name()
        if self._rules is None:
            self.error_label.setText(f"These rules cannot be played: {self._problem}.")
            self.error_label.show()
        else:
            self.error_label.hide()
            self._offer_only_playable()
        self.rulesChanged.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_whole_name()

    def _show_whole_name(self) -> None:
        title = self.preset_combo.currentText()
        room = self.preset_combo.width() - NAME_MARGIN_PX  # the arrow and the frame
        cut = self.preset_combo.fontMetrics().horizontalAdvance(title) > room
        self.preset_name.setText(title if cut else "")
        self.preset_name.setVisible(cut)

    @Slot(bool)
    def on_counting_toggled(self, counted: bool) -> None:
        self.countingChanged.emit(Counting.from_stay_behind(counted))

    def _offer_only_playable(self) -> None:
        """Each dice box goes only as high as the core can enumerate, and says so."""
        values = {key: control.text() for key, control in self.controls.items()}
        capped = []
        for field in FIELDS:
            if field.name not in ("dice", "extra_dice"):
                continue
            spin = self.controls[field.key].widget
            assert isinstance(spin, QSpinBox)
            highest = highest_playable(values, field)
            spin.blockSignals(True)
            spin.setMaximum(highest)
            spin.blockSignals(False)
            if highest < side_limit(field.side, field.name).high:
                capped.append(f"{field.label}: at most {highest}")
        self.limit_note.setText(
            "With these dice, more would take too long to compute exactly ("
            + "; ".join(capped)
            + ")."
            if capped
            else ""
        )
        self.limit_note.setVisible(bool(capped))
