import pytest

from riskgui.gui.worker import JobRunner


@pytest.fixture
def runner(qtbot):
    job_runner = JobRunner("test-runner")
    yield job_runner
    assert job_runner.shutdown()


def counting(n, gate=None):
    for i in range(n):
        if gate is not None:
            gate()
        yield i


def test_results_stream_in_order(qtbot, runner):
    received = []
    runner.resultReady.connect(lambda run_id, value: received.append(value))
    with qtbot.waitSignal(runner.finished, timeout=5000):
        run_id = runner.start(lambda: counting(5))
    assert received == [0, 1, 2, 3, 4] and run_id == runner.run_id
    assert not runner.running


def test_restart_drops_everything_from_the_old_run(qtbot, runner):
    import time

    received = []
    runner.resultReady.connect(lambda run_id, value: received.append((run_id, value)))
    first = runner.start(lambda: counting(10_000, gate=lambda: time.sleep(0.001)))
    qtbot.waitUntil(lambda: len(received) > 0, timeout=5000)
    with qtbot.waitSignal(runner.finished, timeout=5000) as finished:
        second = runner.start(lambda: counting(3))
    assert finished.args == [second]
    later = [value for run_id, value in received if run_id == second]
    assert later == [0, 1, 2]
    qtbot.wait(100)
    stale = [value for run_id, value in received if run_id == first]
    assert len(stale) < 10_000


def test_an_exception_is_reported_not_swallowed(qtbot, runner):
    def failing():
        yield 1
        raise ValueError("boom")

    with qtbot.waitSignal(runner.failed, timeout=5000) as failed:
        runner.start(failing)
    assert "ValueError: boom" in failed.args[1]
