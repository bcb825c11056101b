"""The entry point when a game may not fit: the exact advice if it does, else certified
bounds, ``bounded_advice(game, token, most_states)``; ``improving_bounds``, the same
answer anytime: a first pair of bounds within a second, then a better pair each time one
improves (the window shows them converging), the last one ``bounded_advice``'s.

What each number proves:
- exact: the game's states fit ``most_states``.  The exact solve comes first, unless
  ``estimate.ceiling`` says the game is far too large; then it comes last, after the
  bounds (which it would otherwise keep waiting for minutes), and only if they have not
  met (``CLOSE_ENOUGH``) and the ceiling is not too far over (``estimate.may_fit``): the
  ceiling counts states no play reaches (Europe of the mid-game position: a ceiling of
  1.1 billion, 56 million states), so such a game may fit after all.  A game of
  independent parts makes these last tries part by part once every part has its bounds.
  The same ceiling refuses each pooled cap (``estimate.pooled_ceiling``) at once;
- ``lower``: the exact value of a policy riskgui advises: the best of several restricted
  games that fit (``restrict``: fewer territories, fewer move-ins; each one's best play
  is a way of playing the real game, so the true value is at least its value).  The
  ``next`` attack and the ``attacks`` are that policy's, with its values;
- ``upper``: the least of: the pooled game (``pool``: it only adds options, so no way of
  playing the real game does better), the loosened game of the board's search
  (``board.bound``: every mobile army joins any attack), the same with the defenders
  counted rather than placed (``board.counted_bound``: every goal territory counts, where
  the first keeps only the hardest few), and 1;
- a game that splits into independent parts (``split``) is bounded part by part, and the
  products of the parts' bounds bound the whole;
- before any restricted game is solved the lower bound is 0 (no policy yet) and the
  upper one a relaxation's: every answer on the way is sound, not only the last.

Cost: the exact attempt (at most ``most_states`` states, default the memory cap's), one
solve of at most ``most_states`` (default ``BOUNDED_STATES``) states per restriction tried
and per pool cap tried, and the last exact attempt when the first was skipped; each
refusal (``TooLarge``) costs the enumeration up to its cap, so the caps set the time.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from math import prod

from riskgui.core.advice.advisor import Advisor
from riskgui.core.advice.answer import Advice, AttackValue, exact_advice, next_attack, ranked
from riskgui.core.advice.encoding import TooLarge
from riskgui.core.advice.estimate import may_fit, pool_surely_too_large, surely_too_large
from riskgui.core.advice.game import TurnGame
from riskgui.core.advice.memory import max_states
from riskgui.core.cancel import NEVER, CancelToken

BOUNDED_STATES = 5_000_000  # the default budget of each bounding solve: tens of seconds
MOST_RESTRICTIONS = 12  # restricted games tried at most
MOST_REFUSED = 3  # restricted games found too large before giving up on the others
# Bounds this close are not worth the minutes of a last exact try: no percentage shown
# would change.
CLOSE_ENOUGH = 1e-6
NO_POLICY = "no restricted game solved"
ONE = "1 (no relaxation fits)"
LOOSENED = "every mobile army joining any attack (board.bound)"
COUNTED = "every mobile army joining any attack, the defenders counted (board.counted_bound)"


@dataclass(frozen=True)
class BoundedAdvice:
    """The advice with its certificate: ``advice`` is the exact advice, or the advice of
    the lower bound's policy (its ``p_goal`` and ``lower`` the lower bound, ``upper`` the
    upper bound, ``exact`` False); ``lower_by`` and ``upper_by`` say how each was found."""

    advice: Advice
    lower_by: str
    upper_by: str
    lower_game: TurnGame | None = None  # the restricted game whose policy is advised
    solved: Advisor | None = None  # exact: the game solved, to answer its other states

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
    bounds found with at most ``most_states`` (default ``BOUNDED_STATES``) states a solve:
    the last answer of ``improving_bounds``.  ``exact=False`` skips the exact attempt
    (bounds only: what the tests force)."""
    *_, last = improving_bounds(game, token, most_states, exact)  # (it always yields)
    return last


