"""What the player chooses between after a conquest: the states of every move-in
(``Choices``), and, when only the armies left on the source matter, their values and
running best (``Left``)."""

from __future__ import annotations

from collections.abc import Iterator

from riskgui.core.plan.model import Leg
from riskgui.core.plan.state import State, after_battle


class Left:
    """V after a conquest by the armies left on the source (index k; 0 unused), and the
    best of V over 1 .. k."""

    def __init__(self) -> None:
        self.values: list[float] = [0.0]
        self.best: list[float] = [0.0]

    def add(self, value: float) -> None:
        self.best.append(value if len(self.values) == 1 else max(self.best[-1], value))
        self.values.append(value)


class Choices:
    """The states the player may choose between after a battle: one, or after a conquest
    one per move-in, smallest first, built only when they are looked at."""

    def __init__(
        self, state: State, leg: Leg | None = None, a_left: int = 0, moves: range | None = None
    ) -> None:
        self.leg, self.a_left = leg, a_left
        self.moves = moves if moves is not None else range(0)
        if leg is None or not self.moves:
            self.first = state
        else:
            self._state = state
            self.first = self.after(self.moves[0])
        self._state = state

    def __len__(self) -> int:
        return max(1, len(self.moves))

    def __getitem__(self, index: int) -> State:
        assert index == 0
        return self.first

    def rest(self) -> Iterator[State]:
        for m in self.moves[1:]:
            yield self.after(m)

    def after(self, moved: int) -> State:
        """The state with ``moved`` armies moved in."""
        assert self.leg is not None
        leg = self.leg
        return after_battle(
            self._state, leg.source, leg.target, (True, self.a_left - moved), (True, moved)
        )
