"""The Turn tab's job: a whole plan answered exactly (the draft, the plan after it and the
armies needed), stopping within milliseconds of being cancelled, on the fronts the last
answer kept when only armies changed."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.cancel import CancelToken
from riskgui.core.plan.draft import PlanReport, answer_plan
from riskgui.core.plan.kept import KeptFronts
from riskgui.core.plan.model import Plan


@dataclass(frozen=True)
class TurnAnswer:
    plan: Plan  # the plan answered, so the answer is never shown against another
    report: PlanReport


def turn_job(
    plan: Plan, token: CancelToken, kept: KeptFronts | None = None
) -> Iterator[TurnAnswer]:
    """One result; ValueError (the runner shows its message) for a plan too large."""
    yield TurnAnswer(plan, answer_plan(plan, token, kept=kept))
