"""What a ledger entry may hold: ``check_entry`` refuses anything the rules cannot produce.

One sentence meant for the player per mistake.  The store calls it before writing, so a
refused entry writes nothing.
"""

from __future__ import annotations

from riskgui.core.battle import check_battle
from riskgui.core.dice.round import check_faces
from riskgui.core.ledger.luck import end_probability
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.plural import dice_range
from riskgui.core.rules.model import Rules


def check_entry(entry: Entry) -> None:
    """ValueError with one sentence for the player unless this entry can have happened."""
    for who, name in (("attacker", entry.attacker), ("defender", entry.defender)):
        if not name.strip():
            raise ValueError(f"name the {who}")
    if entry.attacker.strip() == entry.defender.strip():
        raise ValueError(f"{entry.attacker} cannot attack themselves")
    if not entry.evening.strip():
        raise ValueError("name the evening")
    if isinstance(entry.what, Roll):
        check_roll(entry.what, entry.rules)
    else:
        check_fought(entry.what, entry.rules)


def check_roll(roll: Roll, rules: Rules) -> None:
    """The faces of one round: as many dice as a side may roll, each face on its die."""
    for who, faces, side in (
        ("attacker", roll.attacker_faces, rules.attacker),
        ("defender", roll.defender_faces, rules.defender),
    ):
        low, high = 1 + side.extra_dice, side.dice + side.extra_dice
        if not low <= len(faces) <= high:
            raise ValueError(
                f"the {who} rolls {dice_range(low, high)} under these rules "
                f"({rules.describe()}), not {len(faces)}"
            )
        check_faces(who, faces, side)


def check_fought(fought: Fought, rules: Rules) -> None:
    """The start is a battle, and the end is one the declared policy can end at."""
    (a, d), (end_a, end_d) = fought.start, fought.end
    check_battle(a, d, fought.stop_at)
    if not (1 <= end_a <= a and 0 <= end_d <= d):
        raise ValueError(
            f"a battle of {a} vs {d} cannot end at {end_a} vs {end_d}: neither side gains armies"
        )
    if end_probability(fought, rules) == 0:
        policy = "to the end" if fought.stop_at == 1 else f"stopping at {fought.stop_at}"
        raise ValueError(f"a battle of {a} vs {d} fought {policy} cannot end at {end_a} vs {end_d}")
