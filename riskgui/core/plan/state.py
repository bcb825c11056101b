"""The board state the plan engine and the board's bounds recurse over: each territory's
owner and armies, a territory no later leg touches set aside as ``RETIRED``."""

from __future__ import annotations

Owner = tuple[bool, int]  # (the player's, armies)
State = tuple[Owner, ...]
RETIRED: Owner = (True, 0)
Spread = dict[tuple[bool, State], float]  # (the goal still possible, state) -> probability


def after_battle(state: State, source: int, target: int, attacker: Owner, defender: Owner) -> State:
    """``state`` with the source and the target of a battle changed to these owners."""
    changed = list(state)
    changed[source], changed[target] = attacker, defender
    return tuple(changed)
