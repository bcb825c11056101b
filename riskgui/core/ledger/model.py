"""What the ledger records: evenings and entries, as frozen values.

An entry is one **roll** of real dice (the faces each side rolled, extra dice included,
re-rolled ones replaced, as the Dice tab records them) or one **battle** entered after
the fact by its start and end armies and the policy it was fought with (to the end, or
stopped at ``stop_at`` armies on the attacking territory).  Armies count every army on
the attacking territory, the one that stays behind included.

``riskgui.core.ledger.checks.check_entry`` refuses anything the rules cannot produce.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache

from riskgui.core.rules.model import CLASSIC, Rules


@dataclass(frozen=True)
class Roll:
    """One round of real dice: the faces as rolled, extra dice included."""

    attacker_faces: tuple[int, ...]
    defender_faces: tuple[int, ...]

    def text(self) -> str:
        """``6,5,1/6,3``: the form the command line takes."""
        return (
            ",".join(map(str, self.attacker_faces)) + "/" + ",".join(map(str, self.defender_faces))
        )


@dataclass(frozen=True)
class Fought:
    """A battle entered by its start and end: ``(attackers, defenders)`` each."""

    start: tuple[int, int]
    end: tuple[int, int]
    stop_at: int = 1  # the attacker stops with this many or fewer armies (1: to the end)


@dataclass(frozen=True)
class Evening:
    name: str
    date: str  # ISO date, 2026-11-25


def new_uid() -> str:
    import uuid  # only a write needs it: a report starts the quicker

    return uuid.uuid4().hex


def now_text() -> str:
    """The moment an entry is recorded, in UTC, to the second (ISO 8601)."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Entry:
    """One roll or battle of an evening, between two named players.

    ``uid`` stays with the entry through export and import, so importing the same file
    twice adds nothing.  ``what`` is the ``Roll`` or the ``Fought`` battle.
    """

    evening: str
    attacker: str
    defender: str
    what: Roll | Fought
    rules: Rules = CLASSIC
    attacker_territory: str = ""
    defender_territory: str = ""
    uid: str = field(default_factory=new_uid)
    recorded_at: str = field(default_factory=now_text)

    @property
    def kind(self) -> str:
        return "roll" if isinstance(self.what, Roll) else "battle"


@lru_cache(maxsize=4096)
def parse_dice(text: str) -> Roll:
    """``6,5,1/6,3`` (attacker faces / defender faces) as a ``Roll``; ValueError if malformed."""
    sides = text.split("/")
    if len(sides) != 2:
        raise ValueError(
            f"give the dice as attacker faces / defender faces, like 6,5,1/6,3, not {text!r}"
        )
    faces = []
    for who, part in zip(("attacker", "defender"), sides):
        try:
            values = tuple(int(face) for face in part.replace(" ", "").split(",") if face)
        except ValueError:
            raise ValueError(
                f"the {who}'s dice are whole numbers like 6,5,1, not {part!r}"
            ) from None
        if not values:
            raise ValueError(f"the {who} rolled no dice in {text!r}")
        faces.append(values)
    return Roll(faces[0], faces[1])
