"""What a solved game costs in memory, the cap that refuses a game too large, and where
its values live.

A solved game keeps, for every reachable state, its code (8 bytes, in memory) and its
value (8 bytes); while the states are enumerated, the children waiting for their level
may take 6 bytes a state more (``reachable`` refuses a game whose waiting children pass
that), and each chunk of work a few megabytes (``RESERVE``).  Values stay in memory when
all three fit under the cap (a solved game is kept while the app goes on, so it leaves
room beside it); a larger game keeps its values in a temporary file of the user's cache
folder, mapped into memory (``value_array``): the backward pass writes each level once
and then reads mostly the few levels just below it, so the system keeps what is read in
its cache and what is written goes to disk.  So the cap of 1 GiB holds about
``max_states()`` = 67 million states (Europe of the mid-game position, 56 million states,
peaks at 886 MB with its values on disk); a game with more is refused (``TooLarge``) as
soon as the enumeration finds them, before its values are computed.
"""

from __future__ import annotations

import errno
import shutil
import tempfile

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.encoding import TooLarge

MEMORY_CAP = 1 << 30  # bytes: 1 GiB
CODE_BYTES = 8
VALUE_BYTES = 8
WAITING_BYTES = 6  # the children waiting for their level: at most this much a state
WAITING_SHARE = WAITING_BYTES / CODE_BYTES  # the same in codes: the enumeration holds to it
WAITING_SLACK = 1 << 20  # codes they may hold beyond it (8 MB of RESERVE): small budgets
RESERVE = 128 << 20  # chunks of work and the NumPy arrays of one level's children
BLOCK = 1 << 24  # bytes written at a time when a value file is made
FREE_MARGIN = 1 << 30  # free space a disk keeps beyond a value file, or it is not used


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
    memory, deleted when the array is: in the first of ``value_folders`` that takes it.
    ``TooLarge`` when none has room for it."""
    if on_disk is None:
        on_disk = not values_in_memory(states)
    if not on_disk or states == 0:
        return np.zeros(states)
    size = states * VALUE_BYTES
    refused = []
    for folder in value_folders():
        try:
            return _zero_file(states, folder)
        except OSError as error:
            refused.append(f"{folder}: {error.strerror or error}")
    raise TooLarge(
        f"no room for the values of {states:,} states ({size / 2**20:,.0f} MB): "
        + "; ".join(refused)
    )


def value_folders() -> list[str]:
    """Where a value file may go, in order: the user's cache folder, then the system's
    temporary folder (memory itself on many systems, tmpfs: only the fallback)."""
    import platformdirs  # only here: most games keep their values in memory

    cache = platformdirs.user_cache_path("riskgui", appauthor=False)
    try:
        cache.mkdir(parents=True, exist_ok=True)
    except OSError:
        return [tempfile.gettempdir()]
    return [str(cache), tempfile.gettempdir()]


def _zero_file(states: int, folder: str) -> NDArray[np.float64]:
    """``states`` zeros in a temporary file of ``folder``, mapped; OSError if it has no room."""
    size = states * VALUE_BYTES
    if shutil.disk_usage(folder).free < size + FREE_MARGIN:
        raise OSError(errno.ENOSPC, "not enough free space")
    with tempfile.TemporaryFile(prefix="riskgui-values-", dir=folder) as file:
        # Written out, not left sparse, so that on most file systems a full disk is an
        # error here rather than a crash when a page of the mapping is first written
        # (copy-on-write ones may still want blocks later: hence the margin above).
        zeros = bytes(min(size, BLOCK))
        for first in range(0, size, BLOCK):
            file.write(zeros[: min(BLOCK, size - first)])
        file.flush()
        return np.memmap(file, dtype=np.float64, mode="r+", shape=(states,))
