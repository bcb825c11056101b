"""Small widget factories and styles every part of the window shares."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QPushButton, QSpinBox, QWidget

from riskgui.core.limits import Limit

ERROR_STYLE = "color: #c0392b;"
MUTED_STYLE = "color: palette(placeholder-text);"
WARNING_STYLE = "color: #b9770e; font-weight: bold;"


def spin_box(name: str, low: int, high: int, tip: str, accessible: str | None = None) -> QSpinBox:
    """A whole-number input that acts once the number is complete, not on every keystroke."""
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setGroupSeparatorShown(True)
    spin.setKeyboardTracking(False)  # typing "120" does not solve 1 and 12 first
    spin.setAccelerated(True)
    spin.setToolTip(tip)
    spin.setAccessibleName(accessible or tip)
    spin.setAlignment(Qt.AlignmentFlag.AlignRight)
    return spin


def limit_spin_box(name: str, limit: Limit, tip: str) -> QSpinBox:
    """A spin box offering exactly the range the core accepts."""
    return spin_box(name, limit.low, limit.high, tip)


def percent_spin_box(name: str, value: float, tip: str) -> QDoubleSpinBox:
    """A probability strictly between 0 and 1, typed as a percentage."""
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(0.1, 99.9)
    spin.setDecimals(1)
    spin.setSuffix(" %")
    spin.setValue(value)
    spin.setKeyboardTracking(False)
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)
    return spin


def button(text: str, name: str, tip: str) -> QPushButton:
    push = QPushButton(text)
    push.setObjectName(name)
    push.setToolTip(tip)
    push.setAccessibleName(text.replace("&", ""))
    return push


def text_label(name: str, accessible: str = "", style: str = "") -> QLabel:
    """A word-wrapped label for results and messages."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    if accessible:
        label.setAccessibleName(accessible)
    if style:
        label.setStyleSheet(style)
    return label


def error_label(name: str) -> QLabel:
    """A red message, hidden until there is something to say."""
    label = text_label(name, "Error", ERROR_STYLE)
    label.hide()
    return label


def show_message(label: QLabel, message: str | None) -> None:
    label.setText(message or "")
    label.setVisible(bool(message))


class LazyView(QWidget):
    """A tab that computes only while it is shown.

    Setters call ``mark_stale()``; ``refresh()`` runs now if the view is visible, otherwise
    the next time it is shown, and only once per change.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stale = False

    @property
    def stale(self) -> bool:
        """A change is waiting for the view to be shown."""
        return self._stale

    @Slot()
    def mark_stale(self) -> None:
        self._stale = True
        if self.isVisible():
            self._refresh_now()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self._refresh_now()

    def _refresh_now(self) -> None:
        self._stale = False
        self.refresh()

    def refresh(self) -> None:
        """Start the computations for what the view shows; overridden by each view."""
        raise NotImplementedError
