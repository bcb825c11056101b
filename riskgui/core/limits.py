"""Every limit on what riskgui accepts, in one table.

The core validates with it, the settings loader falls back to defaults outside it and the
window's controls offer exactly these ranges, so none of them can disagree.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limit:
    low: int
    high: int
    label: str  # as in "attacker dice must be between 1 and 6"

    def check(self, value: object) -> int:
        """``value`` if it is a whole number in range; else a ValueError meant for users."""
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{self.label} must be a whole number, not {value!r}")
        if not self.low <= value <= self.high:
            raise ValueError(
                f"{self.label} must be between {self.low} and {self.high}, not {value}"
            )
        return value


# Per side of a battle; the label is completed with "attacker" or "defender".
# A d20 is the largest die any Risk edition or house rule uses.
SIDE_LIMITS: dict[str, Limit] = {
    "dice": Limit(1, 6, "dice"),
    "armies": Limit(1, 1000, "armies needed for a die"),
    "sides": Limit(2, 20, "die sides"),
    "extra_dice": Limit(0, 3, "extra dice"),
    "highest": Limit(-10, 10, "modifier on the highest die"),
    "lowest": Limit(-10, 10, "modifier on the lowest die"),
    "every": Limit(-10, 10, "modifier on every die"),
}


def side_limit(who: str, name: str) -> Limit:
    """``SIDE_LIMITS[name]`` with its label naming the side: "attacker dice"."""
    limit = SIDE_LIMITS[name]
    return Limit(limit.low, limit.high, f"{who} {limit.label}")


MAX_ARMIES = 20_000  # the float solver's limit is 20,000 vs 20,000
MAX_TRIALS = 100_000_000
MAX_SEED = 2**63 - 1  # any seed NumPy takes; remembered as text, never through a float
