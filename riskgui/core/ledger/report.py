"""Each player's luck over a set of entries, with its exact percentile under fair dice.

Entries are grouped by ordered pair of players (attacker, defender) and, within a pair,
by kind; a pair's swing sum is then one ``power`` per kind, convolved.  A player's attack
law is the sum of the pairs they attacked in, the defence law the negated sum of the pairs
they defended in, the total their convolution; an unordered pair is the two directions.
Cost: a few hundred convolutions for 12 players, whatever the number of rolls.

The unluckiest of N players is judged by replaying the same entries under fair dice: each
ordered pair's swing sum is drawn from its exact law (pairs are independent), each player's
total percentile is read off their exact law, and the lowest of the N is compared with the
one observed.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from riskgui.core.cancel import NEVER, CancelToken
from riskgui.core.ledger.distribution import Distribution, Powers, convolve, point, total
from riskgui.core.ledger.luck import Tally, entry_luck, kind_distribution, tally
from riskgui.core.ledger.model import Entry

# How often the entries are replayed to judge the unluckiest of N: its chance comes out
# within about a percentage point (standard error 0.5 % at worst), and the CLI and the
# window, replaying with the same seed, say the same.
REPLAYS = 10_000


@dataclass(frozen=True)
class Luck:
    """One player's (or pair's) luck over a set of entries, from that player's side."""

    luck: float  # armies: the observed swing sum minus its expectation
    swing: int  # observed sum
    expected: float
    sd: float
    percentile: float  # exact mid-p of the observed sum under fair dice (high = lucky)
    entries: int


@dataclass(frozen=True)
class PlayerLuck:
    player: str
    attack: Luck
    defence: Luck
    total: Luck


@dataclass(frozen=True)
class PairLuck:
    """``first``'s luck over every entry between the two (``first < second`` by name)."""

    first: str
    second: str
    luck: Luck


@dataclass(frozen=True)
class Unluckiest:
    """The player with the lowest total percentile, and how unusual that is among N.

    ``chance``: how often, replaying these same entries with fair dice, the unluckiest of
    the ``players`` has a total percentile this low or lower.
    """

    player: str
    percentile: float
    players: int
    chance: float
    replays: int


@dataclass(frozen=True)
class LedgerReport:
    evening: str | None
    entries: int
    players: dict[str, PlayerLuck]  # by name
    pairs: tuple[PairLuck, ...]  # only pairs that met
    unluckiest: Unluckiest | None  # None with fewer than 2 players


@dataclass
class _Side:
    """A swing sum from one player's side: its exact law and what was observed."""

    law: Distribution = field(default_factory=point)
    swing: int = 0
    expected: float = 0.0
    variance: float = 0.0
    entries: int = 0

    def plus(self, other: _Side) -> _Side:
        return _Side(
            convolve(self.law, other.law),
            self.swing + other.swing,
            self.expected + other.expected,
            self.variance + other.variance,
            self.entries + other.entries,
        )

    def negated(self) -> _Side:
        return _Side(self.law.negated(), -self.swing, -self.expected, self.variance, self.entries)

    def luck(self) -> Luck:
        return Luck(
            luck=self.swing - self.expected,
            swing=self.swing,
            expected=self.expected,
            sd=math.sqrt(self.variance),
            percentile=_percentile(self.law, self.swing),
            entries=self.entries,
        )


def ledger_report(
    entries: Sequence[Entry],
    evening: str | None = None,
    *,
    replays: int = REPLAYS,
    seed: int = 0,
    token: CancelToken = NEVER,
) -> LedgerReport:
    """Every player's and pair's luck over ``entries`` (already filtered by the caller)."""
    return tally_report(tally(entries), evening, replays=replays, seed=seed, token=token)


def tally_report(
    tallies: Sequence[Tally],
    evening: str | None = None,
    *,
    replays: int = REPLAYS,
    seed: int = 0,
    token: CancelToken = NEVER,
) -> LedgerReport:
    """``ledger_report`` from the entries counted by kind (``Ledger.tally`` counts them in
    SQLite, so a report over 10,000 rolls never reads them one by one)."""
    if replays < 1:
        raise ValueError(f"replay the entries at least once, not {replays} times")
    pairs = _ordered_pairs(tallies, token)
    names = sorted({name for pair in pairs for name in pair})
    attack: dict[str, list[_Side]] = defaultdict(list)
    defence: dict[str, list[_Side]] = defaultdict(list)
    for (attacker, defender), side in pairs.items():
        attack[attacker].append(side)
        defence[defender].append(side.negated())
    players: dict[str, PlayerLuck] = {}
    totals: dict[str, _Side] = {}
    for done, name in enumerate(names):
        token.check(0.5 + 0.3 * done / len(names))
        attacked, defended = _sum(attack[name]), _sum(defence[name])
        totals[name] = attacked.plus(defended)
        players[name] = PlayerLuck(name, attacked.luck(), defended.luck(), totals[name].luck())
    met = sorted({tuple(sorted(pair)) for pair in pairs})
    pair_lucks = []
    for first, second in met:
        token.check()
        forward = pairs.get((first, second), _Side())
        backward = pairs.get((second, first), _Side())
        pair_lucks.append(PairLuck(first, second, forward.plus(backward.negated()).luck()))
    unluckiest = None
    if len(names) >= 2:
        unluckiest = _unluckiest(pairs, totals, replays, seed, token)
    return LedgerReport(
        evening, sum(counted.entries for counted in tallies), players, tuple(pair_lucks), unluckiest
    )


