"""Add a battle after the fact in a few keystrokes: attacker, defender, start, end (Enter).

Start and end are typed as the command line takes them ("10,10", "1,4"), armies counting
the one that stays behind; stop at and the rules keep their last choice.  A battle the
rules cannot produce is refused with the core's sentence in the form's message line, and
nothing is written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from riskgui.core.ledger.checks import check_entry
from riskgui.core.ledger.model import Entry, Fought
from riskgui.core.rules.presets import preset
from riskgui.gui.kit.preset_combo import preset_combo
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.kit.widgets import MessageLine, button, spin_box, text_field
from riskgui.gui.tabs.ledger.texts import ARROW, parse_pair, what_text

MOST_ARMIES = 100_000


def player_combo(name: str, accessible: str) -> QComboBox:
    """A name typed, or picked from the ledger's players."""
    combo = QComboBox()
    combo.setObjectName(name)
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.setAccessibleName(accessible)
    combo.setToolTip(f"{accessible}: type a name or pick a player")
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(5)
    return combo


class BattleForm(QWidget):
    """Signals:
    added(str): a battle was written; what was added, for the tab's message line
    """

    added = Signal(str)

    def __init__(self, add: Callable[[Entry], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._add = add
        self._evening: str | None = None
        self.attacker_combo = player_combo("ledgerBattleAttacker", "Attacker")
        self.defender_combo = player_combo("ledgerBattleDefender", "Defender")
        self.start_edit = text_field(
            "ledgerBattleStart",
            "Start",
            "Armies at the start: attacking territory, defending territory",
            "10,10",
        )
        self.end_edit = text_field(
            "ledgerBattleEnd", "End", "Armies when the battle ended, the same way round", "1,4"
        )
        for edit in (self.start_edit, self.end_edit):
            edit.setMaxLength(24)
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("000,000") + 12)
        self.stop_spin = spin_box(
            "ledgerBattleStopAt",
            1,
            MOST_ARMIES,
            "The attacker stopped with this many armies or fewer (to the end: 1)",
            "Stop at",
        )
        self.stop_spin.setSpecialValueText("the end")
        self.rules_combo = preset_combo("ledgerBattleRules", "The rules it was fought with", False)
        self.rules_combo.setMinimumContentsLength(6)
        self.add_button = button("Add battle", "ledgerAddBattleButton",
                                 "Add this battle to the evening (Enter)")  # fmt: skip
        self.message = MessageLine("ledgerBattleMessage")

        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        rows = (
            (("A&ttacker", self.attacker_combo), ("Defender", self.defender_combo)),
            (("Start", self.start_edit), (f"{ARROW} End", self.end_edit)),
            (("Stop at", self.stop_spin), ("Rules", self.rules_combo)),
        )
        for r, pairs in enumerate(rows):
            for c, (text, field) in enumerate(pairs):
                label = QLabel(text)
                label.setBuddy(field)
                grid.addWidget(label, r, 2 * c)
                grid.addWidget(field, r, 2 * c + 1)
        grid.addWidget(self.add_button, 3, 3, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.message, 3, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        self.add_button.clicked.connect(self.on_add)
        for edit in (self.start_edit, self.end_edit):
            edit.returnPressed.connect(self.on_add)
        for combo in (self.attacker_combo, self.defender_combo):
            line = combo.lineEdit()
            assert line is not None
            line.returnPressed.connect(self.on_add)

    def set_evening(self, evening: str | None) -> None:
        """Battles are added to this evening (None: all evenings are shown, choose one)."""
        self._evening = evening

    def set_players(self, players: list[str]) -> None:
        """The names the combos offer; what is typed stays."""
        for combo in (self.attacker_combo, self.defender_combo):
            typed = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(players)
            combo.setEditText(typed)
            combo.blockSignals(False)

    def set_read_only(self, read_only: bool) -> None:
        for part in (self.attacker_combo, self.defender_combo, self.start_edit, self.end_edit,
                     self.stop_spin, self.rules_combo, self.add_button):  # fmt: skip
            part.setEnabled(not read_only)

    def entry(self) -> Entry:
        """The battle as typed; ValueError with one sentence for the player if it cannot be."""
        if self._evening is None:
            raise ValueError("choose the evening the battle belongs to, or start one with New")
        start = parse_pair(self.start_edit.text(), "start")
        end = parse_pair(self.end_edit.text(), "end")
        entry = Entry(
            evening=self._evening,
            attacker=self.attacker_combo.currentText().strip(),
            defender=self.defender_combo.currentText().strip(),
            what=Fought(start, end, self.stop_spin.value()),
            rules=preset(str(self.rules_combo.currentData())).rules,
        )
        check_entry(entry)
        return entry

    @Slot()
    def on_add(self) -> None:
        try:
            entry = self.entry()
            self._add(entry)
        except ValueError as error:
            self.message.show_message(f"Not added: {sentence(str(error))}")
            return
        self.message.clear_message()
        self.start_edit.clear()
        self.end_edit.clear()
        self.start_edit.setFocus()
        self.added.emit(
            f"Added {entry.attacker} against {entry.defender}: {what_text(entry.what)}."
        )
