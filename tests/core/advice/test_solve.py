"""Solving: cancellation with progress, the memory cap, a draft's starts sharing work."""

from __future__ import annotations

import pytest

from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.game import turn_game
from riskgui.core.advice.memory import MEMORY_CAP, estimate_bytes, max_states
from riskgui.core.advice.solve import placements, solve
from riskgui.core.cancel import Cancelled, CancelToken
from tests.core.advice.midgame import continent, midgame


class CancelAfter(CancelToken):
    """Cancels itself after ``checks`` checks, recording the progress reported."""

    def __init__(self, checks: int) -> None:
        super().__init__()
        self.left = checks
        self.seen: list[float] = []

    def check(self, done: float | None = None) -> None:
        if done is not None:
            self.seen.append(done)
        self.left -= 1
        if self.left == 0:
            self.cancel()
        super().check(done)


@pytest.mark.slow
def test_a_solve_reports_rising_progress_to_1_and_stops_when_cancelled():
    game = turn_game(midgame(), continent("Africa"))
    token = CancelAfter(10**9)
    solve(game, token)
    assert token.seen == sorted(token.seen) and token.seen[-1] == 1.0
    assert len(token.seen) > 20  # between levels, not once at the end
    with pytest.raises(Cancelled):
        solve(game, CancelAfter(5))


def test_a_game_over_the_cap_is_refused_with_its_count():
    game = turn_game(midgame(), continent("Africa"))
    with pytest.raises(TooLarge, match="more than 1,000 states"):
        solve(game, most_states=1_000)


def test_the_cap_is_1_gib():
    assert estimate_bytes(max_states()) <= MEMORY_CAP < estimate_bytes(max_states() + 100)


@pytest.mark.slow
def test_every_placement_of_a_draft_is_a_start_of_one_solve():
    game = turn_game(midgame(), continent("Africa"), draft=3)
    ways = placements(game)
    # Egypt, Middle East, North Africa and "elsewhere": 3 armies in 4 bins
    assert len(ways) == 20
    solved = solve(game)
    assert len(solved.starts) == 20
    one = solve(turn_game(midgame({"North Africa": ("Red", 12)}), continent("Africa")))
    assert one.states < solved.states
    north_africa = game.names.index("North Africa")
    (code,) = [code for way, code in solved.starts if way == ((north_africa, 3),)]
    assert solved.value(code) == pytest.approx(one.value(one.starts[0][1]), abs=1e-12)
