"""Every tab's inputs, remembered across restarts: one table of what and under which key.

The battle, the rules and the simulation's inputs are typed values (``settings.Inputs``);
the tabs' own inputs are plain widget values, kept here by the widget's object name, so
a tab remembers its fields without knowing about settings.  A tab whose inputs are one
document (the Board tab's position, goal and draft, as the CLI's board plan JSON) keeps
it as text through ``RemembersText``.  A stored value the widget
cannot take (out of range, an item no longer offered) is left out, never forced; an
editable list (the ledger's evening and players) takes any name, so that its items can
be read from the ledger later, when the player needs them, not at start-up (unless
recording to it was left on: then the ledger opens at start-up, as it would on a click).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDoubleSpinBox,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

# (settings key, object name of the widget whose value it keeps)
OPTIONS = (
    ("window/tab", "viewTabs"),
    ("campaign/route", "routeEdit"),
    ("campaign/leave", "leaveBehindEdit"),
    ("campaign/stops", "campaignStopsEdit"),
    ("campaign/rules", "territoryRulesEdit"),
    ("planner/maxAttackers", "maxAttackersSpin"),
    ("planner/maxDefenders", "maxDefendersSpin"),
    ("planner/attackTarget", "attackTargetSpin"),
    ("planner/defendTarget", "defendTargetSpin"),
    ("compare/rules", "compareRulesCombo"),
    ("outcomes/view", "outcomeModeCombo"),
    ("outcomes/logScale", "outcomeLogCheck"),
    ("dice/blitzSpeed", "blitzSpeedCombo"),
    ("dice/animate", "animateCheck"),
    ("dice/warnBelow", "warnBelowSpin"),
    ("dice/recordEvening", "recordEveningCombo"),
    ("dice/recordAttacker", "recordAttackerCombo"),
    ("dice/recordDefender", "recordDefenderCombo"),
    ("dice/record", "recordButton"),  # after the names: switched on, it records to them
)

# (settings key, object name of the widget that keeps its inputs as one text)
DOCUMENTS = (("board/plan", "boardView"),)

MAX_TEXT = 500  # a remembered field longer than this is not a player's input
MAX_DOCUMENT = 100_000  # nor a document longer than this


@runtime_checkable
class RemembersText(Protocol):
    """A widget whose inputs are one document; it judges the text it is given back and
    ignores one it cannot take."""

    def remembered_text(self) -> str: ...

    def restore_text(self, text: str) -> None: ...


def save_options(settings: QSettings, window: QWidget) -> None:
    for key, name in OPTIONS:
        widget = window.findChild(QWidget, name)
        if widget is not None:
            settings.setValue(key, _value(widget))
    for key, name in DOCUMENTS:
        document: object = window.findChild(QWidget, name)
        if isinstance(document, RemembersText):
            settings.setValue(key, document.remembered_text())


def restore_options(settings: QSettings, window: QWidget) -> None:
    for key, name in OPTIONS:
        widget = window.findChild(QWidget, name)
        if widget is not None and settings.contains(key):
            _restore(widget, settings.value(key))
    for key, name in DOCUMENTS:
        document: object = window.findChild(QWidget, name)
        text = str(settings.value(key, ""))
        if isinstance(document, RemembersText) and text and len(text) <= MAX_DOCUMENT:
            document.restore_text(text)


def _value(widget: QWidget) -> object:
    if isinstance(widget, QLineEdit):
        return widget.text()
    if isinstance(widget, (QSpinBox, QDoubleSpinBox)):
        return widget.value()
    if isinstance(widget, QComboBox):
        data = widget.currentData()
        return data if isinstance(data, str) else widget.currentText()
    if isinstance(widget, QAbstractButton):
        return widget.isChecked()
    if isinstance(widget, QTabWidget):  # by name: a tab added later moves the others
        shown = widget.currentWidget()
        return shown.objectName() if shown is not None else ""
    raise TypeError(f"no remembered value for a {type(widget).__name__}")


def _restore(widget: QWidget, stored: object) -> None:
    text = str(stored)
    if isinstance(widget, QLineEdit):
        if len(text) <= MAX_TEXT:
            widget.setText(text)
    elif isinstance(widget, QSpinBox):
        number = _number(text)
        if number is not None and number.is_integer():
            _set_in_range(widget, int(number))
    elif isinstance(widget, QDoubleSpinBox):
        number = _number(text)
        if number is not None:
            _set_in_range(widget, number)
    elif isinstance(widget, QComboBox) and widget.isEditable():
        if len(text) <= MAX_TEXT:
            widget.setCurrentText(text)
    elif isinstance(widget, QComboBox):
        index = widget.findData(text)
        index = index if index >= 0 else widget.findText(text)
        if index >= 0:
            widget.setCurrentIndex(index)
    elif isinstance(widget, QAbstractButton) and text.lower() in ("true", "false"):
        widget.setChecked(text.lower() == "true")
    elif isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            page = widget.widget(index)
            if page is not None and page.objectName() == text:
                widget.setCurrentIndex(index)


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _set_in_range(widget: QSpinBox | QDoubleSpinBox, value: float) -> None:
    if widget.minimum() <= value <= widget.maximum():
        widget.setValue(value)  # type: ignore[arg-type]
