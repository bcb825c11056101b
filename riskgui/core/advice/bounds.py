"""The entry point when a game may not fit: the exact advice if it does, else certified
bounds, ``bounded_advice(game, token, most_states)``.

What each number proves:
- exact: the game's states fit ``most_states`` (``estimate.ceiling`` says at once when a
  game is far too large, so that refusal takes milliseconds, not minutes);
- ``lower``: the exact value of a policy riskgui advises: the best of several restricted
  games that fit (``restrict``: fewer territories, fewer move-ins; each one's best play
  is a way of playing the real game, so the true value is at least its value).  The
  ``next`` attack and the ``attacks`` are that policy's, with its values;
- ``upper``: the least of: the pooled game (``pool``: it only adds options, so no way of
  playing the real game does better), the loosened game of the board's search
  (``board.bound``: every mobile army joins any attack), and 1;
- a game that splits into independent parts (``split``) is bounded part by part, and the
  products of the parts' bounds bound the whole.

Cost: the exact attempt (at most ``most_states`` states), then one solve of at most
``most_states`` states per restriction tried and per pool cap tried; each refusal
(``TooLarge``) costs the enumeration up to the cap, so ``most_states`` sets the time.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import prod

from riskgui.core.advice.advisor import Advisor
from riskgui.core.advice.answer import Advice, AttackValue, exact_advice, next_attack, ranked
from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.estimate import surely_too_large
from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.memory import max_states
from riskgui.core.cancel import NEVER, CancelToken

BOUNDED_STATES = 5_000_000  # the default budget of each bounding solve: tens of seconds
MOST_RESTRICTIONS = 12  # restricted games tried at most
MOST_REFUSED = 3  # restricted games found too large before giving up on the others


@dataclass(frozen=True)
class BoundedAdvice:
    """The advice with its certificate: ``advice`` is the exact advice, or the advice of
    the lower bound's policy (its ``p_goal`` and ``lower`` the lower bound, ``upper`` the
    upper bound, ``exact`` False); ``lower_by`` and ``upper_by`` say how each was found."""

    advice: Advice
    lower_by: str
    upper_by: str
    lower_game: TurnGame | None = None  # the restricted game whose policy is advised

    @property
    def lower(self) -> float:
        return self.advice.lower

    @property
    def upper(self) -> float:
        return self.advice.upper

    @property
    def exact(self) -> bool:
        return self.advice.exact

    @property
    def gap(self) -> float:
        return self.upper - self.lower

    @property
    def next(self) -> AttackValue | None:
        return self.advice.next

    @property
    def attacks(self) -> tuple[AttackValue, ...]:
        return self.advice.attacks


def bounded_advice(
    game: TurnGame,
    token: CancelToken = NEVER,
    most_states: int | None = None,
    exact: bool = True,
) -> BoundedAdvice:
    """The exact advice when the game fits ``most_states`` (default: the memory cap), else
    bounds found with at most ``most_states`` (default ``BOUNDED_STATES``) states a solve.
    ``exact=False`` skips the exact attempt (bounds only: what the tests force)."""
    if exact:
        cap = max_states() if most_states is None else most_states
        if not surely_too_large(game, cap):
            try:
                found = Advisor(game, token, cap).advice(token)
                return BoundedAdvice(found, "exact", "exact", game)
            except TooLarge:
                pass
    # Loaded only now: most games fit, and the CLI answers them sooner without these.
    from riskgui.core.advice.split import part_game, parts

    budget = BOUNDED_STATES if most_states is None else most_states
    pieces = parts(game)
    if len(pieces) == 1:
        return _bounded(game, budget, token)
    answers = [bounded_advice(part_game(game, p), token, most_states, exact) for p in pieces]
    return _product(answers)


def _bounded(game: TurnGame, budget: int, token: CancelToken) -> BoundedAdvice:
    from riskgui.core.advice.restrict import restrictions

    lower: Advice | None = None
    chosen: TurnGame | None = None
    lower_by = "no restricted game fits"
    tried = refused = 0
    solved: list[tuple[str, set[int]]] = []  # (moves, dropped) of the games that fitted
    for how, restricted, drop in restrictions(game):
        if tried >= MOST_RESTRICTIONS or refused >= MOST_REFUSED:
            break
        if any(m == restricted.moves and d <= set(drop) for m, d in solved):
            continue  # a restriction of one solved already: its value is no higher
        tried += 1
        try:
            found = Advisor(restricted, token, budget).advice(token)
        except TooLarge:
            refused += 1
            continue
        solved.append((restricted.moves, set(drop)))
        if lower is None or found.p_goal > lower.p_goal:
            lower, lower_by, chosen = found, f"the exact value {how}", restricted
    upper, upper_by = _upper(game, budget, token, 0.0 if lower is None else lower.p_goal)
    if lower is None:
        empty = replace(exact_advice(0.0, game.names, 0), exact=False, upper=upper)
        return BoundedAdvice(empty, lower_by, upper_by)
    if lower.p_goal - 1e-12 <= upper < lower.p_goal:
        upper = lower.p_goal  # equal up to rounding when both are tight
    advice = replace(lower, exact=False, lower=lower.p_goal, upper=upper)
    return BoundedAdvice(advice, lower_by, upper_by, chosen)


def _upper(game: TurnGame, budget: int, token: CancelToken, lower: float) -> tuple[float, str]:
    """The least upper bound found: the pooled game at each cap that fits (rising until
    one does not, or until it meets ``lower``), the board's loosened game, and 1."""
    from riskgui.core.advice.pool import pooled_value, smallest_cap

    best, how = 1.0, "1 (no relaxation fits)"
    loosened = _loosened(game, token)
    if loosened < best:
        best, how = loosened, "every mobile army joining any attack (board.bound)"
    largest = max(list(game.start) + [1]) + game.draft
    for cap in range(smallest_cap(game), largest):
        try:
            value, _ = pooled_value(game, cap, budget, token)
        except TooLarge:
            break
        if value < best:
            best, how = value, f"armies above {cap} a territory pooled"
        if best <= lower + 1e-12:
            break
    return best, how


