"""The loosened game of ``bound`` with the defenders counted rather than placed: an upper
bound on P(goal) for goals of many territories, where ``RelaxedBound`` can keep only the
hardest few (its states are every sorted list of defenders).

The game is ``bound``'s (every mobile army may join any attack, a conquest costs one
mobile army, the goal is won once no goal territory is theirs and ``keep`` armies can be
held), loosened once more: the state keeps only how many goal territories are theirs
(``T``) and how many armies they hold in all (``D``), and before each round the player
picks how many armies the territory attacked holds, any count that some placement of
``D`` armies on ``T`` territories (at least one each) allows; after the round, if that
count was "at least ``full``" (the defenders that roll all their dice), the player picks
again among the counts the outcome leaves possible (taken, or still theirs).  Every
round of the real game, and of ``bound``'s, is a choice this game offers (the real
territory's armies are one such placement, fixed before the round, known after it), and
both sides lose the same armies, so no way of playing the real game does better than this
game's value.

Cost: at most (mobile + 1) x (T + 1) x (D + 1) states, a few dozen terms each, memoised;
refused beyond ``MAX_COUNTED_STATES`` or ``MAX_DEPTH`` (the bound is then 1).
"""

from __future__ import annotations

from riskgui.core.board.bound import attacker_dice
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import round_losses
from riskgui.core.rules.model import Rules

MAX_COUNTED_STATES = 400_000  # about a second in Python
MAX_DEPTH = 300  # armies on both sides: every round removes one at least
CHECK_EVERY = 256


class CountedBound:
    """The value of the counted game, memoised (``need``: the mobile armies that must be
    left when the last goal territory falls, ``keep - 1`` per territory to keep)."""

    def __init__(self, rules: Rules, token: CancelToken = NEVER) -> None:
        self.rules, self.token = rules, token
        self.full = rules.defender.armies[-1]  # from this many, a territory rolls all its dice
        self.rounds = round_losses(rules)  # by the dice of both sides
        top = rules.attacker.armies[-1]
        self.dice = [attacker_dice(rules, mobile) for mobile in range(top + 1)]
        self.memo: dict[tuple[int, int, int, int], float] = {}

    def value(self, mobile: int, territories: int, defenders: int, need: int) -> float:
        """The best chance of ``mobile`` armies taking ``territories`` goal territories
        holding ``defenders`` armies in all, ``need`` mobile armies left at the end; 1 when
        the game is too large to value (a bound all the same)."""
        if (mobile + 1) * (territories + 1) * (defenders + 1) > MAX_COUNTED_STATES:
            return 1.0
        if mobile + defenders > MAX_DEPTH:
            return 1.0  # (the recursion would run too deep)
        return self._value(mobile, territories, defenders, need)

    def _value(self, mobile: int, territories: int, defenders: int, need: int) -> float:
        if territories == 0:
            return 1.0 if mobile >= need else 0.0
        if mobile < need + territories:  # each conquest costs a mobile army
            return 0.0
        key = (mobile, territories, defenders, need)
        found = self.memo.get(key)
        if found is not None:
            return found
        if len(self.memo) % CHECK_EVERY == 0:
            self.token.check()
        fewest, most = _held(territories, defenders)
        best = 0.0
        # an exact count below ``full``, or ``full`` for "at least full"
        for held in range(fewest if fewest < self.full else self.full, min(self.full, most) + 1):
            defender_dice = self.rules.defender.dice_for(held)
            for n in self.dice[min(mobile, len(self.dice) - 1)]:
                total = 0.0
                for p, lost, killed in self.rounds[n, defender_dice]:
                    after = self._after(mobile - lost, territories, defenders, need, held, killed)
                    total += p * after
                best = max(best, total)
        self.memo[key] = best
        return best

    def _after(
        self, mobile: int, territories: int, defenders: int, need: int, held: int, killed: int
    ) -> float:
        """The value after a round that killed ``killed`` of the attacked territory's
        ``held`` armies (``full``: at least that many, the exact count picked now)."""
        left = defenders - killed
        if held < self.full:  # the count was exact: taken or not, as the dice say
            if killed >= held:
                return self._value(mobile - 1, territories - 1, left, need)
            return self._value(mobile, territories, left, need)
        # At least ``full``: any count the placements allow, whichever the player likes
        # better of those the dice leave possible: exactly ``killed`` (taken) or more.
        fewest, most = _held(territories, defenders)
        fewest = max(fewest, self.full)
        kept = 0.0
        if max(fewest, killed + 1) <= most:
            kept = self._value(mobile, territories, left, need)
        if fewest <= killed <= most:
            return max(kept, self._value(mobile - 1, territories - 1, left, need))
        return kept


def _held(territories: int, defenders: int) -> tuple[int, int]:
    """The fewest and the most armies one of ``territories`` goal territories can hold
    when they hold ``defenders`` in all, at least one each."""
    most = defenders - (territories - 1)
    return (most if territories == 1 else 1), most