def running_luck(entries: Sequence[Entry]) -> dict[str, list[tuple[int, float]]]:
    """Per player, (index in ``entries``, their total luck after it) for each of their entries."""
    runs: dict[str, list[tuple[int, float]]] = {}
    sums: dict[str, float] = defaultdict(float)
    for index, entry in enumerate(entries):
        luck = entry_luck(entry)
        for name, sign in ((entry.attacker, 1.0), (entry.defender, -1.0)):
            sums[name] += sign * luck
            runs.setdefault(name, []).append((index, sums[name]))
    return runs


def _ordered_pairs(tallies: Sequence[Tally], token: CancelToken) -> dict[tuple[str, str], _Side]:
    """Each (attacker, defender)'s swing sum, its law built kind by kind."""
    kinds: dict[tuple[str, str], Counter[Hashable]] = defaultdict(Counter)
    swings: Counter[tuple[str, str]] = Counter()
    for counted in tallies:
        pair = (counted.attacker, counted.defender)
        kinds[pair][counted.kind] += counted.entries
        swings[pair] += counted.swing
    pairs: dict[tuple[str, str], _Side] = {}
    powers: dict[Hashable, Powers] = {}  # one per kind: pairs share its squares
    moments: dict[Hashable, tuple[float, float]] = {}
    # Each kind's repr, its place in a fixed order, worked out once (a kind holds its rules,
    # whose repr is long, and a handful of kinds recur in every pair).
    reprs = {kind: repr(kind) for kind in {kind for counts in kinds.values() for kind in counts}}
    for done, (pair, counts) in enumerate(sorted(kinds.items())):
        token.check(0.2 + 0.3 * done / len(kinds))
        # In a fixed order, so the same entries give the same digits however they were read.
        ordered = sorted(counts.items(), key=lambda counted: reprs[counted[0]])
        for k, _ in ordered:
            if k not in powers:
                law = kind_distribution(k)
                powers[k], moments[k] = Powers(law), (law.mean(), law.sd() ** 2)
        pairs[pair] = _Side(
            total(powers[k].of(n) for k, n in ordered),
            swings[pair],
            sum(moments[k][0] * n for k, n in ordered),
            sum(moments[k][1] * n for k, n in ordered),
            sum(counts.values()),
        )
    return pairs


def _sum(sides: list[_Side]) -> _Side:
    """The independent sides added up, their laws convolved shortest first."""
    return _Side(
        total(side.law for side in sides),
        sum(side.swing for side in sides),
        sum(side.expected for side in sides),
        sum(side.variance for side in sides),
        sum(side.entries for side in sides),
    )


def _percentile(law: Distribution, value: int) -> float:
    """The mid-p of ``value``, read from the same table the replays read."""
    return float(_percentiles(law, np.array([value], dtype=np.int64))[0])


def _percentiles(law: Distribution, values: NDArray[np.int64]) -> NDArray[np.float64]:
    table = np.concatenate(([0.0], law.mid_p_table(), [1.0]))
    index = np.clip(values - law.low + 1, 0, table.size - 1)
    return table[index]


def _unluckiest(
    pairs: dict[tuple[str, str], _Side],
    totals: dict[str, _Side],
    replays: int,
    seed: int,
    token: CancelToken,
) -> Unluckiest:
    """The lowest total percentile, and how often fair dice give one this low or lower."""
    observed = {name: side.luck().percentile for name, side in totals.items()}
    player = min(observed, key=lambda name: (observed[name], name))
    rng = np.random.default_rng(seed)
    sums = {name: np.zeros(replays, dtype=np.int64) for name in totals}
    for done, ((attacker, defender), side) in enumerate(sorted(pairs.items())):
        token.check(0.8 + 0.2 * done / len(pairs))
        drawn = side.law.sample(rng, replays)
        sums[attacker] += drawn
        sums[defender] -= drawn
    lowest = np.full(replays, np.inf)
    for name, side in totals.items():
        np.minimum(lowest, _percentiles(side.law, sums[name]), out=lowest)
    chance = float(np.count_nonzero(lowest <= observed[player])) / replays
    return Unluckiest(player, observed[player], len(totals), chance, replays)
