"""A campaign ("tour"): conquer several territories in a row from one stack of armies.

After each conquest the armies move into the conquered territory, which then attacks the
next one.  By default all but one move and every battle has the same stop threshold; a
player may leave more armies behind in a territory, stop earlier, and fight each
territory under its own rules (a space station's d8s, a capital's third die), territory
by territory.  At least one army always moves in and one always stays.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from riskgui.core.battle import check_armies, check_battle
from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.cost import check_campaign
from riskgui.core.rules import CLASSIC, Rules
from riskgui.core.solver import propagate


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


def solve_campaign(
    attackers: int,
    defenders: Sequence[int],
    rules: Rules = CLASSIC,
    stop_at: int = 1,
    token: CancelToken = NEVER,
    leave: Sequence[int] | int | None = None,
    stops: Sequence[int] | int | None = None,
    territory_rules: Sequence[Rules] | None = None,
) -> CampaignOdds:
    """``leave[k]``: armies left behind when moving into territory k (default 1);
    ``stops[k]``: the stop threshold while attacking territory k (default ``stop_at``);
    ``territory_rules[k]``: the rules attacking territory k (default ``rules``).
    """
    if len(defenders) == 0:
        raise ValueError("a campaign needs at least one territory to attack")
    for d in defenders:
        check_armies("defending armies", d, 1)
    leave = per_territory("army left behind", leave, 1, len(defenders), 1)
    stops = per_territory("stop threshold", stops, stop_at, len(defenders), 1)
    each_rules = rules_per_territory(rules, territory_rules, len(defenders))
    check_battle(attackers, defenders[0], stops[0])
    check_campaign(attackers, defenders)

    armies = np.zeros(attackers + 1)  # armies[i]: P(the next attack starts with i armies)
    armies[attackers] = 1.0
    conquered: list[float] = []
    moved: list[float] = []
    ends: defaultdict[tuple[int, int], float] = defaultdict(float)
    for index, (d, stop, fight_rules) in enumerate(zip(defenders, stops, each_rules)):
        # Stacks too small to attack end the campaign where they stand.
        for i in np.flatnonzero(armies[: stop + 1]):
            ends[index, int(i)] += float(armies[i])
        armies[: stop + 1] = 0.0
        result = propagate(armies, d, fight_rules, stop, token)
        for r, p in enumerate(result.stop.sum(axis=1)):
            if p > 0:
                ends[index, stop - r] += float(p)
        conquered.append(float(result.win.sum()))
        # Move in all but the armies left behind, and at least one.
        armies = np.zeros(max(result.win.size, 2))  # size 1 once no stack is left to attack
        on_territory = np.arange(result.win.size)
        np.add.at(armies, np.maximum(1, on_territory - leave[index]), result.win)
        total = float(armies.sum())
        moved.append(float(armies @ np.arange(armies.size)) / total if total > 0 else 0.0)
    for i in np.flatnonzero(armies):
        ends[len(defenders), int(i)] += float(armies[i])
    return CampaignOdds(
        attackers,
        tuple(defenders),
        rules,
        stop_at,
        tuple(conquered),
        tuple(CampaignEnd(k, i, p) for (k, i), p in sorted(ends.items())),
        leave,
        stops,
        tuple(moved),
        each_rules,
    )
