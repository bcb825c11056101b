"""The game mode's panel beside the map: what the phase asks of the table, one page each.

- Reinforce: click your territories to place (so many a click), cards traded in; in the
  setup, one starting army a click.
- Attack: the battle chosen on the map, the advice about it (keep rolling, stop,
  switch), Roll (Space on the map), Blitz, or the real dice typed in; the last round; a
  fortify between two territories clicked.
- Move-in: how many armies, the advised number preselected.
- Game over.

A view: it emits what the player asked; the game mode checks nothing here and shows the
game back (``show_*``).
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.board.position import MAX_ARMIES
from riskgui.core.game.play import MAX_TRADE
from riskgui.gui.kit.widgets import MUTED_STYLE, button, spin_box, text_field, text_label

PAGES = ("reinforce", "attack", "move_in", "over")


def _buddy(text: str, field: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(field)
    return label


def _row(*widgets: QWidget, stretch: int = -1) -> QHBoxLayout:
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    for k, widget in enumerate(widgets):
        row.addWidget(widget, 1 if k == stretch else 0)
    return row


class GamePanel(QGroupBox):
    """Signals:
    tradeAsked(int): cards traded in for so many armies more
    rollAsked(int): one round rolled by riskgui with so many attacking dice
    blitzAsked(): rounds rolled until the battle ends
    diceTyped(str): one round of real dice, as typed ("6,5,1/6,3")
    moveAsked(int): the move-in
    fortifyAsked(int): the fortify of so many armies between the two chosen
    """

    tradeAsked = Signal(int)
    rollAsked = Signal(int)
    blitzAsked = Signal()
    diceTyped = Signal(str)
    moveAsked = Signal(int)
    fortifyAsked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("At the table", parent)
        self.setObjectName("boardGamePanel")
        self.pages = QStackedWidget()
        self.pages.addWidget(self._reinforce_page())
        self.pages.addWidget(self._attack_page())
        self.pages.addWidget(self._move_in_page())
        self.over_label = text_label("boardGameOverLabel", "The game's end")
        over = QWidget()
        QVBoxLayout(over).addWidget(self.over_label, 0, Qt.AlignmentFlag.AlignTop)
        self.pages.addWidget(over)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.pages)

    # ----- the pages ----------------------------------------------------------------------
    def _reinforce_page(self) -> QWidget:
        page = QWidget()
        self.place_label = text_label("boardPlaceLabel", "Armies to place")
        self.per_click_spin = spin_box(
            "boardPerClickSpin", 1, MAX_ARMIES, "Armies placed by each click on a territory"
        )
        self.trade_spin = spin_box(
            "boardTradeSpin", 1, MAX_TRADE, "Armies the cards traded in bring (as counted at "
            "the table)",
        )  # fmt: skip
        self.trade_spin.setValue(4)
        self.trade_button = button("Cards", "boardTradeButton", "Add the cards' armies to place")
        self.trade_button.clicked.connect(lambda: self.tradeAsked.emit(self.trade_spin.value()))
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.place_label)
        form.addRow("Per click:", self.per_click_spin)
        form.addRow(
            _buddy("Cards traded:", self.trade_spin),
            _row(self.trade_spin, self.trade_button, stretch=0),
        )
        return page

    def _attack_page(self) -> QWidget:
        page = QWidget()
        self.battle_label = text_label("boardBattleLabel", "The battle chosen on the map")
        self.advice_label = text_label("boardBattleAdvice", "The advice about this battle")
        bold = self.advice_label.font()
        bold.setBold(True)
        self.advice_label.setFont(bold)
        self.dice_spin = spin_box("boardAttackDiceSpin", 1, 3, "Attacking dice this round")
        self.roll_button = button("Roll", "boardRollButton", "Roll one round (Space on the map)")
        self.blitz_button = button(
            "Blitz", "boardBlitzButton", "Roll until the territory falls or you cannot attack"
        )
        self.roll_button.clicked.connect(lambda: self.rollAsked.emit(self.dice_spin.value()))
        self.blitz_button.clicked.connect(self.blitzAsked)
        self.dice_field = text_field(
            "boardRealDiceField",
            "Real dice",
            "The dice rolled at the table: the attacker's, a slash, the defender's; Enter",
            "6,5,1/6,3",
        )
        self.play_button = button("Play", "boardPlayDiceButton", "Play the dice typed in")
        self.play_button.clicked.connect(self._on_typed)
        self.dice_field.returnPressed.connect(self._on_typed)
        self.last_label = text_label("boardLastRound", "The last round", MUTED_STYLE)
        self.fortify_label = text_label("boardFortifyLabel", "The fortify chosen")
        self.fortify_spin = spin_box("boardFortifySpin", 1, MAX_ARMIES, "Armies to move")
        self.fortify_button = button("Fortify", "boardFortifyButton", "Move the armies")
        self.fortify_button.clicked.connect(
            lambda: self.fortifyAsked.emit(self.fortify_spin.value())
        )
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(3)
        grid.addWidget(self.battle_label, 0, 0, 1, 5)
        grid.addWidget(self.advice_label, 1, 0, 1, 5)
        grid.addWidget(_buddy("Dice:", self.dice_spin), 2, 0)
        grid.addWidget(self.dice_spin, 2, 1)
        grid.addWidget(self.roll_button, 2, 2)
        grid.addWidget(self.blitz_button, 2, 3)
        grid.addWidget(_buddy("Real dice:", self.dice_field), 3, 0)
        grid.addWidget(self.dice_field, 3, 1, 1, 2)
        grid.addWidget(self.play_button, 3, 3)
        grid.addWidget(self.last_label, 4, 0, 1, 5)
        grid.addWidget(self.fortify_label, 5, 0, 1, 2)
        grid.addWidget(self.fortify_spin, 5, 2)
        grid.addWidget(self.fortify_button, 5, 3)
        grid.setColumnStretch(4, 1)  # the controls keep their size, the space stays right
        grid.setRowStretch(6, 1)
        return page

    def _move_in_page(self) -> QWidget:
        page = QWidget()
        self.taken_label = text_label("boardTakenLabel", "The territory taken")
        self.move_advice_label = text_label("boardMoveAdvice", "The advised move-in")
        self.move_spin = spin_box("boardMoveInSpin", 1, MAX_ARMIES, "Armies to move in")
        self.move_button = button("Move in", "boardMoveInButton", "Move the armies in")
        self.move_button.clicked.connect(lambda: self.moveAsked.emit(self.move_spin.value()))
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.taken_label)
        form.addRow(self.move_advice_label)
        form.addRow(_buddy("Move in:", self.move_spin), _row(self.move_spin, self.move_button))
        return page

    def _on_typed(self) -> None:
        text = self.dice_field.text().strip()
        if text:
            self.diceTyped.emit(text)

    # ----- shown --------------------------------------------------------------------------
    def show_page(self, name: str) -> None:
        self.pages.setCurrentIndex(PAGES.index(name))

    def show_reinforce(self, due: int) -> None:
        self.show_page("reinforce")
        self.place_label.setText(
            f"Click your territories to place {due:,} "
            f"{'army' if due == 1 else 'armies'} (the advice's placement is on the map)."
        )
        self.per_click_spin.setMaximum(max(1, due))
        for widget in (self.per_click_spin, self.trade_spin, self.trade_button):
            widget.setEnabled(True)

    def show_setup(self, player: str, left: int) -> None:
        """The setup: one starting army a click."""
        self.show_page("reinforce")
        self.place_label.setText(
            f"{player} places a starting army: click one of their territories "
            f"({left:,} left to place)."
        )
        self.per_click_spin.setEnabled(False)
        self.trade_spin.setEnabled(False)
        self.trade_button.setEnabled(False)

    def show_battle(self, battle: str, can_roll: bool, most_dice: int, advice: str) -> None:
        self.show_page("attack")
        self.battle_label.setText(battle)
        self.advice_label.setText(advice)
        self.advice_label.setVisible(bool(advice))
        with QSignalBlocker(self.dice_spin):
            self.dice_spin.setMaximum(max(1, most_dice))
            self.dice_spin.setValue(max(1, most_dice))
        for widget in (self.dice_spin, self.roll_button, self.blitz_button, self.play_button):
            widget.setEnabled(can_roll)
        self.dice_field.setEnabled(can_roll)

    def show_fortify(self, text: str, most: int) -> None:
        self.fortify_label.setText(text)
        self.fortify_spin.setMaximum(max(1, most))
        self.fortify_spin.setEnabled(most >= 1)
        self.fortify_button.setEnabled(most >= 1)

    def show_last(self, text: str) -> None:
        self.last_label.setText(text)

    def show_move_in(
        self, taken: str, least: int, most: int, advised: int | None, words: str
    ) -> None:
        self.show_page("move_in")
        self.taken_label.setText(taken)
        self.move_advice_label.setText(words)
        self.move_spin.setRange(least, most)
        if advised is not None:
            self.move_spin.setValue(advised)

    def show_over(self, text: str) -> None:
        self.show_page("over")
        self.over_label.setText(text)
