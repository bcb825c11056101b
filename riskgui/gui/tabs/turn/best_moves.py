"""The best move-in of a leg, told in few rows: endings in a row that leave the same
number behind ("ends with 5-17: move 4-16, leave 1"), or move the same number, share one."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MoveRange:
    first: int  # armies on the source after the conquest, from first to last
    last: int
    moved_first: int  # armies moved in for ``first`` and for ``last``
    moved_last: int

    @property
    def ends_text(self) -> str:
        return _span(self.first, self.last)

    @property
    def moved_text(self) -> str:
        return _span(self.moved_first, self.moved_last)

    @property
    def leaves_text(self) -> str:
        return _span(self.first - self.moved_first, self.last - self.moved_last)


def _span(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}\u2013{high}"


def move_ranges(best_moves: dict[int, int]) -> list[MoveRange]:
    """The best moves (armies on the source -> armies moved in) in runs of endings that
    leave the same number behind or move the same number."""
    ranges: list[MoveRange] = []
    for ends, moved in sorted(best_moves.items()):
        if ranges:
            run = ranges[-1]
            follows = ends == run.last + 1
            same_leave = ends - moved == run.last - run.moved_last and (
                run.first == run.last or run.first - run.moved_first == run.last - run.moved_last
            )
            same_move = moved == run.moved_last and run.moved_first == run.moved_last
            if follows and (same_leave or same_move):
                ranges[-1] = MoveRange(run.first, ends, run.moved_first, moved)
                continue
        ranges.append(MoveRange(ends, ends, moved, moved))
    return ranges
