"""Dice that tumble briefly before they show a round: the motion only, never the result."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QObject, QTimer, Signal, Slot

from riskgui.core.dice.round import Round
from riskgui.core.rules.model import Rules
from riskgui.gui.tabs.dice.faces import DiceFaces, DiceWidget

TUMBLE_FRAME_MS = 50


class DiceMotion(QObject):
    """Shows random faces on ``dice`` for a moment, then announces the round rolled.

    Signals:
      revealed(object): the Round whose dice now show (after the tumble, or at once)
    """

    revealed = Signal(object)

    def __init__(self, dice: DiceWidget, parent: QObject) -> None:
        super().__init__(parent)
        self._dice = dice
        self._rules = Rules()
        self._rolling: Round | None = None
        self._rng = np.random.default_rng()  # tumbling faces only, never results
        self._frames = QTimer(self, interval=TUMBLE_FRAME_MS)
        self._frames.timeout.connect(self.on_frame)
        self._end = QTimer(self, singleShot=True)
        self._end.timeout.connect(self.reveal)

    @property
    def busy(self) -> bool:
        """A round is tumbling and not shown yet."""
        return self._rolling is not None

    def show(self, played: Round, rules: Rules, tumble_ms: int) -> None:
        """Tumble for ``tumble_ms`` (0: none), then reveal ``played``."""
        self._rolling, self._rules = played, rules
        if tumble_ms <= 0:
            self.reveal()
            return
        self.on_frame()
        self._frames.start()
        self._end.start(tumble_ms)

    def stop(self) -> None:
        """Forget the round tumbling, without revealing it."""
        self._frames.stop()
        self._end.stop()
        self._rolling = None

    @Slot()
    def on_frame(self) -> None:
        played = self._rolling
        if played is None:
            return
        sides_a = np.array(self._rules.attacker.die_sides(len(played.attacker_faces)))
        sides_d = np.array(self._rules.defender.die_sides(len(played.defender_faces)))
        attacker = self._rng.integers(1, sides_a + 1)
        defender = self._rng.integers(1, sides_d + 1)
        self._dice.show_faces(DiceFaces(tuple(attacker.tolist()), tuple(defender.tolist())))

    @Slot()
    def reveal(self) -> None:
        self._frames.stop()
        self._end.stop()
        played, self._rolling = self._rolling, None
        if played is not None:
            self.revealed.emit(played)
