"""The rounds of a battle in play, as a table model for a QTableView.

The model reads the rounds straight from the ``PlayedBattle``: a blitz of 18,000 rounds
costs one ``rowsInserted`` and no widget per cell.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.report.battle_log import LOG_HEADER, log_row
from riskgui.core.report.counting import Counting

Index = QModelIndex | QPersistentModelIndex
# LOG_HEADER in words short enough for a narrow window; the copied log keeps the long ones.
SHORT_HEADER = ("Round", "Attacker", "Defender", "Att. lost", "Def. lost", "Armies")


class DiceLogModel(QAbstractTableModel):
    def __init__(self, battle: PlayedBattle, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._battle = battle
        self._rows = 0  # rounds announced to the views
        self._counting = Counting.ON_TERRITORY

    def set_battle(self, battle: PlayedBattle) -> None:
        self.beginResetModel()
        self._battle = battle
        self._rows = len(battle.rounds)
        self.endResetModel()

    def set_counting(self, counting: Counting) -> None:
        self.beginResetModel()
        self._counting = counting
        self.endResetModel()

    def refresh(self) -> None:
        """Announce the rounds played since the last call."""
        played = len(self._battle.rounds)
        if played > self._rows:
            self.beginInsertRows(QModelIndex(), self._rows, played - 1)
            self._rows = played
            self.endInsertRows()
        elif played < self._rows:  # rounds taken back
            self.beginRemoveRows(QModelIndex(), played, self._rows - 1)
            self._rows = played
            self.endRemoveRows()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(LOG_HEADER)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= self._rows:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            row = log_row(self._battle, index.row() + 1, self._counting)
            return row[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return SHORT_HEADER[section]
        return None
