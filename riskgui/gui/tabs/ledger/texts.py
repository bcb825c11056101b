"""An entry as the tab writes it, and the few texts a player types back: no Qt.

A roll reads as the command line takes it (``6,5,1/6,3``), each side's dice highest first
as the Dice tab shows them, a battle as its start and end (``10,10 → 1,4``, then ``stop
at 3`` when it was not fought to the end), so what the table shows can be typed back into
the same cell.
"""

from __future__ import annotations

import re

from riskgui.core.ledger.model import Entry, Fought, Roll, parse_dice
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import find_preset

ARROW = "\u2192"
MINUS = "\u2212"
_STOP = re.compile(r"[,;\s]*stop(?:\s*at)?\s*(\S+)\s*$", re.IGNORECASE)


def what_text(what: Roll | Fought) -> str:
    """ "6,5,1/6,3" for a roll (highest first, however rolled); "10,10 → 1,4" or "10,10 →
    3,2, stop at 3" for a battle."""
    if isinstance(what, Roll):
        return highest_first(what).text()
    text = f"{what.start[0]},{what.start[1]} {ARROW} {what.end[0]},{what.end[1]}"
    return text if what.stop_at == 1 else f"{text}, stop at {what.stop_at}"


def highest_first(roll: Roll) -> Roll:
    """The same dice, each side's sorted highest first: the order they are compared in."""
    return Roll(
        tuple(sorted(roll.attacker_faces, reverse=True)),
        tuple(sorted(roll.defender_faces, reverse=True)),
    )


def rules_text(rules: Rules) -> str:
    """The preset's short name ("classic"), else "custom"; the tooltip says the rest."""
    found = find_preset(rules)
    return found.key if found is not None else "custom"


def signed(armies: float) -> str:
    """ "+1.23", "−0.40", "0.00": an army count of luck, its sign always shown."""
    text = f"{abs(armies):.2f}"
    if text.strip("0.") == "":
        return "0.00"
    return ("+" if armies > 0 else MINUS) + text


def entry_summary(number: int, entry: Entry) -> str:
    """ "12. Anna attacked Ben: 6,5,1/6,3" (a roll), "13. Anna attacked Ben: battle 10,10 →
    1,4": one entry in a line (the plot's tooltip)."""
    battle = "" if isinstance(entry.what, Roll) else "battle "
    return f"{number}. {entry.attacker} attacked {entry.defender}: {battle}{what_text(entry.what)}"


def change_text(old: Entry, new: Entry) -> str:
    """ "dice 4,4/3,1 → 6,6/1", "attacker Anna → Ben, rules classic → capital": what a
    correction changed, field by field."""
    kind = "dice" if isinstance(new.what, Roll) else "battle"
    changes = [
        f"{field} {before} {ARROW} {after}"
        for field, before, after in (
            ("attacker", old.attacker, new.attacker),
            ("defender", old.defender, new.defender),
            (kind, what_text(old.what), what_text(new.what)),
            ("rules", rules_text(old.rules), rules_text(new.rules)),
        )
        if before != after
    ]
    return ", ".join(changes) if changes else "nothing"


def parse_pair(text: str, what: str) -> tuple[int, int]:
    """ "10,10" (or "10 10", "10v10") as (attackers, defenders); ValueError naming ``what``."""
    parts = [p for p in re.split(r"[\s,;:/vVx\-]+", text.strip()) if p]
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise ValueError(
            f"give the {what} as attackers,defenders, like 10,10, not {text.strip()!r}"
            if text.strip()
            else f"give the {what} as attackers,defenders, like 10,10"
        )
    return int(parts[0]), int(parts[1])


def parse_stop_at(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"stop at a whole number of armies, 1 or more, not {text!r}")
    return int(text)


def parse_battle(text: str) -> Fought:
    """ "10,10 → 1,4" (or "->", ">"), then ", stop at 3" if it was not fought to the end."""
    body, stop_at = text, 1
    stop = _STOP.search(body)
    if stop is not None:
        stop_at = parse_stop_at(stop.group(1))
        body = body[: stop.start()]
    halves = re.split(rf"\s*(?:{ARROW}|->|=>|>)\s*", body.strip())
    if len(halves) != 2:
        raise ValueError(
            f"give a battle as start {ARROW} end, like 10,10 {ARROW} 1,4, not {text.strip()!r}"
        )
    start, end = parse_pair(halves[0], "start"), parse_pair(halves[1], "end")
    return Fought(start, end, stop_at)


def parse_what(text: str, like: Roll | Fought) -> Roll | Fought:
    """What a player typed into the "Dice or battle" cell of an entry like ``like``."""
    if isinstance(like, Roll):
        return parse_dice(text)
    return parse_battle(text)
