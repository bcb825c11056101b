"""New game: the evening it belongs to, the players in turn order, and how it starts
(from the position on the board, or dealt as the rules say), fortifying through
connected territories or only across a border, and the rules (a preset, or the board's).

A view: ``check`` (the game mode's) says what keeps the choice from being a game, and
the dialog stays open with the sentence shown, so nothing typed is lost.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.rules.presets import PRESETS
from riskgui.gui.kit.widgets import error_label, spin_box, text_field
from riskgui.gui.tabs.board.game_start import NewGame

MAX_SEED = 2**31 - 1


class NewGameDialog(QDialog):
    def __init__(
        self,
        evenings: list[str],
        players: tuple[str, ...],
        check: Callable[[NewGame], str | None],
        rules: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle("New game")
        self._check = check
        self.chosen: NewGame | None = None
        self.evening_combo = QComboBox()
        self.evening_combo.setObjectName("newGameEvening")
        self.evening_combo.setEditable(True)
        self.evening_combo.addItems(evenings or ["Game night"])
        self.evening_combo.setCurrentIndex(self.evening_combo.count() - 1)
        self.evening_combo.setToolTip("The ledger's evening the game's rolls are recorded in")
        self.players_field = text_field(
            "newGamePlayers",
            "Players in turn order",
            "The players in turn order, separated by commas; the first starts",
            "Red, Blue, Green",
        )
        self.players_field.setText(", ".join(players))
        self.from_board = QRadioButton("From the &position on the board")
        self.from_board.setObjectName("newGameFromBoard")
        self.dealt = QRadioButton("&Dealt at random, as the rules say")
        self.dealt.setObjectName("newGameDealt")
        self.from_board.setChecked(True)
        self.seed_spin = spin_box(
            "newGameSeed", 0, MAX_SEED, "The deal's seed: the same deals the same"
        )
        self.seed_spin.setValue(random.randrange(MAX_SEED))
        self.by_players = QCheckBox("The players place their starting armies, one at a &time")
        self.by_players.setObjectName("newGameByPlayers")
        self.by_players.setToolTip("Off: riskgui places them at random")
        self.connected = QCheckBox("Fortify through &connected territories")
        self.connected.setObjectName("newGameConnected")
        self.connected.setChecked(True)
        self.connected.setToolTip("Off: a fortify only moves across a border (older editions)")
        self.rules_combo = QComboBox()
        self.rules_combo.setObjectName("newGameRules")
        self.rules_combo.setToolTip("The rules the game's battles are rolled with")
        self.rules_combo.addItem("As on the board", "")
        for found in PRESETS:
            self.rules_combo.addItem(found.title, found.key)
        self.rules_combo.setCurrentIndex(max(0, self.rules_combo.findData(rules)))
        self.error = error_label("newGameError")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow("&Evening:", self.evening_combo)
        form.addRow("P&layers:", self.players_field)
        form.addRow("Start:", self.from_board)
        form.addRow("", self.dealt)
        form.addRow("&Seed:", self.seed_spin)
        form.addRow("", self.by_players)
        form.addRow("", self.connected)
        form.addRow("&Rules:", self.rules_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        for dealing in (self.seed_spin, self.by_players):
            self.dealt.toggled.connect(dealing.setEnabled)
            dealing.setEnabled(False)

    def choice(self) -> NewGame:
        players = tuple(p.strip() for p in self.players_field.text().split(",") if p.strip())
        return NewGame(
            evening=self.evening_combo.currentText().strip(),
            players=players,
            dealt=self.dealt.isChecked(),
            seed=self.seed_spin.value(),
            connected_fortify=self.connected.isChecked(),
            placed_by_players=self.dealt.isChecked() and self.by_players.isChecked(),
            rules=str(self.rules_combo.currentData() or ""),
        )

    def accept(self) -> None:
        chosen = self.choice()
        problem = self._check(chosen)
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self.chosen = chosen
        super().accept()
