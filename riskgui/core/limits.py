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


# A d20 is the largest die any Risk edition or house rule uses.
RULE_LIMITS: dict[str, Limit] = {
    "attacker_dice": Limit(1, 6, "attacker dice"),
    "defender_dice": Limit(1, 6, "defender dice"),
    "attacker_sides": Limit(2, 20, "attacker sides"),
    "defender_sides": Limit(2, 20, "defender sides"),
    "defender_bonus": Limit(0, 20, "defender bonus"),
}

MAX_ARMIES = 20_000  # the float solver's limit is 20,000 vs 20,000
MAX_TRIALS = 100_000_000
MAX_SEED = 2**63 - 1  # any seed NumPy takes; remembered as text, never through a float
