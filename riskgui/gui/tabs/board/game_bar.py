"""The game mode's turn bar, across the top of the Board tab: whose turn (in their
colour), the phase and the armies due, Undo and End turn; with no game at the table, the
games of the ledger by evening, to resume one, and New game."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStackedWidget, QWidget

from riskgui.core.game.state import GameState
from riskgui.core.game.store import GameInfo
from riskgui.gui.kit.widgets import tool_button
from riskgui.gui.tabs.board.game_text import turn_line
from riskgui.gui.tabs.board.territory_form import swatch


class GameBar(QStackedWidget):
    """Signals:
    resumeAsked(int): the game chosen in the list, to open
    newAsked(): New game…
    undoAsked(), endTurnAsked(), leaveAsked()
    """

    resumeAsked = Signal(int)
    newAsked = Signal()
    undoAsked = Signal()
    endTurnAsked = Signal()
    leaveAsked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardGameBar")
        # No game: the games kept, Resume, New game.
        self.games_combo = QComboBox()
        self.games_combo.setObjectName("boardGamesCombo")
        self.games_combo.setAccessibleName("Games kept in the ledger")
        self.games_combo.setToolTip("The games kept in the ledger, by evening, the latest first")
        self.resume_button = tool_button("Resume", "boardResumeButton", "Go on with this game")
        self.new_button = tool_button(
            "New game\u2026", "boardNewGameButton", "Start a game: from this position or dealt"
        )
        idle = QWidget()
        row = QHBoxLayout(idle)
        row.setContentsMargins(0, 0, 0, 0)
        label = QLabel("Game at the table:")
        label.setBuddy(self.games_combo)
        row.addWidget(label)
        row.addWidget(self.games_combo, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.new_button)
        # A game open: whose turn, then Undo, End turn, Leave.
        self.colour = QLabel()
        self.colour.setObjectName("boardTurnColour")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("boardTurnLabel")
        self.turn_label.setAccessibleName("Whose turn and its phase")
        bold = self.turn_label.font()
        bold.setBold(True)
        self.turn_label.setFont(bold)
        self.undo_button = tool_button(
            "Undo", "boardGameUndoButton", "Take back the last step: round, placement, "
            "move-in, fortify or correction (Ctrl+Z)",
        )  # fmt: skip
        self.end_button = tool_button(
            "End turn", "boardEndTurnButton", "Pass to the next player still in the game"
        )
        self.leave_button = tool_button(
            "Leave", "boardLeaveButton", "Put the game aside (it stays in the ledger); "
            "the Board is a position editor again",
        )  # fmt: skip
        playing = QWidget()
        row = QHBoxLayout(playing)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.colour)
        row.addWidget(self.turn_label, 1)
        for push in (self.undo_button, self.end_button, self.leave_button):
            row.addWidget(push)
        self.addWidget(idle)
        self.addWidget(playing)
        self.resume_button.clicked.connect(self._on_resume)
        self.new_button.clicked.connect(self.newAsked)
        self.undo_button.clicked.connect(self.undoAsked)
        self.end_button.clicked.connect(self.endTurnAsked)
        self.leave_button.clicked.connect(self.leaveAsked)

    def show_games(self, games: list[GameInfo]) -> None:
        """No game open: the games kept, to resume one."""
        with QSignalBlocker(self.games_combo):
            self.games_combo.clear()
            for info in games:
                players = ", ".join(info.players)
                text = f"{info.evening}: game {info.id} ({players}; {info.steps} steps)"
                self.games_combo.addItem(text, info.id)
        self.games_combo.setEnabled(bool(games))
        self.resume_button.setEnabled(bool(games))
        if not games:
            self.games_combo.addItem("none yet: New game starts one")
        self.setCurrentIndex(0)

    def show_state(self, state: GameState, colour: QColor, can_undo: bool) -> None:
        self.colour.setPixmap(swatch(colour).pixmap(14, 14))
        self.turn_label.setText(turn_line(state))
        self.undo_button.setEnabled(can_undo)
        ends = state.phase in ("attack", "fortify") and state.pending is None
        self.end_button.setEnabled(ends)
        self.setCurrentIndex(1)

    def _on_resume(self) -> None:
        game_id = self.games_combo.currentData()
        if isinstance(game_id, int):
            self.resumeAsked.emit(game_id)
