"""A leg fought for every state at once, when nothing is chosen (no "best" move).

States that differ only in the source's armies share a battle against the same target:
their source armies form one vector, fought in one sweep of the exact solver
(``exact.solver.propagate``, O(a · d) for the whole vector).  This is what a campaign of
thousands of armies needs, where the per-start endings of ``endings`` would cost
O(a · d · (a + d)).  A wear-down leg (``until_defenders`` > 0) uses ``endings``.
"""

from __future__ import annotations

from collections import defaultdict

from riskgui.core.cancel import CancelToken
from riskgui.core.plan.answer import LegAnswer
from riskgui.core.plan.endings import endings
from riskgui.core.plan.model import Leg, Plan
from riskgui.core.plan.move_in import fixed_move
from riskgui.core.plan.state import Owner, Spread, State, after_battle

# Battles this small are fought start by start (``endings``), in plain Python: a plan of
# small battles answers before NumPy, which the sweep needs, would have loaded.
SMALL_BATTLE = 2_500


class Tally:
    """What a leg's answer counts while the states go through it."""

    def __init__(self) -> None:
        self.after: Spread = defaultdict(float)
        self.runs = self.conquers = self.source = self.target = self.moved = 0.0
        self.held: dict[int, float] = defaultdict(float)

    def add(self, goal_ok: bool, state: State, leg: Leg, a: int, target: Owner, p: float) -> None:
        """The leg ran and left ``a`` on the source and ``target``."""
        self.after[goal_ok, after_battle(state, leg.source, leg.target, (True, a), target)] += p
        self.runs += p
        self.source += p * a
        self.target += p * target[1]
        if target[0]:
            self.conquers += p
            self.moved += p * target[1]
        else:
            self.held[a] += p

    def answer(self) -> LegAnswer:
        runs, conquers = self.runs, self.conquers
        return LegAnswer(
            p_runs=min(1.0, runs),  # sums of many terms can pass 1 by a rounding error
            p_conquers=min(1.0, conquers),
            expected_source=self.source / runs if runs else 0.0,
            expected_target=self.target / runs if runs else 0.0,
            best_moves={},
            expected_moved=self.moved / conquers if conquers else 0.0,
            held=dict(sorted(self.held.items())),
        )


def forward_leg_at_once(
    plan: Plan, leg: Leg, spread: Spread, token: CancelToken
) -> tuple[Spread, LegAnswer]:
    tally = Tally()
    # (goal still possible, the state without the source's armies) -> armies -> probability
    groups: dict[tuple[bool, State], dict[int, float]] = defaultdict(lambda: defaultdict(float))
    for (goal_ok, state), p in spread.items():
        (source_mine, a), (target_mine, d) = state[leg.source], state[leg.target]
        if not source_mine or a < 2 or target_mine:  # the leg does not run
            tally.after[goal_ok, state] += p
            if source_mine:
                tally.held[a] += p
        elif a <= leg.stop_at or d <= leg.until_defenders:  # it runs and stops at once
            tally.add(goal_ok, state, leg, a, (False, d), p)
        else:
            changed = list(state)
            changed[leg.source] = (True, 0)
            groups[goal_ok, tuple(changed)][a] += p
    for (goal_ok, rest), by_armies in groups.items():
        d = rest[leg.target][1]
        if leg.until_defenders > 0 or max(by_armies) * d <= SMALL_BATTLE:
            for a, p in by_armies.items():
                for a_left, d_left, q in endings(a, d, leg.rules, leg.stop_at, leg.until_defenders):
                    _ended(tally, plan, leg, goal_ok, rest, a_left, d_left, p * q)
        else:
            _fight_all(tally, plan, leg, goal_ok, rest, by_armies, token)
    return tally.after, tally.answer()


def _fight_all(
    tally: Tally,
    plan: Plan,
    leg: Leg,
    goal_ok: bool,
    rest: State,
    by_armies: dict[int, float],
    token: CancelToken,
) -> None:
    import numpy as np  # only here: a plan of small battles answers without NumPy

    from riskgui.core.exact.solver import propagate

    start = np.zeros(max(by_armies) + 1)
    for a, p in by_armies.items():
        start[a] = p
    d = rest[leg.target][1]
    outcomes = propagate(start, d, leg.rules, leg.stop_at, token)
    for a_left in np.flatnonzero(outcomes.win):
        _ended(tally, plan, leg, goal_ok, rest, int(a_left), 0, float(outcomes.win[a_left]))
    rows, cols = np.nonzero(outcomes.stop)
    for r, j in zip(rows.tolist(), cols.tolist()):
        _ended(tally, plan, leg, goal_ok, rest, leg.stop_at - r, j, float(outcomes.stop[r, j]))


def _ended(
    tally: Tally, plan: Plan, leg: Leg, goal_ok: bool, rest: State, a: int, d: int, p: float
) -> None:
    if d == 0:
        moved = fixed_move(leg, plan.min_move, a)
        tally.add(goal_ok, rest, leg, a - moved, (True, moved), p)
    else:
        tally.add(goal_ok, rest, leg, a, (False, d), p)
