"""Fronts kept from one answer for the next (the Turn tab's edits): the answers are those
of new fronts, number for number, through edits of armies, of the draft and of the
plan's shape; fronts are reused only for a plan of the same shape, and a run that is
cancelled keeps none."""

import json
from pathlib import Path

import pytest

from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.kept import KeptFronts
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.plan_json import plan_report_json

PLANS = Path(__file__).parents[3] / "benchmarks" / "plans"


def _edits(turn: str) -> list[dict]:
    """A player's edits of a turn, one after another: armies spun up and down, a draft
    added and resized, a stop changed (a new shape) and changed back."""
    data = json.loads((PLANS / f"{turn}.json").read_text())
    first, second = list(data["mine"])[:2]
    enemy = list(data["theirs"])[0]
    steps = [data]

    def edit(change) -> None:
        step = json.loads(json.dumps(steps[-1]))
        change(step)
        steps.append(step)

    edit(lambda s: s["mine"].__setitem__(first, s["mine"][first] + 1))
    edit(lambda s: s["mine"].__setitem__(first, s["mine"][first] + 1))
    edit(lambda s: s.__setitem__("draft", {"armies": 6, "onto": [first, second]}))
    edit(lambda s: s["draft"].__setitem__("armies", 9))
    edit(lambda s: s["theirs"].__setitem__(enemy, s["theirs"][enemy] - 3))
    edit(lambda s: s["legs"][0].__setitem__("stop_at", 6))
    edit(lambda s: s["mine"].__setitem__(second, s["mine"][second] + 2))
    edit(lambda s: s["legs"][0].pop("stop_at"))
    edit(lambda s: s["mine"].__setitem__(first, s["mine"][first] - 5))
    return steps


def _answer_json(data: dict, kept: KeptFronts | None) -> str:
    plan = plan_from_json(data)
    return json.dumps(plan_report_json(plan, answer_plan(plan, kept=kept)), sort_keys=True)


@pytest.mark.parametrize("turn", ["table_turn", "branch_turn", "typical_turn"])
def test_kept_fronts_answer_every_edit_as_new_fronts_do(turn):
    kept = KeptFronts()
    for step in _edits(turn):
        assert _answer_json(step, kept) == _answer_json(step, None)


def test_fronts_are_reused_for_the_same_shape_only():
    data = json.loads((PLANS / "branch_turn.json").read_text())
    plan = plan_from_json(data)
    kept = KeptFronts()
    answer_plan(plan, kept=kept)
    fronts = kept.take(plan, CancelToken())
    kept.keep(plan, fronts)
    more = plan.with_armies({0: plan.armies[0] + 7})
    assert kept.take(more, CancelToken()) == fronts  # the same objects, their values known
    assert kept.take(more, CancelToken()) != fronts  # taken: the next run gets new ones
    kept.keep(plan, fronts)
    data["legs"][1]["stop_at"] = 5
    other = plan_from_json(data)
    assert not set(map(id, kept.take(other, CancelToken()))) & set(map(id, fronts))


def test_too_large_fronts_are_let_go():
    plan = plan_from_json(json.loads((PLANS / "branch_turn.json").read_text()))
    kept = KeptFronts(most_states=10)
    answer_plan(plan, kept=kept)
    fronts = kept.take(plan, CancelToken())
    assert sum(front.looked for front in fronts) == 0  # new ones


def test_a_cancelled_run_keeps_no_fronts():
    data = json.loads((PLANS / "branch_turn.json").read_text())
    plan = plan_from_json({**data, "draft": {"armies": 20, "onto": list(data["mine"])}})
    kept = KeptFronts()
    answer_plan(plan, kept=kept)

    class CancelLater(CancelToken):
        checks = 0

        def check(self, done=None):
            self.checks += 1
            if self.checks > 3:
                raise Cancelled

    edited = plan.with_armies({0: plan.armies[0] + 30})
    with pytest.raises(Cancelled):
        answer_plan(edited, CancelLater(), kept=kept)
    assert sum(front.looked for front in kept.take(edited, CancelToken())) == 0
