"""Players' and pairs' luck against the independent reference (tests/helpers/ledger_reference)."""

import math
from fractions import Fraction as F

import numpy as np
import pytest

from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.ledger.report import Luck, ledger_report, running_luck
from riskgui.core.rules.model import CLASSIC
from riskgui.core.rules.presets import preset
from tests.helpers import ledger_reference as ref

CAPITAL = preset("capital").rules
ZOMBIES = preset("zombies").rules


def roll(attacker, defender, dice, rules=CLASSIC):
    return Entry("night", attacker, defender, Roll(*(tuple(f) for f in dice)), rules)


def battle(attacker, defender, start, end, stop_at=1, rules=CLASSIC):
    return Entry("night", attacker, defender, Fought(start, end, stop_at), rules)


SHORT_CLASSIC = [
    roll("Anna", "Ben", ([6, 5, 1], [4, 3])),
    roll("Ben", "Cleo", ([2, 1], [6])),
    roll("Cleo", "Anna", ([3], [5, 2])),
    battle("Anna", "Cleo", (4, 3), (4, 0)),
    roll("Ben", "Anna", ([4, 4], [4, 4])),
    roll("Anna", "Ben", ([6], [1])),
]
SHORT_MIXED = [
    roll("Anna", "Ben", ([6, 5, 1], [6, 5, 2]), CAPITAL),
    roll("Ben", "Cleo", ([3, 3, 1], [3, 2]), ZOMBIES),
    battle("Cleo", "Dan", (5, 2), (2, 1), 2),
    roll("Dan", "Anna", ([2, 1], [6, 2, 1]), CAPITAL),
    roll("Anna", "Dan", ([1], [1]), ZOMBIES),
    roll("Dan", "Ben", ([6, 6, 6], [1]), CLASSIC),
    battle("Ben", "Anna", (3, 3), (1, 2), 1, CAPITAL),
]


def _check(found: Luck, law, observed: int, entries: int):
    assert found.swing == observed
    assert found.entries == entries
    assert found.expected == pytest.approx(float(ref.mean(law)), abs=1e-12)
    assert found.sd == pytest.approx(math.sqrt(ref.variance(law)), abs=1e-12)
    assert found.luck == pytest.approx(float(observed - ref.mean(law)), abs=1e-12)
    assert found.percentile == pytest.approx(float(ref.mid_p(law, observed)), abs=1e-12)


@pytest.mark.slow
@pytest.mark.parametrize("entries", [SHORT_CLASSIC, SHORT_MIXED], ids=["classic", "mixed"])
def test_short_logs_against_every_combination(entries):
    report = ledger_report(entries, "night", replays=1000)
    laws = ref.enumerate_laws(entries)
    observed = ref.side_sums(entries, tuple(ref.observed_swing(e) for e in entries))
    names = ref.players(entries)
    assert list(report.players) == names
    assert report.entries == len(entries) and report.evening == "night"
    for name in names:
        player = report.players[name]
        for part in ("attack", "defence", "total"):
            law = laws.get((name, part), {0: F(1)})
            took_part = sum(
                (part != "defence" and e.attacker == name)
                or (part != "attack" and e.defender == name)
                for e in entries
            )
            _check(getattr(player, part), law, observed.get((name, part), 0), took_part)
    met = sorted({tuple(sorted((e.attacker, e.defender))) for e in entries})
    assert [(p.first, p.second) for p in report.pairs] == met
    for pair in report.pairs:
        between = sum({e.attacker, e.defender} == {pair.first, pair.second} for e in entries)
        key = (pair.first, pair.second)
        _check(pair.luck, laws[key], observed[key], between)


@pytest.mark.slow
@pytest.mark.parametrize("entries", [SHORT_CLASSIC, SHORT_MIXED], ids=["classic", "mixed"])
def test_unluckiest_against_every_combination(entries):
    replays = 20_000
    report = ledger_report(entries, replays=replays, seed=7)
    worst, percentile, chance = ref.exact_unluckiest_chance(entries)
    u = report.unluckiest
    assert u is not None
    assert (u.player, u.players, u.replays) == (worst, len(ref.players(entries)), replays)
    assert u.percentile == pytest.approx(float(percentile), abs=1e-12)
    p = float(chance)
    z = (u.chance - p) / math.sqrt(p * (1 - p) / replays)
    assert abs(z) < 4


def _long_log(seed: int, rolls: int) -> list[Entry]:
    """Real-looking rolls among four players, Anna's dice a little loaded, and some battles."""
    rng = np.random.default_rng(seed)
    names = ["Anna", "Ben", "Cleo", "Dan"]
    entries = []
    for n in range(rolls):
        a, d = rng.choice(4, 2, replace=False)
        rules = (CLASSIC, CAPITAL, ZOMBIES)[n % 3]
        na = int(rng.integers(1, rules.attacker.dice + 1))
        nd = int(rng.integers(1, rules.defender.dice + 1))
        faces = [rng.integers(1, 7, na), rng.integers(1, 7, nd)]
        if names[a] == "Anna" and n % 2 == 0:
            faces[0] = np.full(na, 6)
        entries.append(roll(names[a], names[d], [[int(x) for x in f] for f in faces], rules))
    entries += [
        battle("Ben", "Anna", (5, 4), (5, 0)),
        battle("Cleo", "Dan", (6, 3), (3, 1), 3),
        battle("Anna", "Cleo", (4, 4), (1, 3), 1, CAPITAL),
    ]
    return entries


