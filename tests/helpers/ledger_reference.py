"""An independent reference for the luck ledger: exact Fractions, every die face, every outcome.

Nothing of riskgui's statistics is used: a roll's swing law comes from enumerating every
face of every die with ``itertools.product`` (``tests.helpers.brute_force``), a battle's
from a plain recursion over those round laws, a player's sum from enumerating every
combination of the entries' outcomes (short logs) or from convolving Fraction dictionaries
entry by entry (longer ones), and the unluckiest-of-N chance from every combination, or
from replaying the log entry by entry.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from fractions import Fraction as F
from functools import cache

import numpy as np

from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.rules.model import Rules, Side
from tests.helpers.brute_force import brute_force_round, kept_scores

Law = dict[int, F]


@cache
def round_law(rules: Rules, attacker_dice: int, defender_dice: int) -> tuple[tuple[int, F], ...]:
    """(swing, chance) of one round: every face of every die."""
    losses = brute_force_round(rules, attacker_dice, defender_dice)
    pairs = len(losses) - 1
    return tuple((pairs - 2 * lost, p) for lost, p in enumerate(losses) if p)


def _dice(side: Side, fighting: int) -> int:
    return sum(1 for need in side.armies if need <= fighting)


@cache
def battle_ends(
    a: int, d: int, rules: Rules, stop_at: int
) -> tuple[tuple[tuple[int, int], F], ...]:
    """Every end (attackers, defenders) with its exact chance, round by round."""
    ends: dict[tuple[int, int], F] = defaultdict(F)
    if d == 0 or a <= stop_at:
        return (((a, d), F(1)),)
    na, nd = _dice(rules.attacker, a - 1), _dice(rules.defender, d)
    pairs = min(na, nd)
    for lost, p in enumerate(brute_force_round(rules, na, nd)):
        if p:
            for end, q in battle_ends(a - lost, d - (pairs - lost), rules, stop_at):
                ends[end] += p * q
    return tuple(ends.items())


def entry_law(entry: Entry) -> Law:
    """The exact law of the entry's swing (defender's losses minus attacker's)."""
    law: Law = defaultdict(F)
    what, rules = entry.what, entry.rules
    if isinstance(what, Roll):
        na = len(what.attacker_faces) - rules.attacker.extra_dice
        nd = len(what.defender_faces) - rules.defender.extra_dice
        for value, p in round_law(rules, na, nd):
            law[value] += p
    else:
        (a, d) = what.start
        for (i, j), p in battle_ends(a, d, rules, what.stop_at):
            law[(d - j) - (a - i)] += p
    return dict(law)


def observed_swing(entry: Entry) -> int:
    what, rules = entry.what, entry.rules
    if isinstance(what, Fought):
        (a, d), (i, j) = what.start, what.end
        return (d - j) - (a - i)
    scores = []
    for faces, side in (
        (what.attacker_faces, rules.attacker),
        (what.defender_faces, rules.defender),
    ):
        sides = [side.sides[min(k, len(side.sides) - 1)] for k in range(len(faces))]
        scores.append(
            kept_scores(list(faces), sides, side, len(faces) - side.extra_dice, rules.cap_faces)
        )
    swing = 0
    for x, y in zip(*scores):
        wins = x >= y if rules.ties == "attacker" else x > y
        swing += 1 if wins else -1
    return swing


def mean(law: Law) -> F:
    return sum((v * p for v, p in law.items()), F(0))


def variance(law: Law) -> F:
    m = mean(law)
    return sum(((v - m) ** 2 * p for v, p in law.items()), F(0))


def mid_p(law: Law, value: int) -> F:
    return sum((p for v, p in law.items() if v < value), F(0)) + law.get(value, F(0)) / 2


def add(a: Law, b: Law) -> Law:
    out: Law = defaultdict(F)
    for x, p in a.items():
        for y, q in b.items():
            out[x + y] += p * q
    return dict(out)


def negate(a: Law) -> Law:
    return {-v: p for v, p in a.items()}


