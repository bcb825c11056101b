"""Choosing how many dice to roll, exactly: the defender who sees the roll, the best attacker.

Some tables let the defender choose one or two dice after the attacker has rolled.  The
best such defender minimises the attacker's chance of conquest; the best attacker
maximises it, choosing before it rolls.  Both are found by dynamic programming over the
states, from the smallest battles up: in state ``(i, j)``

    V(i, j) = max over the attacker's dice  E[ min over the defender's dice  E[ V(next) ] ]

where the inner expectation is over the defender's dice given the attacker's scores.  A
side that does not choose (or must roll the most) rolls the most it can.  Ties between
choices go to the most dice, the usual play.

Sums are ``math.fsum`` rather than ``@``: a BLAS dot product adds in an order that depends
on the processor (two machines printed different last digits), and the CLI's answer must
be the same everywhere.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from riskgui.core.battle import check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.round import dice_allowed
from riskgui.core.dice.throws import attacker_losses, side_counts, side_scores
from riskgui.core.rules.model import CLASSIC, Rules

AttackerPlay = Literal["most", "best"]
DefenderPlay = Literal["most", "sees"]

# States times choices the dynamic programme visits within a few seconds.
MAX_CHOICE_STATES = 40_000
TIE = 1e-12

Scores = tuple[int, ...]


@dataclass(frozen=True)
class ChoiceOdds:
    """The odds when sides choose their dice, and the choices that give them.

    ``defender_fewer[(i, j)]``: for each of the attacker's highest scores (as many as
    the defender could roll dice) after which the defender rolls fewer than the most,
    the dice it rolls.  ``attacker_fewer[(i, j)]``: the attacker's dice where it rolls
    fewer than the most.  States are armies on the territory (stay-behind included).
    """

    attackers: int
    defenders: int
    rules: Rules
    stop_at: int
    attacker_play: AttackerPlay
    defender_play: DefenderPlay
    win_probability: float
    defender_fewer: dict[tuple[int, int], dict[Scores, int]] = field(default_factory=dict)
    attacker_fewer: dict[tuple[int, int], int] = field(default_factory=dict)


def check_choice(attackers: int, defenders: int) -> None:
    if attackers * defenders > MAX_CHOICE_STATES:
        raise ValueError(
            f"{attackers:,} vs {defenders:,} is too large to work out every choice of dice "
            f"({attackers * defenders:,} states; at most {MAX_CHOICE_STATES:,}, e.g. 200 vs 200)"
        )


@dataclass(frozen=True)
class _Round:
    """One pair of dice counts: the attacker's prefixes, their weights, and the losses."""

    prefixes: tuple[Scores, ...]  # the attacker's highest scores the defender can see
    weights: NDArray[np.float64]  # P(prefix)
    losses: dict[int, NDArray[np.float64]]  # nd -> P(attacker loses k | prefix), rows = prefix


@cache
def _round(rules: Rules, na: int, defender_most: int) -> _Round:
    """The attacker's roll of ``na`` dice, seen as the top scores that can meet defender dice."""
    seen = min(na, defender_most)
    weights: defaultdict[Scores, int] = defaultdict(int)
    for scores, weight in side_scores(rules.attacker, na, rules.cap_faces):
        weights[scores[:seen]] += weight
    prefixes = tuple(sorted(weights, reverse=True))
    total = sum(weights.values())
    losses: dict[int, NDArray[np.float64]] = {}
    for nd in range(1, defender_most + 1):
        pairs = min(na, nd)
        defender = side_counts(rules.defender, nd, pairs, rules.cap_faces)
        defender_total = sum(w for _, w in defender)
        table = np.zeros((len(prefixes), pairs + 1))
        for row, prefix in enumerate(prefixes):
            for scores, weight in defender:
                table[row, attacker_losses(prefix[:pairs], scores, rules.ties)] += weight
        losses[nd] = table / defender_total
    return _Round(prefixes, np.array([weights[p] / total for p in prefixes]), losses)


