"""Keyboard entry on the map, without Qt: what a key typed on a territory means.

Digits are the armies: "1" then "2" sets 12, a pause (``PAUSE_MS``) or another territory
starts a new number, Backspace takes the last digit back; + and - add or take one army.
A letter gives the territory to the player whose key it is (``inputs.player_keys``).
"""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.board.position import MAX_ARMIES

PAUSE_MS = 1500


@dataclass(frozen=True)
class Typed:
    """What a key does: set the armies, or give the territory to a player (or nothing)."""

    armies: int | None = None
    owner: str | None = None


class ArmyTyping:
    def __init__(self) -> None:
        self._territory: str | None = None
        self._digits = ""
        self._at = 0

    def reset(self) -> None:
        self._territory, self._digits = None, ""

    def key(
        self, territory: str, text: str, armies: int, keys: dict[str, str], now_ms: int
    ) -> Typed:
        """The effect of ``text`` typed on ``territory`` (which holds ``armies``)."""
        if territory != self._territory or now_ms - self._at > PAUSE_MS:
            self._territory, self._digits = territory, ""
        self._at = now_ms
        if text.isdigit():
            digits = (self._digits + text).lstrip("0")
            if digits and int(digits) <= MAX_ARMIES:
                self._digits = digits
                return Typed(armies=int(digits))
            return Typed()
        self._digits = ""
        if text == "+":
            return Typed(armies=min(MAX_ARMIES, armies + 1))
        if text == "-":
            return Typed(armies=max(1, armies - 1))
        player = keys.get(text.lower())
        return Typed(owner=player) if player is not None else Typed()

    def erase(self, territory: str, now_ms: int) -> Typed:
        """Backspace: the number typed so far without its last digit."""
        if territory != self._territory or now_ms - self._at > PAUSE_MS or not self._digits:
            self.reset()
            return Typed()
        self._at = now_ms
        self._digits = self._digits[:-1]
        return Typed(armies=int(self._digits)) if self._digits else Typed()
