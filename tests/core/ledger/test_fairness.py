import math

import pytest

from riskgui.core.ledger.fairness import DieKind, chi_square_p_value, dice_fairness
from riskgui.core.ledger.model import Entry, Fought, Roll
from riskgui.core.rules.model import CLASSIC, Rules, side
from riskgui.core.rules.presets import preset


@pytest.mark.parametrize(
    ("chi2", "df", "p"),
    [(11.0705, 5, 0.05), (3.841, 1, 0.05), (6.635, 1, 0.01), (15.086, 5, 0.01), (18.307, 10, 0.05)],
)
def test_table_values(chi2, df, p):
    assert chi_square_p_value(chi2, df) == pytest.approx(p, abs=2e-5)


def test_a_value_between_the_table_rows():
    assert chi_square_p_value(3.1, 5) == pytest.approx(0.6846, abs=1e-4)


def _even(x: float, df: int) -> float:
    """Even degrees of freedom: Q = exp(-x/2) * sum_{k < df/2} (x/2)^k / k!."""
    h = x / 2
    return math.exp(-h) * sum(h**k / math.factorial(k) for k in range(df // 2))


def _odd(x: float, df: int) -> float:
    """Odd degrees: Q = erfc(sqrt(x/2)) + exp(-x/2) * sum over k = 1 .. (df-1)/2 of
    (x/2)^(k-1/2) / Γ(k+1/2)."""
    h = x / 2
    tail = sum(h ** (k - 0.5) / math.gamma(k + 0.5) for k in range(1, (df - 1) // 2 + 1))
    return math.erfc(math.sqrt(h)) + math.exp(-h) * tail


@pytest.mark.parametrize("df", [1, 2, 3, 4, 5, 7, 8, 11, 20])
@pytest.mark.parametrize("x", [0.01, 0.5, 1.0, 2.9, 3.1, 6.0, 11.0, 25.0, 60.0])
def test_closed_forms(x, df):
    exact = _even(x, df) if df % 2 == 0 else _odd(x, df)
    assert chi_square_p_value(x, df) == pytest.approx(exact, rel=1e-10, abs=1e-300)


def test_ends_and_bad_input():
    assert chi_square_p_value(0.0, 5) == 1.0
    assert chi_square_p_value(math.inf, 5) == 0.0
    assert 0 < chi_square_p_value(400.0, 5) < 1e-80
    for chi2, df in ((-1.0, 5), (math.nan, 5), (1.0, 0)):
        with pytest.raises(ValueError):
            chi_square_p_value(chi2, df)


def roll(attacker, defender, dice, rules=CLASSIC):
    return Entry("night", attacker, defender, Roll(*(tuple(f) for f in dice)), rules)


def test_faces_belong_to_whoever_rolled_them():
    entries = [
        roll("Anna", "Ben", ([6, 6, 1], [2, 2])),
        roll("Ben", "Anna", ([3], [4, 5])),
        Entry("night", "Anna", "Ben", Fought((5, 5), (5, 0))),  # no faces
    ]
    (everyone,) = dice_fairness(entries)
    assert everyone.die == DieKind(6, False)
    assert everyone.faces == {1: 1, 2: 2, 3: 1, 4: 1, 5: 1, 6: 2}
    assert everyone.dice == 8
    assert everyone.expected == {f: pytest.approx(8 / 6) for f in range(1, 7)}
    chi2 = sum((n - 8 / 6) ** 2 / (8 / 6) for n in everyone.faces.values())
    assert everyone.chi_square == pytest.approx(chi2)
    assert everyone.p_value == pytest.approx(chi_square_p_value(chi2, 5))
    (anna,) = dice_fairness(entries, "Anna")
    assert anna.faces == {1: 1, 2: 0, 3: 0, 4: 1, 5: 1, 6: 2} and anna.dice == 5
    (ben,) = dice_fairness(entries, "Ben")
    assert ben.faces == {1: 0, 2: 2, 3: 1, 4: 0, 5: 0, 6: 0} and ben.dice == 3


def test_the_plain_d6_comes_first_even_without_dice():
    (nothing,) = dice_fairness([])
    assert nothing.die == DieKind(6, False) and nothing.dice == 0
    assert nothing.chi_square is None and nothing.p_value is None
    assert nothing.faces == {f: 0 for f in range(1, 7)}
    d8 = Rules(defender=side(2, sides=(8,)))
    kinds = dice_fairness([roll("Anna", "Ben", ([1, 2, 3], [8, 7]), d8)], "Ben")
    assert [k.die for k in kinds] == [DieKind(6, False), DieKind(8, False)]
    assert kinds[0].dice == 0 and kinds[1].faces[8] == 1 and kinds[1].faces[7] == 1


def test_a_die_that_rerolls_ones_is_not_uniform():
    rules = Rules(attacker=side(3, reroll_ones=True))
    entries = [roll("Anna", "Ben", ([1, 2, 6], [1, 1]), rules)] * 6
    plain, rerolling = dice_fairness(entries)
    assert plain.die == DieKind(6, False) and plain.dice == 12
    assert rerolling.die == DieKind(6, True) and rerolling.dice == 18
    # P(1) = 1/36 (two ones in a row), every other face (6 + 1)/36.
    assert rerolling.expected[1] == pytest.approx(18 / 36)
    for face in range(2, 7):
        assert rerolling.expected[face] == pytest.approx(18 * 7 / 36)
    chi2 = sum(
        (rerolling.faces[f] - rerolling.expected[f]) ** 2 / rerolling.expected[f]
        for f in range(1, 7)
    )
    assert rerolling.chi_square == pytest.approx(chi2)
    assert sum(rerolling.expected.values()) == pytest.approx(18)


def test_extra_dice_are_counted_as_rolled():
    bonus = preset("bonus-die").rules
    (d6,) = dice_fairness([roll("Anna", "Ben", ([6, 5, 4], [3, 2, 1]), bonus)], "Ben")
    assert d6.dice == 3 and d6.faces[1] == 1
