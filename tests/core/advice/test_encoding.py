"""Packing states into codes: a round trip, and codes sorted by level."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riskgui.core.advice.encoding import Encoding
from tests.core.advice.small_games import small_games


@pytest.mark.slow
@settings(max_examples=40, derandomize=True, deadline=None)
@given(small_games(), st.randoms(use_true_random=False))
def test_every_state_comes_back_as_it_went_in_and_levels_sort_first(small, rng):
    game = small.game()
    encoding = Encoding.of(game)
    states = []
    for _ in range(50):
        state = []
        for i, start in enumerate(game.start):
            if start > 0:
                state.append(rng.randint(1, int(encoding.radix[i])))
            elif rng.random() < 0.5:
                state.append(-rng.randint(1, -start))
            else:
                state.append(rng.randint(1, int(encoding.radix[i]) + start))
        states.append(state)
    armies = np.array(states, dtype=np.int64).T
    assert encoding.fits(armies)
    codes = encoding.encode(armies)
    assert np.array_equal(encoding.decode(codes), armies)
    levels = np.abs(armies).sum(axis=0)
    assert np.array_equal(encoding.level(codes), levels)
    order = np.argsort(codes, kind="stable")
    assert np.all(np.diff(levels[order]) >= 0)
    assert len(set(codes.tolist())) == len({tuple(s) for s in states})
