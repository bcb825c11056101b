"""Which rounds of the Dice tab go to the ledger when Reset replays a seed; no Qt.

Reset replays the same dice (the same seed), and what the player sees must hold: every
round shown while recording is in the ledger exactly once.  So ``Passes`` keeps, per seed,
the rounds recorded by their place in the battle, with their faces and uid.  A rolled
round of a replay is skipped only if that place holds the same faces and the entry is
still in the ledger (not taken back, deleted or undone); from the first place that
differs on, the replay is new dice and everything is recorded.  Dice typed in from the
table are always recorded.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.dice.round import Round

Faces = tuple[tuple[int, ...], tuple[int, ...]]  # the attacker's and the defender's


@dataclass(frozen=True)
class PlayedRounds:
    """What the Dice tab shows: its battle (a new object after each reset), the seed its
    dice are rolled from, and which rounds (by index) were typed in from real dice."""

    battle: PlayedBattle
    seed: int
    typed: frozenset[int]


@dataclass(frozen=True)
class Kept:
    """A round recorded at some place of a seed's battle: its faces and its entry."""

    faces: Faces
    uid: str


class Passes:
    """Per seed, the rounds recorded by their place in the battle (see the module)."""

    def __init__(self) -> None:
        self._kept: dict[int, dict[int, Kept]] = {}

    def any_kept(self, seed: int) -> bool:
        return bool(self._kept.get(seed))

    def at(self, seed: int, place: int) -> Kept | None:
        return self._kept.get(seed, {}).get(place)

    def wanted(
        self, seed: int, place: int, faces: Faces, typed: bool, in_ledger: Callable[[str], bool]
    ) -> bool:
        """Whether to record this round (while recording): not when it replays a round of
        the same seed, at the same place, still in the ledger (``in_ledger`` of its uid)."""
        kept = self.at(seed, place)
        if kept is None or kept.faces != faces:
            self.drop_from(seed, place)  # new dice from here on
            return True
        return typed or not in_ledger(kept.uid)

    def keep(self, seed: int, place: int, kept: Kept) -> None:
        self._kept.setdefault(seed, {})[place] = kept

    def drop_from(self, seed: int, place: int) -> None:
        """Forget the rounds at ``place`` and after: the dice there are not the seed's."""
        kept = self._kept.get(seed, {})
        for later in [p for p in kept if p >= place]:
            del kept[later]

    def forget(self, seed: int, place: int, uid: str) -> None:
        """The round at ``place`` was taken back: forget it if it is the one kept."""
        found = self.at(seed, place)
        if found is not None and found.uid == uid:
            del self._kept[seed][place]


def round_faces(played: Round) -> Faces:
    return tuple(played.attacker_faces), tuple(played.defender_faces)
