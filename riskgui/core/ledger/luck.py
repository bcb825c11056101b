"""The luck of one entry: its swing, and that swing's exact law under fair dice.

The swing of an entry is the armies the defender lost minus the armies the attacker lost.
A roll's law depends only on the dice compared and the rules (``round_odds``), so the luck
of a run of rolls is fair whatever the players decided about when to stop.  A battle
entered by its start and end uses the exact end-state law of its declared policy
(``solve_battle`` with ``stop_at``).

Entries of one ``kind`` share one cached distribution: a ledger of 10,000 rolls has a
handful of kinds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from numpy.typing import NDArray

from riskgui.core.budget import check_solve
from riskgui.core.dice.throws import attacker_wins_pair, round_counts, round_odds
from riskgui.core.ledger.distribution import Distribution
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.rules.model import Rules

# The smallest positive double: the chance reported for an end that the policy can reach
# but whose probability is too small for floating point (it underflowed to 0).
UNDERFLOWED = 5e-324


def swing(entry: Entry) -> int:
    """Armies the defender lost minus armies the attacker lost, as observed."""
    what = entry.what
    if isinstance(what, Roll):
        return _roll_swing(what.attacker_faces, what.defender_faces, entry.rules)
    (a, d), (end_a, end_d) = what.start, what.end
    return (d - end_d) - (a - end_a)


def _roll_swing(
    attacker_faces: tuple[int, ...], defender_faces: tuple[int, ...], rules: Rules
) -> int:
    """Scored as the Dice tab scores it.

    Without modifiers a die scores its face, so the best faces of each side are compared
    directly (a ledger of 10,000 rolls is read on every report); with modifiers the
    throw is scored as the Dice tab scores it, cached.
    """
    if rules.attacker.modified or rules.defender.modified:
        return _scored_swing(attacker_faces, defender_faces, rules)
    attacker = sorted(attacker_faces, reverse=True)[
        : len(attacker_faces) - rules.attacker.extra_dice
    ]
    defender = sorted(defender_faces, reverse=True)[
        : len(defender_faces) - rules.defender.extra_dice
    ]
    return sum(
        1 if attacker_wins_pair(a, d, rules.ties) else -1 for a, d in zip(attacker, defender)
    )


@lru_cache(maxsize=65_536)
def _scored_swing(
    attacker_faces: tuple[int, ...], defender_faces: tuple[int, ...], rules: Rules
) -> int:
    from riskgui.core.dice.round import _resolve  # modified dice only: plain ones load less

    played = _resolve(
        len(attacker_faces) + 1, len(defender_faces), attacker_faces, defender_faces, rules
    )
    return played.defender_losses - played.attacker_losses


def kind(entry: Entry) -> Hashable:
    """Entries of equal kind have one swing distribution.

    A roll: the rules and the dice each side compared (extra dice are rolled besides).
    A battle: the rules, its start and its stop threshold.
    """
    what, rules = entry.what, entry.rules
    if isinstance(what, Roll):
        return roll_kind(rules, *compared_dice(what, rules))
    return battle_kind(rules, what.start, what.stop_at)


def compared_dice(roll: Roll, rules: Rules) -> tuple[int, int]:
    """The dice each side compared in a roll (extra dice are rolled besides and dropped)."""
    return (
        len(roll.attacker_faces) - rules.attacker.extra_dice,
        len(roll.defender_faces) - rules.defender.extra_dice,
    )


def roll_kind(rules: Rules, attacker_dice: int, defender_dice: int) -> Hashable:
    return ("roll", rules, attacker_dice, defender_dice)


def battle_kind(rules: Rules, start: tuple[int, int], stop_at: int) -> Hashable:
    return ("battle", rules, start, stop_at)


@dataclass(frozen=True)
class Tally:
    """Entries of one kind between an attacker and a defender: how many, and their swing.

    All a report needs: the law of their swing sum is one power of the kind's law.
    """

    attacker: str
    defender: str
    kind: Hashable
    entries: int
    swing: int


def tally(entries: Iterable[Entry]) -> list[Tally]:
    """The entries counted by attacker, defender and kind, their swings summed."""
    counts: Counter[tuple[str, str, Hashable]] = Counter()
    swings: Counter[tuple[str, str, Hashable]] = Counter()
    for entry in entries:
        key = (entry.attacker, entry.defender, kind(entry))
        counts[key] += 1
        swings[key] += swing(entry)
    return [Tally(*key, counts[key], swings[key]) for key in counts]


@lru_cache(maxsize=256)
def kind_distribution(k: Hashable) -> Distribution:
    """The exact law of the swing of an entry of kind ``k`` under fair dice."""
    if not isinstance(k, tuple) or not k or k[0] not in ("roll", "battle"):
        raise ValueError(f"not a kind of ledger entry: {k!r}")
    if k[0] == "roll":
        _, rules, attacker_dice, defender_dice = k
        return _roll_law(rules, attacker_dice, defender_dice)
    _, rules, (a, d), stop_at = k
    return _battle_law(a, d, rules, stop_at)


def _roll_law(rules: Rules, attacker_dice: int, defender_dice: int) -> Distribution:
    odds = round_odds(rules, attacker_dice, defender_dice)
    pairs = len(odds) - 1
    # The attacker loses j and the defender pairs - j: a swing of pairs - 2j.
    probs = np.zeros(2 * pairs + 1)
    for lost, chance in enumerate(odds):
        probs[2 * pairs - 2 * lost] = float(chance)
    return Distribution(-pairs, probs)


def _battle_law(a: int, d: int, rules: Rules, stop_at: int) -> Distribution:
    states = _end_states(a, d, rules, stop_at)
    swings = {(i, j): (d - j) - (a - i) for i, j in states}
    low = min(swings.values())
    probs = np.zeros(max(swings.values()) - low + 1)
    for state, chance in states.items():
        probs[swings[state] - low] += chance
    return Distribution(low, probs)


def distribution(entry: Entry) -> Distribution:
    return kind_distribution(kind(entry))


def expected_swing(entry: Entry) -> float:
    return distribution(entry).mean()


def entry_luck(entry: Entry) -> float:
    """The attacker's luck in this entry, in armies: swing minus its expectation.

    The defender's luck is its negative.
    """
    return swing(entry) - expected_swing(entry)


def end_probability(fought: Fought, rules: Rules) -> float:
    """The exact chance of this end under the declared policy; 0 if it cannot happen.

    Floating point underflows for very unlikely ends of big battles (a 10,000 vs 10,000
    attack that never kills a defender).  Such an end is still possible, so when the
    solver's chance is 0 the end is checked on its own (which states can follow which,
    without chances), and a reachable end reports ``UNDERFLOWED`` (5e-324) rather than 0:
    0 means "cannot happen", never "too small to tell".
    """
    (a, d), (end_a, end_d), stop_at = fought.start, fought.end, fought.stop_at
    if not _terminal(end_a, end_d, a, d, stop_at, rules):
        return 0.0
    p = _end_states(a, d, rules, stop_at).get((end_a, end_d), 0.0)
    if p > 0.0:
        return p
    return UNDERFLOWED if _reachable(a, d, end_a, end_d, rules, stop_at) else 0.0


@lru_cache(maxsize=32)
def _end_states(a: int, d: int, rules: Rules, stop_at: int) -> dict[tuple[int, int], float]:
    """Every end with a chance that floating point can hold: (attackers, defenders) -> p."""
    from riskgui.core.exact.solver import solve_battle  # only battles need it: rolls load faster

    odds = solve_battle(a, d, rules, stop_at)
    return {(i, j): p for i, j, p in odds.states()}


def _terminal(end_a: int, end_d: int, a: int, d: int, stop_at: int, rules: Rules) -> bool:
    """Whether the battle stops at this state: a conquest, or the attacker at its threshold.

    A round costs the attacker at most ``max_pairs`` armies, so a stop lies at most that
    far below the threshold.
    """
    if not (1 <= end_a <= a and 0 <= end_d <= d):
        return False
    if end_d == 0:
        return end_a > stop_at
    return stop_at - rules.max_pairs < end_a <= stop_at


def _reachable(a: int, d: int, end_a: int, end_d: int, rules: Rules, stop_at: int) -> bool:
    """Whether some sequence of rounds with nonzero chances leads from (a, d) to the end.

    Armies only fall, so the states are visited a diagonal ``i + j`` at a time, from the
    start down to the end's diagonal; each holds which defender counts are reachable.
    Cost: O((a + d) * (dice pairs + edge states)) NumPy slices, run only when the solver's
    chance underflowed.
    """
    check_solve(a, d)
    possible: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}
    for na, nd in rules.dice_pairs():
        counts, _ = round_counts(rules, na, nd)
        possible[na, nd] = (len(counts) - 1, tuple(k for k, c in enumerate(counts) if c))
    full_a, full_d = rules.full_dice_from()
    diagonals: dict[int, NDArray[np.bool_]] = {a + d: np.zeros(d + 1, dtype=bool)}
    diagonals[a + d][d] = True
    target = end_a + end_d
    for t in range(a + d, target, -1):
        here = diagonals.pop(t, None)
        if here is None:
            continue
        # Attacking states on this diagonal: i = t - j > stop_at, j >= 1, i <= a.
        j_lo, j_hi = max(1, t - a), min(d, t - stop_at - 1)
        if j_lo > j_hi:
            continue
        bulk_lo, bulk_hi = max(j_lo, full_d), min(j_hi, t - full_a)
        if bulk_lo <= bulk_hi:
            edges = [*range(j_lo, bulk_lo), *range(bulk_hi + 1, j_hi + 1)]
            spans = [(bulk_lo, bulk_hi)] + [(j, j) for j in edges]
        else:  # a few states only: at most full_a + full_d of them
            spans = [(j, j) for j in range(j_lo, j_hi + 1)]
        for lo, hi in spans:
            if not here[lo : hi + 1].any():
                continue
            i_dice = min(t - hi, full_a) if lo == hi else full_a
            j_dice = min(hi, full_d) if lo == hi else full_d
            pairs, losses = possible[rules.dice_rolled(i_dice, j_dice)]
            after = diagonals.setdefault(t - pairs, np.zeros(d + 1, dtype=bool))
            for lost in losses:  # the attacker loses `lost`, the defender pairs - lost
                shift = pairs - lost
                after[lo - shift : hi - shift + 1] |= here[lo : hi + 1]
    reached = diagonals.get(target)
    return bool(reached is not None and reached[end_d])
