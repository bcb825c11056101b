"""Small widget factories and styles every part of the window shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from PySide6.QtCore import QRegularExpression, Qt, Signal, SignalInstance, Slot
from PySide6.QtGui import QRegularExpressionValidator, QValidator
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from riskgui.core.limits import Limit

ERROR_STYLE = "color: #c0392b;"
MUTED_STYLE = "color: palette(placeholder-text);"
WARNING_STYLE = "color: #b9770e; font-weight: bold;"


class _Clamps:
    """What both clamping boxes do, for a box that reads a typed number (``_typed``) and
    writes one (``_shown``): a number above the most stays editable until Enter, then the
    nearest limit is set and ``clamped`` says so."""

    clamped: SignalInstance

    def _typed(self, text: str) -> float | None:
        raise NotImplementedError

    def _shown(self, number: float) -> str:
        raise NotImplementedError

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        box = cast(QSpinBox | QDoubleSpinBox, self)
        typed = self._typed(text)
        if typed is not None and typed > box.maximum():
            return QValidator.State.Intermediate, text, pos
        return super().validate(text, pos)  # type: ignore[misc, no-any-return]

    def fixup(self, text: str) -> str:
        box = cast(QSpinBox | QDoubleSpinBox, self)
        typed = self._typed(text)
        if typed is None or box.minimum() <= typed <= box.maximum():
            return super().fixup(text)  # type: ignore[misc, no-any-return]
        limit = box.maximum() if typed > box.maximum() else box.minimum()
        which = "most" if limit == box.maximum() else "least"
        self.clamped.emit(
            f"{box.accessibleName()}: {self._shown(typed)} is out of range; "
            f"set to the {which}, {self._shown(limit)}."
        )
        return box.textFromValue(limit)  # type: ignore[arg-type]


class ClampingSpinBox(_Clamps, QSpinBox):
    """A QSpinBox that takes a number out of range and sets the nearest limit, saying so.

    A plain QSpinBox refuses the keystroke: typing 99999 where 20,000 is the most leaves
    9,999, and typing 100 into a percentage leaves 10 %, and nobody says why.

    Signals:
      clamped(str): a message for the player: what was typed and what was set instead
    """

    clamped = Signal(str)

    def _typed(self, text: str) -> float | None:
        body = text.removeprefix(self.prefix()).removesuffix(self.suffix())
        body = body.replace(self.locale().groupSeparator(), "").replace(",", "").strip()
        return int(body) if body.lstrip("-").isdigit() else None

    def _shown(self, number: float) -> str:
        return f"{int(number):,}{self.suffix()}"


class ClampingPercentBox(_Clamps, QDoubleSpinBox):
    """A chance in percent, to a tenth, clamped as ``ClampingSpinBox`` clamps whole numbers.

    Signals:
      clamped(str): a message for the player: what was typed and what was set instead
    """

    clamped = Signal(str)

    def _typed(self, text: str) -> float | None:
        body = text.removesuffix(self.suffix()).replace(",", ".").strip()
        try:
            return float(body)
        except ValueError:
            return None

    def _shown(self, number: float) -> str:
        return f"{number:g} %"


def spin_box(name: str, low: int, high: int, tip: str, accessible: str | None = None) -> QSpinBox:
    """A whole-number input that acts once the number is complete, not on every keystroke."""
    spin = ClampingSpinBox()
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


def percent_spin_box(name: str, value: float, tip: str, lowest: float = 0.1) -> ClampingPercentBox:
    """A chance in percent to a tenth, from ``lowest`` to 99.9 % (a certainty is no target).

    Typing 100 sets 99.9 % and says so (``clamped``), as the army boxes do.  A ``lowest``
    of 0 suits a box whose 0 means "off" (give it ``setSpecialValueText``).
    """
    spin = ClampingPercentBox()
    spin.setObjectName(name)
    spin.setDecimals(1)
    spin.setRange(lowest, 99.9)
    spin.setSuffix(" %")
    spin.setValue(value)
    spin.setKeyboardTracking(False)
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)
    return spin


def add_row_with_button(form: QFormLayout, text: str, field: QWidget, extra: QWidget) -> None:
    """A form row: a labelled field (its mnemonic goes to the field) and a button beside it."""
    row = QHBoxLayout()
    row.addWidget(field, 1)
    row.addWidget(extra)
    label = QLabel(text)
    label.setBuddy(field)
    form.addRow(label, row)


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


def text_field(name: str, accessible: str, tip: str, placeholder: str = "") -> QLineEdit:
    """A line of text to type in, named for tests and screen readers."""
    edit = QLineEdit()
    edit.setObjectName(name)
    edit.setAccessibleName(accessible)
    edit.setToolTip(tip)
    edit.setPlaceholderText(placeholder)
    return edit


def message_line(name: str, accessible: str, style: str, lines: int = 1) -> QLabel:
    """A label whose space is kept when it is empty, so a message never pushes controls."""
    label = text_label(name, accessible, style)
    label.setMinimumHeight(label.fontMetrics().lineSpacing() * lines)
    return label


def error_label(name: str) -> QLabel:
    """A red message, hidden until there is something to say."""
    label = text_label(name, "Error", ERROR_STYLE)
    label.hide()
    return label


def label_table(
    table: QTableWidget, name: str, accessible: str, columns: Sequence[tuple[str, str]]
) -> None:
    """A table's names, and its columns' titles, each with its tool tip; no row numbers."""
    table.setObjectName(name)
    table.setAccessibleName(accessible)
    for column, (title, tip) in enumerate(columns):
        item = QTableWidgetItem(title)
        item.setToolTip(tip)
        table.setHorizontalHeaderItem(column, item)
    table.verticalHeader().setVisible(False)


def connect(signal: SignalInstance, *slots: Callable[..., object]) -> None:
    """Connect ``signal`` to each of ``slots``, in order: the main window's wiring."""
    for slot in slots:
        signal.connect(slot)


