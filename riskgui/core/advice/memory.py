"""What a solved game costs in memory, the cap that refuses a game too large, and where
its values live.

A solved game keeps, for every reachable state, its code (8 bytes, in memory) and its
value (8 bytes); while the states are enumerated, the children waiting for their level
take about 6 bytes a state more, and each chunk of work a few megabytes (``RESERVE``).
Values stay in memory when all three fit under the cap (a solved game is kept while the
app goes on, so it leaves room beside it); a larger game keeps its values in a temporary
file of the user's cache folder, mapped into memory (``value_array``): the backward pass
writes each level once and then reads mostly the few levels just below it, so the system
keeps what is read in its cache and what is written goes to disk.  So the cap of 1 GiB holds about
``max_states()`` = 67 million states (Europe of the mid-game position, 56 million states,
peaks at 857 MB with its values on disk); a game with more is refused (``TooLarge``) as
soon as the enumeration finds them, before its values are computed.
"""

from __future__ import annotations

import tempfile

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.encoding import TooLarge

MEMORY_CAP = 1 << 30  # bytes: 1 GiB
CODE_BYTES = 8
VALUE_BYTES = 8
WAITING_BYTES = 6  # children waiting for their level, a state, at the enumeration's peak
RESERVE = 128 << 20  # chunks of work and the NumPy arrays of one level's children
BLOCK = 1 << 24  # bytes written at a time when a value file is made


def max_states(cap: int = MEMORY_CAP) -> int:
    """The most states a solved game may have within ``cap`` bytes (values on disk)."""
    return max(0, cap - RESERVE) // (CODE_BYTES + WAITING_BYTES)


def estimate_bytes(states: int) -> int:
    """The memory a solved game of ``states`` states needs, about (values on disk when
    they do not fit beside the codes: ``values_in_memory``)."""
    kept = CODE_BYTES + WAITING_BYTES + (VALUE_BYTES if values_in_memory(states) else 0)
    return RESERVE + kept * states


def values_in_memory(states: int, cap: int = MEMORY_CAP) -> bool:
    """Whether the values of ``states`` states fit in memory beside their codes."""
    return RESERVE + (CODE_BYTES + WAITING_BYTES + VALUE_BYTES) * states <= cap


def value_array(states: int, on_disk: bool | None = None) -> NDArray[np.float64]:
    """Zeros for the values of ``states`` states: in memory, or (``on_disk``; by default
    when ``values_in_memory`` says they do not fit) in a temporary file mapped into
    memory, deleted when the array is (``_value_folder``).  ``TooLarge`` when the disk has
    no room for it."""
    if on_disk is None:
        on_disk = not values_in_memory(states)
    if not on_disk or states == 0:
        return np.zeros(states)
    size = states * VALUE_BYTES
    folder = _value_folder()
    try:
        with tempfile.TemporaryFile(prefix="riskgui-values-", dir=folder) as file:
            # Written out, not left sparse: a full disk is an error here, not a crash
            # when a page of the mapping is first written.
            zeros = bytes(min(size, BLOCK))
            for first in range(0, size, BLOCK):
                file.write(zeros[: min(BLOCK, size - first)])
            file.flush()
            return np.memmap(file, dtype=np.float64, mode="r+", shape=(states,))
    except OSError as error:
        raise TooLarge(
            f"no room for the values of {states:,} states ({size / 2**20:,.0f} MB) in "
            f"{folder or tempfile.gettempdir()}: {error.strerror or error}"
        ) from None


def _value_folder() -> str | None:
    """The user's cache folder, where a value file goes: the system's temporary folder is
    memory itself on many systems (tmpfs), so it is only the fallback (None)."""
    import platformdirs  # only here: most games keep their values in memory

    folder = platformdirs.user_cache_path("riskgui", appauthor=False)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return str(folder)