def improving_bounds(
    game: TurnGame,
    token: CancelToken = NEVER,
    most_states: int | None = None,
    exact: bool = True,
    last_try: bool = True,
) -> Iterator[BoundedAdvice]:
    """``bounded_advice`` anytime: the exact advice alone when the game fits and its
    ceiling does not refuse it; else a first answer at once (lower 0, upper a
    relaxation's, in at most a second), then a better one each time a bound improves (a
    restricted game solved, a pooled cap, at last the exact solve of a game the ceiling
    refused at first: ``_last_try``, not made here when ``last_try`` is False), the last
    the answer.  Every answer is sound; the lower bounds never fall, the upper ones never
    rise.  Cancelled through ``token`` (``Cancelled``) inside any solve."""
    cap = max_states() if most_states is None else most_states
    if exact and not surely_too_large(game, cap):
        try:
            yield _exact(game, token, cap)
            return
        except TooLarge:
            pass
    # Loaded only now: most games fit, and the CLI answers them sooner without these.
    from riskgui.core.advice.split import part_game, parts

    budget = BOUNDED_STATES if most_states is None else most_states
    pieces = parts(game)
    if len(pieces) == 1:
        last = None
        for last in _bounded(game, budget, token):
            yield last
        if exact and last_try and last is not None:
            yield from _last_try(game, [last], 0, token, cap)
        return
    games = [part_game(game, p) for p in pieces]
    answers = [_first_answer(g, token) for g in games]
    said = _product(answers)
    yield said
    # Every part bounded first, then the parts' last tries: a part that takes minutes to
    # fail its try does not hold back the others' bounds.
    steps = [
        (i, improving_bounds(part, token, most_states, exact, last_try=False))
        for i, part in enumerate(games)
    ]
    if exact and last_try:
        steps += [(i, _last_try(part, answers, i, token, cap)) for i, part in enumerate(games)]
    for i, found in steps:
        for answer in found:
            answers[i] = answer
            whole = _product(answers)
            if (whole.lower, whole.upper, whole.next) != (said.lower, said.upper, said.next):
                said = whole
                yield said
    whole = _product(answers)
    if whole != said:
        yield whole  # (the same bounds, with every part's last word on them)


def _last_try(
    game: TurnGame, answers: list[BoundedAdvice], i: int, token: CancelToken, cap: int
) -> Iterator[BoundedAdvice]:
    """The exact advice of a game its ceiling refused at first, after its bounds
    (``answers[i]``, read when the try starts), if it fits after all: the ceiling counts
    states no play reaches.  Not tried when the bounds met (``CLOSE_ENOUGH``: no shown
    percentage would change) or the ceiling is too far over the cap (``estimate.may_fit``:
    minutes of enumeration for nothing); nothing when it does not fit."""
    found = answers[i]
    if found.exact or found.gap <= CLOSE_ENOUGH or not surely_too_large(game, cap):
        return  # (solved, or met, or its first try was made and failed already)
    if not may_fit(game, cap):
        return
    try:
        yield _exact(game, token, cap)
    except TooLarge:
        return


def _exact(game: TurnGame, token: CancelToken, cap: int) -> BoundedAdvice:
    """The exact advice (``TooLarge`` past ``cap`` states)."""
    advisor = Advisor(game, token, cap)
    return BoundedAdvice(advisor.advice(token), "exact", "exact", game, advisor)


def _first_answer(game: TurnGame, token: CancelToken) -> BoundedAdvice:
    """The bounds before any solve: the counted game's when the loosened game cannot keep
    every goal territory (under a second, where that one then takes seconds), else the
    loosened game's (milliseconds)."""
    counted = _counted(game, token)
    if counted < 1.0:
        return _nothing_yet(game, counted, COUNTED)
    return _nothing_yet(game, _loosened(game, token), LOOSENED)


def _nothing_yet(game: TurnGame, upper: float, upper_by: str) -> BoundedAdvice:
    """No policy known (lower 0), the upper bound ``upper`` (a relaxation's)."""
    empty = replace(exact_advice(0.0, game.names, 0), exact=False, upper=min(upper, 1.0))
    return BoundedAdvice(empty, NO_POLICY, upper_by if upper < 1.0 else ONE)


