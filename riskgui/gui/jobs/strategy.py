"""The Dice strategy tab: when to roll fewer dice, and the defender who sees the roll."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.battle import Battle
from riskgui.core.cancel import CancelToken
from riskgui.core.exact.choice import ChoiceOdds, solve_choice


@dataclass(frozen=True)
class BestDice:
    """The battle when sides choose their dice; None while that part is still being solved."""

    battle: Battle
    usual: float  # both roll the most they can
    defender_sees: ChoiceOdds | None = None
    attacker_best: ChoiceOdds | None = None  # the defender rolls the most it can
    both: ChoiceOdds | None = None  # the attacker picks, then the defender sees the roll


def best_dice_job(battle: Battle, usual: float, token: CancelToken) -> Iterator[BestDice]:
    b = battle
    sees = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "most", "sees", token)
    yield BestDice(b, usual, sees)
    best = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "best", "most", token)
    yield BestDice(b, usual, sees, best)
    both = solve_choice(b.attackers, b.defenders, b.rules, b.stop_at, "best", "sees", token)
    yield BestDice(b, usual, sees, best, both)
