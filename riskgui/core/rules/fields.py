"""Every field of the rules as text: one table for the CLI's flags, the settings and exports.

A field's key names the side and the field, ``attacker.sides``; the CLI turns it into
``--attacker-sides``, the settings into ``rules/attacker.sides``.  Values are plain
text (``8,6`` for a list, ``yes``/``no`` for a switch) so that they survive any
settings backend and read well in an export.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Literal

from riskgui.core import plural
from riskgui.core.limits import side_limit
from riskgui.core.rules.model import CLASSIC, Rules, Side

Kind = Literal["int", "ints", "bool", "ties"]
SIDES = ("attacker", "defender")
YES, NO = "yes", "no"


@dataclass(frozen=True)
class Field:
    name: str  # the Side attribute, or the Rules attribute for "ties" and "cap_faces"
    kind: Kind
    help: str
    side: str = ""  # "attacker", "defender", or "" for the whole rule set

    @property
    def key(self) -> str:
        return f"{self.side}.{self.name}" if self.side else self.name

    @property
    def label(self) -> str:
        words = self.name.replace("_", " ").replace("reroll", "re-roll")
        return f"{self.side} {words}" if self.side else words


_SIDE_FIELDS = (
    ("dice", "int", "most dice the side rolls"),
    ("armies", "ints", "armies each die needs, e.g. 1,3 (default 1,2,3...)"),
    ("sides", "ints", "sides of each die, better first; the last repeats, e.g. 8,6"),
    ("extra_dice", "int", "extra dice rolled, the best kept (2008's bonus die: 1)"),
    ("reroll_ones", "bool", "re-roll each 1 once"),
    ("highest", "int", "added to the highest die (may be negative)"),
    ("lowest", "int", "added to the lowest die"),
    ("every", "int", "added to every die"),
    ("must_roll_most", "bool", "may not roll fewer dice than it can"),
)

FIELDS: tuple[Field, ...] = (
    *(
        Field(name, kind, help, who)  # type: ignore[arg-type]
        for who in SIDES
        for name, kind, help in _SIDE_FIELDS
    ),
    Field("ties", "ties", "who wins a tied pair: defender or attacker"),
    Field("cap_faces", "bool", "keep modified faces within their die (yes/no)"),
)


def to_text(rules: Rules) -> dict[str, str]:
    """Every field of ``rules`` as text, keyed by ``Field.key``."""
    values: dict[str, str] = {}
    for field in FIELDS:
        owner: object = getattr(rules, field.side) if field.side else rules
        values[field.key] = _format(getattr(owner, field.name), field.kind)
    return values


def from_text(values: Mapping[str, str], base: Rules = CLASSIC) -> Rules:
    """``base`` with the fields given; ValueError naming the field if one does not parse."""
    sides: dict[str, Side] = {"attacker": base.attacker, "defender": base.defender}
    whole: dict[str, object] = {}
    for who in SIDES:
        changes: dict[str, object] = {}
        for field in FIELDS:
            if field.side == who and field.key in values:
                changes[field.name] = _parse(values[field.key], field)
        sides[who] = _changed_side(sides[who], changes, who)
    for field in FIELDS:
        if not field.side and field.key in values:
            whole[field.name] = _parse(values[field.key], field)
    return replace(base, attacker=sides["attacker"], defender=sides["defender"], **whole)  # type: ignore[arg-type]


def _changed_side(side: Side, changes: dict[str, object], who: str) -> Side:
    dice = changes.pop("dice", None)
    armies = changes.pop("armies", None)
    if isinstance(dice, int):
        side = side.with_dice(side_limit(who, "dice").check(dice))
    if isinstance(armies, tuple):
        if isinstance(dice, int) and len(armies) != dice:
            raise ValueError(
                f"give {who} armies for each of the {plural.dice(dice)}, not {len(armies)}"
            )
        side = replace(side, armies=armies)
    return replace(side, **changes)  # type: ignore[arg-type]


def _format(value: object, kind: Kind) -> str:
    if kind == "ints" and isinstance(value, tuple):
        return ",".join(map(str, value))
    if kind == "bool":
        return YES if value else NO
    return str(value)


def _quoted(text: str) -> str:
    """A value as quoted back in a message: never a 5,000-character line."""
    return repr(text) if len(text) <= 24 else repr(text[:20] + "...")


def _parse(text: str, field: Field) -> object:
    text = str(text).strip()
    if len(text) > 200:
        raise ValueError(f"{field.label} is far too long: {_quoted(text)}")
    if field.kind == "int":
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"{field.label} must be a whole number, not {_quoted(text)}") from None
    if field.kind == "ints":
        try:
            numbers = tuple(int(part) for part in text.replace(" ", "").split(","))
        except ValueError:
            raise ValueError(
                f"{field.label} must be whole numbers separated by commas, not {_quoted(text)}"
            ) from None
        return numbers
    if field.kind == "bool":
        lowered = text.lower()
        if lowered in (YES, "true", "1", "on"):
            return True
        if lowered in (NO, "false", "0", "off"):
            return False
        raise ValueError(f"{field.label} must be yes or no, not {_quoted(text)}")
    if text not in ("defender", "attacker"):
        raise ValueError(f"ties must go to the defender or the attacker, not {_quoted(text)}")
    return text


def highest_playable(values: Mapping[str, str], field: Field) -> int:
    """The most ``field`` (a side's dice or extra dice) can be with the other fields as they
    are, within what the core can enumerate exactly: 3 defending d20 are refused.

    A dice count is tried with the armies per die that follow it (one more army a die).
    """
    current = int(values[field.key])
    for candidate in range(side_limit(field.side, field.name).high, current, -1):
        trial = {**values, field.key: str(candidate)}
        if field.name == "dice":
            trial.pop(f"{field.side}.armies", None)
        try:
            from_text(trial)
        except ValueError:
            continue
        return candidate
    return current
