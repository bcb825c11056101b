"""How a player counts the attacker's armies, with the conversions and the words for it.

riskgui computes with the armies on the attacking territory, the one that must stay
behind included.  Some players count only the armies that can attack, one fewer.  A
``Counting`` turns the computed number into the one the player reads and back, and
names what it means.
"""

from __future__ import annotations

from enum import Enum

CONVENTION = "armies on the attacking territory, the one that stays behind included"


class Counting(Enum):
    """ON_TERRITORY counts the army that stays behind (riskgui's own); ATTACKING does not."""

    ON_TERRITORY = "territory"
    ATTACKING = "attacking"

    @classmethod
    def from_stay_behind(cls, counted: bool) -> Counting:
        """The counting for the "count the army that stays behind" check box."""
        return cls.ON_TERRITORY if counted else cls.ATTACKING

    @property
    def counts_stay_behind(self) -> bool:
        return self is Counting.ON_TERRITORY

    @property
    def offset(self) -> int:
        """Armies on the territory minus the number the player reads."""
        return 0 if self is Counting.ON_TERRITORY else 1

    def shown(self, on_territory: int) -> int:
        """The number the player reads for ``on_territory`` armies on the territory."""
        return on_territory - self.offset

    def on_territory(self, shown: int) -> int:
        """Armies on the territory for the number the player typed."""
        return shown + self.offset

    def _say(self, on_territory: str, attacking: str) -> str:
        return on_territory if self is Counting.ON_TERRITORY else attacking

    @property
    def noun(self) -> str:
        """What the attacking number means: "armies on the attacking territory"."""
        return self._say("armies on the attacking territory", "attacking armies")

    @property
    def where(self) -> str:
        """The short tag after a number: "10 on the territory", "9 attacking"."""
        return self._say("on the territory", "attacking")

    @property
    def short_noun(self) -> str:
        """For column headers: "armies on the territory" or "attacking armies"."""
        return self._say("armies on the territory", "attacking armies")

    @property
    def hint(self) -> str:
        """The one-line reminder under the attackers' input."""
        return self._say(
            "Includes the army that must stay behind (4 armies roll 3 dice).",
            "Only the armies that attack: one more stays behind on the territory "
            "(3 attack with 3 dice).",
        )

    @property
    def convention(self) -> str:
        """What "attackers" means in a report."""
        return self._say(
            f"attackers = {CONVENTION}",
            "attackers = attacking armies, not counting the one that must stay behind",
        )

    def counted_attackers(self, on_territory: int) -> str:
        """``on_territory`` armies as the player chose to count them, in words."""
        return self._say(
            f"{on_territory} armies on the attacking territory "
            "(the one that stays behind included)",
            f"{on_territory - 1} attacking armies (plus the one that stays behind)",
        )
