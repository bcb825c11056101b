"""What a plan brings besides P(goal): the card (at least one conquest this turn), the armies
left on the borders of a continent taken, and the bonus or the cards of a player knocked
out.

P(card) needs the chance that *no* leg conquers, which the territories' own chances do not
give (conquests are not independent).  Along the paths where nothing is conquered no
armies are ever moved in, so no "best" move is chosen on them: they are carried forward
here alone, battle by battle, without the rest of the engine.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from riskgui.core.board.request import BoardRequest
from riskgui.core.plan.answer import PlanAnswer
from riskgui.core.plan.certain import surely_mine
from riskgui.core.plan.endings import endings
from riskgui.core.plan.model import Plan


@dataclass(frozen=True)
class Border:
    territory: str
    p_mine: float  # the player's at the end
    surely_mine: bool  # whatever the dice (``plan.certain``)
    expected_armies: float  # armies on it at the end, when it is the player's


@dataclass(frozen=True)
class Weighed:
    p_card: float  # at least one conquest this turn
    borders: tuple[Border, ...]  # a continent goal's territories bordering other continents
    bonus: int | None  # a continent goal's bonus armies each turn
    eliminated: str | None  # an eliminate goal's player
    cards: int | None  # the cards they hold, when the board plan says


def p_card(plan: Plan) -> float:
    """P(at least one leg conquers its target)."""
    # Distribution over the armies of every territory while nothing has been conquered.
    spread: dict[tuple[int, ...], float] = {plan.armies: 1.0}
    for leg in plan.legs:
        after: dict[tuple[int, ...], float] = defaultdict(float)
        for armies, p in spread.items():
            a, d = armies[leg.source], armies[leg.target]
            if not plan.mine[leg.source] or plan.mine[leg.target] or a < 2:
                after[armies] += p  # no conquest so far: a conquered source is not the player's
                continue
            for a_left, d_left, q in endings(a, d, leg.rules, leg.stop_at, leg.until_defenders):
                if d_left:
                    changed = list(armies)
                    changed[leg.source], changed[leg.target] = a_left, d_left
                    after[tuple(changed)] += p * q
        spread = after
    return min(1.0, max(0.0, 1.0 - sum(spread.values())))


def weigh(request: BoardRequest, plan: Plan, answer: PlanAnswer) -> Weighed:
    goal, board = request.goal, request.position.board
    borders: list[Border] = []
    bonus = None
    if goal.kind == "continent" and goal.name is not None:
        continent = board.continents[goal.name]
        bonus = continent.bonus
        for t in continent.territories:
            if all(board.continent_of(n) == goal.name for n in board.neighbours(t)):
                continue
            if t in plan.names:
                fate = answer.territories[plan.index(t)]
                p, mass = fate.p_mine, sum(a * q for a, q in fate.mine.items())
                surely = surely_mine(fate)
            else:  # in no leg: as it is now
                surely = request.position.mine(t)
                p, mass = (1.0, float(request.position.armies[t])) if surely else (0.0, 0.0)
            borders.append(Border(t, p, surely, mass / p if p > 0 else 0.0))
    eliminated = goal.name if goal.kind == "eliminate" else None
    cards = request.cards.get(eliminated) if eliminated is not None else None
    return Weighed(p_card(plan), tuple(borders), bonus, eliminated, cards)
