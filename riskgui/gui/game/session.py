"""``GameSession``: the game open in the window, owned once.

Every step goes through the ledger's one open file (``LedgerSession.ledger``, a
``GameLedger``): checked against the game as it stands and written in its own
transaction, so a step shown is a step kept (closing, a crash or kill -9 loses none).  A
round's ledger entry is written with it; the Ledger tab hears of it through the file's
``changed``.  Rolled dice are riskgui's (``dice.round.roll_round``); a blitz is rolled
round by round, each its own step, until the territory falls or can no longer be
attacked.  The game open is remembered (its id in the settings) and resumed when the
Board tab first shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from PySide6.QtCore import QObject, QSettings, Signal, Slot

from riskgui.core.game.rolling import battle_goes_on, rolled_round
from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Round, Step
from riskgui.core.game.store import GameInfo, Played
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.ledger.session import LedgerSession

OPEN_KEY = "game/open"  # the id of the game open when the window closed
MAX_BLITZ_ROUNDS = 100_000  # far above any stack: a blitz of 10,000 armies rolls ~9,000


class GameSession(QObject):
    """Signals:
    changed(object): the game as it stands (a ``Played``) after a step, an undo or an
        opening; None once no game is open
    refused(str): what the game does not allow, for the player (nothing was written)
    """

    changed = Signal(object)
    refused = Signal(str)

    def __init__(
        self,
        ledger: LedgerSession,
        settings: QSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._ledger = ledger
        self._settings = settings
        self._played: Played | None = None
        self._writing = False  # our own write: the file's ``changed`` is ours, not news
        self.rng = np.random.default_rng()
        ledger.opened.connect(self.on_file_opened)
        ledger.changed.connect(self.on_file_changed)

    @property
    def played(self) -> Played | None:
        return self._played

    @property
    def state(self) -> GameState | None:
        return self._played.state if self._played is not None else None

    def evenings(self) -> list[str]:
        """The ledger's evenings, by date; [] if the file cannot be read."""
        try:
            return [evening.name for evening in self._ledger.evenings()]
        except ValueError:
            return []

    def games(self) -> list[GameInfo]:
        """Every game of the ledger, the latest first; [] if the file cannot be read."""
        try:
            return self._ledger.ledger.games()
        except ValueError:
            return []

    def goals(self) -> dict[str, Any]:
        """Each player's goal set in the open game (a board plan's ``"goal"``)."""
        played = self._played
        if played is None:
            return {}
        try:
            return self._ledger.ledger.goals(played.id)
        except ValueError:
            return {}

    def set_goal(self, player: str, goal: Any) -> bool:
        """Keep the player's goal with the game; False for one that is not a goal of this
        game (yet: the player may be choosing it), which is not kept."""
        played = self._played
        if played is None:
            return False
        try:
            self._ledger.ledger.set_goal(played.id, player, goal)
        except ValueError:
            return False
        return True

    # ----- opening ------------------------------------------------------------------------
    def start(self, evening: str, start: GameState, goals: Mapping[str, Any] | None = None) -> bool:
        """A new game of ``evening`` from ``start``, open at once, with the players' goals
        given (a board plan's ``"goal"`` each) kept where they are goals of this game."""
        try:
            game_id = self._ledger.ledger.start_game(evening, start)
        except ValueError as error:
            self.refused.emit(f"Could not start the game: {sentence(str(error))}")
            return False
        for player, goal in (goals or {}).items():
            try:
                self._ledger.ledger.set_goal(game_id, player, goal)
            except ValueError:
                pass  # not one of this game (its player, or the player to knock out, is not)
        self._tell_ledger()  # the evening may be new
        return self.resume(game_id)

    def resume(self, game_id: int) -> bool:
        try:
            played = self._ledger.ledger.game(game_id)
        except ValueError as error:
            self.refused.emit(f"Could not open game {game_id}: {sentence(str(error))}")
            return False
        self._show(played)
        return True

    def resume_remembered(self) -> None:
        """The game open when the window last closed, if there was one and it is still
        in the ledger (else nothing, quietly: it may have been deleted since)."""
        if self._played is not None or self._settings is None:
            return
        remembered = self._settings.value(OPEN_KEY, 0)
        try:
            game_id = int(str(remembered))
        except ValueError:
            return
        if game_id > 0 and any(info.id == game_id for info in self.games()):
            self.resume(game_id)

    def leave(self) -> None:
        """No game open: the Board is an editor again (the game stays in the ledger)."""
        self._show(None)

    # ----- steps --------------------------------------------------------------------------
    def play(self, step: Step) -> bool:
        """Write one step; False (and ``refused``) if the game does not allow it."""
        played = self._played
        if played is None:
            self.refused.emit("No game is open: start one or open one first.")
            return False
        try:
            after = self._ledger.ledger.play(played.id, step)
        except ValueError as error:
            self.refused.emit(sentence(str(error)))
            return False
        self._show(after, wrote=isinstance(step, Round))
        return True

    def roll(self, source: str, target: str, dice: int | None = None) -> Round | None:
        """One round rolled by riskgui from ``source`` onto ``target``, with ``dice``
        attacking dice (fewer than the most allowed is the player's choice); the round
        played, or None (and ``refused``)."""
        state = self.state
        if state is None:
            self.refused.emit("No game is open: start one or open one first.")
            return None
        try:
            step = rolled_round(state, source, target, self.rng, dice)
        except ValueError as error:
            self.refused.emit(sentence(str(error)))
            return None
        return step if self.play(step) else None

    def blitz(self, source: str, target: str) -> bool:
        """Rounds rolled until ``target`` falls or ``source`` has 1 army left."""
        for _ in range(MAX_BLITZ_ROUNDS):
            if self.roll(source, target) is None:
                return False
            state = self.state
            assert state is not None
            if not battle_goes_on(state, source, target):
                return True
        return True

    def undo(self) -> bool:
        """Take back the last step (and its ledger entry)."""
        played = self._played
        if played is None:
            self.refused.emit("No game is open: nothing to undo.")
            return False
        try:
            after = self._ledger.ledger.undo(played.id)
        except ValueError as error:
            self.refused.emit(sentence(str(error)))
            return False
        self._show(after, wrote=after.entries != played.entries)
        return True

    # ----- the file -----------------------------------------------------------------------
    def _show(self, played: Played | None, wrote: bool = False) -> None:
        self._played = played
        if self._settings is not None:
            self._settings.setValue(OPEN_KEY, played.id if played is not None else 0)
        if wrote:
            self._tell_ledger()  # the Ledger tab shows the entry at once
        self.changed.emit(played)

    def _tell_ledger(self) -> None:
        """The file's ``changed`` for a write of ours (no news to read the game again for)."""
        self._writing = True
        try:
            self._ledger.written()
        finally:
            self._writing = False

    @Slot()
    def on_file_opened(self) -> None:
        """Another ledger file: its games are not this one's."""
        if self._played is not None:
            self.leave()

    @Slot()
    def on_file_changed(self) -> None:
        """The ledger edited elsewhere (an evening deleted, an import): the game is read
        again, or left if it is gone."""
        played = self._played
        if played is None or self._writing:
            return
        try:
            again = self._ledger.ledger.game(played.id)
        except ValueError as error:
            self._show(None)
            self.refused.emit(f"The game is no longer in the ledger: {error}.")
            return
        if again != played:
            self._show(again)
