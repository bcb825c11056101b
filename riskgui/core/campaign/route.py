"""A campaign ("tour"): conquer several territories in a row from one stack of armies.

This module holds what a campaign is and what its answer looks like; ``exact`` solves it
and ``simulate`` rolls it.

After each conquest the armies move into the conquered territory, which then attacks the
next one.  By default all but one move and every battle has the same stop threshold; a
player may leave more armies behind in a territory, stop earlier, and fight each
territory under its own rules (a space station's d8s, a capital's third die), territory
by territory.  At least one army always moves in and one always stays.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from riskgui.core.battle import check_armies
from riskgui.core.rules.model import Rules


@dataclass(frozen=True)
class CampaignEnd:
    """One way a campaign can end.

    ``armies_left`` is the number of armies on the territory where the campaign ended:
    the last conquered territory after moving in, or the territory whose attack failed.
    """

    territories_conquered: int
    armies_left: int
    probability: float


@dataclass(frozen=True)
class CampaignOdds:
    attackers: int
    defenders: tuple[int, ...]
    rules: Rules
    stop_at: int
    territory_probabilities: tuple[float, ...]  # [k]: P(the first k + 1 territories fall)
    ends: tuple[CampaignEnd, ...]
    leave: tuple[int, ...] = ()  # [k]: armies left behind when moving into territory k
    stops: tuple[int, ...] = ()  # [k]: the stop threshold attacking territory k
    armies_moved: tuple[float, ...] = ()  # [k]: armies moved into territory k, on average
    territory_rules: tuple[Rules, ...] = ()  # [k]: the rules attacking territory k

    @property
    def win_probability(self) -> float:
        return self.territory_probabilities[-1]

    @property
    def failure_probabilities(self) -> tuple[float, ...]:
        """[k]: P(the campaign ends before the first k + 1 territories fall).

        Summed from the failing ends, not ``1 - p``, so a tiny chance of failure is kept.
        """
        failed = [0.0] * len(self.defenders)
        for end in self.ends:
            for k in range(end.territories_conquered, len(self.defenders)):
                failed[k] += end.probability
        return tuple(min(1.0, f) for f in failed)

    @property
    def failure_probability(self) -> float:
        return self.failure_probabilities[-1]

    def final_armies(self) -> dict[int, float]:
        """Armies in the last territory when the whole campaign succeeds."""
        last = len(self.defenders)
        return {e.armies_left: e.probability for e in self.ends if e.territories_conquered == last}


def per_territory(
    name: str, values: Sequence[int] | int | None, default: int, count: int, minimum: int
) -> tuple[int, ...]:
    """One value for each territory: given for each, one for all, or the default."""
    if values is None:
        return (default,) * count
    if isinstance(values, int):
        values = [values] * count
    if len(values) != count:
        raise ValueError(f"give one {name} for each of the {count} territories, or one for all")
    return tuple(check_armies(name, v, minimum) for v in values)


def rules_per_territory(
    rules: Rules, territory_rules: Sequence[Rules] | None, count: int
) -> tuple[Rules, ...]:
    if territory_rules is None:
        return (rules,) * count
    if len(territory_rules) != count:
        raise ValueError(f"give the rules of each of the {count} territories, or none")
    return tuple(territory_rules)
