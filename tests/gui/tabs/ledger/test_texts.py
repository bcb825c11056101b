"""What the entries table writes can be typed back into it."""

import pytest

from riskgui.core.ledger.model import Fought, Roll
from riskgui.gui.tabs.ledger.texts import parse_battle, parse_pair, parse_what, signed, what_text


@pytest.mark.slow
@pytest.mark.parametrize(
    "what",
    [Roll((6, 5, 1), (6, 3)), Roll((2,), (1, 1)), Fought((10, 10), (1, 4)),
     Fought((12, 5), (3, 2), stop_at=3)],
)  # fmt: skip
def test_what_is_shown_reads_back(what):
    assert parse_what(what_text(what), what) == what


@pytest.mark.slow
def test_battles_read_as_players_type_them():
    assert what_text(Fought((12, 5), (3, 2), 3)) == "12,5 \u2192 3,2, stop at 3"
    assert parse_battle("10 10 -> 1 4") == Fought((10, 10), (1, 4))
    assert parse_battle("10,10 > 1,4 stop 2") == Fought((10, 10), (1, 4), 2)
    assert parse_pair(" 7v3 ", "start") == (7, 3)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "says"),
    [("10,10", "start \u2192 end"), ("10 → 1,4", "like 10,10"), ("ten,10 → 1,4", "'ten,10'"),
     ("10,10 → 1,4 stop at x", "not 'x'")],
)  # fmt: skip
def test_a_battle_that_cannot_be_read_says_why(text, says):
    with pytest.raises(ValueError, match=says):
        parse_battle(text)


@pytest.mark.slow
def test_luck_always_shows_its_sign():
    assert [signed(x) for x in (1.234, -0.4, 0.0, -0.001)] == ["+1.23", "\u22120.40", "0.00",
                                                              "0.00"]  # fmt: skip


@pytest.mark.slow
def test_dice_read_highest_first_as_the_dice_tab_shows_them():
    assert what_text(Roll((3, 5, 3), (4, 1))) == "5,3,3/4,1"
    assert what_text(Roll((1, 2), (1, 6))) == "2,1/6,1"
