"""Plans that differ only in the order of legs that cannot affect each other: one key."""

from __future__ import annotations

from collections.abc import Sequence


def canonical(legs: Sequence[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The plan with every leg that is the last to touch both its territories moved to the
    end, in sorted order: the same P(goal).  Such a leg only decides how its own battle
    ends (its move-in matters to its two territories alone), and no other leg's choice
    depends on it except through whether the goal still holds, which multiplies every
    choice's value alike (at 0 they all tie, and P(goal) is 0 anyway)."""
    settled = []
    for i, (s, t) in enumerate(legs):
        later = {x for leg in legs[i + 1 :] for x in leg}
        settled.append(s not in later and t not in later)
    return tuple(
        [leg for leg, last in zip(legs, settled) if not last]
        + sorted(leg for leg, last in zip(legs, settled) if last)
    )
