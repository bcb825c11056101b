"""The Compare tab: the same battle under another rule set."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from riskgui.core.battle import Battle
from riskgui.core.cancel import CancelToken
from riskgui.core.outcomes import BattleOdds
from riskgui.gui.jobs.battle import solve


@dataclass(frozen=True)
class Comparison:
    first: BattleOdds
    second: BattleOdds


def comparison_job(first: BattleOdds, second: Battle, token: CancelToken) -> Iterator[Comparison]:
    """``first`` is the window's exact answer, already known; only ``second`` is solved."""
    yield Comparison(first, solve(second, token))
