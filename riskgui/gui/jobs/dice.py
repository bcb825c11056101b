"""The Dice tab: the odds from where the battle stands, fewer dice this round, and luck."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.battle import Battle
from riskgui.core.cancel import CancelToken
from riskgui.core.exact.luck import Luck, battle_luck
from riskgui.core.exact.what_if import chances_with_dice
from riskgui.core.outcomes import BattleOdds
from riskgui.gui.jobs.battle import solve


@dataclass(frozen=True)
class FromHere:
    """The odds from a battle's current state, or, once it is over, how lucky it was."""

    attackers: int
    defenders: int
    odds: BattleOdds | None
    luck: Luck | None
    dice: tuple[int, int] | None = None  # this round's dice, when fewer than the most
    chances: tuple[float, float] | None = None  # (conquer, fail) with those dice


def from_here_job(now: Battle, token: CancelToken) -> Iterator[FromHere]:
    yield FromHere(now.attackers, now.defenders, solve(now, token), None)


def with_dice_job(now: Battle, dice: tuple[int, int], token: CancelToken) -> Iterator[FromHere]:
    b = now
    chances = chances_with_dice(b.attackers, b.defenders, b.rules, b.stop_at, dice, token)
    yield FromHere(b.attackers, b.defenders, None, None, dice, chances)


def luck_job(
    start: BattleOdds, attackers_left: int, defenders_left: int, token: CancelToken
) -> Iterator[FromHere]:
    luck = battle_luck(start, attackers_left, defenders_left)
    yield FromHere(attackers_left, defenders_left, None, luck)
