"""Keys typed on a territory: digits make the armies, a pause or another territory starts
a new number, Backspace takes a digit back, + and - step, a letter gives it away."""

import pytest

from riskgui.core.board.position import MAX_ARMIES
from riskgui.gui.tabs.board.key_entry import PAUSE_MS, ArmyTyping, Typed

KEYS = {"r": "Red", "b": "Blue"}


def typed(entry, territory, texts, armies=3, start=0, step=100):
    results = []
    for i, text in enumerate(texts):
        results.append(entry.key(territory, text, armies, KEYS, start + i * step))
    return results


@pytest.mark.slow
def test_digits_make_one_number():
    entry = ArmyTyping()
    assert typed(entry, "Siam", "125")[-1] == Typed(armies=125)


def test_a_pause_or_another_territory_starts_a_new_number():
    entry = ArmyTyping()
    typed(entry, "Siam", "12")
    assert entry.key("Siam", "4", 12, KEYS, 100 + PAUSE_MS + 1) == Typed(armies=4)
    assert entry.key("India", "7", 3, KEYS, 100 + PAUSE_MS + 2) == Typed(armies=7)


def test_backspace_takes_the_last_digit_back():
    entry = ArmyTyping()
    typed(entry, "Siam", "12")
    assert entry.erase("Siam", 250) == Typed(armies=1)
    assert entry.erase("Siam", 300) == Typed()  # nothing left: the armies stay
    assert entry.erase("India", 350) == Typed()


@pytest.mark.slow
def test_no_territory_holds_zero_or_more_than_the_most():
    entry = ArmyTyping()
    assert typed(entry, "Siam", "0") == [Typed()]
    assert typed(entry, "Siam", "07", start=5000)[-1] == Typed(armies=7)
    many = typed(entry, "Siam", "100000", start=10_000)
    assert many[-1] == Typed() and many[-2] == Typed(armies=10_000) == Typed(armies=MAX_ARMIES)


@pytest.mark.slow
def test_plus_and_minus_step_by_one_and_never_below_one():
    entry = ArmyTyping()
    assert entry.key("Siam", "+", 3, KEYS, 0) == Typed(armies=4)
    assert entry.key("Siam", "-", 1, KEYS, 10) == Typed(armies=1)


@pytest.mark.slow
def test_a_players_key_gives_the_territory_and_others_do_nothing():
    entry = ArmyTyping()
    assert entry.key("Siam", "B", 3, KEYS, 0) == Typed(owner="Blue")
    assert entry.key("Siam", "x", 3, KEYS, 10) == Typed()
