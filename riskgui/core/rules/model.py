"""The rules of a Risk battle: how each side rolls its dice and how the dice are compared.

Convention used everywhere in riskgui: ``attackers`` counts every army on the
attacking territory, including the one that must stay behind.  A side's dice are
unlocked by the armies that can fight: for the attacker all but the one that stays
behind, for the defender all of them.

One round, for each side: roll the dice its fighting armies allow, plus any extra
dice; each die showing 1 is rolled once more if the side re-rolls ones; keep the best
dice; add the modifiers by rank (highest, lowest, every die), cap each face to its
die's range if the rules cap faces, and sort again.  Dice are then paired highest
with highest and each pair costs its loser one army.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, replace
from typing import Literal

from riskgui.core.budget import check_round_enumeration
from riskgui.core.limits import side_limit

Ties = Literal["defender", "attacker"]


@dataclass(frozen=True)
class Side:
    """How one side rolls.  Build it with ``side()``; ``Rules`` validates it.

    ``armies``: the fighting armies each die needs, one entry per die, so its length is
    the most dice the side compares: ``(1, 2)`` is classic, ``(1, 3)`` the UK 1990
    defender, who rolls a second die only with 3 armies.
    ``sides``: the faces of each die in the order they are taken; a side that rolls fewer
    dice rolls the first ones (presets list the better dice first, as players pick them).
    The last entry repeats: ``(6,)`` is all d6, ``(8, 6)`` one d8 and then d6; entries
    beyond the dice rolled are not used.
    ``extra_dice``: rolled besides and dropped, keeping the best (2008's bonus die: 1).
    ``reroll_ones``: each die showing 1 is rolled once more and the new face stands.
    ``highest``, ``lowest``, ``every``: added after sorting to the highest die, the lowest
    die and every die of those kept (a single die is both the highest and the lowest).
    ``must_roll_most``: the side may not choose fewer dice than it can roll.
    """

    armies: tuple[int, ...]
    sides: tuple[int, ...] = (6,)
    extra_dice: int = 0
    reroll_ones: bool = False
    highest: int = 0
    lowest: int = 0
    every: int = 0
    must_roll_most: bool = False

    @property
    def dice(self) -> int:
        """The most dice this side compares."""
        return len(self.armies)

    def dice_for(self, fighting_armies: int) -> int:
        """Dice this side rolls (and compares) with this many armies that can fight."""
        return bisect.bisect_right(self.armies, fighting_armies)

    def die_sides(self, rolled: int) -> tuple[int, ...]:
        """The sides of each of the first ``rolled`` dice."""
        return tuple(self.sides[min(i, len(self.sides) - 1)] for i in range(rolled))

    def with_dice(self, dice: int) -> Side:
        """The same side with ``dice`` dice; a new die needs one army more than the last."""
        armies = self.armies[:dice]
        while len(armies) < dice:
            armies += (armies[-1] + 1,)
        return replace(self, armies=armies)

    @property
    def modified(self) -> bool:
        return bool(self.highest or self.lowest or self.every)

    def validate(self, who: str) -> None:
        """ValueError, with a message meant for users, unless this side can be played."""
        side_limit(who, "dice").check(len(self.armies))
        for armies in self.armies:
            side_limit(who, "armies").check(armies)
        if self.armies[0] != 1:
            raise ValueError(f"the {who}'s first die must need 1 army, not {self.armies[0]}")
        if any(later <= earlier for earlier, later in zip(self.armies, self.armies[1:])):
            raise ValueError(
                f"each {who} die must need more armies than the one before "
                "(a side never rolls more dice than it has armies to fight)"
            )
        side_limit(who, "extra_dice").check(self.extra_dice)
        most = side_limit(who, "dice").high + side_limit(who, "extra_dice").high
        if not 1 <= len(self.sides) <= most:
            raise ValueError(f"give the sides of 1 to {most} {who} dice, not {len(self.sides)}")
        for sides in self.sides:
            side_limit(who, "sides").check(sides)
        for name in ("highest", "lowest", "every"):
            side_limit(who, name).check(getattr(self, name))
        for name in ("reroll_ones", "must_roll_most"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{who} {name.replace('_', ' ')} must be true or false")

    def describe(self) -> str:
        """``3d6``, ``d8+d6+d6``, with anything beyond plain dice in parentheses."""
        sides = self.die_sides(self.dice + self.extra_dice)
        if len(set(sides)) == 1:
            rolled = f"{self.dice}d{sides[0]}"
        else:
            rolled = "+".join(f"d{s}" for s in sides[: self.dice])
        extras = []
        if self.extra_dice:
            extras.append(f"{self.extra_dice} extra, best kept")
        if self.armies != tuple(range(1, self.dice + 1)):
            extras.append("dice from " + ", ".join(map(str, self.armies)) + " armies")
        for name, where in (
            ("highest", "highest die"),
            ("lowest", "lowest die"),
            ("every", "every die"),
        ):
            if getattr(self, name):
                extras.append(f"{getattr(self, name):+d} on {where}")
        if self.reroll_ones:
            extras.append("re-roll ones")
        if self.must_roll_most:
            extras.append("rolls the most it can")
        return f"{rolled} ({', '.join(extras)})" if extras else rolled


def _score_span(side: Side) -> int:
    """How many different scores one of this side's dice can end with, at most."""
    shift = abs(side.highest) + abs(side.lowest) + abs(side.every)
    return max(side.sides) + 2 * shift


def side(dice: int, **changes: object) -> Side:
    """A side that rolls one more die for each army, up to ``dice``, changed as given."""
    return replace(Side(armies=tuple(range(1, dice + 1))), **changes)  # type: ignore[arg-type]


ATTACK = side(3)
DEFENCE = side(2)


@dataclass(frozen=True)
class Rules:
    """One rule set.  Invalid values raise ``ValueError`` with a message meant for users.

    ``cap_faces``: a modified face stays on its die (1 to its sides), as Risk Legacy says;
    without it a 6 + 1 counts as 7.
    """

    attacker: Side = ATTACK
    defender: Side = DEFENCE
    ties: Ties = "defender"
    cap_faces: bool = True

    def __post_init__(self) -> None:
        if not isinstance(self.attacker, Side) or not isinstance(self.defender, Side):
            raise ValueError("the attacker and the defender must each be a Side")
        self.attacker.validate("attacker")
        self.defender.validate("defender")
        if self.ties not in ("defender", "attacker"):
            raise ValueError(f"ties must be 'defender' or 'attacker', not {self.ties!r}")
        if not isinstance(self.cap_faces, bool):
            raise ValueError("cap faces must be true or false")
        attacker, defender = self.attacker, self.defender
        check_round_enumeration(
            [attacker.die_sides(n + attacker.extra_dice) for n in range(1, attacker.dice + 1)],
            [defender.die_sides(n + defender.extra_dice) for n in range(1, defender.dice + 1)],
            max(_score_span(attacker), _score_span(defender)),
        )

    def __hash__(self) -> int:
        # Rules key the caches of battles' endings and the ledger's kinds, hashed thousands
        # of times an answer: the hash of its nested fields is worked out once.
        found: int | None = self.__dict__.get("_hash")
        if found is None:
            found = hash((self.attacker, self.defender, self.ties, self.cap_faces))
            object.__setattr__(self, "_hash", found)
        return found

    def __getstate__(self) -> dict[str, object]:
        """Pickled without the hash: another process hashes strings differently."""
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}

    @property
    def max_pairs(self) -> int:
        """The most dice compared in one round, so the most armies one side can lose."""
        return min(self.attacker.dice, self.defender.dice)

    def dice_pairs(self) -> list[tuple[int, int]]:
        """Every pair of dice counts a round can compare, attacker's first."""
        return [
            (na, nd)
            for na in range(1, self.attacker.dice + 1)
            for nd in range(1, self.defender.dice + 1)
        ]

    def dice_rolled(self, attackers: int, defenders: int) -> tuple[int, int]:
        """Dice each side compares with ``attackers`` on the territory (stay-behind included)."""
        return self.attacker.dice_for(attackers - 1), self.defender.dice_for(defenders)

    def full_dice_from(self) -> tuple[int, int]:
        """The fewest attackers (stay-behind included) and defenders that roll all their dice."""
        return self.attacker.armies[-1] + 1, self.defender.armies[-1]

    def describe(self) -> str:
        """A short human-readable summary, used to label results."""
        parts = [f"{self.attacker.describe()} vs {self.defender.describe()}"]
        if not self.cap_faces and (self.attacker.modified or self.defender.modified):
            parts.append("faces not capped")
        parts.append(f"ties to {self.ties}")
        return "; ".join(parts)


CLASSIC = Rules()
