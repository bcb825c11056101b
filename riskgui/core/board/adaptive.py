"""The adaptive bound: the best chance of the goal when the next leg may be chosen after
seeing how every earlier battle ended.  It bounds every plan of the search's space, and
is usually that close to the best one that the search closes at once.

The game it solves.  On one cluster's territories (the board state: the owner and
armies of each), the player repeatedly picks any border (s, t) with s theirs holding 2
or more and t an enemy territory of the cluster at the start still theirs, fights it to
the end (``stop_at`` 1, the plan's rules), and after a conquest moves in any number of
armies the rules allow; or stops.  The value is 1 when the goal holds at the stop (every
goal territory the player's, ``keep`` armies on each one conquered), else 0.  Dynamic
programming over board states, memoised: ``AdaptiveBound.value``.

Why it bounds every plan of the space.  A plan is a fixed sequence of such fights with
every move-in chosen best; a leg whose source is not the player's with 2 or more, or
whose target is already theirs, is skipped.  Played out, a plan is one way of choosing
the next fight (the next leg of the sequence that runs) and each move-in, which may look
at everything that happened: a policy of the game above, so its P(goal) is at most the
game's best (the same argument bounds a plan's tail from any state its head reaches,
which is what ``AdaptivePrefix`` uses).  Nothing else is loosened: no pooling of armies,
no dice chosen, so on a small cluster the bound is the best plan's own value or a hair
above it (Australia from Siam: both 0.5494905145017).

What it leaves out (exact, it changes no value): the fights of territories that can only
ever reach enemy territories that matter for nothing, where nothing that matters can
reach either (``fighting``): they change only each other and the goal reads none of
them.  An enemy territory that matters for nothing but that a territory that matters
may also attack is kept, and so are the territories that may wear it down first: a
fight there only costs armies, yet with ``keep`` to hold, or the fewest move-in, fewer
armies can be better (the tests hold a cluster where leaving them out lowers the
game's value by 2.4e-5).

State reduction (exact, it changes no value): a territory of the player's that can never
attack again (1 army, or no enemy neighbour in the cluster: enemy territories only turn
into the player's) keeps only what the goal reads of it: its armies up to ``keep`` if it
is a conquered goal territory, else 1.

Cost: one state costs, for each border it may fight, one pass over the battle's endings
(up to a + d) times the move-ins compared after a conquest (up to a).  The states grow
with the product of the armies of the stacks still able to attack and the defenders
worn down.  ``max_states`` caps them and ``max_steps`` the children looked at (with
large armies a state has hundreds of endings and move-ins): past either, ``TooLarge``,
and the cluster falls back to the pooled relaxation of ``bound``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from riskgui.core.board.bound import relevant_enemies
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.plan.endings import endings
from riskgui.core.plan.move_in import fewest_moved
from riskgui.core.plan.state import Owner, State
from riskgui.core.rules.model import Rules

CHECK_EVERY = 256
STEPS_A_STATE = 50  # children a state looks at, at most, on the benchmark's boards


def fighting(
    mine: Sequence[bool], neighbours: Sequence[frozenset[int]], conquered: frozenset[int]
) -> frozenset[int]:
    """The territories (the player's or, once conquered, theirs) whose fights can matter.

    First those that border an enemy territory that matters (``relevant_enemies``: a goal
    territory of theirs, or one from which such a territory can be reached through enemy
    territories).  An enemy territory that does not matter may still be worn down, or
    taken, before one of those attacks it, so then, to a fixed point: every enemy
    territory one of them borders, and every territory that borders one of those.  What
    is left out, enemy territories and the territories that border only them, fights
    only among itself, and the goal reads none of it."""
    count = len(mine)
    enemy = frozenset(t for t in range(count) if not mine[t])
    matters = relevant_enemies(enemy, neighbours, conquered)
    active = {s for s in range(count) if neighbours[s] & matters}
    shared: set[int] = set()
    while True:
        reached = {t for s in active for t in neighbours[s] & enemy if t not in matters}
        joined = {s for s in range(count) if neighbours[s] & reached} | reached
        if reached <= shared and joined <= active:
            return frozenset(active)
        shared |= reached
        active |= joined


class TooLarge(Exception):
    """The game has more states than the cap: use another bound."""


class AdaptiveBound:
    """The adaptive game's value on one cluster (local indices).

    ``mine``: the cluster's territories the player's at the start; ``neighbours``: each
    one's neighbours in the cluster; ``goal``: the goal's territories in the cluster;
    ``conquered``: those of them theirs at the start (they need ``keep`` armies).
    """

    def __init__(
        self,
        rules: Rules,
        min_move: str,
        mine: Sequence[bool],
        neighbours: Sequence[frozenset[int]],
        goal: frozenset[int],
        conquered: frozenset[int],
        keep: int,
        max_states: int,
        token: CancelToken = NEVER,
        max_steps: int = 10**12,
    ) -> None:
        self.rules, self.min_move, self.keep = rules, min_move, keep
        self.max_states, self.max_steps, self.token = max_states, max_steps, token
        self.count = len(mine)
        # targets[s]: the territories s may ever attack (theirs at the start), when its
        # fights can matter (``fighting``).
        self.fighting = fighting(mine, neighbours, conquered)
        self.targets = tuple(
            tuple(sorted(t for t in neighbours[s] if not mine[t])) if s in self.fighting else ()
            for s in range(self.count)
        )
        # attackers[t]: the territories that may attack t; touched[t]: what a fight on t
        # may leave to reduce: t and its attackers (their last enemy neighbour may be gone)
        self.attackers = tuple(
            tuple(s for s in range(self.count) if t in self.targets[s]) for t in range(self.count)
        )
        self.touched = tuple((t, *attackers) for t, attackers in enumerate(self.attackers))
        self.goal = tuple(sorted(goal))
        self.conquered = conquered
        self.steps = 0  # children of states looked at (each fight's endings, each move-in)
        self.memo: dict[State, float] = {}
        self.unreduced: dict[State, float] = {}
        self._fewest: dict[int, int] = {}

    @property
    def states(self) -> int:
        return len(self.memo)

    @property
    def cost(self) -> int:
        """The work done, in states: the states, or the children looked at over
        ``STEPS_A_STATE`` when large armies give a state more of them than usual."""
        return max(len(self.memo), self.steps // STEPS_A_STATE)

    def fewest(self, a_left: int) -> int:
        """The fewest armies a conquest leaving ``a_left`` on the source moves in (cached:
        the game asks for it at every conquest)."""
        found = self._fewest.get(a_left)
        if found is None:
            found = self._fewest[a_left] = fewest_moved(self.rules, self.min_move, a_left)
        return found

    def reduce(self, state: Sequence[Owner]) -> State:
        """The state with every territory of the player's that can no longer attack
        reduced to what the goal reads of it."""
        changed = list(state)
        self._reduce(changed, range(len(changed)))
        return tuple(changed)

    def _reduce(self, changed: list[Owner], where: Iterable[int]) -> None:
        """``reduce`` in place, of the territories ``where`` only (reducing changes no
        owner, so they may be taken in any order)."""
        targets, conquered, keep = self.targets, self.conquered, self.keep
        for s in where:
            mine, armies = changed[s]
            if not mine or armies < 1:
                continue
            if armies >= 2 and any(not changed[t][0] for t in targets[s]):
                continue
            kept = min(armies, keep) if s in conquered else 1
            if kept != armies:
                changed[s] = (True, kept)

    def reduced_value(self, state: Sequence[Owner]) -> float:
        """``value`` of a state not yet reduced (remembered as it is: the prefixes of the
        search reach the same states again and again)."""
        key = tuple(state)
        found = self.unreduced.get(key)
        if found is None:
            found = self.unreduced[key] = self.value(self.reduce(key))
        return found

    def holds(self, state: State) -> bool:
        return all(
            state[t][0] and (t not in self.conquered or state[t][1] >= self.keep) for t in self.goal
        )

    def value(self, state: State) -> float:
        """The best chance of the goal from ``state`` (reduced), fights chosen adaptively."""
        found = self.memo.get(state)
        if found is not None:
            return found
        if len(self.memo) >= self.max_states or self.steps >= self.max_steps:
            raise TooLarge
        if len(self.memo) % CHECK_EVERY == 0:
            self.token.check()
        best = 1.0 if self.holds(state) else 0.0
        if best < 1.0 and self._reachable(state):
            best = self._fights(state)
        self.memo[state] = best
        return best

    def _reachable(self, state: State) -> bool:
        """Whether every goal territory still theirs has a neighbour that is or may become
        the player's and able to attack it (else the goal is lost)."""
        for t in self.goal:
            if state[t][0]:
                continue
            if not any(
                (state[s][0] and state[s][1] >= 2) or not state[s][0] for s in self.attackers[t]
            ):
                return False
        return True

    def _fights(self, state: State) -> float:
        best = 0.0
        rules = self.rules
        for s in range(self.count):
            mine, a = state[s]
            if not mine or a < 2:
                continue
            for t in self.targets[s]:
                t_mine, d = state[t]
                if t_mine:
                    continue
                self.token.check()  # (with large armies one fight is thousands of steps)
                total = 0.0
                touched = self.touched[t]  # (the state is reduced: only these may change)
                for a_left, d_left, p in endings(a, d, rules, 1, 0):
                    changed = list(state)
                    if d_left:
                        changed[s], changed[t] = (True, a_left), (False, d_left)
                        self._reduce(changed, touched)
                        self.steps += 1
                        total += p * self.value(tuple(changed))
                        continue
                    most = 0.0
                    for moved in range(self.fewest(a_left), a_left):
                        changed[s], changed[t] = (True, a_left - moved), (True, moved)
                        self._reduce(changed, touched)
                        self.steps += 1
                        v = self.value(tuple(changed))
                        if v > most:
                            most = v
                    total += p * most
                if total > best:
                    best = total
                    if best >= 1.0:
                        return best
        return best


class AdaptivePrefix:
    """An upper bound on P(goal) of every plan that begins with given legs: those legs
    played exactly (the engine's battles and skips, every move-in chosen for the bound's
    sake), then the adaptive game from wherever they leave the board.

    The draft: the bound of a draft is the highest over its ``placements`` (start
    states), each tried only while its own adaptive value (a bound on every plan after
    that placement) is above the best found so far.
    """

    def __init__(self, adaptive: AdaptiveBound, placements: Sequence[tuple[float, State]]) -> None:
        self.adaptive = adaptive
        self.placements = sorted(placements, key=lambda vs: -vs[0])
        self.work = 0  # prefix states evaluated, all prefixes together

    @property
    def top(self) -> float:
        """The adaptive value of the best start: a bound on the whole space."""
        return self.placements[0][0] if self.placements else 0.0

    def bound(self, legs: Sequence[tuple[int, int]], floor: float = -1.0) -> float:
        """The bound of the plans starting with ``legs``; ``floor``: starts whose value is
        not above it are not tried (the answer is then at most ``floor`` for them)."""
        memo: dict[tuple[int, State], float] = {}
        best = 0.0
        for top, start in self.placements:
            if top <= max(best, floor):
                break
            best = max(best, self._value(tuple(legs), 0, start, memo))
        self.work += len(memo)
        return best

    def _value(
        self,
        legs: tuple[tuple[int, int], ...],
        i: int,
        state: State,
        memo: dict[tuple[int, State], float],
    ) -> float:
        adaptive = self.adaptive
        if i == len(legs):
            return adaptive.reduced_value(state)
        key = (i, state)
        found = memo.get(key)
        if found is not None:
            return found
        source, target = legs[i]
        (source_mine, a), (target_mine, d) = state[source], state[target]
        if target_mine or not source_mine or a < 2:
            total = self._value(legs, i + 1, state, memo)
        else:
            total = 0.0
            for a_left, d_left, p in endings(a, d, adaptive.rules, 1, 0):
                changed = list(state)
                if d_left:
                    changed[source], changed[target] = (True, a_left), (False, d_left)
                    total += p * self._value(legs, i + 1, tuple(changed), memo)
                    continue
                most = 0.0
                for moved in range(adaptive.fewest(a_left), a_left):
                    changed[source], changed[target] = (True, a_left - moved), (True, moved)
                    most = max(most, self._value(legs, i + 1, tuple(changed), memo))
                total += p * most
        memo[key] = total
        return total
