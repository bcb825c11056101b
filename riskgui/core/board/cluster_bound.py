"""The bound branch and bound prunes one cluster's partial plans with: the adaptive game
after the partial plan's legs (``adaptive.AdaptivePrefix``) when the game fits the caps
of ``AdaptiveGames`` (the search's ``MAX_ADAPTIVE_STATES`` and ``MAX_ADAPTIVE_STEPS``),
else the pooled relaxation after them (``bound.PrefixBound``); and the relaxation's value
at the start, a bound on the whole space before any leg is chosen."""

from __future__ import annotations

from dataclasses import dataclass, field

from riskgui.core.board.adaptive import AdaptiveBound, AdaptivePrefix, TooLarge
from riskgui.core.board.bound import PrefixBound, relaxed_bound, relevant_enemies
from riskgui.core.board.request import BoardRequest
from riskgui.core.board.space import Legs, Space
from riskgui.core.cancel import CancelToken
from riskgui.core.plan.splits import splits_up_to
from riskgui.core.plan.state import State


@dataclass
class AdaptiveGames:
    """The adaptive games of one search's clusters, by their territories (None: too
    large), shared by every share of the draft a cluster is searched with; a game of
    more than ``max_states`` states, or whose states look at more than ``max_steps``
    endings and move-ins, is too large."""

    max_states: int
    max_steps: int
    found: dict[tuple[str, ...], AdaptiveBound | None] = field(default_factory=dict)


class ClusterBound:
    """Upper bounds on P(goal) of every plan of ``space`` that starts with given legs,
    with ``reserve`` draft armies to place."""

    def __init__(
        self,
        request: BoardRequest,
        space: Space,
        reserve: int,
        token: CancelToken,
        games: AdaptiveGames,
    ) -> None:
        self.request, self.space, self.token = request, space, token
        relevant = relevant_enemies(frozenset(space.enemy), space.neighbours, space.goal)
        mobile = sum(
            a - 1
            for t, (a, m) in enumerate(zip(space.start_armies, space.mine))
            if m and space.neighbours[t] & relevant
        )
        rules, keep = request.rules, request.goal.keep
        defenders = [space.start_armies[t] for t in space.goal]
        relaxed = relaxed_bound(rules, keep, mobile + reserve, defenders, token)
        # No plan of the space beats this (``run`` tightens it by the adaptive game's).
        self.start = relaxed.value(mobile + reserve, tuple(sorted(defenders)), len(defenders))
        self.spent = 0  # states of an adaptive game given up as too large
        self.adaptive = self._adaptive(games, reserve)
        self.pooled = PrefixBound(
            rules=rules,
            min_move=request.min_move,
            mine=space.mine,
            armies=space.start_armies,
            neighbours=space.neighbours,
            goal=space.goal,
            draftable=space.draftable,
            reserve=reserve,
            relaxed=relaxed,
            token=token,
        )

    def _adaptive(self, games: AdaptiveGames, reserve: int) -> AdaptivePrefix | None:
        """The adaptive bound of this cluster, shared by every share of the draft, with
        every placement of up to ``reserve`` draft armies on territories that can attack
        (armies placed elsewhere change no battle); None when the game is too large."""
        space, request = self.space, self.request
        key, found = space.names, games.found
        if key in found and found[key] is None:
            return None
        game = found.get(key)
        if game is None:
            conquered = frozenset(t for t in space.goal_all if not space.mine[t])
            game = AdaptiveBound(
                rules=request.rules,
                min_move=request.min_move,
                mine=space.mine,
                neighbours=space.neighbours,
                goal=space.goal_all,
                conquered=conquered,
                keep=request.goal.keep,
                max_states=games.max_states,
                token=self.token,
                max_steps=games.max_steps,
            )
        attackers = sorted(t for t in space.draftable if game.targets[t])
        placements: list[tuple[float, State]] = []
        try:
            for split in splits_up_to(reserve, len(attackers)):
                start = list(zip(space.mine, space.start_armies))
                for t, r in zip(attackers, split):
                    start[t] = (True, start[t][1] + r)
                placements.append((game.value(game.reduce(start)), tuple(start)))
        except TooLarge:
            found[key] = None
            self.spent = game.cost
            return None
        found[key] = game
        return AdaptivePrefix(game, placements)

    def bound(self, legs: Legs, floor: float) -> float:
        """The bound of the plans that start with ``legs``; with the adaptive game, starts
        of the draft whose value is not above ``floor`` are not tried."""
        if self.adaptive is not None:
            return self.adaptive.bound(legs, floor)
        return self.pooled.bound(legs)

    @property
    def work(self) -> int:
        """Board states the bounds evaluated (the game's, the partial plans')."""
        if self.adaptive is not None:
            return self.adaptive.work + self.adaptive.adaptive.cost + self.spent
        return self.pooled.work + len(self.pooled.relaxed.memo) + self.spent
