"""The report is computed on a worker that restarts rather than queues."""

import pytest

from riskgui.core.ledger.report import LedgerReport
from riskgui.core.rules.model import CLASSIC
from tests.gui.ledger.helpers import recording


@pytest.mark.slow
def test_the_report_comes_from_a_worker_and_a_new_request_replaces_the_old(qtbot, session):
    recording(session, "Friday").record_rounds([((6, 5, 1), (6, 3))] * 40, CLASSIC)
    recording(session, "Saturday", "Ben", "Cleo").record_round((6,), (1,), CLASSIC)
    reports = []
    session.report.reportReady.connect(reports.append)
    session.report.request(None)
    with qtbot.waitSignal(session.report.reportReady, timeout=20_000):
        session.report.request("Saturday")
    qtbot.wait(100)  # anything the first run still sent would have arrived
    (report,) = reports
    assert isinstance(report, LedgerReport)
    assert report.evening == "Saturday" and report.entries == 1
    assert set(report.players) == {"Ben", "Cleo"}
