"""The territories of a turn: a table of name, yours or not, armies, goal and draft."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.plan.parse import MAX_ARMIES
from riskgui.gui.kit.widgets import ClampingSpinBox, button, label_table, spin_box
from riskgui.gui.tabs.turn.inputs import TerritoryRow
from riskgui.gui.tabs.turn.map_names import NameDelegate

MAX_TERRITORIES = 40
NAME, YOURS, ARMIES, GOAL, DRAFT = range(5)
COLUMNS = (
    ("Territory", "The territory's name, as the legs and the answer call it"),
    ("Yours", "Yours at the start of the turn (else an opponent's)"),
    ("Armies", "Every army on the territory, the one that must stay behind included"),
    ("Goal", "Must be yours at the end of the turn (none ticked: every territory a leg "
     "attacks to the end)"),
    ("Draft", "May receive the drafted armies (none ticked: any of yours)"),
)  # fmt: skip
ROWS_IN_SIGHT = 5
CHECKABLE = Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled


class TerritoriesEditor(QWidget):
    """Signals:
    changed(): a territory was added, removed, renamed or changed
    clamped(str): an armies box set the nearest limit; a message for the player
    """

    changed = Signal()
    clamped = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._next_key = 0
        self.table = QTableWidget(0, len(COLUMNS))
        label_table(self.table, "turnTerritoriesTable", "Territories of the turn", COLUMNS)
        self.table.setItemDelegateForColumn(NAME, NameDelegate(self.table))
        # Rows as tall as an armies box, no taller, and never fewer than five in sight (a
        # turn's column scrolls as a whole rather than squeeze the table to three rows).
        rows = self.table.verticalHeader()
        rows.setDefaultSectionSize(spin_box("", 1, 2, "").sizeHint().height() + 2)
        self.table.setMinimumHeight(
            self.table.horizontalHeader().sizeHint().height()
            + ROWS_IN_SIGHT * rows.defaultSectionSize()
            + 2 * self.table.frameWidth()
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.add_button = button("Add territory", "turnAddTerritoryButton", "Add a territory")
        self.remove_button = button(
            "Remove", "turnRemoveTerritoryButton", "Remove the selected territory"
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.currentCellChanged.connect(self._enable_buttons)
        self.add_button.clicked.connect(self.add_territory)
        self.remove_button.clicked.connect(self.remove_current)
        self._enable_buttons()

    # ----- reading and writing ------------------------------------------------------------
    def rows(self) -> tuple[TerritoryRow, ...]:
        return tuple(self._row(r) for r in range(self.table.rowCount()))

    def _row(self, r: int) -> TerritoryRow:
        name = self._item(r, NAME)
        return TerritoryRow(
            key=int(name.data(Qt.ItemDataRole.UserRole)),
            name=name.text(),
            mine=self.ticked(r, YOURS),
            armies=self.armies_spin(r).value(),
            goal=self.ticked(r, GOAL),
            draft_onto=self.ticked(r, DRAFT),
        )

    def ticked(self, r: int, column: int) -> bool:
        return self._item(r, column).checkState() == Qt.CheckState.Checked

    def tick(self, r: int, column: int, ticked: bool) -> None:
        """Tick or untick a box as a player does (``changed`` follows)."""
        self._item(r, column).setCheckState(
            Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        )

    def set_rows(self, rows: tuple[TerritoryRow, ...]) -> None:
        """Show these territories (from a file); ``changed`` once."""
        self.table.setRowCount(0)
        self._next_key = max((row.key for row in rows), default=-1) + 1
        for row in rows:
            self._append(row)
        self._enable_buttons()
        self.changed.emit()

    def armies_spin(self, r: int) -> QSpinBox:
        widget = self.table.cellWidget(r, ARMIES)
        assert isinstance(widget, QSpinBox)
        return widget

    def _item(self, r: int, column: int) -> QTableWidgetItem:
        item = self.table.item(r, column)
        assert item is not None
        return item

    # ----- editing ------------------------------------------------------------------------
    @Slot()
    def add_territory(self) -> None:
        taken = {row.name.strip() for row in self.rows()}
        number = next(n for n in range(len(taken) + 1, 10 * MAX_TERRITORIES) if
                      f"Territory {n}" not in taken)  # fmt: skip
        self._append(
            TerritoryRow(key=self._next_key, name=f"Territory {number}", mine=False, armies=3)
        )
        self._next_key += 1
        self.table.setCurrentCell(self.table.rowCount() - 1, NAME)
        self._enable_buttons()
        self.changed.emit()

    @Slot()
    def remove_current(self) -> None:
        r = self.table.currentRow()
        if r < 0:
            return
        self.table.removeRow(r)
        self._enable_buttons()
        self.changed.emit()

    def _append(self, row: TerritoryRow) -> None:
        r = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(r)
        name = QTableWidgetItem(row.name)
        name.setData(Qt.ItemDataRole.UserRole, row.key)
        name.setToolTip("Double-click to rename")
        self.table.setItem(r, NAME, name)
        for column, ticked in ((YOURS, row.mine), (GOAL, row.goal), (DRAFT, row.draft_onto)):
            box = QTableWidgetItem()
            box.setFlags(CHECKABLE)
            box.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
            box.setToolTip(COLUMNS[column][1])
            self.table.setItem(r, column, box)
        self.table.blockSignals(False)
        armies = spin_box("", 1, MAX_ARMIES, COLUMNS[ARMIES][1], "Armies on the territory")
        armies.setValue(row.armies)
        armies.valueChanged.connect(self.changed)
        if isinstance(armies, ClampingSpinBox):
            armies.clamped.connect(self.clamped)
        self.table.setCellWidget(r, ARMIES, armies)
        self._show_draft_allowed(r, row.mine)

    def _show_draft_allowed(self, r: int, mine: bool) -> None:
        """Only territories of yours take drafted armies: the box is off for the others."""
        box = self._item(r, DRAFT)
        self.table.blockSignals(True)
        box.setFlags(CHECKABLE if mine else Qt.ItemFlag.NoItemFlags)
        if not mine:
            box.setCheckState(Qt.CheckState.Unchecked)
        self.table.blockSignals(False)

    @Slot(QTableWidgetItem)
    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == YOURS:
            self._show_draft_allowed(item.row(), item.checkState() == Qt.CheckState.Checked)
        self.changed.emit()

    @Slot()
    def _enable_buttons(self) -> None:
        self.add_button.setEnabled(self.table.rowCount() < MAX_TERRITORIES)
        self.remove_button.setEnabled(self.table.currentRow() >= 0)
