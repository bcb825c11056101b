"""Who and where the Dice tab records to: tonight's evening by its name, and the editable
lists of evenings and players, filled from the ledger only when needed."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox

if TYPE_CHECKING:
    from riskgui.core.ledger.model import Evening

# In English whatever the locale (strftime's %A is not): the names are the ledger's data.
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def evening_name(day: date) -> str:
    """``Friday 2026-11-27``: the evening's day in words, and its date to sort by."""
    return f"{WEEKDAYS[day.weekday()]} {day.isoformat()}"


def evening_to_record(evenings: Sequence[Evening], wanted: str, chosen: bool, today: date) -> str:
    """The evening the player chose; else ``wanted`` (the last one recorded to) if it is
    tonight's, else tonight's latest evening, else a new one named by the date."""
    wanted = wanted.strip()
    if chosen and wanted:
        return wanted
    tonight = [evening.name for evening in evenings if evening.date == today.isoformat()]
    if wanted in tonight:
        return wanted
    return tonight[-1] if tonight else evening_name(today)


class NameCombo(QComboBox):
    """An editable list of names that asks for its items only when opened.

    Signals:
      popupWanted(): the list is about to drop down: fill it now
    """

    popupWanted = Signal()

    def __init__(self, name: str, tip: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # the ledger decides the items
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(3)  # a narrow window: the Dice tab fits 800 x 600
        self.setToolTip(tip)
        self.setAccessibleName(tip)

    def showPopup(self) -> None:  # noqa: N802 - Qt's name
        self.popupWanted.emit()
        super().showPopup()

    def set_names(self, names: Sequence[str]) -> None:
        """Offer ``names`` (and keep what is typed or shown)."""
        shown = self.currentText()
        wanted = list(dict.fromkeys([*names, shown] if shown.strip() else names))
        if wanted != [self.itemText(i) for i in range(self.count())]:
            self.blockSignals(True)
            self.clear()
            self.addItems(wanted)
            self.blockSignals(False)
        self.show_name(shown)

    def show_name(self, name: str) -> None:
        """Show ``name`` from its start: a narrow window cuts its end, not its beginning."""
        self.setCurrentText(name)
        line = self.lineEdit()
        if line is not None and not line.hasFocus():
            line.setCursorPosition(0)
