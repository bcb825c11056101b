"""The goal chooser: a continent, a player to knock out, or territories picked on the map;
the armies to keep on each conquered territory, the draft, and Find plan / Stop.

It holds no position: the tab shows the goal and the players back here (``show_goal``)
with the signals held, and turns each edit into new inputs.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSignalBlocker, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QWidget

from riskgui.core.board.goal import MAX_KEEP
from riskgui.core.board.request import MAX_DRAFT
from riskgui.gui.kit.widgets import button, spin_box, text_label
from riskgui.gui.tabs.board.inputs import GOAL_KINDS, BoardInputs, GoalChoice
from riskgui.gui.tabs.board.territory_form import fill_players

KIND_WORDS = {
    "continent": "Take a continent",
    "eliminate": "Knock a player out",
    "territories": "Take territories I click",
}


def _labelled(text: str, field: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(field)
    return label


class GoalForm(QGroupBox):
    """Signals:
    goalChanged(object): the new GoalChoice
    draftChanged(int): the armies to place before attacking
    cardsChanged(int): the cards held by the player to knock out
    """

    goalChanged = Signal(object)
    draftChanged = Signal(int)
    cardsChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Goal", parent)
        self.setObjectName("boardGoalBox")
        self._goal = GoalChoice()
        self.kind_combo = QComboBox()
        self.kind_combo.setObjectName("boardGoalKindCombo")
        self.kind_combo.setAccessibleName("Goal")
        for kind in GOAL_KINDS:
            self.kind_combo.addItem(KIND_WORDS[kind], kind)
        self.continent_combo = QComboBox()
        self.continent_combo.setObjectName("boardContinentCombo")
        self.continent_combo.setAccessibleName("Continent to take")
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("boardEliminateCombo")
        self.player_combo.setAccessibleName("Player to knock out")
        self.picked_label = text_label("boardPickedLabel", "Territories picked")
        self.picked_label.setWordWrap(False)
        self.clear_button = button("Clear", "boardClearPickButton", "Pick no territory")
        self.keep_spin = spin_box(
            "boardKeepSpin", 1, MAX_KEEP, "At least this many armies on each territory conquered"
        )
        self.draft_spin = spin_box(
            "boardDraftSpin", 0, MAX_DRAFT, "Armies to place before attacking, where they help most"
        )
        self.cards_spin = spin_box(
            "boardCardsSpin", 0, 100, "The cards the player to knock out holds: they become yours"
        )
        self.find_button = button(
            "Find plan", "boardFindButton", "Find the best plan for the goal (Ctrl+Enter)"
        )
        self.stop_button = button("Stop", "boardStopButton", "Stop the search (Esc)")
        self.stop_button.setEnabled(False)
        self.cards_label = _labelled("Their cards:", self.cards_spin)
        self._build_layout()
        self.kind_combo.activated.connect(self._on_edited)
        self.continent_combo.activated.connect(self._on_edited)
        self.player_combo.activated.connect(self._on_edited)
        self.keep_spin.valueChanged.connect(self._on_edited)
        self.clear_button.clicked.connect(self._on_clear)
        self.draft_spin.valueChanged.connect(self.draftChanged)
        self.cards_spin.valueChanged.connect(self.cardsChanged)

    def _build_layout(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 6)
        grid.setVerticalSpacing(4)
        grid.addWidget(self.kind_combo, 0, 0, 1, 4)
        pick = QHBoxLayout()
        pick.addWidget(self.picked_label, 1)
        pick.addWidget(self.clear_button)
        grid.addWidget(self.continent_combo, 1, 0, 1, 4)
        grid.addWidget(self.player_combo, 1, 0, 1, 4)
        grid.addLayout(pick, 1, 0, 1, 4)
        grid.addWidget(_labelled("&Keep:", self.keep_spin), 2, 0)
        grid.addWidget(self.keep_spin, 2, 1)
        grid.addWidget(_labelled("Draf&t:", self.draft_spin), 2, 2)
        grid.addWidget(self.draft_spin, 2, 3)
        grid.addWidget(self.cards_label, 3, 0, 1, 2)
        grid.addWidget(self.cards_spin, 3, 2, 1, 2)
        buttons = QHBoxLayout()
        buttons.addWidget(self.find_button, 1)
        buttons.addWidget(self.stop_button)
        grid.addLayout(buttons, 4, 0, 1, 4)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        grid.setRowStretch(5, 1)

    def show_goal(self, inputs: BoardInputs, colours: dict[str, QColor]) -> None:
        goal = self._goal = inputs.goal
        if self.continent_combo.count() != len(inputs.board.continents):
            with QSignalBlocker(self.continent_combo):
                self.continent_combo.clear()
                for continent in inputs.board.continents.values():
                    self.continent_combo.addItem(
                        f"{continent.name} (+{continent.bonus})", continent.name
                    )
        others = tuple(p for p in inputs.players if p != inputs.me and inputs.owned(p))
        fill_players(self.player_combo, others, colours)
        fields = (self.kind_combo, self.continent_combo, self.player_combo, self.keep_spin)
        blockers = [QSignalBlocker(field) for field in (*fields, self.draft_spin, self.cards_spin)]
        self.kind_combo.setCurrentIndex(GOAL_KINDS.index(goal.kind))
        self.continent_combo.setCurrentIndex(self.continent_combo.findData(goal.continent))
        self.player_combo.setCurrentIndex(self.player_combo.findText(goal.player))
        self.keep_spin.setValue(goal.keep)
        self.draft_spin.setValue(inputs.draft)
        self.cards_spin.setValue(inputs.cards.get(goal.player, 0))
        del blockers
        count = len(goal.picked)
        self.picked_label.setText(
            f"{count} picked on the map" if count else "Click theirs on the map"
        )
        self.continent_combo.setVisible(goal.kind == "continent")
        self.player_combo.setVisible(goal.kind == "eliminate")
        for part in (self.picked_label, self.clear_button):
            part.setVisible(goal.kind == "territories")
        self.clear_button.setEnabled(bool(count))
        self.cards_label.setVisible(goal.kind == "eliminate")
        self.cards_spin.setVisible(goal.kind == "eliminate")

    def set_running(self, running: bool) -> None:
        self.stop_button.setEnabled(running)

    @Slot()
    def _on_edited(self) -> None:
        self.goalChanged.emit(
            replace(
                self._goal,
                kind=GOAL_KINDS[max(self.kind_combo.currentIndex(), 0)],
                continent=str(self.continent_combo.currentData() or self._goal.continent),
                player=self.player_combo.currentText() or self._goal.player,
                keep=self.keep_spin.value(),
            )
        )

    @Slot()
    def _on_clear(self) -> None:
        self.goalChanged.emit(replace(self._goal, picked=()))
