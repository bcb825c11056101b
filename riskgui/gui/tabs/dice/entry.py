"""The Dice tab's choice of dice for the next round, and dice typed in from the table."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget

from riskgui.core.dice.played import PlayedBattle, parse_faces
from riskgui.core.dice.round import dice_allowed
from riskgui.core.plural import dice_range
from riskgui.gui.kit.widgets import ERROR_STYLE, button, message_line


class DiceEntry(QWidget):
    """Signals:
    diceChosen(): the player chose another number of dice for this round
    rollTyped(object, object): faces typed in for the attacker and the defender (lists)
    """

    diceChosen = Signal()
    rollTyped = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diceEntry")
        self._battle = PlayedBattle(2, 1)
        self._chosen: list[int | None] = [None, None]  # None: the most allowed
        self.attacker_dice_spin = QSpinBox()
        self.defender_dice_spin = QSpinBox()
        for spin, side in self._spins_and_sides():
            spin.setObjectName(f"{side}DiceCountSpin")
            spin.setToolTip(f"Dice the {side} rolls with Roll this round (Blitz rolls the most)")
            spin.setAccessibleName(f"Dice the {side} rolls")
            spin.valueChanged.connect(self.on_count_changed)
        self.attacker_faces_edit = QLineEdit()
        self.attacker_faces_edit.setObjectName("attackerFacesEdit")
        self.attacker_faces_edit.setAccessibleName("Attacker's dice as rolled")
        self.defender_faces_edit = QLineEdit()
        self.defender_faces_edit.setObjectName("defenderFacesEdit")
        self.defender_faces_edit.setAccessibleName("Defender's dice as rolled")
        self.enter_button = button(
            "E&nter roll", "enterRollButton", "Apply dice rolled at the table"
        )
        self.entry_error = message_line("entryErrorLabel", "Error", ERROR_STYLE)

        self.counts_row = QHBoxLayout()  # the view adds its own switches at the end
        self.counts_row.addWidget(self.attacker_dice_spin)
        self.counts_row.addWidget(QLabel("vs"))
        self.counts_row.addWidget(self.defender_dice_spin)
        self.counts_row.addStretch(1)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel("Dice to roll:"), 0, 0)
        grid.addLayout(self.counts_row, 0, 1, 1, 3)
        grid.addWidget(QLabel("Real dice:"), 1, 0)
        grid.addWidget(self.attacker_faces_edit, 1, 1)
        grid.addWidget(self.defender_faces_edit, 1, 2)
        grid.addWidget(self.enter_button, 1, 3)
        grid.addWidget(self.entry_error, 2, 0, 1, 4)
        self.enter_button.clicked.connect(self.on_enter)
        self.attacker_faces_edit.returnPressed.connect(self.on_attacker_return)
        self.defender_faces_edit.returnPressed.connect(self.on_enter)
        for edit in self._edits():
            edit.textChanged.connect(self.on_text_changed)

    def _spins_and_sides(self) -> tuple[tuple[QSpinBox, str], tuple[QSpinBox, str]]:
        return (self.attacker_dice_spin, "attacker"), (self.defender_dice_spin, "defender")

    def _edits(self) -> tuple[QLineEdit, QLineEdit]:
        return self.attacker_faces_edit, self.defender_faces_edit

    @property
    def typed(self) -> bool:
        """Dice are typed in, waiting for Enter."""
        return any(edit.text().strip() for edit in self._edits())

    def type_text(self, text: str) -> None:
        """Keys typed elsewhere in the tab: into the attacker's field, or the defender's
        once the attacker's holds dice and the defender's is still empty."""
        attacker, defender = self._edits()
        target = defender if attacker.text().strip() and not defender.text() else attacker
        if not target.isEnabled():
            return
        target.setFocus()
        target.end(False)
        target.insert(text)

    def point_to_typed(self) -> None:
        """Space was pressed with dice typed in: say why nothing was rolled."""
        attacker, defender = self._edits()
        (defender if attacker.text().strip() else attacker).setFocus()
        self.show_error(
            "Dice are typed in: press Enter to play them, or clear both fields for Space to roll."
        )

    def reset(self, battle: PlayedBattle) -> None:
        """A new battle: the most dice again, and no message."""
        self._chosen = [None, None]
        self.entry_error.setText("")
        self.follow(battle)

    def follow(self, battle: PlayedBattle) -> None:
        """The battle moved on: this round's limits, and a side's choice kept if allowed."""
        self._battle = battle
        over = battle.over
        ranges = (
            dice_allowed(battle.attackers, battle.defenders, battle.rules)
            if not over
            else (range(1, 2), range(1, 2))
        )
        for (spin, _), chosen, allowed in zip(self._spins_and_sides(), self._chosen, ranges):
            spin.blockSignals(True)
            spin.setRange(allowed[0], allowed[-1])
            spin.setValue(min(chosen, allowed[-1]) if chosen is not None else allowed[-1])
            spin.blockSignals(False)
        for widget in (*(s for s, _ in self._spins_and_sides()), self.enter_button):
            widget.setEnabled(not over)
        self.attacker_faces_edit.setEnabled(not over)
        self.defender_faces_edit.setEnabled(not over)
        if not over:
            sides = (battle.rules.attacker, battle.rules.defender)
            texts = []
            for allowed, side in zip(ranges, sides):
                low, high = allowed[0] + side.extra_dice, allowed[-1] + side.extra_dice
                texts.append(dice_range(low, high))
            example = " ".join(str(6 - k) for k in range(ranges[0][-1]))
            self.attacker_faces_edit.setPlaceholderText(f"attacker: {texts[0]}, e.g. {example}")
            self.defender_faces_edit.setPlaceholderText(f"defender: {texts[1]}")

    def dice_choice(self) -> tuple[int, int] | None:
        """This round's dice when the player chose fewer than the most; else None."""
        if self._battle.over:
            return None
        chosen = (self.attacker_dice_spin.value(), self.defender_dice_spin.value())
        return chosen if chosen != self._battle.dice_now() else None

    def show_error(self, message: str) -> None:
        self.entry_error.setText(message)

    def accepted(self) -> None:
        """The typed roll was played: clear it and any message."""
        self.entry_error.setText("")
        self.attacker_faces_edit.clear()
        self.defender_faces_edit.clear()

    @Slot()
    def on_count_changed(self) -> None:
        most = self._battle.dice_now()
        for side, (spin, _) in enumerate(self._spins_and_sides()):
            self._chosen[side] = spin.value() if spin.value() < most[side] else None
        self.diceChosen.emit()

    @Slot()
    def on_text_changed(self) -> None:
        if not self.typed:  # both fields cleared: what was wrong with them is past
            self.entry_error.setText("")

    @Slot()
    def on_attacker_return(self) -> None:
        """Enter after the attacker's dice: on to the defender's, or play both."""
        if self.defender_faces_edit.text().strip():
            self.on_enter()
        else:
            self.defender_faces_edit.setFocus()

    @Slot()
    def on_enter(self) -> None:
        try:
            attacker = parse_faces(self.attacker_faces_edit.text())
            defender = parse_faces(self.defender_faces_edit.text())
        except ValueError as error:
            self.show_error(str(error).capitalize())
            return
        self.rollTyped.emit(attacker, defender)