def _bounded(game: TurnGame, budget: int, token: CancelToken) -> Iterator[BoundedAdvice]:
    """The bounds of a game that does not split: a relaxation's upper bound first (the
    counted game's, then the loosened game's if lower, on goals of many territories; else
    the loosened game's), then each restricted game that raises the lower one, then each
    pooled cap that lowers the upper one (rising until a cap does not fit, or the bounds
    meet)."""
    from riskgui.core.advice.pool import pooled_value, smallest_cap
    from riskgui.core.advice.restrict import restrictions

    current = _first_answer(game, token)
    yield current
    if current.upper_by == COUNTED:  # the loosened game, on the hardest few, may be lower
        loosened = _loosened(game, token)
        if loosened < current.upper:
            current = _with_upper(current, loosened, LOOSENED)
            yield current
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
        if found.p_goal > current.lower:
            current = _with_lower(current, found, f"the exact value {how}", restricted)
            yield current
    largest = max(list(game.start) + [1]) + game.draft
    for cap in range(smallest_cap(game), largest):
        if current.upper <= current.lower + 1e-12:
            break  # the bounds met
        if pool_surely_too_large(game, cap, budget):
            break  # in milliseconds, where enumerating up to the budget takes minutes
        try:
            value, _ = pooled_value(game, cap, budget, token)
        except TooLarge:
            break
        if value < current.upper:
            current = _with_upper(current, value, f"armies above {cap} a territory pooled")
            yield current


def _with_lower(
    current: BoundedAdvice, found: Advice, lower_by: str, restricted: TurnGame
) -> BoundedAdvice:
    """``current`` with the lower bound, and the policy, of the restricted game solved."""
    lower, upper = found.p_goal, current.upper
    if lower - 1e-12 <= upper < lower:
        upper = lower  # equal up to rounding when both are tight
    advice = replace(found, exact=False, lower=lower, upper=upper)
    return replace(current, advice=advice, lower_by=lower_by, lower_game=restricted)


def _with_upper(current: BoundedAdvice, upper: float, upper_by: str) -> BoundedAdvice:
    """``current`` with the upper bound ``upper``."""
    if current.lower - 1e-12 <= upper < current.lower:
        upper = current.lower  # equal up to rounding when both are tight
    return replace(current, advice=replace(current.advice, upper=upper), upper_by=upper_by)


def _loosened(game: TurnGame, token: CancelToken) -> float:
    """The board search's relaxation (``board.bound``) from the game's start: every
    army beyond the first on a territory of the player's is mobile (and the draft)."""
    from riskgui.core.board.bound import relaxed_bound

    mobile, defenders, keeping = _relaxed_start(game)
    relaxed = relaxed_bound(game.rules, game.keep, mobile, defenders, token)
    return relaxed.value(mobile, tuple(defenders), keeping)


def _relaxed_start(game: TurnGame) -> tuple[int, list[int], int]:
    """What both relaxations start from: the mobile armies (every army beyond the first
    on a territory of the player's, and the draft; a pending move-in's are the source's),
    the armies of each enemy goal territory (sorted), and how many of those must keep."""
    mobile = sum(a - 1 for a in game.start if a > 0) + game.draft
    enemy_goal = [t for t in game.goal if game.start[t] < 0]
    defenders = sorted(-game.start[t] for t in enemy_goal)
    keeping = sum(1 for t in enemy_goal if t in game.keep_on)
    return mobile, defenders, keeping


def _counted(game: TurnGame, token: CancelToken) -> float:
    """The same relaxation with the defenders counted, not placed (``board.counted_bound``):
    looser on a few territories, but it takes every goal territory into account where
    ``_loosened`` can keep only the hardest few."""
    from riskgui.core.board.bound import MAX_RELAXED_STATES, relaxed_states
    from riskgui.core.board.counted_bound import CountedBound

    mobile, defenders, keeping = _relaxed_start(game)
    if relaxed_states(mobile, defenders) <= MAX_RELAXED_STATES:
        return 1.0  # ``_loosened`` kept every territory: counting them adds nothing
    need = (game.keep - 1) * keeping
    return CountedBound(game.rules, token).value(mobile, len(defenders), sum(defenders), need)


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
