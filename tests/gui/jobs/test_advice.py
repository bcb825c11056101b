"""The advice job: the example answered as the core answers it, a position that follows
from the one solved answered without solving again, a new goal solved anew, a game too
large answered with bounds that improve; no threads."""

import pytest

from riskgui.core.advice.advisor import Advisor
from riskgui.core.advice.board_advice import board_game
from riskgui.core.board.request import request_from_json
from riskgui.core.cancel import Cancelled, CancelToken
from riskgui.gui.jobs.advice import advice_job
from riskgui.gui.tabs.board.example import example_position


def request_of(**changes):
    data = example_position()
    data["draft"] = {"armies": 0}
    for territory, entry in changes.items():
        data["position"][territory.replace("_", " ")] = entry
    return request_from_json(data)


def core_value(request):
    return Advisor(board_game(request)).advice().p_goal


@pytest.mark.slow
def test_the_example_is_answered_as_the_core_answers_it(solves):
    request = request_from_json(example_position())
    (answer,) = advice_job(request, None, CancelToken())
    expected = Advisor(board_game(request)).advice()
    assert answer.advice == expected and answer.fresh and len(solves) == 1
    assert answer.advice.placement == (("Siam", 3),)
    assert (answer.advice.next.source, answer.advice.next.target) == ("Siam", "Indonesia")


@pytest.mark.slow
def test_what_happened_is_answered_without_solving_again(solves):
    (first,) = advice_job(request_of(), None, CancelToken())
    # A round lost on each side, then Indonesia taken with 4 armies moved in.
    for changes in (
        {"Siam": ["Red", 9], "Indonesia": ["Blue", 1]},
        {"Siam": ["Red", 5], "Indonesia": ["Red", 4]},
    ):
        request = request_of(**changes)
        (answer,) = advice_job(request, first, CancelToken())
        assert not answer.fresh and answer.solved is first.solved
        assert answer.advice.p_goal == pytest.approx(core_value(request), abs=1e-12)
    assert len(solves) == 1


@pytest.mark.slow
def test_the_same_plan_again_is_the_answer_held(solves):
    (first,) = advice_job(request_of(), None, CancelToken())
    (again,) = advice_job(request_of(), first, CancelToken())
    assert again is first and len(solves) == 1


@pytest.mark.slow
@pytest.mark.parametrize(
    "changes",
    [
        {"Kamchatka": ["Blue", 9]},  # off the region: a different game
        {"Siam": ["Blue", 4]},  # a territory of the player's lost: not this turn's state
    ],
)
def test_a_position_that_does_not_follow_is_solved_anew(solves, changes):
    (first,) = advice_job(request_of(), None, CancelToken())
    request = request_of(**changes)
    (answer,) = advice_job(request, first, CancelToken())
    assert answer.fresh and len(solves) == 2
    if answer.advice is not None:
        assert answer.advice.p_goal == pytest.approx(core_value(request), abs=1e-12)


@pytest.mark.slow
def test_a_new_goal_is_solved_anew(solves):
    (first,) = advice_job(request_of(), None, CancelToken())
    data = example_position()
    data["goal"] = {"continent": "Asia"}
    (answer,) = advice_job(request_from_json(data), first, CancelToken())
    assert answer.fresh and len(solves) == 2


@pytest.mark.slow
def test_a_game_too_large_is_answered_with_bounds_each_time_they_improve(bounded):
    """The example forced into bounds: a first answer with no policy yet, then better
    ones, each sound (the example's value, solved exactly, is between them)."""
    request = request_from_json(example_position())
    answers = list(advice_job(request, None, CancelToken()))
    value = core_value(request)
    assert len(answers) >= 3
    first, last = answers[0], answers[-1]
    assert first.advice.lower == 0.0 and first.advice.next is None and first.advice.upper < 1
    assert last.advice.lower > 0 and last.advice.next is not None
    for answer in answers:
        assert not answer.advice.exact and answer.solved is None and answer.fresh
        assert answer.advice.lower - 1e-12 <= value <= answer.advice.upper + 1e-12
    for before, after in zip(answers, answers[1:]):
        assert after.advice.lower >= before.advice.lower
        assert after.advice.upper <= before.advice.upper + 1e-12
        assert after.seconds >= before.seconds


@pytest.mark.slow
def test_a_job_cancelled_before_it_starts_stops():
    token = CancelToken()
    token.cancel()
    with pytest.raises(Cancelled):
        next(advice_job(request_of(), None, token))