def solve_choice(
    attackers: int,
    defenders: int,
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    attacker_play: AttackerPlay = "most",
    defender_play: DefenderPlay = "sees",
    token: CancelToken = NEVER,
) -> ChoiceOdds:
    """The chance of conquest when the sides choose their dice as given, and the choices."""
    check_battle(attackers, defenders, stop_at)
    check_choice(attackers, defenders)
    value = np.zeros((attackers + 1, defenders + 1))
    value[:, 0] = 1.0  # conquered; rows at or below the stop threshold stay 0
    defender_fewer: dict[tuple[int, int], dict[Scores, int]] = {}
    attacker_fewer: dict[tuple[int, int], int] = {}
    for i in range(stop_at + 1, attackers + 1):
        token.check((i - stop_at) / (attackers - stop_at))
        for j in range(1, defenders + 1):
            best, best_na, best_choices = -1.0, 0, {}
            allowed_a, allowed_d = dice_allowed(i, j, rules)
            attacker_options = allowed_a if attacker_play == "best" else [allowed_a[-1]]
            defender_options = allowed_d if defender_play == "sees" else [allowed_d[-1]]
            for na in reversed(attacker_options):
                chance, choices = _attack(value, i, j, na, defender_options, rules)
                if chance > best + TIE:
                    best, best_na, best_choices = chance, na, choices
            value[i, j] = best
            if best_na < allowed_a[-1]:
                attacker_fewer[i, j] = best_na
            if best_choices:
                defender_fewer[i, j] = best_choices
    return ChoiceOdds(
        attackers=attackers,
        defenders=defenders,
        rules=rules,
        stop_at=stop_at,
        attacker_play=attacker_play,
        defender_play=defender_play,
        win_probability=float(value[attackers, defenders]),
        defender_fewer=defender_fewer,
        attacker_fewer=attacker_fewer,
    )


def _attack(
    value: NDArray[np.float64],
    i: int,
    j: int,
    na: int,
    defender_options: range | list[int],
    rules: Rules,
) -> tuple[float, dict[Scores, int]]:
    """The attacker's chance rolling ``na`` dice, and where the defender rolls fewer."""
    round_ = _round(rules, na, rules.defender.dice)
    most = defender_options[-1]
    chances = []
    for nd in defender_options:
        pairs = min(na, nd)
        after = np.array([value[i - k, j - pairs + k] for k in range(pairs + 1)])
        chances.append(np.array([math.fsum(row) for row in round_.losses[nd] * after]))
    by_choice = np.array(chances)  # [option, prefix]
    # The defender's pick for each prefix: the lowest chance, the most dice on a tie.
    pick = np.full(len(round_.prefixes), len(chances) - 1)
    lowest = by_choice[-1].copy()
    for option in range(len(chances) - 2, -1, -1):
        better = by_choice[option] < lowest - TIE
        pick[better] = option
        lowest[better] = by_choice[option][better]
    fewer = {
        round_.prefixes[row]: int(defender_options[option])
        for row, option in enumerate(pick)
        if defender_options[option] < most
    }
    return math.fsum(round_.weights * lowest), fewer


@dataclass(frozen=True)
class PolicyGroup:
    """States that share one defender policy: the same attacker scores make it roll fewer."""

    fewer: tuple[tuple[Scores, int], ...]  # (attacker's highest scores, dice rolled)
    states: tuple[tuple[int, int], ...]


def policy_groups(odds: ChoiceOdds) -> list[PolicyGroup]:
    """The defender's policy, grouped: the most common first, states in order."""
    groups: defaultdict[tuple[tuple[Scores, int], ...], list[tuple[int, int]]] = defaultdict(list)
    for i in range(odds.stop_at + 1, odds.attackers + 1):
        for j in range(1, odds.defenders + 1):
            if len(dice_allowed(i, j, odds.rules)[1]) == 1:
                continue  # the defender has no choice here
            fewer = tuple(sorted(odds.defender_fewer.get((i, j), {}).items(), reverse=True))
            groups[fewer].append((i, j))
    ordered = sorted(groups.items(), key=lambda item: -len(item[1]))
    return [PolicyGroup(fewer, tuple(sorted(states, reverse=True))) for fewer, states in ordered]


def describe_fewer(fewer: tuple[tuple[Scores, int], ...]) -> str:
    """ "roll 1 die when the attacker's highest are 5-4, 5-5, ..." in plain words."""
    if not fewer:
        return "always roll the most dice"
    by_dice: defaultdict[int, list[Scores]] = defaultdict(list)
    for scores, dice in fewer:
        by_dice[dice].append(scores)
    parts = []
    for dice, seen in sorted(by_dice.items()):
        shown = ", ".join("-".join(map(str, s)) for s in sorted(seen))
        count = len(seen[0])
        highest = "highest is" if count == 1 else f"{count} highest are"
        parts.append(
            f"roll {dice} {'die' if dice == 1 else 'dice'} when the attacker's {highest} {shown}"
        )
    return "; ".join(parts)
