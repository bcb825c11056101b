"""The Board tab's advice job: the best way to play the turn battle by battle
(``core.advice``), solved once and then followed as the player enters what happened.

A solved game answers any state of its region without solving again, so the job keeps
it: the answer carries the solved game (``Solved``), and the next run is handed the last
answer.  When the new position is one the solved game's turn can reach (``follows``:
same goal, rules and player, no draft left to place, nothing changed off the region,
every territory of the player's still theirs), it asks the solved game for that state;
otherwise it solves anew.  A game too large to solve is answered with certified bounds
that keep improving (``bounds.improving_bounds``): one answer each time a bound does,
stamped with the seconds since the run started (the window draws them converging), the
last one exact when a game the ceiling refused at first fits after all.

The solved game is mutable (it keeps what it solves for states it had not reached), so
it is touched only here, on the worker; the window only hands it back to the next run.
Cost: a new solve (``core.advice.solve``), or one answer (``Advisor.advise``), or the
bounding's solves (``bounds``: minutes at the default budget, ``BOUNDED_STATES``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from time import monotonic

from riskgui.core.advice.advisor import Advisor
from riskgui.core.advice.answer import Advice
from riskgui.core.advice.board_advice import board_game
from riskgui.core.advice.bounds import improving_bounds
from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.game import state_of
from riskgui.core.board.request import BoardRequest
from riskgui.core.cancel import CancelToken


@dataclass(frozen=True)
class Solved:
    """A solved game and the board plan it was solved for."""

    request: BoardRequest
    advisor: Advisor


@dataclass(frozen=True)
class AdviceAnswer:
    request: BoardRequest  # the board plan answered
    advice: Advice  # exact, or bounds (``exact`` False) with the lower bound's policy
    solved: Solved | None  # the game to ask next time (an exact answer's)
    fresh: bool  # solved for this answer (False: answered by the game solved before)
    seconds: float = 0.0  # into the run when found (bounds: more may follow)


def advice_job(
    request: BoardRequest, held: AdviceAnswer | None, token: CancelToken
) -> Iterator[AdviceAnswer]:
    """One answer from the game solved before when the position follows from it; else the
    exact advice, or, for a game too large, bounds each time they improve."""
    if held is not None and held.request == request:
        yield held
        return
    solved = held.solved if held is not None else None
    state = follows(solved, request) if solved is not None else None
    if solved is not None and state is not None:
        try:
            advice = solved.advisor.advise(state, None, token)
        except TooLarge:
            pass  # what it has not solved yet does not fit beside it: bounds, anew
        else:
            yield AdviceAnswer(request=request, advice=advice, solved=solved, fresh=False)
            return
    started = monotonic()
    for found in improving_bounds(board_game(request), token):
        yield AdviceAnswer(
            request=request,
            advice=found.advice,
            solved=Solved(request, found.solved) if found.solved is not None else None,
            fresh=True,
            seconds=monotonic() - started,
        )


def follows(solved: Solved, request: BoardRequest) -> tuple[int, ...] | None:
    """The state of ``request``'s position in the solved game, when its turn can reach it
    (the player entered what happened); None when the game must be solved anew."""
    before, game = solved.request, solved.advisor.game
    if request.draft or request.move_in is not None or before.move_in is not None:
        return None
    old, new = before.position, request.position
    goal, now_goal = before.goal, request.goal
    # A player knocked out owns fewer territories once some are taken: the same goal.
    left = set(goal.territories) - set(now_goal.territories)
    same_goal = (
        (goal.kind, goal.name, goal.keep) == (now_goal.kind, now_goal.name, now_goal.keep)
        and set(now_goal.territories) <= set(goal.territories)
        and all(new.mine(t) for t in left)
    )
    same_rules = before.rules == request.rules and before.min_move == request.min_move
    if not (same_goal and same_rules and old.board.name == new.board.name and old.me == new.me):
        return None
    region = set(game.names)
    for t in old.board.territories:
        if t not in region and (old.owners[t], old.armies[t]) != (new.owners[t], new.armies[t]):
            return None
    state = state_of(game, new)
    if any(was > 0 and now <= 0 for was, now in zip(game.start, state)):
        return None  # a territory of the player's lost: not a state of this turn
    return state
