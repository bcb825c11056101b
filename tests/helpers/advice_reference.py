"""The round-by-round turn game (issue 35) by plain memoised recursion: the tests' oracle for
``riskgui.core.advice``, written apart from it (it shares only the map, the position, the
rules and the one-round odds of ``riskgui.core.dice``).

The game.  The *region*: the goal's territories, the enemy territories next to an enemy goal
territory (stepping stones), and the player's territories next to an enemy territory of
those.  A state is the owner and armies of every territory of the region.  Between rounds the
player stops, or rolls one round of an attack from a territory of theirs with 2 or more
armies onto an adjacent enemy territory of the region, both sides rolling the most dice
their armies allow.  After a round that takes the territory the player moves in ``m``
armies: at least the dice rolled that round (1 with ``min_move="one"``), at most all but
one.  The goal holds at the stop when every goal territory is the player's with at least
``keep`` armies on those of ``keep_on`` (by default the goal's territories conquered this
turn).  The value is the best chance of the goal over every way of playing.  A draft of
``draft`` armies is placed first, anywhere among the player's territories (in the region,
or anywhere else on the board: wasted), at best.

Armies that can never attack again (on a territory of the player's with no enemy
neighbour in the region) change nothing but ``keep``: with ``merge`` they are cut to
``min(armies, keep)`` on a ``keep_on`` territory and to 1 elsewhere, so equal states
are remembered once.  ``merge=False`` plays the game as it is (slower, same values).

A restricted game (the lower bounds of ``riskgui.core.advice.restrict``): ``only`` plays
on a smaller region, ``moves_allowed`` lets a conquest move in only the fewest or the most
armies (``"ends"``) or only the most (``"most"``).

Cost: one Python call per state and per child, about 10 to 20 µs a state.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Literal

from riskgui.core.board.map import BoardMap
from riskgui.core.dice.throws import round_odds
from riskgui.core.rules.model import CLASSIC, Rules

# A territory of the region: armies > 0 the player's, < 0 an enemy's (-armies), 0 the
# player's with a move-in still to be chosen.
State = tuple[int, ...]


def region_of(
    board: BoardMap, owners: Mapping[str, str], me: str, goal: tuple[str, ...]
) -> tuple[str, ...]:
    """The region of the goal, sorted by name."""
    enemy_goal = {t for t in goal if owners[t] != me}
    stones = {
        s for t in enemy_goal for s in board.neighbours(t) if owners[s] != me and s not in goal
    }
    enemies = enemy_goal | stones
    mine = {s for t in enemies for s in board.neighbours(t) if owners[s] == me}
    return tuple(sorted(set(goal) | stones | mine))


@dataclass
class ReferenceGame:
    board: BoardMap
    owners: Mapping[str, str]
    me: str
    goal: tuple[str, ...]
    keep: int = 1
    rules: Rules = CLASSIC
    min_move: Literal["dice", "one"] = "dice"
    keep_on: frozenset[str] | None = None
    merge: bool = True
    only: tuple[str, ...] | None = None  # a smaller region (a restricted game), if given
    moves_allowed: Literal["all", "ends", "most"] = "all"  # restricted move-ins
    region: tuple[str, ...] = field(init=False)
    memo: dict[State, float] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.region = region_of(self.board, self.owners, self.me, self.goal)
        if self.only is not None:
            self.region = tuple(sorted(self.only))
        if self.keep_on is None:
            self.keep_on = frozenset(t for t in self.goal if self.owners[t] != self.me)
        where = {t: i for i, t in enumerate(self.region)}
        self.index = where
        self.near = [
            [where[n] for n in self.board.neighbours(t) if n in where] for t in self.region
        ]
        self.goal_at = [where[t] for t in self.goal]
        self.keep_at = {where[t] for t in self.keep_on if t in where}
        self.odds: dict[tuple[int, int], list[float]] = {}

    # states -----------------------------------------------------------------------------

    def state(self, armies: Mapping[str, int], owners: Mapping[str, str] | None = None) -> State:
        """The state of these armies (and owners, by default the game's)."""
        owners = self.owners if owners is None else owners
        return tuple(armies[t] if owners[t] == self.me else -armies[t] for t in self.region)

    def cut(self, state: State) -> State:
        """The state with the armies that can never attack again cut (when merging)."""
        if not self.merge:
            return state
        cut = list(state)
        for i, a in enumerate(state):
            if a > 1 and not any(state[n] < 0 for n in self.near[i]):
                cut[i] = min(a, self.keep) if i in self.keep_at else 1
        return tuple(cut)

    def holds(self, state: State) -> bool:
        return all(
            state[i] > 0 and (i not in self.keep_at or state[i] >= self.keep) for i in self.goal_at
        )

    # the game ---------------------------------------------------------------------------

    def attacks(self, state: State) -> Iterator[tuple[int, int]]:
        for s, a in enumerate(state):
            if a >= 2:
                for t in self.near[s]:
                    if state[t] < 0:
                        yield s, t

    def fewest_moved(self, attackers: int) -> int:
        """The fewest armies moved in after a conquering round with ``attackers`` before."""
        if self.min_move == "one":
            return 1
        return self.rules.attacker.dice_for(attackers - 1)

    def round(self, a: int, d: int) -> list[tuple[float, int, int]]:
        """(probability, attacker's armies after, defender's after) of one round."""
        na, nd = self.rules.dice_rolled(a, d)
        odds = self.odds.get((na, nd))
        if odds is None:
            odds = self.odds[na, nd] = [float(p) for p in round_odds(self.rules, na, nd)]
        pairs = len(odds) - 1
        return [(p, a - k, d - (pairs - k)) for k, p in enumerate(odds) if p > 0]

    def value(self, state: State) -> float:
        found = self.memo.get(state)
        if found is None:
            found = self.memo[state] = self._value(state)
        return found

    def _value(self, state: State) -> float:
        if self.holds(state):
            return 1.0
        best = 0.0
        for s, t in self.attacks(state):
            best = max(best, self.attack_value(state, s, t))
        return best

    def attack_value(self, state: State, s: int, t: int) -> float:
        """The value of rolling one round of ``s`` onto ``t`` and then playing best."""
        total = 0.0
        a, d = state[s], -state[t]
        for p, a_after, d_after in self.round(a, d):
            child = list(state)
            child[s] = a_after
            if d_after:
                child[t] = -d_after
                total += p * self.value(self.cut(tuple(child)))
            else:
                child[t] = 0
                total += p * self.best_move(tuple(child), s, t, a)[0]
        return total

    def moves(self, state: State, s: int, t: int, attackers_before: int) -> dict[int, float]:
        """Each allowed move-in onto ``t`` (at 0) from ``s`` with its value."""
        a = state[s]
        values = {}
        allowed = list(range(min(self.fewest_moved(attackers_before), a - 1), a))
        if self.moves_allowed == "ends":
            allowed = sorted({allowed[0], allowed[-1]})
        elif self.moves_allowed == "most":
            allowed = [allowed[-1]]
        for m in allowed:
            child = list(state)
            child[s], child[t] = a - m, m
            values[m] = self.value(self.cut(tuple(child)))
        return values

    def best_move(self, state: State, s: int, t: int, attackers_before: int) -> tuple[float, int]:
        values = self.moves(state, s, t, attackers_before)
        best = max(values.values())
        return best, min(m for m, v in values.items() if v == best)

    # the draft --------------------------------------------------------------------------

    def draft_values(
        self, armies: Mapping[str, int], draft: int
    ) -> dict[tuple[tuple[str, int], ...], float]:
        """Each placement of ``draft`` armies (territory, armies; "" = off the region) with
        its value."""
        places = [t for t in self.region if self.owners[t] == self.me]
        elsewhere = any(o == self.me and t not in self.index for t, o in self.owners.items())
        if elsewhere:
            places.append("")
        values = {}
        for combo in combinations_with_replacement(places, draft):
            added = {t: combo.count(t) for t in set(combo)}
            start = {t: armies[t] + added.get(t, 0) for t in self.region}
            key = tuple(sorted(added.items()))
            values[key] = self.value(self.cut(self.state(start)))
        return values


def reference_value(
    board: BoardMap,
    owners: Mapping[str, str],
    armies: Mapping[str, int],
    me: str,
    goal: tuple[str, ...],
    keep: int = 1,
    rules: Rules = CLASSIC,
    min_move: Literal["dice", "one"] = "dice",
    draft: int = 0,
    merge: bool = True,
) -> float:
    """The value of the turn game from this position, after the best draft."""
    game = ReferenceGame(board, owners, me, goal, keep, rules, min_move, merge=merge)
    return max(game.draft_values(armies, draft).values())