def _loosened(game: TurnGame, token: CancelToken) -> float:
    """The board search's relaxation (``board.bound``) from the game's start: every
    army beyond the first on a territory of the player's is mobile (and the draft)."""
    from riskgui.core.board.bound import relaxed_bound

    mine = [a for a in game.start if a > 0]
    mobile = sum(a - 1 for a in mine) + game.draft  # (a pending move-in's: the source's)
    enemy_goal = [t for t in game.goal if game.start[t] < 0]
    defenders = sorted(-game.start[t] for t in enemy_goal)
    keeping = sum(1 for t in enemy_goal if t in game.keep_on)
    relaxed = relaxed_bound(game.rules, game.keep, mobile, defenders, token)
    return relaxed.value(mobile, tuple(defenders), keeping)


def _product(answers: list[BoundedAdvice]) -> BoundedAdvice:
    """The whole game's bounds from its independent parts' (``split``)."""
    lowers = [a.lower for a in answers]
    uppers = [a.upper for a in answers]
    attacks = []
    for i, answer in enumerate(answers):
        others = prod(lowers[:i] + lowers[i + 1 :])
        attacks += [replace(a, p_goal=a.p_goal * others) for a in answer.attacks]
    order = ranked(attacks)
    lower, upper = prod(lowers), prod(uppers)
    holds = all(a.lower == 1.0 and a.advice.next is None for a in answers)
    exact = all(a.exact for a in answers)
    pending = [(i, a.advice) for i, a in enumerate(answers) if a.advice.moves]
    moves: tuple[tuple[int, float], ...] = ()
    move = None
    for i, part in pending:  # (one part at most: the one with the move-in)
        others = prod(lowers[:i] + lowers[i + 1 :])
        moves, move = tuple((m, v * others) for m, v in part.moves), part.move
    names = tuple(sorted(n for a in answers for n in a.advice.region))
    advice = exact_advice(
        lower,
        names,
        sum(a.advice.states for a in answers),
        attacks=order,
        next=next_attack(order, holds) if not moves else None,
        moves=moves,
        move=move,
    )
    advice = replace(advice, exact=exact, upper=upper if not exact else lower)
    lower_by = "the product of its independent parts': " + "; ".join(a.lower_by for a in answers)
    upper_by = "the product of its independent parts': " + "; ".join(a.upper_by for a in answers)
    return BoundedAdvice(advice, lower_by, upper_by)
