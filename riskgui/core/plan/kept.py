"""What the engine knows from one answer, kept for the next: the Turn tab answers every
edit of a turn, and most edits change only armies (a spin box, the draft's size).  A
front's values (V of a board state, its best move-ins, its battles' endings by the rest
of the board) depend on the plan's shape (legs, goal, keep, rules, who owns what at the
start) and on the state alone, never on the armies the plan starts from; so the fronts
of the last answer serve the next plan of the same shape, and the answer is the same,
number for number, as from new fronts (``tests/core/plan/test_kept.py``).

Fronts are taken, not shared: a run that is cancelled or fails leaves none kept (its
tables may be half built), and two runs never use the same fronts.  Fronts that looked at
more than ``MOST_KEPT_STATES`` board states are let go (memory)."""

from __future__ import annotations

import threading
from dataclasses import replace

from riskgui.core.cancel import CancelToken
from riskgui.core.plan.front import Front, components
from riskgui.core.plan.model import Plan

MOST_KEPT_STATES = 200_000  # about 100 MB of tables at most


def _shape(plan: Plan) -> Plan:
    """The plan without what the fronts never read: its armies, draft and question."""
    return replace(plan, armies=(0,) * len(plan.armies), draft=None, needed=None)


class KeptFronts:
    """The fronts of the last plan answered, for the next plan of the same shape."""

    def __init__(self, most_states: int = MOST_KEPT_STATES) -> None:
        self.most_states = most_states
        self._lock = threading.Lock()
        self._shape: Plan | None = None
        self._fronts: list[Front] = []

    def take(self, plan: Plan, token: CancelToken) -> list[Front]:
        """Fronts for ``plan``, one per component in ``components`` order: those kept,
        when the last plan kept had the same shape, or new ones."""
        with self._lock:
            shape, fronts = self._shape, self._fronts
            self._shape, self._fronts = None, []
        if shape is None or shape != _shape(plan):
            return [Front(plan, component, token) for component in components(plan)]
        for front in fronts:  # the start (a front's default) and the run's token are new
            front.plan, front.token = plan, token
        return fronts

    def keep(self, plan: Plan, fronts: list[Front]) -> None:
        """Keep the fronts that answered ``plan`` in full, unless they grew too large."""
        if sum(front.looked for front in fronts) > self.most_states:
            return
        with self._lock:
            self._shape, self._fronts = _shape(plan), fronts
