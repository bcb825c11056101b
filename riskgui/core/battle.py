"""A battle, and the validation of its inputs shared by the solvers, the simulator and the CLI."""

from __future__ import annotations

from dataclasses import dataclass

from riskgui.core.plural import armies
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


def swapped(battle: Battle) -> Battle:
    """The battle turned round: the defending territory attacks the attacking one, each
    keeping its armies, the one that stays behind counted (10 against 4 becomes 4 against
    10); the stop threshold is kept if it still leaves an attack, else 1 (to the end).
    ValueError, for users, when the defending territory has too few armies to attack."""
    if battle.defenders < 2:
        raise ValueError(
            f"the defending territory has {armies(battle.defenders)}, and attacking needs 2 "
            "(one stays behind)"
        )
    stop_at = battle.stop_at if battle.stop_at < battle.defenders else 1
    return Battle(battle.defenders, battle.attackers, stop_at, battle.rules)
