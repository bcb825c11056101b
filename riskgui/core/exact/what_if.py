"""What if this round is rolled with fewer dice: the exact chances from here."""

from __future__ import annotations

from riskgui.core.battle import check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import round_odds
from riskgui.core.exact.solver import solve_battle
from riskgui.core.plural import dice_range
from riskgui.core.rules.model import Rules


def chances_with_dice(
    attackers: int,
    defenders: int,
    rules: Rules,
    stop_at: int,
    dice: tuple[int, int],
    token: CancelToken = NEVER,
) -> tuple[float, float]:
    """(conquer, fail) if this round is rolled with ``dice`` and every later one with the most.

    Answers "what if I roll only two dice now?": the round's exact odds, then the solver
    from each state the round can lead to.
    """
    check_battle(attackers, defenders, stop_at)
    most_a, most_d = rules.dice_rolled(attackers, defenders)
    na, nd = dice
    if not (1 <= na <= most_a and 1 <= nd <= most_d):
        raise ValueError(f"this round allows {dice_range(1, most_a)} and {dice_range(1, most_d)}")
    pairs = min(na, nd)
    win = fail = 0.0
    for attacker_lost, q in enumerate(round_odds(rules, na, nd)):
        a, d = attackers - attacker_lost, defenders - (pairs - attacker_lost)
        if d == 0:
            win += float(q)
        elif a <= stop_at:
            fail += float(q)
        elif q:
            odds = solve_battle(a, d, rules, stop_at, token)
            win += float(q) * odds.win_probability
            fail += float(q) * odds.loss_probability
    return win, fail