class MessageLine(QLabel):
    """A red message below the inputs, hidden until there is something to say."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.setAccessibleName("Error")
        self.setStyleSheet(ERROR_STYLE)
        self.setWordWrap(True)
        self.hide()

    @Slot(str)
    def show_message(self, message: str) -> None:
        self.setText(message)
        self.setVisible(bool(message))

    @Slot(str)
    def show_failure(self, message: str) -> None:
        """Something could not be computed; ``message`` says why, for users."""
        self.show_message(f"Could not compute: {message}")

    @Slot()
    def clear_message(self) -> None:
        self.show_message("")


class SeedEdit(QLineEdit):
    """A whole number from 0 to 2**63 - 1, which a QSpinBox (32 bits) cannot hold.

    Signals:
      valueChanged(object): the new seed, once typed in full (Enter or leaving the field)
    """

    valueChanged = Signal(object)

    def __init__(self, name: str, maximum: int, tip: str, accessible: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self._maximum = maximum
        self._value = 0
        self.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{0,19}")))
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setToolTip(tip)
        self.setAccessibleName(accessible)
        self.setText("0")
        self.editingFinished.connect(self._on_edited)

    def value(self) -> int:
        return self._value

    def setValue(self, value: int) -> None:  # noqa: N802 - like QSpinBox
        value = min(max(0, int(value)), self._maximum)
        self.setText(str(value))
        if value != self._value:
            self._value = value
            self.valueChanged.emit(value)

    @Slot()
    def _on_edited(self) -> None:
        text = self.text().strip()
        if not text:
            self.setText(str(self._value))
            return
        value = int(text)
        if value > self._maximum:
            self.setToolTip(f"The largest seed is {self._maximum:,}; {value:,} was lowered to it.")
        self.setValue(value)


def tool_button(text: str, name: str, tip: str) -> QToolButton:
    """A button as wide as its word (several fit a narrow window), named for tests and
    screen readers."""
    push = QToolButton()
    push.setText(text)
    push.setObjectName(name)
    push.setToolTip(tip)
    push.setAccessibleName(text.replace("&", "").rstrip("\u2026"))
    return push


def scrolled(part: QWidget, name: str, keep_width: bool = False) -> QScrollArea:
    """``part`` in a scroll area: squeezed below its least height, it scrolls instead.

    Never across: with ``keep_width`` the area is never narrower than ``part`` and its
    scroll bar, so nothing is cut off; without, ``part`` takes the width it is given."""
    scroll = QScrollArea()
    scroll.setObjectName(name)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidget(part)
    if keep_width:
        scroll.setMinimumWidth(
            part.minimumSizeHint().width() + scroll.verticalScrollBar().sizeHint().width()
        )
    return scroll
