"""The Dice tab's buttons: Roll, Blitz and its speed, Undo, Reset, and the animation switch."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QWidget

from riskgui.gui.kit.widgets import button

ROLL_ANIMATION_MS = 250  # never more than 300 ms a roll
# Blitz speeds: pause between rounds in ms; 0 plays the rest of the battle at once.
BLITZ_SPEEDS = {"Slow": 900, "Normal": 450, "Fast": 150, "Instant": 0}
INSTANT_ROUNDS_PER_TICK = 400  # keeps a 20,000-army blitz from blocking the event loop


class DiceControls(QWidget):
    """The row of buttons; ``animate_check`` is placed by the tab, beside the dice counts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Space is not the Roll button's shortcut: the tab's keys (keys.py) decide.  No
        # mnemonic: Space rolls, and Alt+L goes to the Ledger tab.
        self.roll_button = button("Roll", "rollButton", "Roll one round of dice (Space)")
        self.blitz_button = button("Blit&z", "blitzButton", "Keep rolling until the battle ends")
        self.blitz_button.setCheckable(True)
        self.reset_button = button("Rese&t", "resetButton", "Start this battle again")
        # No mnemonic: Ctrl+Z undoes, and Alt+U goes to the Turn tab.
        self.undo_button = button("Undo", "undoButton", "Take the last round back (Ctrl+Z)")
        self.undo_button.setShortcut(QKeySequence.StandardKey.Undo)
        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("blitzSpeedCombo")
        self.speed_combo.addItems(list(BLITZ_SPEEDS))
        self.speed_combo.setCurrentText("Normal")
        self.speed_combo.setToolTip("How fast Blitz rolls; Instant plays the rest at once")
        self.speed_combo.setAccessibleName("Blitz speed")
        self.animate_check = QCheckBox("Animate")
        self.animate_check.setObjectName("animateCheck")
        self.animate_check.setChecked(True)
        self.animate_check.setToolTip("Tumble the dice briefly before showing them")
        self.animate_check.setAccessibleName("Animate dice")

        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self.roll_button,
            self.blitz_button,
            self.speed_combo,
            self.undo_button,
            self.reset_button,
        ):
            row.addWidget(widget)
        row.addStretch(1)
        self.blitz_button.toggled.connect(self.on_blitz_toggled)

    @property
    def blitzing(self) -> bool:
        return self.blitz_button.isChecked()

    def pause_ms(self) -> int:
        """The pause between two rounds of a blitz; 0: instant."""
        return BLITZ_SPEEDS[self.speed_combo.currentText()]

    def instant_blitz(self) -> bool:
        """Rounds fly by too fast for their odds: solving each would only slow the blitz."""
        return self.blitzing and self.pause_ms() == 0

    def animation_ms(self) -> int:
        """How long the dice tumble: shorter than a blitz's pause between rounds."""
        pause = self.pause_ms()
        if self.blitzing and pause:
            return min(ROLL_ANIMATION_MS, int(pause * 0.6))
        return ROLL_ANIMATION_MS

    @Slot(bool)
    def on_blitz_toggled(self, on: bool) -> None:
        self.blitz_button.setText("Stop blit&z" if on else "Blit&z")
