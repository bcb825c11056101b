"""The Dice tab: the odds from where the battle stands, fewer dice this round, luck, and
the odds of the one round about to be rolled."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from riskgui.core.battle import Battle
from riskgui.core.cancel import CancelToken
from riskgui.core.dice.throws import round_odds
from riskgui.core.exact.luck import Luck, battle_luck
from riskgui.core.exact.what_if import chances_with_dice
from riskgui.core.outcomes import BattleOdds
from riskgui.core.rules.model import Rules
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
    yield FromHere(
        attackers=now.attackers, defenders=now.defenders, odds=solve(now, token), luck=None
    )


def with_dice_job(now: Battle, dice: tuple[int, int], token: CancelToken) -> Iterator[FromHere]:
    b = now
    chances = chances_with_dice(b.attackers, b.defenders, b.rules, b.stop_at, dice, token)
    yield FromHere(
        attackers=b.attackers,
        defenders=b.defenders,
        odds=None,
        luck=None,
        dice=dice,
        chances=chances,
    )


def luck_job(
    start: BattleOdds, attackers_left: int, defenders_left: int, token: CancelToken
) -> Iterator[FromHere]:
    luck = battle_luck(start, attackers_left, defenders_left)
    yield FromHere(attackers=attackers_left, defenders=defenders_left, odds=None, luck=luck)


@dataclass(frozen=True)
class RoundChances:
    """One round's exact odds with these rules and dice: ``odds[k]`` = P(attacker loses k)."""

    rules: Rules
    dice: tuple[int, int]  # attacker's, defender's: the dice compared
    odds: tuple[Fraction, ...]


def round_job(rules: Rules, dice: tuple[int, int], token: CancelToken) -> Iterator[RoundChances]:
    # Instant for every preset; rules with many big dice enumerate for seconds.
    yield RoundChances(rules, dice, round_odds(rules, *dice))
