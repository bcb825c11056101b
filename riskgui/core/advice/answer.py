"""The advice for one state, as a player reads it: the value, every first attack with the
value of starting with it, the best move-in, the best draft placement.

Orders, fixed so that every front end shows the same thing:
- attacks: best first; values within ``TIE`` of the best of their group count as equal,
  and then the attack from the larger stack comes first, then by the names (from, to);
- a pending move-in: the best value, and among equal ones the most armies moved;
- a draft: the best value, and among equal ones the fewest armies wasted off the region,
  then the fewest territories used, then the larger stacks, then by the names.

Cost: O(attacks log attacks); no solving happens here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from riskgui.core.plural import listed

TIE = 1e-12


@dataclass(frozen=True)
class AttackValue:
    source: str
    target: str
    p_goal: float  # starting with this attack, then playing best
    stack: int  # the armies on the source


@dataclass(frozen=True)
class Advice:
    """What the solver advises from one state (after the draft, if there is one)."""

    p_goal: float
    exact: bool
    lower: float
    upper: float
    region: tuple[str, ...]  # sorted by name
    placement: tuple[tuple[str, int], ...] | None  # the best draft, by territory name
    elsewhere: int  # armies of the best draft wasted off the region
    attacks: tuple[AttackValue, ...]  # every first attack, ranked (empty for a move-in)
    next: AttackValue | None  # the attack to make, None when stopping is as good
    moves: tuple[tuple[int, float], ...]  # a pending move-in: each allowed number, value
    move: int | None  # the move-in to make
    states: int  # the states of the game solved


def exact_advice(
    p_goal: float,
    region: tuple[str, ...],
    states: int,
    attacks: tuple[AttackValue, ...] = (),
    next: AttackValue | None = None,
    moves: tuple[tuple[int, float], ...] = (),
    move: int | None = None,
) -> Advice:
    """The advice of a game solved exactly (no draft: ``Advisor`` adds the placement)."""
    return Advice(
        p_goal=p_goal,
        exact=True,
        lower=p_goal,
        upper=p_goal,
        region=region,
        placement=None,
        elsewhere=0,
        attacks=attacks,
        next=next,
        moves=moves,
        move=move,
        states=states,
    )


def ranked(attacks: Sequence[AttackValue]) -> tuple[AttackValue, ...]:
    """The attacks best first, equal values (within ``TIE``) from the larger stack first."""
    by_value = sorted(attacks, key=lambda a: -a.p_goal)
    groups: list[list[AttackValue]] = []
    for attack in by_value:
        if groups and groups[-1][0].p_goal - attack.p_goal <= TIE:
            groups[-1].append(attack)
        else:
            groups.append([attack])
    return tuple(
        attack
        for group in groups
        for attack in sorted(group, key=lambda a: (-a.stack, a.source, a.target))
    )


def as_good_as_next(advice: Advice) -> tuple[AttackValue, ...]:
    """The other first attacks whose value equals the advised one's (within ``TIE``)."""
    first = advice.next
    if first is None:
        return ()
    return tuple(a for a in advice.attacks[1:] if first.p_goal - a.p_goal <= TIE)


def goal_is_held(advice: Advice) -> bool:
    """Whether the advice is to stop because the goal is the player's already: its value
    is then a certainty, not a near-certainty rounded to 1."""
    return advice.next is None and advice.move is None and advice.p_goal >= 1.0


def as_good_words(arrows: Sequence[str]) -> str:
    """The attacks as good as the advised one, said after it: " (A is as good)",
    " (A and B are as good)", " (A, B and C are as good)"; "" for none."""
    if not arrows:
        return ""
    return f" ({listed(arrows)} {'is' if len(arrows) == 1 else 'are'} as good)"


def next_attack(attacks: tuple[AttackValue, ...], goal_holds: bool) -> AttackValue | None:
    """The first of the ranked attacks, unless the goal holds already or none has a chance."""
    if goal_holds or not attacks or attacks[0].p_goal <= 0.0:
        return None
    return attacks[0]


def best_move(moves: Sequence[tuple[int, float]]) -> tuple[int, float]:
    """The move-in to make: the best value, the most armies among equal ones."""
    top = max(value for _, value in moves)
    return max(m for m, value in moves if top - value <= TIE), top


def best_placement(values: Sequence[tuple[float, tuple[object, ...]]]) -> int:
    """The index of the draft placement to make among (value, order): the best value, and
    among equal values the least ``order`` (see ``Advisor``)."""
    top = max(value for value, _ in values)
    candidates = [i for i, (value, _) in enumerate(values) if top - value <= TIE]
    return min(candidates, key=lambda i: values[i][1])
