"""The best draft and the armies needed (issue #25), on plans whose answers are known,
and the whole answer (`answer_plan`): the plan after the chosen draft, the question on
the plan before it."""

import pytest

from riskgui.core.plan.draft import answer_plan, armies_needed, best_draft
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.parse import plan_from_json
from tests.helpers.plan_reference import reference_draft, reference_p_goal, reference_solve

# Home (3) attacks Target (5); Spare (1) is in no leg.
ONE_FRONT = {
    "mine": {"Home": 3, "Spare": 1},
    "theirs": {"Target": 5},
    "legs": [{"from": "Home", "to": "Target"}],
}
P_THREE_VS_FIVE = 0.04913481237779885


def plan(**changes):
    return plan_from_json({**ONE_FRONT, **changes})


def test_armies_on_a_territory_in_no_leg_change_nothing():
    low = armies_needed(plan(needed={"territory": "Spare", "p_goal": 0.01}))
    assert (low.armies, low.p_goal) == (1, pytest.approx(P_THREE_VS_FIVE, rel=1e-12))
    high = armies_needed(plan(needed={"territory": "Spare", "p_goal": 0.5}))
    assert high.armies is None
    assert high.p_goal == pytest.approx(P_THREE_VS_FIVE, rel=1e-12)


def test_no_armies_are_enough_when_another_front_cannot_win():
    stuck = plan_from_json(
        {
            "mine": {"Home": 3, "Stuck": 1},
            "theirs": {"Target": 5, "Other": 1},
            "legs": [{"from": "Home", "to": "Target"}, {"from": "Stuck", "to": "Other"}],
            "needed": {"territory": "Home", "p_goal": 0.5},
        }
    )
    assert armies_needed(stuck).armies is None


def test_no_armies_are_enough_for_a_goal_no_leg_attacks():
    unreachable = plan(
        theirs={"Target": 5, "Never": 1},
        goal=["Target", "Never"],
        needed={"territory": "Home", "p_goal": 0.5},
    )
    needed = armies_needed(unreachable)
    assert (needed.armies, needed.p_goal) == (None, 0.0)


def test_no_armies_are_enough_when_the_front_itself_can_never_win():
    # Worn down to 3, Target is never taken (two dice take at most 2 a round): P = 0 for
    # any number of armies, and the answer is null.
    never = plan(
        legs=[{"from": "Home", "to": "Target", "until_defenders": 3}],
        goal=["Target"],
        needed={"territory": "Home", "p_goal": 0.5},
    )
    needed = armies_needed(never)
    assert (needed.armies, needed.p_goal) == (None, 0.0)


def test_the_armies_needed_for_one_battle_are_the_fewest():
    # Against 1 defender each round is won with 3 dice 6/7 of the time or so: the chance
    # creeps towards 1 and 99.999 % takes a dozen armies.
    question = plan(theirs={"Target": 1}, needed={"territory": "Home", "p_goal": 0.99999})
    needed = armies_needed(question)
    assert needed.armies is not None
    assert solve_plan(question.with_armies({0: needed.armies})).p_goal >= 0.99999
    assert solve_plan(question.with_armies({0: needed.armies - 1})).p_goal < 0.99999
    assert needed.p_goal == pytest.approx(
        float(reference_p_goal(question, {0: needed.armies})), rel=1e-12
    )


def test_a_draft_of_nothing_places_nothing():
    drafted = best_draft(plan(draft={"armies": 0}))
    assert drafted.placement == {}
    assert drafted.p_goal == pytest.approx(P_THREE_VS_FIVE, rel=1e-12)


def test_a_draft_onto_a_territory_in_no_leg_goes_there_and_changes_nothing():
    question = plan(draft={"armies": 3, "onto": ["Spare"]})
    drafted = best_draft(question)
    assert drafted.placement == {question.index("Spare"): 3}
    assert drafted.p_goal == pytest.approx(P_THREE_VS_FIVE, rel=1e-12)


def test_a_draft_goes_where_it_helps():
    question = plan(draft={"armies": 3})
    drafted = best_draft(question)
    assert drafted.placement == {question.index("Home"): 3}
    assert drafted.p_goal == pytest.approx(float(reference_draft(question)[1]), rel=1e-12)


