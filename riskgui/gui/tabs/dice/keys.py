"""The Dice tab's keyboard: Space rolls, and dice typed anywhere in the tab are typed in.

A player at the table types the dice just rolled ("6 5 4") without first clicking into a
field.  Were Space always Roll, those spaces would roll random dice between the digits.
So digits typed with the focus in the tab, but not in a field, go to the dice fields, and
Space rolls only while no dice are typed in.  Fields (the dice fields, the spin boxes)
keep their own keys: Qt gives a focused text field its printable keys before shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from riskgui.gui.tabs.dice.entry import DiceEntry

DIGITS = "0123456789"


class DiceKeys(QObject):
    def __init__(self, tab: QWidget, entry: DiceEntry, roll: Callable[[], None]) -> None:
        super().__init__(tab)
        self._entry = entry
        self._roll = roll
        # Space anywhere in the window while the tab shows, as the Roll button's tooltip says.
        self.space = QShortcut(QKeySequence(Qt.Key.Key_Space), tab)
        self.space.activated.connect(self.on_space)
        inside = Qt.ShortcutContext.WidgetWithChildrenShortcut  # digits: focus in the tab
        for digit in DIGITS:
            for keys in (QKeySequence(digit), QKeySequence(f"Num+{digit}")):
                shortcut = QShortcut(keys, tab, context=inside)
                shortcut.activated.connect(partial(entry.type_text, digit))

    @Slot()
    def on_space(self) -> None:
        if self._entry.typed:
            self._entry.point_to_typed()
        else:
            self._roll()
