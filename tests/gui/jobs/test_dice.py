import pytest

from riskgui.core.cancel import CancelToken
from riskgui.core.rules.model import Rules
from riskgui.gui.jobs.dice import round_job
from tests.helpers import oracle


@pytest.mark.slow
def test_round_job_yields_the_exact_odds_of_one_round():
    (chances,) = round_job(Rules(), (3, 2), CancelToken())
    assert chances.dice == (3, 2) and chances.rules == Rules()
    assert chances.odds == oracle.ROUND_3V2
