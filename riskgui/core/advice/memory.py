"""What a solved game costs in memory, and the cap that refuses a game too large.

A solved game keeps, for every reachable state, its code and its value (8 bytes each);
while the states are enumerated, the children waiting for their level take a few bytes a
state more, and each chunk of work a few megabytes (``RESERVE``).  So the cap of 1 GiB
holds about ``max_states()`` = 47 million states; a game with more is refused
(``TooLarge``) as soon as the enumeration finds them, before its values are computed.
"""

from __future__ import annotations

MEMORY_CAP = 1 << 30  # bytes: 1 GiB
BYTES_PER_STATE = 20  # code 8 + value 8 + children waiting for their level, about 4
RESERVE = 128 << 20  # chunks of work and the NumPy arrays of one level's children


def max_states(cap: int = MEMORY_CAP) -> int:
    """The most states a solved game may have within ``cap`` bytes."""
    return max(0, cap - RESERVE) // BYTES_PER_STATE


def estimate_bytes(states: int) -> int:
    """The memory a solved game of ``states`` states needs, about."""
    return RESERVE + BYTES_PER_STATE * states
