"""The Turn tab's job: the engine's answer, cancellable, refusing a plan too large, and
no Qt anywhere in it."""

import subprocess
import sys

import pytest

from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.gui.jobs.turn import turn_job
from riskgui.gui.tabs.turn.example import example_plan

CHAIN = {"mine": {"A": 5}, "theirs": {"B": 3, "C": 2},
         "legs": [{"from": "A", "to": "B"}, {"from": "B", "to": "C"}]}  # fmt: skip


@pytest.mark.slow
def test_the_job_yields_the_engines_whole_answer():
    plan = plan_from_json(example_plan())
    (answer,) = turn_job(plan, CancelToken())
    assert answer.plan == plan
    assert answer.report == answer_plan(plan)
    assert answer.report.draft is not None and answer.report.draft.placement == {0: 5}
    assert answer.report.needed is not None and answer.report.needed.armies == 13


def test_sipolacs_chain_through_the_job():
    (answer,) = turn_job(plan_from_json(CHAIN), CancelToken())
    assert answer.report.answer.p_goal == pytest.approx(0.2500009, rel=1e-6)


def test_a_cancelled_job_stops():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        next(turn_job(plan_from_json(example_plan()), token))


@pytest.mark.slow
def test_a_plan_too_large_is_refused_with_a_message():
    # "best" keeps ending tables of about a·d·(a+d) entries: far too many here.
    huge = {
        "mine": {"A": 10_000},
        "theirs": {"B": 10_000},
        "legs": [{"from": "A", "to": "B", "move": "best"}],
    }
    with pytest.raises(ValueError, match="too large"):
        next(turn_job(plan_from_json(huge), CancelToken()))


@pytest.mark.slow
def test_the_job_runs_without_qt():
    code = (
        "import sys\n"
        "from riskgui.core.cancel import CancelToken\n"
        "from riskgui.core.plan.parse import plan_from_json\n"
        "from riskgui.gui.jobs.turn import turn_job\n"
        f"(answer,) = turn_job(plan_from_json({CHAIN!r}), CancelToken())\n"
        "print(round(answer.report.answer.p_goal, 6))\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', "
        "'pyqtgraph'))\n"
        "sys.exit(1 if qt else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "0.250001"
