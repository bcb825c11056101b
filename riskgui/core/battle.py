"""A battle, and the validation of its inputs shared by the solvers, the simulator and the CLI."""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.rules.model import CLASSIC, Rules


def check_armies(name: str, value: object, minimum: int) -> int:
    """``value`` if it is a whole number >= ``minimum``; else a ValueError meant for users."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    if value < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {value}")
    return value


def check_battle(attackers: int, defenders: int, stop_at: int) -> None:
    """Raise ValueError unless this is a battle that can be fought.

    ``attackers`` counts every army on the attacking territory, so at least 2 are needed
    to attack; the attacker stops once it has ``stop_at`` or fewer armies.
    """
    check_armies("attacking armies", attackers, 2)
    check_armies("defending armies", defenders, 1)
    check_armies("stop threshold", stop_at, 1)
    if stop_at >= attackers:
        raise ValueError(
            f"stop threshold {stop_at} leaves no attack: the attacking territory has only "
            f"{attackers} armies (it must be below that; 1 means fight to the end)"
        )


@dataclass(frozen=True)
class Battle:
    """One battle as the window and the CLI describe it: armies counted on the territory."""

    attackers: int
    defenders: int
    stop_at: int = 1
    rules: Rules = CLASSIC

    def validate(self) -> Battle:
        """This battle, if it can be fought; else a ValueError meant for users."""
        check_battle(self.attackers, self.defenders, self.stop_at)
        return self
