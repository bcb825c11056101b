"""The entry point: a turn game solved once, then advice for its start and for any state
the player reaches after it, without solving again.

``Advisor(game)`` solves the game (every start: each draft placement, each move-in of a
pending one).  ``advice()`` answers the start; ``advise(state, move_in)`` answers any later
state of the same region (signed armies, as ``TurnGame.start``; ``TurnGame.state_of``
reads them off a position).  A state the solve reached is answered from its values at
once; one it did not reach (the goal held or was lost there, so play stopped, or armies
typed in by hand) is solved from there first, with the same encoding when it fits, and
that solve is kept for the next question.

Cost: the solve (``solve``); an answer is O(attacks x (outcomes + move-ins) x log states).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from numpy.typing import NDArray

from riskgui.core.advice.answer import (
    Advice,
    AttackValue,
    best_move,
    best_placement,
    exact_advice,
    next_attack,
    ranked,
)
from riskgui.core.advice.backward import Lookup, Missing, Values, attack_values, backward
from riskgui.core.advice.encoding import Codes
from riskgui.core.advice.game import TurnGame, check_start
from riskgui.core.advice.memory import max_states
from riskgui.core.advice.model import TurnModel
from riskgui.core.advice.reachable import reachable, unique
from riskgui.core.advice.solve import ELSEWHERE, SolvedGame, move_in_armies, solve, start_armies
from riskgui.core.cancel import NEVER, CancelToken


class Layers:
    """The values of several solves of one game, read as one ``Lookup``."""

    def __init__(self, first: Lookup) -> None:
        self.parts = [first]

    def __call__(self, wanted: Codes, present: NDArray[np.bool_], absent: float) -> Values:
        result = np.full(wanted.shape, absent)
        left = present.copy()
        for part in self.parts:
            if not left.any() or len(part.codes) == 0:
                continue
            at = np.minimum(np.searchsorted(part.codes, wanted), len(part.codes) - 1)
            found = left & (part.codes[at] == wanted)
            result[found] = part.values[at[found]]
            left &= ~found
        if left.any():
            raise Missing("a child state was not solved")
        return result

    def missing(self, wanted: Codes) -> Codes:
        left = np.ones(len(wanted), dtype=bool)
        for part in self.parts:
            if len(part.codes):
                at = np.minimum(np.searchsorted(part.codes, wanted), len(part.codes) - 1)
                left &= part.codes[at] != wanted
        return unique(wanted[left])


class Advisor:
    def __init__(
        self, game: TurnGame, token: CancelToken = NEVER, most_states: int | None = None
    ) -> None:
        self.game = game
        self.most_states = most_states
        self.solved: SolvedGame = solve(game, token, most_states)
        self.model: TurnModel = self.solved.model
        self.layers = Layers(self.solved.lookup)
        self.states = self.solved.states

    def advice(self, token: CancelToken = NEVER) -> Advice:
        """The advice from the game's start: the best draft placement first, if any."""
        game = self.game
        if game.move_in is not None:
            return self.advise(game.start, game.move_in, token)
        if not game.draft:
            return self.advise(game.start, None, token)
        options = []
        for placement, code in self.solved.starts:
            value = self.solved.value(code)
            wasted = sum(n for t, n in placement if t == ELSEWHERE)
            used = [t for t, _ in placement if t != ELSEWHERE]
            stacks = sum(game.start[t] for t in used)
            names = [game.names[t] for t in used]
            options.append((value, (wasted, len(used), -stacks, names)))
        placement, _ = self.solved.starts[best_placement(options)]
        start = tuple(int(a) for a in start_armies(game, placement))
        advice = self.advise(start, None, token)
        named = tuple((game.names[t], n) for t, n in placement if t != ELSEWHERE)
        wasted = sum(n for t, n in placement if t == ELSEWHERE)
        return replace(advice, placement=tuple(sorted(named)), elsewhere=wasted)

    def advise(
        self,
        state: tuple[int, ...],
        move_in: tuple[int, int] | None = None,
        token: CancelToken = NEVER,
    ) -> Advice:
        """The advice from ``state`` (signed armies over the region; with ``move_in``, the
        target at 0 and its move-in still to choose)."""
        check_start(self.game.names, self.game.neighbours, state, move_in)
        armies = np.array(state, dtype=np.int64)[:, None]
        if move_in is not None:
            return self._move_in(state, move_in, token)
        settled = self.model.rules.settle(armies)
        if not self.model.encoding.fits(settled):
            return Advisor(self.game.with_start(state), token, self.most_states).advice(token)
        code = self.model.encoding.encode(settled)
        everything = self.model.children(code, settled)
        wanted = [code[:0]] + [born.codes[born.plain] for born in everything]
        wanted += [born.conquests.codes for born in everything]
        self._solve_missing(np.concatenate(wanted), token)
        holds = bool(self.model.rules.holds(settled)[0])
        attacks = []
        for attack, born in zip(self.model.attacks, everything):
            if len(born.rows):
                value = float(attack_values(born, self.layers)[0])
                names = self.game.names
                attacks.append(
                    AttackValue(
                        names[attack.source], names[attack.target], value, state[attack.source]
                    )
                )
        order = ranked(attacks)
        best = 1.0 if holds else max([0.0] + [a.p_goal for a in attacks])
        return exact_advice(
            best, self.game.names, self.states, attacks=order, next=next_attack(order, holds)
        )

    def _move_in(
        self, state: tuple[int, ...], move_in: tuple[int, int], token: CancelToken
    ) -> Advice:
        game = self.game.with_start(state, move_in)
        model = self.model
        options = move_in_armies(TurnModel.of(game))
        settled = model.rules.settle(np.array([armies for _, armies in options]).T)
        if not model.encoding.fits(settled):
            return Advisor(game, token, self.most_states).advice(token)
        codes = model.encoding.encode(settled)
        self._solve_missing(codes, token)
        values = self.layers(codes, np.ones(len(codes), dtype=bool), 0.0)
        moves = tuple((m, float(v)) for (m, _), v in zip(options, values))
        move, top = best_move(moves)
        return exact_advice(top, game.names, self.states, moves=moves, move=move)

    def _solve_missing(self, wanted: Codes, token: CancelToken) -> None:
        """Solve from the states of ``wanted`` that no solve has reached yet."""
        missing = self.layers.missing(wanted)
        if len(missing) == 0:
            return
        cap = max_states() if self.most_states is None else self.most_states
        codes, starts = reachable(self.model, missing, cap, token)
        values = backward(self.model, codes, starts, token)
        self.layers.parts.append(Lookup(codes, values))
        self.states += len(codes)


def advise(game: TurnGame, token: CancelToken = NEVER, most_states: int | None = None) -> Advice:
    """The advice from the game's start (``Advisor(game).advice()``)."""
    return Advisor(game, token, most_states).advice(token)
