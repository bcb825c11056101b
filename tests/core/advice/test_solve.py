"""Solving: cancellation with progress, the memory cap and values kept on disk, a draft's
starts sharing work."""

from __future__ import annotations

from collections import namedtuple

import numpy as np
import pytest

from riskgui.core.advice import backward as backward_module
from riskgui.core.advice import memory
from riskgui.core.advice import reachable as reachable_module
from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.game import turn_game
from riskgui.core.advice.memory import (
    CODE_BYTES,
    MEMORY_CAP,
    RESERVE,
    VALUE_BYTES,
    WAITING_BYTES,
    estimate_bytes,
    max_states,
    value_array,
    values_in_memory,
)
from riskgui.core.advice.solve import placements, solve
from riskgui.core.cancel import Cancelled, CancelToken
from tests.core.advice.midgame import continent, midgame

Usage = namedtuple("Usage", "total used free")


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


def test_a_game_over_the_cap_is_refused_with_its_count(monkeypatch):
    monkeypatch.setattr(reachable_module, "WAITING_SHARE", 10**6)
    game = turn_game(midgame(), continent("Africa"))
    with pytest.raises(TooLarge, match="more than 1,000 states"):
        solve(game, most_states=1_000)


def test_a_game_whose_waiting_children_pass_their_share_of_the_cap_is_refused(monkeypatch):
    """The cap counts the children waiting for their level too (6 bytes a state of it):
    a game with few states but many waiting would otherwise pass it unseen."""
    monkeypatch.setattr(reachable_module, "WAITING_SLACK", 0)
    game = turn_game(midgame(), continent("Africa"))
    with pytest.raises(
        TooLarge, match=r"over 750 states waiting to be reached \(with the copies that merge them\)"
    ):
        solve(game, most_states=1_000)


def test_the_cap_is_1_gib():
    assert estimate_bytes(max_states()) <= MEMORY_CAP < estimate_bytes(max_states() + 100)


def test_values_go_to_disk_only_when_they_do_not_fit_beside_the_codes():
    most = (MEMORY_CAP - RESERVE) // (CODE_BYTES + WAITING_BYTES + VALUE_BYTES)
    assert values_in_memory(most) and not values_in_memory(most + 1)
    assert estimate_bytes(most) <= MEMORY_CAP and estimate_bytes(max_states()) <= MEMORY_CAP


def test_values_kept_on_disk_are_the_values_kept_in_memory(monkeypatch, tmp_path):
    monkeypatch.setattr(memory, "value_folders", lambda: [str(tmp_path)])
    game = turn_game(midgame(), continent("Australia"), draft=2)
    in_memory = solve(game)
    assert not isinstance(in_memory.values, np.memmap)
    monkeypatch.setattr(backward_module, "value_array", lambda n: value_array(n, on_disk=True))
    on_disk = solve(game)
    assert isinstance(on_disk.values, np.memmap)
    assert np.array_equal(on_disk.codes, in_memory.codes)
    assert np.array_equal(on_disk.values, in_memory.values) and in_memory.values.any()


def test_a_disk_with_no_room_for_the_values_is_a_clear_refusal(monkeypatch, tmp_path):
    monkeypatch.setattr(memory, "value_folders", lambda: [str(tmp_path)])
    monkeypatch.setattr(memory.shutil, "disk_usage", lambda folder: Usage(10**12, 10**12, 0))
    message = rf"no room for the values of 1,000,000 states \(8 MB\): {tmp_path}: not enough"
    with pytest.raises(TooLarge, match=message):
        value_array(1_000_000, on_disk=True)


def test_the_values_go_to_the_next_folder_when_the_first_refuses_them(monkeypatch, tmp_path):
    missing = tmp_path / "not there"
    monkeypatch.setattr(memory, "value_folders", lambda: [str(missing), str(tmp_path)])
    values = value_array(1_000, on_disk=True)
    assert isinstance(values, np.memmap) and values.shape == (1_000,) and not values.any()
    monkeypatch.setattr(memory, "value_folders", lambda: [str(missing)])
    with pytest.raises(TooLarge, match=r"not there: No such file or directory"):
        value_array(1_000, on_disk=True)


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