def test_two_fronts_share_a_draft_for_the_best_product():
    question = plan_from_json(
        {
            "mine": {"West": 3, "East": 3},
            "theirs": {"Left": 3, "Right": 3},
            "legs": [{"from": "West", "to": "Left"}, {"from": "East", "to": "Right"}],
            "draft": {"armies": 4},
        }
    )
    drafted = best_draft(question)
    assert drafted.placement == {question.index("West"): 2, question.index("East"): 2}
    assert drafted.p_goal == pytest.approx(float(reference_draft(question)[1]), rel=1e-12)


def test_the_answer_is_the_plan_after_its_draft_and_the_question_before_it():
    question = plan_from_json(
        {
            "mine": {"Ukraine": 6, "Ural": 3},
            "theirs": {"Afghanistan": 4, "Siberia": 3, "China": 2},
            "legs": [
                {"from": "Ukraine", "to": "Afghanistan", "move": "best"},
                {"from": "Ural", "to": "Siberia", "until_defenders": 1},
                {"from": "Afghanistan", "to": "China", "stop_at": 2, "rules": "capital"},
                {"from": "Ukraine", "to": "Siberia"},
            ],
            "goal": ["Afghanistan", "China", "Siberia"],
            "draft": {"armies": 3, "onto": ["Ukraine", "Ural"]},
            "needed": {"territory": "Ukraine", "p_goal": 0.6},
        }
    )
    report = answer_plan(question)
    assert report.draft is not None and report.needed is not None
    _, best = reference_draft(question)
    assert report.draft.p_goal == pytest.approx(float(best), abs=1e-12)
    drafted = {t: question.armies[t] + r for t, r in report.draft.placement.items()}
    expected = reference_solve(question, drafted)
    assert report.answer.p_goal == pytest.approx(float(expected.p_goal), abs=1e-12)
    for fate, reference in zip(report.answer.territories, expected.territories):
        assert fate.p_mine == pytest.approx(float(reference.p_mine), abs=1e-12)
    # The question is asked of the plan as given, before the draft.
    armies = report.needed.armies
    assert armies is not None
    assert report.needed.p_goal == pytest.approx(
        float(reference_p_goal(question, {0: armies})), abs=1e-12
    )
    assert report.needed.p_goal >= 0.6
    assert reference_p_goal(question, {0: armies - 1}) < 0.6


def test_a_placement_given_is_evaluated_as_given():
    # Two sources on one target with a draft of 30: searching every split is too large,
    # but the board search hands its own placement over, which is evaluated as it is.
    data = {
        "mine": {"North": 2, "South": 2, "East": 2, "West": 2},
        "theirs": {"Target": 6},
        "legs": [{"from": t, "to": "Target"} for t in ("North", "South", "East", "West")],
        "draft": {"armies": 30, "onto": ["North", "South", "East", "West"]},
    }
    big = plan_from_json(data)
    with pytest.raises(ValueError, match="too large"):
        answer_plan(big)
    index = {name: k for k, name in enumerate(big.names)}
    placement = {index["South"]: 20, index["West"]: 10}
    report = answer_plan(big, placement=placement)
    assert report.draft is not None and report.draft.placement == placement
    by_hand = plan_from_json(
        {**data, "mine": {"North": 2, "South": 22, "East": 2, "West": 12}, "draft": None}
    )
    assert report.answer.p_goal == pytest.approx(reference_p_goal(by_hand), abs=1e-12)
    assert report.draft.p_goal == report.answer.p_goal


def test_a_draft_all_on_one_front_is_its_best_placement_of_every_army():
    question = plan_from_json(
        {
            "mine": {"West": 3, "East": 2},
            "theirs": {"Hub": 3, "Far": 2},
            "legs": [
                {"from": "West", "to": "Hub", "move": "best"},
                {"from": "East", "to": "Hub"},
                {"from": "Hub", "to": "Far"},
            ],
            "draft": {"armies": 4},
        }
    )
    drafted = best_draft(question)
    placement, best = reference_draft(question)
    assert drafted.placement == {t: r for t, r in placement.items() if r}
    assert drafted.p_goal == pytest.approx(float(best), rel=1e-12)
