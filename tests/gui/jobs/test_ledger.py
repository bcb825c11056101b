"""The Ledger tab's report job: the core's report of the entries handed over, the same every
time, stopped by its token; no Qt, no database."""

import subprocess
import sys

import pytest

from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.report import ledger_report
from riskgui.gui.jobs.ledger import report_job


def rolls(count: int) -> list[Entry]:
    names = ("Anna", "Ben", "Cleo")
    faces = [((6, 5, 1), (6, 3)), ((2, 2, 1), (5, 4)), ((6, 6), (1,)), ((3,), (3, 2))]
    return [
        Entry("Friday", names[k % 3], names[(k + 1) % 3], Roll(*faces[k % len(faces)]))
        for k in range(count)
    ]


@pytest.mark.slow
def test_the_job_yields_the_cores_report_of_the_entries_given():
    entries = rolls(30)
    (report,) = report_job(entries, "Friday", CancelToken(), replays=500)
    assert report == ledger_report(entries, "Friday", replays=500, seed=0)
    assert report.evening == "Friday" and report.entries == 30
    assert set(report.players) == {"Anna", "Ben", "Cleo"}
    assert report.unluckiest is not None and report.unluckiest.replays == 500


@pytest.mark.slow
def test_the_same_entries_give_the_same_numbers():
    entries = rolls(12)
    first = next(report_job(entries, None, CancelToken(), replays=300))
    again = next(report_job(list(entries), None, CancelToken(), replays=300))
    assert first == again


def test_a_cancelled_job_stops():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        next(report_job(rolls(10), None, token))


@pytest.mark.slow
def test_the_job_module_imports_no_qt():
    code = (
        "import sys, riskgui.gui.jobs.ledger\n"
        "sys.exit(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
