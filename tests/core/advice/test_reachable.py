"""The enumeration's children waiting for their level: made unique as they pile up, and
counted, so that the cap can count them."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.reachable import FEWEST_MERGED, Waiting, unique

SPAN = 1_000


@settings(max_examples=60, derandomize=True, deadline=None)
@given(st.lists(st.lists(st.integers(0, 5 * SPAN - 1), max_size=40), max_size=30))
def test_waiting_gives_each_level_its_codes_once_and_counts_what_it_holds(batches):
    waiting = Waiting(SPAN)
    added: list[int] = []
    for batch in batches:
        codes = unique(np.array(batch, dtype=np.int64))
        waiting.add(codes)
        added += batch
        assert waiting.held == sum(len(p) for pile in waiting.piles.values() for p in pile)
    for level in range(4, -1, -1):
        expected = sorted({c for c in added if c // SPAN == level})
        taken = waiting.take(level)
        assert (taken is None and not expected) or list(taken) == expected
    assert waiting.held == 0 and not waiting.piles


def test_a_pile_found_again_and_again_stays_about_its_unique_size():
    """The same children found by many parents: without merging, 64 copies would wait."""
    waiting = Waiting(SPAN * 10**6)
    same = np.arange(4 * FEWEST_MERGED, dtype=np.int64)
    for _ in range(64):
        waiting.add(same)
    assert waiting.held <= 2 * len(same)
    taken = waiting.take(0)
    assert taken is not None and np.array_equal(taken, same)


def test_waiting_refuses_what_would_pass_its_room_merges_included():
    waiting = Waiting(SPAN * 10**6, most=3 * FEWEST_MERGED)  # one level
    waiting.add(np.arange(FEWEST_MERGED, dtype=np.int64))  # held 1x: room for it and a merge
    with pytest.raises(TooLarge, match="with the copies that merge them"):
        waiting.add(np.arange(FEWEST_MERGED, 2 * FEWEST_MERGED, dtype=np.int64))
