"""The Ledger tab's job: each player's luck over the entries of an evening (or of all).

The entries are read on the GUI thread (the ledger's connection lives there) and handed
over as a tuple, so the job never touches the database; the percentiles are exact, only
the chance that the unluckiest player is this unlucky replays the entries, and the core
checks the token between replays.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from riskgui.core.cancel import CancelToken
from riskgui.core.ledger.model import Entry
from riskgui.core.ledger.report import REPLAYS, LedgerReport, ledger_report


def report_job(
    entries: Sequence[Entry], evening: str | None, token: CancelToken, replays: int = REPLAYS
) -> Iterator[LedgerReport]:
    """One report of ``entries`` (already those of ``evening``), with a fixed seed: the
    same entries always give the same numbers."""
    yield ledger_report(tuple(entries), evening, replays=replays, seed=0, token=token)
