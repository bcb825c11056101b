"""Chunks cover every state once, in order, and shrink when the work on them is slow."""

from riskgui.core.advice import chunks
from riskgui.core.advice.chunks import FEWEST, FIRST, MOST, STEP_SECONDS, Chunks


class Clock:
    """Time that passes only when the work on a chunk says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def run(monkeypatch, ranges, seconds_per_state: float) -> list[tuple[int, int]]:
    clock = Clock()
    monkeypatch.setattr(chunks, "perf_counter", clock)
    cut = Chunks()
    seen = []
    for low, high in ranges:
        for first, last in cut.over(low, high):
            seen.append((first, last))
            clock.now += (last - first) * seconds_per_state
    return seen


def test_every_state_once_in_order(monkeypatch):
    seen = run(monkeypatch, [(0, 100_000), (100_000, 100_007), (100_007, 250_000)], 1e-6)
    assert seen[0][0] == 0 and seen[-1][1] == 250_000
    assert all(a[1] == b[0] for a, b in zip(seen, seen[1:]))
    assert all(first < last for first, last in seen)


def test_slow_states_make_chunks_of_about_one_step(monkeypatch):
    per_state = 30e-6  # a pooled state
    seen = run(monkeypatch, [(0, 200_000)], per_state)
    assert seen[0] == (0, FIRST)
    settled = seen[-2][1] - seen[-2][0]
    assert abs(settled * per_state - STEP_SECONDS) <= per_state
    assert max((last - first) * per_state for first, last in seen) <= max(
        STEP_SECONDS, FIRST * per_state
    )


def test_fast_states_grow_to_the_most_and_no_further(monkeypatch):
    seen = run(monkeypatch, [(0, 1_000_000)], 1e-9)
    sizes = [last - first for first, last in seen[:-1]]
    assert sizes[:3] == [FIRST, 2 * FIRST, 4 * FIRST]  # doubling at most
    assert max(sizes) == MOST


def test_very_slow_states_keep_the_fewest(monkeypatch):
    seen = run(monkeypatch, [(0, 5_000)], 1.0)
    assert [last - first for first, last in seen[1:-1]] == [FEWEST] * (len(seen) - 2)
