"""The luck ledger's jobs: each player's luck over the entries of an evening (or of all),
and what the Ledger tab draws beside it.

The entries are read on the GUI thread (the ledger's connection lives there) and handed
over as a tuple, so the jobs never touch the database.

- ``report_job``: the report; the percentiles are exact, only the chance that the
  unluckiest player is this unlucky replays the entries, and the core checks the token
  between replays.
- ``views_job``: each player's running luck (the plot), each entry's luck (the table's
  Luck column) and the face counts (the fairness view).  The Ledger tab starts it once the
  session's report is in, so the entries' distributions are cached and this costs one
  pass over the entries per player.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from riskgui.core.cancel import CancelToken
from riskgui.core.ledger.fairness import Fairness, dice_fairness
from riskgui.core.ledger.model import Entry
from riskgui.core.ledger.report import REPLAYS, LedgerReport, ledger_report, running_luck

Running = dict[str, list[tuple[int, float]]]


def report_job(
    entries: Sequence[Entry], evening: str | None, token: CancelToken, replays: int = REPLAYS
) -> Iterator[LedgerReport]:
    """One report of ``entries`` (already those of ``evening``), with a fixed seed: the
    same entries always give the same numbers."""
    yield ledger_report(tuple(entries), evening, replays=replays, seed=0, token=token)


@dataclass(frozen=True)
class EveningViews:
    entries: tuple[Entry, ...]  # what it was computed from: a stale answer is dropped
    running: Running  # per player, (index in entries, luck so far) after each of theirs
    luck: dict[str, float]  # the attacker's luck of each entry, by uid
    fairness: dict[str | None, tuple[Fairness, ...]]  # everyone (None), then each player


def entry_luck_of(running: Running) -> dict[int, dict[str, float]]:
    """Each entry's luck per player taking part, by the entry's index: the steps of each
    player's running total."""
    steps: dict[int, dict[str, float]] = {}
    for player, points in running.items():
        before = 0.0
        for index, total in points:
            steps.setdefault(index, {})[player] = total - before
            before = total
    return steps


def views_job(entries: Sequence[Entry], token: CancelToken) -> Iterator[EveningViews]:
    entries = tuple(entries)
    running = running_luck(entries)
    token.check(0.5)
    steps = entry_luck_of(running)
    luck = {entry.uid: steps[index][entry.attacker] for index, entry in enumerate(entries)}
    fairness: dict[str | None, tuple[Fairness, ...]] = {None: dice_fairness(entries)}
    for player in sorted(running):
        token.check()
        fairness[player] = dice_fairness(entries, player)
    yield EveningViews(entries, running, luck, fairness)
