"""The advice in words: exact, bounded, a draft, ties, a goal already held, too large."""

import pytest

from riskgui.core.advice.answer import Advice, AttackValue
from riskgui.core.board.request import request_from_json
from riskgui.gui.jobs.advice import AdviceAnswer
from riskgui.gui.tabs.board.advice_text import advice_words
from riskgui.gui.tabs.board.example import example_position

REQUEST = request_from_json(example_position())
A = AttackValue("North Africa", "Congo", 0.6037599906904241, 9)
B = AttackValue("Middle East", "East Africa", 0.6037599906904241, 4)
C = AttackValue("Egypt", "East Africa", 0.5565, 6)


def advice(p, lower=None, upper=None, attacks=(A, B, C), placement=None, elsewhere=0):
    exact = lower is None
    return Advice(
        p, exact, p if exact else lower, p if exact else upper, ("Congo", "Egypt"), placement,
        elsewhere, attacks, attacks[0] if attacks and p < 1 else None, (), None, 21866,
    )  # fmt: skip


def words(a, working=False, stopped=False):
    answer = AdviceAnswer(request=REQUEST, advice=a, solved=None, fresh=True)
    return advice_words(answer, working, stopped)


@pytest.mark.slow
def test_exact_advice_names_the_chance_and_the_attack_and_its_equals():
    said = words(advice(A.p_goal))
    assert said.headline == "Take Australia: 60.38 % if you follow riskgui battle by battle"
    assert said.now == (
        "Attack North Africa \u2192 Congo first (Middle East \u2192 East Africa is as good)."
    )
    assert "Egypt \u2192 East Africa: 55.65 %" in said.tip and "21,866 states" in said.tip


@pytest.mark.slow
def test_bounds_are_said_as_a_player_reads_them():
    said = words(advice(0.31, lower=0.31, upper=0.33))
    assert said.headline.startswith("Take Australia: between 31.00 % and 33.00 % if you follow")
    assert said.now.endswith("riskgui is still sure no way of playing beats 33.00 %.")


@pytest.mark.slow
def test_the_draft_comes_first():
    said = words(advice(0.5, placement=(("India", 1), ("Siam", 2)), elsewhere=1))
    assert said.now.startswith(
        "Place 1 on India, 2 on Siam and 1 anywhere else, then attack North Africa"
    )


@pytest.mark.slow
def test_a_goal_held_says_stop():
    said = words(advice(1.0))
    assert said.now == "Stop: the goal is yours."
    assert said.headline == "Take Australia: 100 % if you follow riskgui battle by battle"


@pytest.mark.slow
def test_two_attacks_as_good_as_the_next_are_one_sentence():
    D = AttackValue("Egypt", "East Africa", A.p_goal, 6)
    assert words(advice(A.p_goal, attacks=(A, B, D))).now == (
        "Attack North Africa \u2192 Congo first (Middle East \u2192 East Africa and "
        "Egypt \u2192 East Africa are as good)."
    )


@pytest.mark.slow
def test_bounds_that_read_the_same_are_said_once():
    near = 1 - 1e-12
    said = words(advice(near, lower=near - 1e-13, upper=near))
    assert said.headline == "Take Australia: > 99.99999 % if you follow riskgui battle by battle"
    assert (
        said.now
        == "Attack North Africa \u2192 Congo first (Middle East \u2192 East Africa is as good)."
    )


@pytest.mark.slow
def test_no_chance_says_so():
    assert words(advice(0.0, attacks=())).now == "No attack has a chance: keep your armies."


@pytest.mark.slow
def test_bounds_still_improving_say_so_and_how_to_stop():
    said = words(advice(0.31, lower=0.31, upper=0.33), working=True)
    assert said.headline.startswith("Take Australia: between 31.00 % and 33.00 %")
    assert said.now.startswith("Attack North Africa \u2192 Congo first")
    assert said.now.endswith(
        "riskgui is still sure no way of playing beats 33.00 %. Improving the bounds\u2026 "
        "(Stop or Esc to stop)"
    )
    stopped = words(advice(0.31, lower=0.31, upper=0.33), stopped=True)
    assert stopped.now.endswith("Stopped: these are the bounds found so far.")


@pytest.mark.slow
def test_no_sure_chance_yet_is_not_said_as_no_chance():
    nothing = advice(0.0, lower=0.0, upper=0.5009, attacks=())
    said = words(nothing, working=True)
    assert said.headline == "Take Australia: at most 50.09 %, no sure chance known yet"
    assert said.now.startswith("Still looking for a way of playing riskgui can vouch for")
    assert "no attack has a chance" not in said.now.lower()
    stopped = words(nothing, stopped=True)
    assert stopped.now.startswith("Stopped before riskgui found a way of playing")
    ended = words(nothing)
    assert ended.headline == "Take Australia: at most 50.09 %, too large to solve battle by battle"
    assert "no way of playing beats 50.09 %" in ended.now
