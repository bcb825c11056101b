"""Play one battle round by round, with real or simulated dice, and the odds from here;
with a ledger session, every round shown is recorded to the luck ledger (``ledger_strip``),
and Swap turns the battle round, players and armies."""

from __future__ import annotations

import secrets

import numpy as np
from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from riskgui.core.battle import Battle, swapped
from riskgui.core.dice.played import PlayedBattle
from riskgui.core.dice.round import Round
from riskgui.core.report.counting import Counting
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.dice.controls import INSTANT_ROUNDS_PER_TICK, DiceControls
from riskgui.gui.tabs.dice.entry import DiceEntry
from riskgui.gui.tabs.dice.faces import DiceWidget, faces_of
from riskgui.gui.tabs.dice.keys import DiceKeys
from riskgui.gui.tabs.dice.ledger_strip import LedgerStrip
from riskgui.gui.tabs.dice.log_view import BattleLogView
from riskgui.gui.tabs.dice.motion import DiceMotion
from riskgui.gui.tabs.dice.odds import DiceOdds
from riskgui.gui.tabs.dice.replays import PlayedRounds
from riskgui.gui.tabs.dice.round_odds import RoundOddsLine


class DiceView(QWidget):
    """Signals:
    battleOver(object): the finished PlayedBattle
    roundsShown(object): PlayedRounds, once the rounds shown changed (a round revealed or
        taken back, a new battle); sent before the dice are drawn
    battleSwapped(object): Swap turned the battle round: the Battle now played, for the
        battle's inputs
    """

    battleOver = Signal(object)
    roundsShown = Signal(object)
    battleSwapped = Signal(object)

    def __init__(self, ledger: LedgerSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ledger = ledger
        self._typed: set[int] = set()  # rounds of the battle typed in from real dice
        self.setObjectName("diceView")
        self.setAccessibleName("Dice: play a battle round by round")
        self._battle = PlayedBattle(2, 1)
        self._start = Battle(2, 1)
        self._seed = 0
        self._counting = Counting.ON_TERRITORY
        self._rng = np.random.default_rng(0)
        self._blitz = QTimer(self, singleShot=True)
        self._blitz.timeout.connect(self.on_blitz_step)
        self._build()
        self.reset(Battle(10, 10))

    # ----- construction -------------------------------------------------------------------
    def _build(self) -> None:
        self.state_label = QLabel()
        self.state_label.setObjectName("diceStateLabel")
        font = self.state_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.state_label.setFont(font)
        self.state_label.setAccessibleName("Armies now")
        self.dice = DiceWidget()
        self.motion = DiceMotion(self.dice, self)
        for widget in (self, self.dice):  # a click there, then digits: the dice typed in
            widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        self.controls = DiceControls()
        self.roll_button = self.controls.roll_button
        self.blitz_button = self.controls.blitz_button
        self.reset_button = self.controls.reset_button
        self.undo_button = self.controls.undo_button
        self.speed_combo = self.controls.speed_combo
        self.animate_check = self.controls.animate_check

        self.entry = DiceEntry()
        self.entry.counts_row.addWidget(self.animate_check)
        self.keys = DiceKeys(self, self.entry, self.roll_button.click)
        self.round_odds = RoundOddsLine()
        self.odds = DiceOdds()

        self.log = BattleLogView(self._battle)
        self.log_model = self.log.model

        layout = QVBoxLayout(self)
        layout.setSpacing(4)  # with the ledger strip, the tab still fits a 560-pixel window
        self.ledger_strip: LedgerStrip | None = None
        if self._ledger is not None:
            self.ledger_strip = LedgerStrip(self._ledger)
            self.roundsShown.connect(self.ledger_strip.follow)
            self.ledger_strip.swapWanted.connect(self.on_swap)
            layout.addWidget(self.ledger_strip)
        layout.addWidget(self.state_label)
        layout.addWidget(self.dice, 3)
        layout.addWidget(self.controls)
        layout.addWidget(self.entry)
        layout.addWidget(self.round_odds)
        layout.addWidget(self.odds)
        layout.addWidget(self.log, 2)

        self.roll_button.clicked.connect(self.on_roll)
        self.blitz_button.toggled.connect(self.on_blitz_toggled)
        self.reset_button.clicked.connect(self.on_reset)
        self.undo_button.clicked.connect(self.on_undo)
        self.entry.rollTyped.connect(self.on_roll_typed)
        self.entry.diceChosen.connect(self.on_dice_chosen)
        self.motion.revealed.connect(self.on_revealed)

    # ----- state --------------------------------------------------------------------------
    @property
    def battle(self) -> PlayedBattle:
        return self._battle

    @property
    def start_battle(self) -> Battle:
        return self._start

    @property
    def busy(self) -> bool:
        """Dice are tumbling or a blitz is under way."""
        return self.motion.busy or self.blitz_button.isChecked()

    @property
    def seed(self) -> int:
        """The seed of the battle in play: Reset rolls the same dice again."""
        return self._seed

    def reset(self, start: Battle, seed: int | None = None) -> None:
        """A new battle from ``start``: its dice come from ``seed``, fresh ones if None."""
        self._stop_motion()
        self._start = start
        self._seed = secrets.randbits(64) if seed is None else seed
        self._rng = np.random.default_rng(self._seed)
        self._battle = PlayedBattle(start.attackers, start.defenders, start.stop_at, start.rules)
        self.log.set_battle(self._battle)
        self._show_state()
        sides = (start.rules.attacker, start.rules.defender)
        self.dice.set_most_dice(max(side.dice + side.extra_dice for side in sides))
        self.dice.show_placeholder(*self._battle.dice_now())
        self.entry.reset(self._battle)
        self.odds.reset(start, self._battle)
        self.round_odds.follow(self._battle, None)
        self._typed.clear()
        self._announce()

    def _stop_motion(self) -> None:
        self.motion.stop()
        self._blitz.stop()
        self.blitz_button.setChecked(False)

    @Slot(object)
    def on_battle_settled(self, battle: Battle) -> None:
        """The window's battle: play it from the start with fresh dice, unless it is in play."""
        if battle != self._start:
            self.reset(battle)

    def set_counting(self, counting: Counting) -> None:
        """Show attacking armies as the player counts them."""
        self._counting = counting
        self.log.set_counting(counting)
        self.odds.set_counting(counting)
        self._show_state()

    def _show_state(self) -> None:
        b = self._battle
        offset = self._counting.offset
        who = "Attacker" if self._counting.counts_stay_behind else "Attacking"
        self.state_label.setText(
            f"{who} {b.attackers - offset:,}  vs  Defender {b.defenders:,}"
            + (f"   (stop at {b.stop_at - offset:,})" if b.stop_at > 1 else "")
        )
        over = b.over
        for widget in (self.roll_button, self.blitz_button):
            widget.setEnabled(not over)
        self.entry.follow(b)
        self.undo_button.setEnabled(bool(b.rounds))

    def set_exact(self, result: ExactResult) -> None:
        """The window's exact answer: the odds at the start, computed once for every view."""
        self.odds.set_exact(result)

    def _announce(self) -> None:
        self.roundsShown.emit(PlayedRounds(self._battle, self._seed, frozenset(self._typed)))

    def _apply(self, played: Round, animate: bool) -> None:
        """Show a round that has already been applied to the battle."""
        tumble_ms = self.controls.animation_ms() if animate else 0
        self.motion.show(played, self._battle.rules, tumble_ms)

    # ----- slots --------------------------------------------------------------------------
    def dice_choice(self) -> tuple[int, int] | None:
        return self.entry.dice_choice()

    def _follow_odds(self) -> None:
        """The odds of this round and from here, for the dice chosen."""
        self.round_odds.follow(self._battle, self.dice_choice())
        self.odds.follow(self.dice_choice())

    @Slot()
    def on_dice_chosen(self) -> None:
        self._follow_odds()

    @Slot()
    def on_roll(self) -> None:
        if self._battle.over or self.motion.busy:
            return
        played = self._battle.roll(self._rng, self.dice_choice())
        self._apply(played, self.animate_check.isChecked())

    @Slot(object, object)
    def on_roll_typed(self, attacker: list[int], defender: list[int]) -> None:
        if self._battle.over or self.busy:
            return
        try:
            played = self._battle.enter(attacker, defender)
        except ValueError as error:
            self.entry.show_error(str(error).capitalize())
            return
        self.entry.accepted()
        self._typed.add(len(self._battle.rounds) - 1)
        self._apply(played, animate=False)

    @Slot(object)
    def on_revealed(self, played: Round) -> None:
        self._announce()  # recorded (and committed) before it is shown
        self.dice.show_faces(faces_of(played))
        self.entry.show_error("")  # whatever was wrong with a typed roll is past
        self.log.refresh()
        self._show_state()
        if self._battle.over:
            self.blitz_button.setChecked(False)
            self.battleOver.emit(self._battle)
        if not self.controls.instant_blitz():  # an instant blitz asks once it stops
            self._follow_odds()
        if self.blitz_button.isChecked():
            self._blitz.start(self.controls.pause_ms())

    @Slot(bool)
    def on_blitz_toggled(self, on: bool) -> None:
        if on and not self.motion.busy:
            self._blitz.start(0)
        elif not on:
            self._blitz.stop()
            self._follow_odds()

    @Slot()
    def on_blitz_step(self) -> None:
        if not self.blitz_button.isChecked() or self._battle.over:
            return
        if self.controls.pause_ms() == 0:
            # Instant: a slice of rounds per event-loop turn, showing only the last.
            played = self._roll_many(INSTANT_ROUNDS_PER_TICK)
            self._apply(played, animate=False)  # logs every round played since the last
            return
        self._apply(self._battle.roll(self._rng), self.animate_check.isChecked())

    def _roll_many(self, limit: int) -> Round:
        """Roll up to ``limit`` rounds, stopping when the battle ends; returns the last."""
        played = self._battle.roll(self._rng)
        for _ in range(limit - 1):
            if self._battle.over:
                break
            played = self._battle.roll(self._rng)
        return played

    @Slot()
    def on_undo(self) -> None:
        if not self._battle.rounds or self.busy:
            return
        self._battle.undo()
        self._typed.discard(len(self._battle.rounds))
        self._announce()
        self.log.refresh()
        self.entry.show_error("")
        self.odds.luck_label.setText("")
        rounds = self._battle.rounds
        if rounds:
            self.dice.show_faces(faces_of(rounds[-1]))
        else:
            self.dice.show_placeholder(*self._battle.dice_now())
        self._show_state()
        self._follow_odds()

    @Slot()
    def on_reset(self) -> None:
        self.reset(self._start, self._seed)

    @Slot()
    def on_swap(self) -> None:
        """The defender attacks back: the players swap, and the armies of the two
        territories (a fresh battle from there)."""
        strip = self.ledger_strip
        try:
            battle = swapped(self._start)
        except ValueError as error:
            if strip is not None:
                strip.refuse_swap(str(error))
            return
        if strip is not None:
            strip.swap_players()
        self.reset(battle)
        self.battleSwapped.emit(battle)

    def shutdown(self) -> None:
        self._stop_motion()
        self.odds.shutdown()
        self.round_odds.shutdown()
