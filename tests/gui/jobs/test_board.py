"""The Board tab's job: the example answered as the core answers it, cancellable between
the plans it weighs, and no Qt anywhere in it."""

import subprocess
import sys

import pytest

from riskgui.core.board.answer import answer_board
from riskgui.core.board.request import request_from_json
from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.gui.jobs.board import board_job
from riskgui.gui.tabs.board.example import example_position


class CancelAfter(CancelToken):
    """Cancelled by the computation itself at its n-th check: mid-way, without threads."""

    def __init__(self, checks: int) -> None:
        super().__init__()
        self.left = checks
        self.checked = 0

    def check(self, done=None) -> None:
        self.checked += 1
        self.left -= 1
        if self.left <= 0:
            self.cancel()
        super().check(done)


@pytest.mark.slow
def test_the_job_answers_the_example_as_the_core_does():
    request = request_from_json(example_position())
    (answer,) = board_job(request, CancelToken())
    expected = answer_board(request)
    assert answer.request == request
    assert answer.legs == expected.legs and answer.found == expected.found
    assert answer.report.answer.p_goal == pytest.approx(expected.report.answer.p_goal)
    assert answer.legs[0]["from"] == "Siam"  # the foothold
    assert 0.2 < answer.report.answer.p_goal < 0.9


def test_a_job_cancelled_before_it_starts_stops():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        next(board_job(request_from_json(example_position()), token))


@pytest.mark.slow
def test_a_job_cancelled_mid_search_stops_there():
    data = example_position()
    data["goal"] = {"continent": "Asia"}  # seconds of searching
    token = CancelAfter(50)
    with pytest.raises(Cancelled):
        next(board_job(request_from_json(data), token))
    assert token.checked == 50  # it stopped at the check that saw the cancellation


@pytest.mark.slow
def test_the_job_runs_without_qt():
    code = (
        "import sys\n"
        "from riskgui.core.cancel import CancelToken\n"
        "from riskgui.core.board.request import request_from_json\n"
        "from riskgui.gui.jobs.board import board_job\n"
        "data = {'map': 'classic', 'me': 'Red', 'goal': ['Indonesia'], 'search': True,\n"
        "        'position': {}}\n"
        "from riskgui.core.board.map import load_map\n"
        "for t in load_map('classic').territories:\n"
        "    data['position'][t] = ['Red' if t == 'Siam' else 'Blue', 5 if t == 'Siam' else 1]\n"
        "(answer,) = board_job(request_from_json(data), CancelToken())\n"
        "print(answer.legs[0]['from'], answer.legs[0]['to'])\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', "
        "'pyqtgraph'))\n"
        "sys.exit(1 if qt else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip() == "Siam Indonesia"
