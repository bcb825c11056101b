"""Upper bounds on P(goal): what lets the search prune, and what a heuristic answer shows.

The relaxation. Call the player's *mobile* armies the armies beyond the first on each of
their territories in the region (the goal's enemy territories and their neighbours), plus
the draft: the armies that could still attack. Now loosen the game: every mobile army may
join any attack, on any enemy goal territory, each round choosing afresh which territory
to hit and how many dice to roll (any number a stack of at most mobile + 1 armies rolls);
a conquest costs one mobile army (the one left on it); the goal is won once no goal
territory is theirs with at least ``(keep - 1)`` mobile armies per conquered goal
territory left. ``RelaxedBound.value(mobile, defenders)`` is the best chance in that
loosened game, by dynamic programming over (mobile, the sorted remaining defenders).

Why it bounds every plan of the region (not only the search's): follow any plan round by
round.  Its attacking stack x has at most mobile + 1 armies (every other territory of the
player keeps one), so its dice are a choice the loosened game offers; the defender rolls
the same; both lose the same armies, so the loosened game's mobile count equals the
plan's, conquest by conquest (moving armies in changes no count: a_left - 1 mobile before
the move, (a_left - m - 1) + (m - 1) after, one fewer, as a conquest costs).  Attacks on
territories outside the goal only cost mobile armies, which never helps in the loosened
game (more mobile armies leave every choice open), so it may ignore them.  When the plan
wins, each conquered goal territory holds ``keep`` armies, so mobile >= (keep - 1) per
conquered goal territory: the loosened game wins on that path too.  So the plan's
P(goal) is at most the loosened game's value.  The same holds for a goal's subset (fewer
territories to take, fewer armies to keep): used when the full state space is too big.

Armies that can only ever attack enemy territories from which no goal territory can be
reached through enemy territories (``relevant_enemies``) never join a goal attack: they
are not mobile.

``PrefixBound``: the bound on every plan that starts with given legs: those legs played
exactly (the engine's battles, every move-in chosen for the bound's sake, and draft
armies free to join any leg from a territory that may receive them: both only raise
it), then the relaxation from wherever they leave the board.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.dice.throws import float_round_odds
from riskgui.core.plan.endings import endings
from riskgui.core.plan.move_in import fewest_moved
from riskgui.core.plan.state import RETIRED, State, after_battle
from riskgui.core.rules.model import Rules

MAX_RELAXED_STATES = 200_000  # beyond this the bound is taken on the hardest territories
MAX_MOBILE = 300  # beyond this many mobile armies the bound is simply 1
CHECK_EVERY = 256


class RelaxedBound:
    """The loosened game's value, memoised; ``most``: only that many of the largest
    defenders count, and no armies need be kept (a subset of the goal, when the whole
    would take too many states)."""

    def __init__(self, rules: Rules, keep: int, most: int, token: CancelToken = NEVER) -> None:
        self.rules, self.keep, self.most, self.token = rules, keep, most, token
        self.odds = float_round_odds(rules)
        self.memo: dict[tuple[int, tuple[int, ...], int], float] = {}

    def value(self, mobile: int, defenders: tuple[int, ...], keeping: int) -> float:
        """The best chance with ``mobile`` armies against ``defenders`` (sorted, each above
        0), ``keep`` armies to be held on ``keeping`` territories at the end."""
        need = (self.keep - 1) * keeping
        if mobile > MAX_MOBILE:
            return 1.0  # (a bound all the same; the recursion would run too deep)
        if len(defenders) > self.most:
            defenders, need = defenders[len(defenders) - self.most :], 0
        return self._value(mobile, defenders, need)

    def _value(self, mobile: int, defenders: tuple[int, ...], need: int) -> float:
        if not defenders:
            return 1.0 if mobile >= need else 0.0
        if mobile < need + len(defenders):  # each conquest costs a mobile army
            return 0.0
        key = (mobile, defenders, need)
        found = self.memo.get(key)
        if found is not None:
            return found
        if len(self.memo) % CHECK_EVERY == 0:
            self.token.check()
        best = 0.0
        dice = attacker_dice(self.rules, mobile)
        for k, d in enumerate(defenders):
            if k and defenders[k - 1] == d:
                continue  # the same defenders elsewhere: the same value
            rest = defenders[:k] + defenders[k + 1 :]
            defender_dice = self.rules.defender.dice_for(d)
            for n in dice:
                odds = self.odds[n, defender_dice]
                pairs = len(odds) - 1
                total = 0.0
                for lost, p in enumerate(odds):
                    if p == 0.0:
                        continue
                    left, d_left = mobile - lost, d - (pairs - lost)
                    if d_left <= 0:
                        total += p * self._value(max(0, left - 1), rest, need)
                    else:
                        total += p * self._value(left, _insert(rest, d_left), need)
                best = max(best, total)
        self.memo[key] = best
        return best


def attacker_dice(rules: Rules, mobile: int) -> tuple[int, ...]:
    """The dice counts a stack of 2 .. mobile + 1 armies rolls (any of them: the loosened
    games let every attack choose)."""
    top = min(mobile, rules.attacker.armies[-1])
    counts = {rules.attacker.dice_for(fighting) for fighting in range(1, top + 1)}
    return tuple(sorted(n for n in counts if n > 0))


def relaxed_states(mobile: int, defenders: Sequence[int]) -> int:
    """A ceiling on the states ``RelaxedBound`` may visit from this start."""
    most = max(defenders, default=0)
    return (mobile + 1) * math.comb(len(defenders) + most, most)


def relaxed_bound(
    rules: Rules, keep: int, mobile: int, defenders: Sequence[int], token: CancelToken = NEVER
) -> RelaxedBound:
    """The relaxation for this start, on as many of the hardest territories as fit
    ``MAX_RELAXED_STATES`` (a subset's bound bounds the whole goal too)."""
    chosen = sorted(defenders, reverse=True)
    while len(chosen) > 1 and relaxed_states(mobile, chosen) > MAX_RELAXED_STATES:
        chosen.pop()
    return RelaxedBound(rules, keep, len(chosen), token)


class PrefixBound:
    """An upper bound on P(goal) of every plan of the search's space that begins with
    ``legs``.

    The search's space uses each leg (a source and a target) at most once, so after the
    legs: a goal territory still theirs that no unused leg can attack stays theirs (the
    bound is 0), and a territory of the player's with no unused leg from it never attacks
    again: its armies are *stranded*, out of the relaxation, and if it is a conquered goal
    territory they must already be ``keep``.  The relaxation then runs with the armies
    that can still attack (and the draft, if a territory that may receive it can) against
    the goal's territories still theirs.

    ``mine``/``armies``: the cluster's territories at the start (local indices);
    ``neighbours``: each one's neighbours in the cluster; ``goal``: the goal's territories
    theirs at the start; ``draftable``: the player's that may receive the ``reserve``.
    """

    def __init__(
        self,
        rules: Rules,
        min_move: str,
        mine: Sequence[bool],
        armies: Sequence[int],
        neighbours: Sequence[frozenset[int]],
        goal: frozenset[int],
        draftable: frozenset[int],
        reserve: int,
        relaxed: RelaxedBound,
        token: CancelToken = NEVER,
    ) -> None:
        self.rules, self.min_move, self.token = rules, min_move, token
        self.start: State = tuple(zip(mine, armies))
        self.neighbours = neighbours
        self.enemy = frozenset(t for t, m in enumerate(mine) if not m)
        self.relevant = relevant_enemies(self.enemy, neighbours, goal)
        self.goal, self.draftable, self.reserve = goal, draftable, reserve
        self.relaxed = relaxed
        self.work = 0  # states evaluated, all prefixes together: the search's cost

    def bound(self, legs: Sequence[tuple[int, int]]) -> float:
        solver = _Prefix(self, tuple(legs))
        start = solver.start_state()
        if start is None:
            return 0.0
        value = solver.value(0, *start)
        self.work += solver.states
        return value


def relevant_enemies(
    enemy: frozenset[int], neighbours: Sequence[frozenset[int]], goal: frozenset[int]
) -> frozenset[int]:
    """The enemy territories from which a goal territory still theirs can be reached
    through enemy territories (the goal's own included): the only ones whose conquest
    can help.  Armies that can attack no other kind never reach the goal."""
    found = set(goal & enemy)
    grown = True
    while grown:
        added = {t for t in enemy - found if neighbours[t] & found}
        found |= added
        grown = bool(added)
    return frozenset(found)


Tally = tuple[int, tuple[int, ...], int]  # (mobile, defenders, territories keeping)


class _Prefix:
    def __init__(self, owner: PrefixBound, legs: tuple[tuple[int, int], ...]) -> None:
        self.o, self.legs = owner, legs
        count = len(legs)
        self.live = [frozenset(t for leg in legs[i:] for t in leg) for i in range(count + 1)]
        # retiring[i]: the territories set aside before leg i (all untouched ones before 0).
        self.retiring = [tuple(t for t in range(len(owner.start)) if t not in self.live[0])] + [
            tuple(sorted(self.live[i - 1] - self.live[i])) for i in range(1, count + 1)
        ]
        used = set(legs)
        count_all = len(owner.start)
        # able[t]: armies of the player's on t can still attack after these legs (a leg
        # from t not used yet); open[t]: t can still be attacked (a leg into it unused).
        self.able = [
            any((t, u) not in used for u in owner.neighbours[t] if u in owner.relevant)
            for t in range(count_all)
        ]
        self.open = [
            t in owner.enemy and any((s, t) not in used for s in owner.neighbours[t])
            for t in range(count_all)
        ]
        self.reserve = owner.reserve if any(self.able[t] for t in owner.draftable) else 0
        self.memo: dict[tuple[int, State, Tally, int], float] = {}
        self.states = 0

    def start_state(self) -> tuple[State, Tally, int] | None:
        folded = self._fold(0, self.o.start, (0, (), 0))
        if folded is None:
            return None
        return folded[0], folded[1], self.o.reserve

    def _fold(self, i: int, state: State, tally: Tally) -> tuple[State, Tally] | None:
        """Set aside the territories no leg from ``i`` on touches, adding what they hold to
        the tally; None when one of them already loses the goal."""
        retiring = self.retiring[i]
        if not retiring:
            return state, tally
        mobile, defenders, keeping = tally
        changed = list(state)
        for t in retiring:
            owner = state[t]
            changed[t] = RETIRED
            mine, armies = owner
            goal = t in self.o.goal
            if not mine:
                if goal and not self.open[t]:
                    return None  # theirs, and no leg left to attack it
                if goal:
                    defenders = _insert(defenders, armies)
                    keeping += 1
            elif self.able[t]:
                mobile += armies - 1
                keeping += goal
            elif goal and armies < self.o.relaxed.keep:
                return None  # stranded with too few armies kept
        return tuple(changed), (mobile, defenders, keeping)

    def value(self, i: int, state: State, tally: Tally, reserve: int) -> float:
        key = (i, state, tally, reserve)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.states += 1
        found = self._value(i, state, tally, reserve)
        self.memo[key] = found
        return found

    def _value(self, i: int, state: State, tally: Tally, reserve: int) -> float:
        if i:  # (before leg 0 the start state comes folded)
            folded = self._fold(i, state, tally)
            if folded is None:
                return 0.0
            state, tally = folded
        if i == len(self.legs):
            mobile, defenders, keeping = tally
            spare = reserve if self.reserve else 0
            return self.o.relaxed.value(mobile + spare, defenders, keeping)
        if self.states % CHECK_EVERY == 0:
            self.o.token.check()
        source, target = self.legs[i]
        (source_mine, a), (target_mine, d) = state[source], state[target]
        if target_mine or not source_mine:
            best = self.value(i + 1, state, tally, reserve)
        elif source in self.o.draftable:  # the draft may join any leg from it
            best = max(
                self._fight(i, state, tally, reserve - r, a + r, d) for r in range(reserve + 1)
            )
        else:
            best = self._fight(i, state, tally, reserve, a, d)
        return best

    def _fight(self, i: int, state: State, tally: Tally, reserve: int, a: int, d: int) -> float:
        source, target = self.legs[i]
        if a < 2:
            return self.value(i + 1, state, tally, reserve)
        total = 0.0
        both_leave = source not in self.live[i + 1] and target not in self.live[i + 1]
        for a_left, d_left, p in endings(a, d, self.o.rules, 1, 0):
            if d_left:
                after = after_battle(state, source, target, (True, a_left), (False, d_left))
                total += p * self.value(i + 1, after, tally, reserve)
                continue
            best = 0.0
            for moved in range(fewest_moved(self.o.rules, self.o.min_move, a_left), a_left):
                after = after_battle(state, source, target, (True, a_left - moved), (True, moved))
                best = max(best, self.value(i + 1, after, tally, reserve))
                if both_leave and not self._counts(source, target):
                    break  # neither territory is looked at again but as a sum: one will do
            total += p * best
        return total

    def _counts(self, source: int, target: int) -> bool:
        """Whether the split of armies between these two matters once both are set aside:
        when one is stranded, or the goal counts the armies kept on it."""
        keep = self.o.relaxed.keep > 1 and bool({source, target} & self.o.goal)
        return keep or self.able[source] != self.able[target]


def _insert(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    return tuple(sorted((*values, value)))
