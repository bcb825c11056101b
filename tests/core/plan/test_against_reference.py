"""The plan engine against the brute-force reference (tests/helpers/plan_reference.py) on
many small random plans: several sources, branching conquests, wear-downs, every kind of
move, other editions' rules, the draft and the armies needed."""

from dataclasses import replace
from fractions import Fraction
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from riskgui.core.plan import carry
from riskgui.core.plan.answer import PlanAnswer
from riskgui.core.plan.draft import armies_needed, best_draft
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.model import Needed, Plan
from riskgui.core.plan.parse import plan_from_json
from tests.helpers.plan_reference import (
    ReferenceAnswer,
    draft_values,
    reference_needed,
    reference_p_goal,
    reference_solve,
)

TOLERANCE = 1e-9
PRESETS = [
    "classic",
    "capital",
    "zombies",
    "2210-defence-d8",
    "uk-1990",
    "bonus-die",
    "risiko",
    "lotr-leader-attack",
]
SETTINGS = settings(
    max_examples=600,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@st.composite
def rules(draw: st.DrawFn) -> object:
    return draw(
        st.one_of(
            st.sampled_from(PRESETS),
            st.just({"defender.sides": "8"}),
            st.just({"preset": "zombies", "attacker.sides": "8,6"}),
        )
    )


@st.composite
def legs(draw: st.DrawFn, mine: list[str], theirs: list[str]) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    conquerable: list[str] = []
    for _ in range(draw(st.integers(1, 4))):
        sources = mine + [t for t in conquerable if len(theirs) > 1]
        source = draw(st.sampled_from(sources))
        target = draw(st.sampled_from([t for t in theirs if t != source]))
        leg: dict[str, object] = {"from": source, "to": target}
        if draw(st.integers(0, 3)) == 0:
            leg["stop_at"] = draw(st.integers(1, 4))
        if draw(st.integers(0, 3)) == 0:
            leg["until_defenders"] = draw(st.integers(1, 3))
        else:
            conquerable.append(target)
        leg["move"] = draw(
            st.one_of(
                st.sampled_from(["all", "min", "best", "best"]),
                st.builds(lambda k: {"leave": k}, st.integers(1, 4)),
            )
        )
        if draw(st.integers(0, 4)) == 0:
            leg["rules"] = draw(rules())
        found.append(leg)
    return found


@st.composite
def plans(draw: st.DrawFn, draft: bool = False) -> dict[str, object]:
    """A small plan in its JSON form (what a failing example prints)."""
    mine = [f"M{k}" for k in range(draw(st.integers(1, 3)))]
    theirs = [f"T{k}" for k in range(draw(st.integers(1, 3)))]
    plan_legs = draw(legs(mine, theirs))
    data: dict[str, object] = {
        "mine": {name: draw(st.integers(1, 7)) for name in mine},
        "theirs": {name: draw(st.integers(1, 5)) for name in theirs},
        "legs": plan_legs,
    }
    conquering = [leg for leg in plan_legs if "until_defenders" not in leg]
    if not conquering or draw(st.integers(0, 4)) == 0:
        every = mine + theirs
        data["goal"] = draw(st.lists(st.sampled_from(every), min_size=1, max_size=3, unique=True))
    if draw(st.integers(0, 3)) == 0:
        data["min_move"] = "one"
    if draw(st.integers(0, 3)) == 0:
        data["rules"] = draw(rules())
    if draft:
        onto = draw(st.lists(st.sampled_from(mine), min_size=1, max_size=3, unique=True))
        data["draft"] = {"armies": draw(st.integers(0, 4)), "onto": onto}
    return data


def _close(engine: dict[int, float], reference: dict[int, Fraction]) -> None:
    for armies in engine.keys() | reference.keys():
        assert engine.get(armies, 0.0) == pytest.approx(
            float(reference.get(armies, 0)), abs=TOLERANCE
        ), armies


@pytest.mark.slow
@SETTINGS
@given(plans())
def test_the_engine_answers_what_the_reference_answers(data):
    plan = plan_from_json(data)
    _answers_alike(plan, solve_plan(plan), reference_solve(plan))


@pytest.mark.slow
@SETTINGS
@given(plans())
def test_battles_pushed_at_once_answer_what_the_reference_answers(data):
    # Small plans add up each state's endings; pushed whenever a leg allows it, the
    # forward pass must give the same fates, chances and best moves.
    plan = plan_from_json(data)
    with patch.object(carry, "PUSH_FROM", 0), patch.object(carry, "PUSH_COST", 0):
        engine = solve_plan(plan)
    reference = reference_solve(plan)
    _answers_alike(plan, engine, reference)
    _best_moves_alike(engine, reference)


def _answers_alike(plan: Plan, engine: PlanAnswer, reference: ReferenceAnswer) -> None:
    assert engine.p_goal == pytest.approx(float(reference.p_goal), abs=TOLERANCE)
    assert solve_plan(plan).p_goal == pytest.approx(float(reference.p_goal), abs=TOLERANCE)
    assert len(engine.territories) == len(plan.names)
    for t, (fate, expected) in enumerate(zip(engine.territories, reference.territories)):
        assert fate.p_mine == pytest.approx(float(expected.p_mine), abs=TOLERANCE), plan.names[t]
        _close(fate.mine, expected.mine)
        _close(fate.theirs, expected.theirs)
    assert len(engine.legs) == len(plan.legs)
    for number, (leg, expected) in enumerate(zip(engine.legs, reference.legs), start=1):
        assert leg.p_runs == pytest.approx(float(expected.p_runs), abs=TOLERANCE), number
        assert leg.p_conquers == pytest.approx(float(expected.p_conquers), abs=TOLERANCE), number
        scale = TOLERANCE * max(plan.armies)
        assert leg.expected_source == pytest.approx(float(expected.expected_source), abs=scale)
        assert leg.expected_target == pytest.approx(float(expected.expected_target), abs=scale)


@pytest.mark.slow
@SETTINGS
@given(plans())
def test_chances_are_never_above_one(data):
    answer = solve_plan(plan_from_json(data))
    chances = [answer.p_goal]
    chances += [fate.p_mine for fate in answer.territories]
    chances += [p for leg in answer.legs for p in (leg.p_runs, leg.p_conquers)]
    assert all(0.0 <= p <= 1.0 for p in chances), chances


@pytest.mark.slow
@SETTINGS
@given(plans())
def test_best_moves_are_the_references_choices(data):
    plan = plan_from_json(data)
    _best_moves_alike(solve_plan(plan), reference_solve(plan))


def _best_moves_alike(engine: PlanAnswer, reference: ReferenceAnswer) -> None:
    for number, (leg, expected) in enumerate(zip(engine.legs, reference.legs), start=1):
        assert leg.best_moves.keys() == expected.best_moves.keys(), number
        for armies, moves in expected.best_moves.items():
            most_common = max(moves.values())
            assert moves.get(leg.best_moves[armies], 0) >= most_common - TOLERANCE, (number, armies)


@pytest.mark.slow
@SETTINGS
@given(plans(draft=True))
def test_the_best_draft_is_the_best_of_every_placement(data):
    plan = plan_from_json(data)
    assert plan.draft is not None
    draft = best_draft(plan)
    every = draft_values(plan)
    best = max(p for _, p in every)
    assert draft.p_goal == pytest.approx(float(best), abs=TOLERANCE)
    assert sum(draft.placement.values()) == plan.draft.armies
    assert set(draft.placement) <= set(plan.draft.onto)
    assert all(r > 0 for r in draft.placement.values())
    placed = {t: plan.armies[t] + r for t, r in draft.placement.items()}
    assert float(reference_p_goal(plan, placed)) == pytest.approx(float(best), abs=TOLERANCE)


@pytest.mark.slow
@SETTINGS
@given(plans(), st.data())
def test_the_armies_needed_are_the_fewest(data, draw):
    plan = plan_from_json(data)
    territory = draw.draw(st.sampled_from(range(plan.mine.count(True))), label="territory")
    enough = draw.draw(st.integers(1, 10), label="armies that reach the chance asked")
    # Ask for (a hair under) what `enough` armies give: the answer is `enough` or fewer.
    p_enough = reference_p_goal(plan, {territory: enough})
    assume(0 < p_enough < 1)
    asked = float(p_enough) * (1 - 1e-9)
    plan = replace(plan, needed=Needed(territory, asked))
    needed = armies_needed(plan)
    assert needed.territory == territory
    armies, p = reference_needed(plan, enough)
    assert needed.armies == armies
    assert needed.p_goal == pytest.approx(float(p), abs=TOLERANCE)
