"""How many armies a conquest moves in: the fewest the rules allow, and a fixed move's."""

from __future__ import annotations

from riskgui.core.plan.model import Leg
from riskgui.core.rules.model import Rules


def fewest_moved(rules: Rules, min_move: str, a_left: int) -> int:
    """The fewest armies a conquest with ``a_left`` on the source moves in: as many as the
    dice last rolled (``min_move`` "dice") or one, and never all of them."""
    fewest = 1 if min_move == "one" else rules.attacker.dice_for(a_left - 1)
    return max(1, min(fewest, a_left - 1))


def fixed_move(leg: Leg, min_move: str, a_left: int) -> int:
    """The armies moved in by a move that is not "best"."""
    most, fewest = a_left - 1, fewest_moved(leg.rules, min_move, a_left)
    if leg.move.kind == "min":
        return fewest
    if leg.move.kind == "leave":
        return min(most, max(fewest, a_left - leg.move.leave))
    return most