def players(entries: list[Entry]) -> list[str]:
    return sorted({e.attacker for e in entries} | {e.defender for e in entries})


def side_sums(entries: list[Entry], swings: tuple[int, ...]) -> dict[tuple[str, str], int]:
    """(player, "attack"|"defence"|"total") -> that player's swing sum for these outcomes;
    (first, second) for first < second -> first's swing over every entry between them."""
    sums: dict[tuple[str, str], int] = defaultdict(int)
    for e, s in zip(entries, swings):
        sums[e.attacker, "attack"] += s
        sums[e.attacker, "total"] += s
        sums[e.defender, "defence"] -= s
        sums[e.defender, "total"] -= s
        first, second = sorted((e.attacker, e.defender))
        sums[first, second] += s if first == e.attacker else -s
    return sums


def enumerate_laws(entries: list[Entry]) -> dict[tuple[str, str], Law]:
    """Every combination of outcomes: the exact law of each side sum of ``side_sums``."""
    laws = [list(entry_law(e).items()) for e in entries]
    keys = {k for k in side_sums(entries, tuple(0 for _ in entries))}
    out: dict[tuple[str, str], Law] = {k: defaultdict(F) for k in keys}
    for combination in itertools.product(*laws):
        p = F(1)
        for _, q in combination:
            p *= q
        sums = side_sums(entries, tuple(v for v, _ in combination))
        for k in keys:
            out[k][sums[k]] += p
    return {k: dict(v) for k, v in out.items()}


def exact_unluckiest_chance(entries: list[Entry]) -> tuple[str, F, F]:
    """(unluckiest player, their total mid-p, P(min over players of total mid-p <= it))."""
    names = players(entries)
    laws = enumerate_laws(entries)
    observed_sums = side_sums(entries, tuple(observed_swing(e) for e in entries))
    observed = {n: mid_p(laws[n, "total"], observed_sums[n, "total"]) for n in names}
    worst = min(names, key=lambda n: (observed[n], n))
    chance = F(0)
    for combination in itertools.product(*(list(entry_law(e).items()) for e in entries)):
        p = F(1)
        for _, q in combination:
            p *= q
        sums = side_sums(entries, tuple(v for v, _ in combination))
        lowest = min(mid_p(laws[n, "total"], sums[n, "total"]) for n in names)
        if lowest <= observed[worst]:
            chance += p
    return worst, observed[worst], chance


def total_laws(entries: list[Entry]) -> dict[str, Law]:
    """Each player's total law, convolved entry by entry (for logs too long to enumerate)."""
    laws: dict[str, Law] = {n: {0: F(1)} for n in players(entries)}
    for e in entries:
        law = entry_law(e)
        laws[e.attacker] = add(laws[e.attacker], law)
        laws[e.defender] = add(laws[e.defender], negate(law))
    return laws


def simulated_unluckiest_chance(entries: list[Entry], replays: int, seed: int) -> float:
    """Replay the log entry by entry under fair dice: how often the unluckiest of N has a
    total mid-p at most the observed lowest one."""
    rng = np.random.default_rng(seed)
    names = players(entries)
    laws = total_laws(entries)
    observed_sums = side_sums(entries, tuple(observed_swing(e) for e in entries))
    tables = {}
    for n in names:
        values = sorted(laws[n])
        tables[n] = {v: float(mid_p(laws[n], v)) for v in values}
    observed = min(tables[n][observed_sums[n, "total"]] for n in names)
    totals = {n: np.zeros(replays, dtype=np.int64) for n in names}
    for e in entries:
        law = sorted(entry_law(e).items())
        drawn = rng.choice([v for v, _ in law], size=replays, p=[float(p) for _, p in law])
        totals[e.attacker] += drawn
        totals[e.defender] -= drawn
    lowest = np.full(replays, np.inf)
    for n in names:
        lookup = np.vectorize(tables[n].__getitem__)
        lowest = np.minimum(lowest, lookup(totals[n]))
    return float(np.mean(lowest <= observed))
