import threading
import time
from functools import partial

import pytest
from PySide6.QtCore import QThread

from riskgui.core.battle import Battle
from riskgui.core.rules.model import Rules
from riskgui.gui.jobs.battle import exact_job
from riskgui.gui.jobs.heatmap import grid_job
from riskgui.gui.kit.runner import JobRunner


@pytest.fixture
def runner(qtbot):
    job_runner = JobRunner("test-runner")
    yield job_runner
    job_runner.shutdown()
    assert all(thread.isFinished() for thread in job_runner.findChildren(QThread))


def counting(n, token, gate=None):
    for i in range(n):
        if gate is not None:
            gate()
        yield i


@pytest.mark.slow
def test_results_stream_in_order(qtbot, runner):
    received = []
    runner.resultReady.connect(lambda run_id, value: received.append(value))
    with qtbot.waitSignal(runner.finished, timeout=5000):
        run_id = runner.start(partial(counting, 5))
    assert received == [0, 1, 2, 3, 4] and run_id == runner.run_id
    assert not runner.running


@pytest.mark.slow
def test_restart_drops_everything_from_the_old_run(qtbot, runner):
    received = []
    runner.resultReady.connect(lambda run_id, value: received.append((run_id, value)))
    first = runner.start(partial(counting, 10_000, gate=lambda: time.sleep(0.001)))
    qtbot.waitUntil(lambda: len(received) > 0, timeout=5000)
    with qtbot.waitSignal(runner.finished, timeout=5000) as finished:
        second = runner.start(partial(counting, 3))
    assert finished.args == [second]
    later = [value for run_id, value in received if run_id == second]
    assert later == [0, 1, 2]
    qtbot.wait(100)
    stale = [value for run_id, value in received if run_id == first]
    assert len(stale) < 10_000


@pytest.mark.slow
def test_a_result_sent_before_a_restart_is_dropped(qtbot, runner):
    """The run id is the one filter of stale results: here the worker has already sent a
    result of the first run (its token was not cancelled yet) when the second starts."""
    sent, release = threading.Event(), threading.Event()

    def old_run(token):
        yield "old"  # emitted to the GUI thread before anything is cancelled
        sent.set()
        release.wait(5)

    received = []
    runner.resultReady.connect(lambda run_id, value: received.append(value))
    runner.start(old_run)
    assert sent.wait(5)  # the GUI thread has not delivered "old" yet: it is waiting here
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.start(partial(counting, 1))
        release.set()
    assert received == [0]


@pytest.mark.slow
def test_a_failure_of_a_replaced_run_is_dropped_like_its_results(qtbot, runner):
    """The old run raises only after the new one has started: its failure is stale, and
    the player must not read it as the answer to what is on screen now."""
    started, release = threading.Event(), threading.Event()

    def old_run(token):
        started.set()
        release.wait(5)
        raise ValueError("the old run's refusal")
        yield  # a generator, like every job

    failures = []
    runner.failed.connect(lambda run_id, message: failures.append(message))
    runner.start(old_run)
    assert started.wait(5)  # the worker is inside the old run
    with qtbot.waitSignal(runner.finished, timeout=5000) as finished:
        second = runner.start(partial(counting, 1))
        release.set()  # the old run raises now, before the second can start
    assert finished.args == [second]  # the worker sent the old failure before this
    assert failures == []


@pytest.mark.slow
def test_an_unexpected_exception_is_reported_with_its_type(qtbot, runner):
    def failing(token):
        yield 1
        raise RuntimeError("boom")

    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(failing)
    assert failed.args[1] == "RuntimeError: boom"


@pytest.mark.slow
def test_a_refusal_of_the_core_reaches_the_user_as_its_own_words(qtbot, runner):
    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(partial(exact_job, Battle(30_000, 30_000)))
    assert failed.args[1].startswith("30,000 vs 30,000 is too large to solve")


@pytest.mark.slow
@pytest.mark.parametrize(
    "job",
    [
        partial(exact_job, Battle(20_000, 20_000)),
        partial(grid_job, 1000, 1000, Rules(), 1),
    ],
    ids=["solve 20000 vs 20000", "grid 1000 x 1000"],
)
def test_a_long_solve_stops_mid_way_when_cancelled(qtbot, runner, job):
    runner.start(job)
    qtbot.waitUntil(lambda: runner.progress > 0.05, timeout=10_000)
    thread = runner.findChild(QThread)
    runner.shutdown()
    assert thread.isFinished()
    assert runner.progress < 0.9  # it stopped part way rather than running to the end
