"""One round of many battles at once: one uniform draw per battle over the round's throws.

A round's equally likely throws (``Rules.round_counts``) are laid out in order of the
attacker's losses, so a draw in ``[0, throws)`` is one throw of the dice.  When one
common number of throws serves every dice count and fits a small table, the losses are
one lookup (classic Risk: 7,776 throws, 6 dice counts, 47 kB); otherwise they are the
number of cumulative counts the draw reaches.  Rules whose throws outgrow 52-bit
integers draw a uniform float against the cumulative probabilities instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
from numpy.typing import NDArray

from riskgui.core.dice.throws import round_counts
from riskgui.core.rules.model import Rules

IntArray = NDArray[np.signedinteger[Any]]

# Beyond this many throws a round draws a float (2^53 would lose exactness, so stay well below).
MAX_INTEGER_THROWS = 1 << 52
# A lookup table of at most this many bytes (one per throw and dice count) stays in cache.
MAX_LOOKUP_BYTES = 1 << 22


@dataclass(frozen=True)
class RoundTable:
    """For each pair of dice counts: the throws, the cumulative counts and the pairs compared.

    Index ``c = (na - 1) * defender_dice + (nd - 1)``.  ``thresholds[c, k]`` is the
    number of throws costing the attacker fewer than ``k + 1`` armies, padded with
    ``throws[c]`` (never reached) beyond the pairs compared.
    """

    rules: Rules
    throws: NDArray[np.int64]
    thresholds: NDArray[np.int64]
    probabilities: NDArray[np.float64]  # thresholds / throws, for the float draw
    pairs: NDArray[np.int32]
    exact: bool  # whether draws are integers over the throws
    # losses[c * common + throw]: the attacker's losses, when every count divides `common`.
    common: int
    losses: NDArray[np.uint8] | None
    # combination = by_attackers[min(a, full_a)] + by_defenders[min(d, full_d)]
    combination_by_attackers: NDArray[np.intp]
    combination_by_defenders: NDArray[np.intp]

    def combination(self, attackers: IntArray, defenders: IntArray) -> IntArray:
        full_a, full_d = self.rules.full_dice_from()
        by_attackers = self.combination_by_attackers.take(np.minimum(attackers, full_a))
        combination: IntArray = by_attackers + self.combination_by_defenders.take(
            np.minimum(defenders, full_d)
        )
        return combination

    def draw(
        self, rng: np.random.Generator, attackers: IntArray, defenders: IntArray
    ) -> tuple[IntArray, IntArray]:
        """Attacker losses and pairs compared, one round for each battle in the state given."""
        c = self.combination(attackers, defenders)
        if self.losses is not None:
            throw = rng.integers(0, self.common, c.size)
            return self.losses[c * self.common + throw].astype(np.int32), self.pairs[c]
        if self.exact:
            throw = rng.integers(0, self.throws[c])
            reached = throw[:, None] >= self.thresholds[c]
        else:
            reached = rng.random(c.size)[:, None] >= self.probabilities[c]
        return reached.sum(axis=1, dtype=np.int32), self.pairs[c]

    def bulk_losses(self, rng: np.random.Generator, rounds: int, battles: int) -> IntArray:
        """The attacker's losses over ``rounds`` rounds in which every die is rolled."""
        c = len(self.throws) - 1
        if self.losses is not None:
            full = self.losses[c * self.common : (c + 1) * self.common]
            throws = rng.integers(0, self.common, (rounds, battles), dtype=np.int32)
            lost: IntArray = full.take(throws).sum(axis=0, dtype=np.int32)
            return lost
        lost = np.zeros(battles, dtype=np.int32)
        for _ in range(rounds):
            if self.exact:
                throw = rng.integers(0, int(self.throws[c]), battles)
                for k in range(int(self.pairs[c])):
                    lost += throw >= self.thresholds[c, k]
            else:
                uniform = rng.random(battles)
                for k in range(int(self.pairs[c])):
                    lost += uniform >= self.probabilities[c, k]
        return lost


@cache
def round_table(rules: Rules) -> RoundTable:
    combinations = rules.dice_pairs()
    width = rules.max_pairs
    throws, thresholds, probabilities, pairs = [], [], [], []
    for na, nd in combinations:
        counts, total = round_counts(rules, na, nd)
        cumulative = [sum(counts[: k + 1]) for k in range(len(counts) - 1)]
        padded = cumulative + [total] * (width - len(cumulative))
        throws.append(total)
        thresholds.append(padded)
        probabilities.append([c / total for c in cumulative] + [2.0] * (width - len(cumulative)))
        pairs.append(min(na, nd))
    exact = max(throws) <= MAX_INTEGER_THROWS
    common = math.lcm(*throws)
    losses = None
    if common * len(throws) <= MAX_LOOKUP_BYTES:
        rows = []
        for total, cuts in zip(throws, thresholds):
            scaled = np.array(cuts) * (common // total)
            rows.append(np.searchsorted(scaled, np.arange(common), side="right"))
        losses = np.concatenate(rows).astype(np.uint8)
    by_attackers, by_defenders = combination_by_armies(rules)
    return RoundTable(
        rules=rules,
        throws=np.array(throws if exact else [0] * len(throws), dtype=np.int64),
        thresholds=np.array(
            thresholds if exact else np.zeros((len(throws), width)), dtype=np.int64
        ),
        probabilities=np.array(probabilities),
        pairs=np.array(pairs, dtype=np.int32),
        exact=exact,
        common=common,
        losses=losses,
        combination_by_attackers=by_attackers,
        combination_by_defenders=by_defenders,
    )


def combination_by_armies(rules: Rules) -> tuple[NDArray[np.intp], NDArray[np.intp]]:
    """The two terms of ``RoundTable.combination``: zero where a side rolls no dice."""
    full_a, full_d = rules.full_dice_from()
    by_attackers = np.zeros(full_a + 1, dtype=np.intp)
    for a in range(2, full_a + 1):
        by_attackers[a] = (rules.attacker.dice_for(a - 1) - 1) * rules.defender.dice
    by_defenders = np.zeros(full_d + 1, dtype=np.intp)
    for d in range(1, full_d + 1):
        by_defenders[d] = rules.defender.dice_for(d) - 1
    return by_attackers, by_defenders
