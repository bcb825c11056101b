"""Small battles as a state machine: one draw and one lookup a round.

Every state ``(a, d)`` of a small battle gets a row of the round's equally likely
throws (``round_table``), holding the state each throw leads to.  A round of many
battles is then ``state = next_state[state * throws + throw]``, nothing else.  Ended
battles stay where they are, so a round needs no bookkeeping, and live states are
numbered first, so one comparison tells how many battles are still fighting.  States
are numbered in bytes where they fit, so the table stays in the cache.

It serves battles whose table is small (classic Risk up to 16 v 16).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
from numpy.typing import NDArray

from riskgui.core.rules.model import Rules
from riskgui.core.simulate.round_table import round_table

StateArray = NDArray[np.unsignedinteger[Any]]

MAX_STATE_TABLE_BYTES = 1 << 22


@dataclass(frozen=True)
class StateTable:
    throws: int  # equally likely throws of a round: the length of a row
    next_state: StateArray  # [state * throws + throw]
    live_states: int  # states numbered below this are still fighting
    state_of: StateArray  # [a, d]
    attackers_of: NDArray[np.int32]  # by state
    defenders_of: NDArray[np.int32]

    def play_round(self, state: StateArray, rng: np.random.Generator) -> StateArray:
        """One round of every battle in ``state``: the states they are in after it."""
        row = np.multiply(state, self.throws, dtype=np.int32)
        row += rng.integers(0, self.throws, state.size, dtype=np.int32)
        return self.next_state.take(row)


@lru_cache(maxsize=8)
def state_table(rules: Rules, attackers: int, defenders: int, stop_at: int) -> StateTable | None:
    """The state machine of battles from at most ``attackers`` vs ``defenders``, if small."""
    table = round_table(rules)
    states = (attackers + 1) * (defenders + 1)
    dtype = np.uint8 if states <= 1 << 8 else np.uint16
    if table.losses is None or states * table.common * dtype().itemsize > MAX_STATE_TABLE_BYTES:
        return None
    throws = table.common
    grid = np.meshgrid(np.arange(attackers + 1), np.arange(defenders + 1), indexing="ij")
    a, d = grid[0].ravel(), grid[1].ravel()
    live = (a > stop_at) & (d > 0)
    order = np.argsort(~live, kind="stable")  # live states first
    attackers_of, defenders_of = a[order].astype(np.int32), d[order].astype(np.int32)
    state_of = np.empty((attackers + 1, defenders + 1), dtype=dtype)
    state_of[attackers_of, defenders_of] = np.arange(states)

    next_state = np.repeat(np.arange(states, dtype=dtype), throws)  # ended: stay
    combination = table.combination(attackers_of, defenders_of)
    for state in range(int(live.sum())):
        c = combination[state]
        lost = table.losses[c * throws : (c + 1) * throws].astype(np.int32)
        a_next = attackers_of[state] - lost
        d_next = defenders_of[state] - (table.pairs[c] - lost)
        next_state[state * throws : (state + 1) * throws] = state_of[a_next, d_next]
    return StateTable(
        throws=throws,
        next_state=next_state,
        live_states=int(live.sum()),
        state_of=state_of,
        attackers_of=attackers_of,
        defenders_of=defenders_of,
    )