def _simulate(entries: list[Entry], replays: int, seed: int) -> dict[tuple[str, str], np.ndarray]:
    """Roll real dice for every roll (NumPy), draw every battle's end: the side sums."""
    rng = np.random.default_rng(seed)
    swings = np.zeros((replays, len(entries)), dtype=np.int64)
    for index, e in enumerate(entries):
        if isinstance(e.what, Fought):
            law = sorted(ref.entry_law(e).items())
            swings[:, index] = rng.choice(
                [v for v, _ in law], replays, p=[float(p) for _, p in law]
            )
            continue
        assert not (e.rules.attacker.modified or e.rules.defender.modified)
        a = -np.sort(-rng.integers(1, 7, (replays, len(e.what.attacker_faces))), axis=1)
        d = -np.sort(-rng.integers(1, 7, (replays, len(e.what.defender_faces))), axis=1)
        pairs = min(a.shape[1], d.shape[1])
        wins = (
            a[:, :pairs] >= d[:, :pairs]
            if e.rules.ties == "attacker"
            else a[:, :pairs] > d[:, :pairs]
        )
        swings[:, index] = 2 * wins.sum(axis=1) - pairs
    sums = {}
    for name in ref.players(entries):
        attack = np.array([e.attacker == name for e in entries], dtype=np.int64)
        defence = np.array([e.defender == name for e in entries], dtype=np.int64)
        sums[name, "attack"] = swings @ attack
        sums[name, "defence"] = -(swings @ defence)
        sums[name, "total"] = sums[name, "attack"] + sums[name, "defence"]
    return sums


@pytest.mark.slow
def test_long_log_percentiles_against_a_simulation():
    entries = _long_log(seed=3, rolls=600)
    report = ledger_report(entries, replays=100)
    observed = ref.side_sums(entries, tuple(ref.observed_swing(e) for e in entries))
    replays = 40_000
    sums = _simulate(entries, replays, seed=12)
    extreme = 0
    for (name, part), simulated in sums.items():
        found = getattr(report.players[name], part)
        s = observed[name, part]
        assert found.swing == s
        below = (simulated < s) + 0.5 * (simulated == s)
        se = below.std() / math.sqrt(replays)
        assert abs(found.percentile - below.mean()) < 4 * se + 1e-12, (name, part)
        assert abs(found.expected - simulated.mean()) < 4 * simulated.std() / math.sqrt(replays)
        assert found.sd == pytest.approx(simulated.std(), rel=0.03)
        extreme += found.percentile > 0.99
    assert extreme, "Anna's loaded dice should show"


def test_unluckiest_against_an_entry_by_entry_replay():
    entries = _long_log(seed=8, rolls=40)
    replays = 20_000
    report = ledger_report(entries, replays=replays, seed=1)
    simulated = ref.simulated_unluckiest_chance(entries, replays, seed=2)
    u = report.unluckiest
    assert u is not None
    p = (u.chance + simulated) / 2
    z = (u.chance - simulated) / math.sqrt(p * (1 - p) * 2 / replays)
    assert abs(z) < 4
    assert 0 < u.chance < 1


def test_the_same_seed_gives_the_same_report():
    entries = _long_log(seed=4, rolls=50)
    assert ledger_report(entries, seed=5) == ledger_report(entries, seed=5)


def test_running_luck_adds_up_each_players_entries():
    entries = SHORT_MIXED
    runs = running_luck(entries)
    assert sorted(runs) == ref.players(entries)
    for name, run in runs.items():
        expected, total = [], F(0)
        for index, e in enumerate(entries):
            if name in (e.attacker, e.defender):
                luck = ref.observed_swing(e) - ref.mean(ref.entry_law(e))
                total += luck if e.attacker == name else -luck
                expected.append((index, float(total)))
        assert [i for i, _ in run] == [i for i, _ in expected]
        assert [v for _, v in run] == pytest.approx([v for _, v in expected], abs=1e-12)
    last = {name: run[-1][1] for name, run in runs.items()}
    report = ledger_report(entries, replays=10)
    for name, value in last.items():
        assert report.players[name].total.luck == pytest.approx(value, abs=1e-12)


def test_no_entries_and_one_pair():
    empty = ledger_report([], None)
    assert (empty.players, empty.pairs, empty.unluckiest, empty.entries) == ({}, (), None, 0)
    one = ledger_report([roll("Ben", "Anna", ([6], [1]))], replays=1000)
    assert one.players["Anna"].attack.entries == 0
    assert one.players["Anna"].attack.percentile == 0.5
    assert one.players["Ben"].total.luck == pytest.approx(1 - (15 / 36 - 21 / 36), abs=1e-15)
    assert one.unluckiest is not None and one.unluckiest.player == "Anna"
    # Anna lost a 1 v 1 (15/36): mid-p 15/72.  Had she won, Ben's mid-p would be 21/72, so
    # the unluckiest of two is this unlucky exactly when the attacker wins: 15/36.
    assert one.unluckiest.percentile == pytest.approx(15 / 72, abs=1e-15)
    z = (one.unluckiest.chance - 15 / 36) / math.sqrt(15 / 36 * 21 / 36 / 1000)
    assert abs(z) < 4
    with pytest.raises(ValueError):
        ledger_report([], replays=0)


def test_a_cancelled_report_stops():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        ledger_report(SHORT_CLASSIC, token=token)
