"""Never "1 dice": counts of dice as a player writes them; lists as a sentence says them."""

import pytest

from riskgui.core.dice.round import resolve_round
from riskgui.core.dice.throws import round_counts
from riskgui.core.plural import dice, dice_range, listed
from riskgui.core.rules.model import Rules, side


def test_counts_of_dice_in_words():
    assert [dice(1), dice(2)] == ["1 die", "2 dice"]
    assert [dice_range(1, 1), dice_range(2, 2), dice_range(1, 3)] == [
        "1 die",
        "2 dice",
        "1 to 3 dice",
    ]


def test_messages_about_a_single_die_say_die():
    one_each = Rules(attacker=side(1), defender=side(1))
    with pytest.raises(ValueError, match="the defender rolls 1 die$"):
        round_counts(one_each, 1, 2)
    with pytest.raises(ValueError, match="the attacker rolls 1 die here, not 2"):
        resolve_round(2, 1, [6, 5], [1], Rules())


def test_a_list_reads_as_a_sentence_does():
    assert listed([]) == ""
    assert listed(["China"]) == "China"
    assert listed(["Afghanistan", "China"]) == "Afghanistan and China"
    assert listed(("A", "B", "C")) == "A, B and C"
