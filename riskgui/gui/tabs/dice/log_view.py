"""The battle log under the dice: one row a round, and a button to copy it as text."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.report.battle_log import log_text
from riskgui.core.report.counting import Counting
from riskgui.gui.kit.widgets import button
from riskgui.gui.tabs.dice.log_model import DiceLogModel


class BattleLogView(QWidget):
    def __init__(self, battle: PlayedBattle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._battle = battle
        self._counting = Counting.ON_TERRITORY
        self.model = DiceLogModel(battle, self)
        self.table = QTableView()
        self.table.setObjectName("battleLogTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName("Battle log")
        self.copy_button = button("Cop&y log", "copyLogButton", "Copy the battle log as text")

        header = QHBoxLayout()
        header.addWidget(QLabel("Battle log"))
        header.addStretch(1)
        header.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(header)
        layout.addWidget(self.table)
        self.copy_button.clicked.connect(self.on_copy)

    def set_battle(self, battle: PlayedBattle) -> None:
        self._battle = battle
        self.model.set_battle(battle)

    def set_counting(self, counting: Counting) -> None:
        self._counting = counting
        self.model.set_counting(counting)

    def refresh(self) -> None:
        """Show the rounds played since the last call, the newest in view."""
        self.model.refresh()
        self.table.scrollToBottom()

    @Slot()
    def on_copy(self) -> None:
        QGuiApplication.clipboard().setText(log_text(self._battle, self._counting))
