"""``below_advice``: the search's bound lowered to the advice's upper bound, never raised,
and the plan found called the best when it reaches that bound."""

from riskgui.core.board.found import Found, below_advice
from riskgui.core.board.improve import TOLERANCE


def found(p_goal: float, bound: float, exact: bool = False) -> Found:
    return Found(legs=(("Siam", "Indonesia"),), placement={}, p_goal=p_goal, exact=exact,
                 bound=bound)  # fmt: skip


def test_a_looser_bound_comes_down_to_the_advices():
    lowered = below_advice(found(0.04, 0.4999), 0.2957)
    assert lowered.bound == 0.2957 and not lowered.exact
    assert lowered.p_goal == 0.04 and lowered.legs == (("Siam", "Indonesia"),)


def test_a_tighter_bound_stays():
    assert below_advice(found(0.5279, 0.5402), 0.6038) == found(0.5279, 0.5402)


def test_the_plan_is_the_best_when_it_reaches_the_advices_bound():
    reached = below_advice(found(0.3, 0.6), 0.3 + TOLERANCE / 2)
    assert reached.exact and reached.bound == reached.p_goal == 0.3


def test_an_exact_answer_is_left_as_it_is():
    exact = found(0.367, 0.367, exact=True)
    assert below_advice(exact, 0.2) is exact


def test_a_plan_above_the_advice_is_a_disagreement_and_claims_nothing():
    # No fixed plan beats the best way to play battle by battle; if one seems to, one of
    # the two engines is wrong, and neither bound nor "exact" should be taken from it.
    odd = found(0.5, 0.7)
    assert below_advice(odd, 0.5 - 10 * TOLERANCE) is odd
