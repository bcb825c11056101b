"""One round of an attack as arrays: the dice each side rolls and the odds of each outcome.

A side's dice depend on its armies only up to the armies that unlock all its dice, so the
table is indexed by ``min(attackers, full)`` and ``min(defenders, full)``: a few cells,
built once a game from ``round_odds`` (exact fractions, rounded once to floats).  Outcome
``k`` costs the attacker ``k`` armies and the defender ``pairs - k``.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.game import MinMove
from riskgui.core.dice.throws import float_round_odds
from riskgui.core.rules.model import Rules


@dataclass(frozen=True)
class RoundTable:
    full_attackers: int  # from this many armies (the one left behind included) all dice roll
    full_defenders: int
    odds: NDArray[np.float64]  # [k, cell]: P(the attacker loses k), cell as ``cell()``
    pairs: NDArray[np.int64]  # [cell]: dice compared
    fewest_moved: NDArray[np.int64]  # [attackers]: the fewest armies a conquest moves in

    @classmethod
    def of(cls, rules: Rules, min_move: MinMove) -> RoundTable:
        full_a, full_d = rules.full_dice_from()
        most = rules.max_pairs
        odds = np.zeros((full_a + 1, full_d + 1, most + 1))
        pairs = np.zeros((full_a + 1, full_d + 1), dtype=np.int64)
        fewest = np.ones(full_a + 1, dtype=np.int64)
        by_dice = float_round_odds(rules)
        for a in range(2, full_a + 1):
            for d in range(1, full_d + 1):
                chances = by_dice[rules.dice_rolled(a, d)]
                odds[a, d, : len(chances)] = chances
                pairs[a, d] = len(chances) - 1
            if min_move == "dice":
                fewest[a] = rules.attacker.dice_for(a - 1)
        cells = (full_a + 1) * (full_d + 1)
        return cls(
            full_a, full_d, odds.reshape(cells, most + 1).T.copy(), pairs.reshape(cells), fewest
        )

    @property
    def outcomes(self) -> int:
        """Outcomes of a round at most (``k`` = 0 to the most pairs)."""
        return int(self.odds.shape[0])

    def cell(self, attackers: NDArray[np.int64], defenders: NDArray[np.int64]) -> NDArray[np.int64]:
        """The table's cell of each (attackers, defenders)."""
        a = np.minimum(attackers, self.full_attackers)
        return a * (self.full_defenders + 1) + np.minimum(defenders, self.full_defenders)

    def fewest(self, attackers: NDArray[np.int64]) -> NDArray[np.int64]:
        """The fewest armies moved in after a conquest by ``attackers`` (before the round)."""
        return self.fewest_moved[np.minimum(attackers, self.full_attackers)]
