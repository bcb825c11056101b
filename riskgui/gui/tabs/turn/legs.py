"""The legs of a turn, in the order they run: a list to add, remove and reorder them, and
the fields of the selected one below it."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QToolButton, QVBoxLayout, QWidget

from riskgui.gui.kit.widgets import WARNING_STYLE, button, text_label
from riskgui.gui.tabs.turn.inputs import LegRow, TerritoryRow
from riskgui.gui.tabs.turn.leg_form import LegForm
from riskgui.gui.tabs.turn.map_names import border_notices

MAX_LEGS = 30
FEWEST_LINES, MOST_LINES = 3, 10  # the list is as tall as its legs, within these
MOVE_WORDS = {"min": "move the fewest", "best": "best move-in"}


def leg_text(number: int, leg: LegRow, names: dict[int, str]) -> str:
    """ "2. Ural → Siberia, wear down to 2": a leg as the list shows it."""
    source = names.get(leg.source, "?") if leg.source is not None else "?"
    target = names.get(leg.target, "?") if leg.target is not None else "?"
    parts = [f"{number}. {source} \u2192 {target}"]
    if leg.stop_at != 1:
        parts.append(f"stop at {leg.stop_at}")
    if leg.until_defenders:
        parts.append(f"wear down to {leg.until_defenders}")
    elif leg.move == "leave":
        parts.append(f"leave {leg.leave}")
    elif leg.move in MOVE_WORDS:
        parts.append(MOVE_WORDS[leg.move])
    if isinstance(leg.rules, str):
        parts.append(leg.rules)
    elif leg.rules is not None:
        parts.append("own rules")
    return ", ".join(parts)


def arrow_button(arrow: Qt.ArrowType, name: str, accessible: str, tip: str) -> QToolButton:
    push = QToolButton()
    push.setArrowType(arrow)
    push.setObjectName(name)
    push.setAccessibleName(accessible)
    push.setToolTip(tip)
    return push


class LegsEditor(QWidget):
    """Signals:
    changed(): a leg was added, removed, moved or edited
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._legs: list[LegRow] = []
        self._territories: tuple[TerritoryRow, ...] = ()
        self.list = QListWidget()
        self.list.setObjectName("turnLegsList")
        self.list.setAccessibleName("Legs, in the order they run")
        self.list.setWordWrap(True)
        self.list.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.borders_label = text_label(
            "turnBordersLabel", "Legs between territories that do not border", WARNING_STYLE
        )
        self.borders_label.hide()
        self.form = LegForm()
        self.add_button = button("Add leg", "turnAddLegButton", "Add a leg after the selected one")
        self.remove_button = button("Remove", "turnRemoveLegButton", "Remove the selected leg")
        self.up_button = arrow_button(Qt.ArrowType.UpArrow, "turnLegUpButton", "Earlier",
                                      "Run the selected leg one earlier")  # fmt: skip
        self.down_button = arrow_button(Qt.ArrowType.DownArrow, "turnLegDownButton", "Later",
                                        "Run the selected leg one later")  # fmt: skip
        buttons = QHBoxLayout()
        for push in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(push)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addWidget(self.borders_label)
        layout.addLayout(buttons)
        layout.addWidget(self.form)
        self.list.currentRowChanged.connect(self._on_current_changed)
        self.form.edited.connect(self._on_form_edited)
        self.add_button.clicked.connect(self.add_leg)
        self.remove_button.clicked.connect(self.remove_current)
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button.clicked.connect(lambda: self.move_current(1))
        self._enable_buttons()

    def legs(self) -> tuple[LegRow, ...]:
        return tuple(self._legs)

    def set_legs(self, legs: tuple[LegRow, ...]) -> None:
        """Show these legs (from a file), the first selected; ``changed`` once."""
        self._legs = list(legs)
        self._show(0 if legs else -1)
        self.changed.emit()

    def set_territories(self, rows: tuple[TerritoryRow, ...]) -> None:
        """The territories a leg can name (renamed, added or removed)."""
        self._territories = rows
        self.form.set_territories(rows)
        self._show(self.list.currentRow())

    @Slot()
    def add_leg(self) -> None:
        at = self.list.currentRow() + 1 if self.list.currentRow() >= 0 else len(self._legs)
        self._legs.insert(at, self._next_leg(self._legs[:at]))
        self._show(at)
        self.changed.emit()

    def _next_leg(self, before: list[LegRow]) -> LegRow:
        """From the last conquest (or a territory of yours) to a territory not yet attacked."""
        mine = [row.key for row in self._territories if row.mine]
        theirs = [row.key for row in self._territories if not row.mine]
        attacked = {leg.target for leg in before}
        last = before[-1] if before else None
        source = last.target if last is not None and last.until_defenders == 0 else None
        if source is None:
            source = mine[0] if mine else None
        fresh = [t for t in theirs if t not in attacked and t != source]
        target = (fresh or theirs)[0] if theirs else None
        return LegRow(source, target)

    @Slot()
    def remove_current(self) -> None:
        at = self.list.currentRow()
        if at < 0:
            return
        del self._legs[at]
        self._show(min(at, len(self._legs) - 1))
        self.changed.emit()

    def move_current(self, step: int) -> None:
        at = self.list.currentRow()
        to = at + step
        if at < 0 or not 0 <= to < len(self._legs):
            return
        self._legs[at], self._legs[to] = self._legs[to], self._legs[at]
        self._show(to)
        self.changed.emit()

    def _show(self, current: int) -> None:
        """The list as the legs are, ``current`` selected and in the form."""
        names = {row.key: row.name.strip() for row in self._territories}
        self.list.blockSignals(True)
        self.list.clear()
        for number, leg in enumerate(self._legs, start=1):
            self.list.addItem(leg_text(number, leg, names))
        self.list.setCurrentRow(current)
        self.list.blockSignals(False)
        self._fit_list()
        self.form.show_leg(self._legs[current] if 0 <= current < len(self._legs) else None)
        self._enable_buttons()
        self._show_borders()

    def _fit_list(self) -> None:
        """As tall as its legs (a turn of 8 shows whole), so it never scrolls in a turn
        of up to ``MOST_LINES`` legs."""
        line = self.list.fontMetrics().lineSpacing() + 2
        heights = [self.list.sizeHintForRow(r) for r in range(self.list.count())]
        shown = sum(heights[:MOST_LINES]) + line * max(0, FEWEST_LINES - len(heights))
        self.list.setFixedHeight(shown + 2 * self.list.frameWidth())

    def _show_borders(self) -> None:
        """Which legs join map territories that do not border (names off the map: none)."""
        said = border_notices(self._territories, self._legs)
        self.borders_label.setText("\n".join(said))
        self.borders_label.setVisible(bool(said))

    @Slot(int)
    def _on_current_changed(self, row: int) -> None:
        self.form.show_leg(self._legs[row] if 0 <= row < len(self._legs) else None)
        self._enable_buttons()

    @Slot()
    def _on_form_edited(self) -> None:
        at = self.list.currentRow()
        if not 0 <= at < len(self._legs):
            return
        self._legs[at] = self.form.leg()
        names = {row.key: row.name.strip() for row in self._territories}
        item = self.list.item(at)
        if item is not None:
            item.setText(leg_text(at + 1, self._legs[at], names))
        self._fit_list()
        self._show_borders()
        self.changed.emit()

    def _enable_buttons(self) -> None:
        at = self.list.currentRow()
        self.add_button.setEnabled(len(self._legs) < MAX_LEGS)
        self.remove_button.setEnabled(at >= 0)
        self.up_button.setEnabled(at > 0)
        self.down_button.setEnabled(0 <= at < len(self._legs) - 1)
