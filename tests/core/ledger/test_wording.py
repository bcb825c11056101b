import pytest

from riskgui.core.ledger.fairness import DieKind, Fairness, dice_fairness
from riskgui.core.ledger.model import Entry, Roll
from riskgui.core.ledger.report import Luck, Unluckiest
from riskgui.core.ledger.wording import (
    fairness_sentence,
    luck_details,
    luck_sentence,
    unluckiest_details,
    unluckiest_sentence,
)


def luck(value: float, percentile: float) -> Luck:
    return Luck(value, round(value), 0.0, 4.0, percentile, 40)


def test_lucky_and_unlucky_sentences():
    assert (
        luck_sentence("Anna", luck(6.2, 1 - 1 / 12))
        == "Anna: 6.2 armies luckier than expected, as lucky as 1 evening in 12"
    )
    assert (
        luck_sentence("Ben", luck(-3.14, 0.2))
        == "Ben: 3.1 armies unluckier than expected, as unlucky as 1 evening in 5"
    )
    assert luck_sentence("Ben", luck(-3.1, 0.2), per="game").endswith("1 game in 5")
    assert luck_sentence("Cleo", luck(25.0, 1 - 1 / 1234.4)).endswith("1 evening in 1,234")


def test_near_the_middle():
    assert luck_sentence("Anna", luck(0.01, 0.5)) == "Anna: about as lucky as expected"
    assert (
        luck_sentence("Anna", luck(0.6, 0.58))
        == "Anna: about as lucky as expected (0.6 armies luckier)"
    )
    assert luck_sentence("Anna", luck(-0.6, 0.42)).endswith("(0.6 armies unluckier)")
    # 1 in 3 is already worth saying
    assert luck_sentence("Anna", luck(-1.9, 1 / 3)).endswith("as unlucky as 1 evening in 3")


def test_far_tails_and_no_chance_at_all():
    assert luck_sentence("Anna", luck(80.0, 1.0)).endswith(
        "as lucky as 1 evening in more than a million"
    )
    assert luck_sentence("Ben", luck(-80.0, 1e-9)).endswith(
        "as unlucky as 1 evening in more than a million"
    )
    assert luck_sentence("Ben", luck(-80.0, 0.0)).endswith("more than a million")


def test_a_skewed_law_never_reads_both_ways():
    """Below the mean yet above most evenings: say neither luckier nor unluckier."""
    assert luck_sentence("Anna", luck(-9.3, 0.75)) == (
        "Anna: about as lucky as expected (9.3 armies unluckier)"
    )


def test_details_carry_the_numbers():
    text = luck_details(Luck(6.2, 8, 1.8, 3.4, 0.9721, 40))
    for part in ("+8", "+1.80", "3.40", "+6.20", "97.21 %", "40 entries", "mid-p"):
        assert part in text
    assert "1 entry" in luck_details(Luck(1.0, 1, 0.0, 1.0, 0.7, 1))


def test_unluckiest_sentence_is_said_as_a_player_would():
    u = Unluckiest("Ben", 0.2224, 3, 0.62, 10_000)
    assert unluckiest_sentence(u, "evening") == (
        "Ben had the worst dice of the 3 players; with fair dice someone is this unlucky "
        "3 evenings in 5"
    )
    assert unluckiest_sentence(u).endswith("someone is this unlucky 3 times in 5")
    for said in (unluckiest_sentence(u), unluckiest_sentence(u, "evening")):
        assert "percentile" not in said and "replays" not in said and "%" not in said


@pytest.mark.parametrize(
    ("chance", "often"),
    [
        (0.5, "1 evening in 2"),
        (0.36, "1 evening in 3"),
        (0.27, "1 evening in 4"),
        (0.116, "1 evening in 9"),
        (0.0021, "1 evening in 476"),
        (0.3, "3 evenings in 10"),
        (0.71, "7 evenings in 10"),
        (0.74, "3 evenings in 4"),
        (0.9, "9 evenings in 10"),
        (0.985, "nearly every evening"),
        (0.0, "less than 1 evening in 20,000"),
    ],
)
def test_how_often_reads_as_a_simple_fraction(chance, often):
    said = unluckiest_sentence(Unluckiest("Ben", 0.01, 4, chance, 20_000), "evening")
    assert said.endswith(f"someone is this unlucky {often}")


def test_the_numbers_behind_the_unluckiest_are_in_the_details():
    text = unluckiest_details(Unluckiest("Ben", 0.031, 4, 0.116, 20_000))
    for part in ("3.10 %", "mid-p", "20,000 replays", "11.6 %", "4 players"):
        assert part in text
    assert "in none of 20,000" in unluckiest_details(Unluckiest("Ben", 1e-6, 4, 0.0, 20_000))


def _fairness(faces: dict[int, int]) -> Fairness:
    entries = []
    for face, count in faces.items():
        entries += [Entry("n", "Anna", "Ben", Roll((face,), (1,)))] * count
    return dice_fairness(entries, "Anna")[0]


def test_fairness_sentences():
    fair = _fairness({f: 20 for f in range(1, 7)})
    assert fairness_sentence(fair, "Anna").startswith("Anna's d6 look fair (120 dice")
    assert "p = 1" in fairness_sentence(fair)
    loaded = _fairness({1: 10, 2: 10, 3: 10, 4: 10, 5: 10, 6: 50})
    text = fairness_sentence(loaded)
    assert text.startswith("The d6 look uneven: fair dice are this uneven less than 1 time in")
    slightly = _fairness({1: 12, 2: 20, 3: 20, 4: 20, 5: 20, 6: 38})
    assert slightly.p_value is not None and 0.001 < slightly.p_value < 0.05
    assert f"1 time in {round(1 / slightly.p_value):,}" in fairness_sentence(slightly)
    few = _fairness({6: 3})
    assert "too few dice to tell" in fairness_sentence(
        few
    ) and "30 are needed" in fairness_sentence(few)
    empty = Fairness(DieKind(6, True), {f: 0 for f in range(1, 7)}, {}, 0, None, None)
    assert fairness_sentence(empty, "Ben") == "Ben's d6 re-rolling ones: no dice entered yet"
