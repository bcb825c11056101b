"""``riskgui-cli plan`` with ``"advise": true`` (issue 35): the ``"advice"`` object of the
JSON, its text, a pending move-in, and every slip refused in one line naming it.

The values are checked against the README of ``shared/positions`` (a plain memoised
recursion written apart from riskgui) and against ``tests/helpers/advice_reference.py``."""

from __future__ import annotations

import json

import pytest

from riskgui.core.advice import board_advice
from riskgui.core.advice.answer import Advice, AttackValue
from riskgui.core.advice.board_advice import board_game
from riskgui.core.advice.bounds import bounded_advice
from riskgui.core.board import search as search_module
from riskgui.core.board.map import load_map
from riskgui.core.board.request import request_from_json
from riskgui.core.report.percent import format_percent
from tests.cli.commands.test_plan_board import answer
from tests.core.advice.midgame import AFRICA_DRAFT_3, POSITION, README_VALUES
from tests.helpers.advice_reference import ReferenceGame

BOARD = load_map("classic")
TOLERANCE = 1e-12


def midgame(**changes: object) -> dict:
    data = {
        "map": "classic",
        "me": "Red",
        "position": {t: list(entry) for t, entry in POSITION.items()},
        "goal": {"continent": "Africa"},
        "advise": True,
    }
    data.update(changes)
    return data


def advice_of(tmp_path, capsys, data: dict) -> dict:
    code, out, err = answer(tmp_path, capsys, data, "--json")
    assert code == 0 and err == ""
    return json.loads(out)["advice"]


def expected_region(goal: set[str]) -> list[str]:
    """The region as issue 35 defines it, worked out here from the map."""
    owners = {t: entry[0] for t, entry in POSITION.items()}
    enemy_goal = {t for t in goal if owners[t] != "Red"}
    stones = {n for t in enemy_goal for n in BOARD.neighbours(t) if owners[n] != "Red"} - goal
    mine = {n for t in enemy_goal | stones for n in BOARD.neighbours(t) if owners[n] == "Red"}
    return sorted(goal | stones | mine)


@pytest.mark.slow
def test_africa_with_a_draft_of_three(tmp_path, capsys):
    advice = advice_of(tmp_path, capsys, midgame(draft={"armies": 3}))
    assert list(advice) == [
        "p_goal", "exact", "lower", "upper", "region", "draft", "next", "attacks", "states",
    ]  # fmt: skip
    assert advice["p_goal"] == pytest.approx(AFRICA_DRAFT_3, abs=TOLERANCE)
    assert advice["exact"] is True and advice["lower"] == advice["upper"] == advice["p_goal"]
    assert advice["draft"] == {"placement": {"North Africa": 3}}
    assert advice["region"] == expected_region(set(BOARD.continents["Africa"].territories))
    assert isinstance(advice["states"], int) and advice["states"] > 0


def test_the_attacks_are_ranked_and_next_is_the_first(tmp_path, capsys):
    advice = advice_of(tmp_path, capsys, midgame())
    attacks = advice["attacks"]
    assert advice["p_goal"] == pytest.approx(README_VALUES["Africa"], abs=TOLERANCE)
    assert advice["next"] == attacks[0]
    assert max(a["p_goal"] for a in attacks) == pytest.approx(advice["p_goal"], abs=TOLERANCE)
    values = [a["p_goal"] for a in attacks]
    assert all(later <= earlier + TOLERANCE for earlier, later in zip(values, values[1:]))
    armies = {t: entry[1] for t, entry in POSITION.items()}
    for first, second in zip(attacks, attacks[1:]):
        if abs(first["p_goal"] - second["p_goal"]) <= TOLERANCE:  # equal: larger stack first
            assert armies[first["from"]] >= armies[second["from"]]
    # every attack a territory of Red's can make onto an enemy one of the region
    owners = {t: entry[0] for t, entry in POSITION.items()}
    region = set(advice["region"])
    possible = {
        (s, t)
        for t in region
        if owners[t] != "Red"
        for s in BOARD.neighbours(t)
        if s in region and owners[s] == "Red" and armies[s] >= 2
    }
    assert {(a["from"], a["to"]) for a in attacks} == possible


@pytest.mark.slow
def test_eliminating_green_is_taking_africa(tmp_path, capsys):
    africa = advice_of(tmp_path, capsys, midgame())
    green = advice_of(tmp_path, capsys, midgame(goal={"eliminate": "Green"}))
    assert green["p_goal"] == africa["p_goal"]
    assert green["attacks"] == africa["attacks"]


def test_a_goal_already_held_needs_no_attack(tmp_path, capsys):
    advice = advice_of(tmp_path, capsys, midgame(goal={"territories": ["Egypt", "Siam"]}))
    assert advice["p_goal"] == 1.0 and advice["next"] is None
    code, out, _ = answer(tmp_path, capsys, midgame(goal={"territories": ["Egypt", "Siam"]}))
    assert code == 0  # a certainty, not a near-certainty rounded up
    assert "following riskgui: 100 %\n  now: stop, the goal is yours" in out


def said(advice: Advice) -> list[str]:
    return board_advice.advice_lines(advice, request_from_json(midgame()))


def tied(*names: str, p: float = 0.5, lower: float | None = None, upper: float = 0.5) -> Advice:
    attacks = tuple(
        AttackValue(s, t, p, 9 - k) for k, (s, t) in enumerate(n.split(">") for n in names)
    )
    exact = lower is None
    return Advice(p, exact, p if exact else lower, p if exact else upper, ("Congo",), None, 0,
                  attacks, attacks[0], (), None, 10)  # fmt: skip


def test_every_attack_as_good_as_the_next_is_named_in_one_sentence():
    assert said(tied("A>B", "C>D"))[1] == "  now: attack A -> B (C -> D is as good)"
    assert (
        said(tied("A>B", "C>D", "E>F"))[1] == "  now: attack A -> B (C -> D and E -> F are as good)"
    )
    assert said(tied("A>B", "C>D", "E>F", "G>H"))[1] == (
        "  now: attack A -> B (C -> D, E -> F and G -> H are as good)"
    )


def test_bounds_that_read_the_same_are_said_once():
    assert said(tied("A>B", p=0.31, lower=0.31, upper=0.33))[0] == (
        "Battle by battle, following riskgui: between 31.00 % and 33.00 % "
        "(no way of playing beats 33.00 %)"
    )
    near = 1 - 1e-12
    assert said(tied("A>B", p=near, lower=near - 1e-13, upper=near))[0] == (
        "Battle by battle, following riskgui: > 99.99999 % "
        "(the lower and the upper bound both read so)"
    )


@pytest.mark.slow
def test_a_pending_move_in_against_the_reference(tmp_path, capsys):
    position = {t: list(entry) for t, entry in POSITION.items()}
    position["North Africa"] = ["Red", 7]  # after a conquering round from 9
    position["Congo"] = ["Red", 0]
    data = midgame(position=position, move_in={"from": "North Africa", "to": "Congo"})
    advice = advice_of(tmp_path, capsys, data)
    assert advice["attacks"] == []
    assert list(advice["moves"]) == ["3", "4", "5", "6"]  # the dice rolled .. all but one
    owners = {t: entry[0] for t, entry in position.items()}
    armies = {t: entry[1] for t, entry in position.items()}
    africa = tuple(BOARD.continents["Africa"].territories)
    game = ReferenceGame(BOARD, owners, "Red", africa)
    state = game.state(armies)
    s, t = game.index["North Africa"], game.index["Congo"]
    reference = game.moves(state, s, t, attackers_before=7)
    for move, value in advice["moves"].items():
        assert value == pytest.approx(reference[int(move)], abs=TOLERANCE)
    best = max(reference.values())
    assert advice["p_goal"] == pytest.approx(best, abs=TOLERANCE)
    assert reference[advice["next"]["move"]] == pytest.approx(best, abs=TOLERANCE)


@pytest.mark.slow
def test_the_text_leads_with_the_chance_and_the_attack(tmp_path, capsys):
    code, out, err = answer(tmp_path, capsys, midgame())
    assert code == 0 and err == ""
    assert "Battle by battle, following riskgui: 60.38 %" in out
    assert "now: attack North Africa -> Congo (Middle East -> East Africa is as good)" in out


@pytest.mark.slow
def test_with_a_search_the_fixed_plan_is_answered_too(tmp_path, capsys):
    code, out, err = answer(tmp_path, capsys, midgame(search=True), "--json")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert data["searched"] in ("exact", "heuristic") and data["plan_legs"]
    assert data["p_goal"] <= data["advice"]["p_goal"] + TOLERANCE  # no fixed plan beats it


def taken(position_changes: dict, move_in: dict) -> dict:
    position = {t: list(entry) for t, entry in POSITION.items()}
    position.update(position_changes)
    return midgame(position=position, move_in=move_in)


@pytest.mark.parametrize(
    ("data", "culprit"),
    [
        (
            taken({"Madagascar": ["Red", 0]}, {"from": "North Africa", "to": "Madagascar"}),
            "not neighbours",
        ),
        (taken({}, {"from": "North Africa", "to": "Congo"}), "Congo"),
        (
            taken(
                {"Congo": ["Red", 0], "North Africa": ["Red", 1]},
                {"from": "North Africa", "to": "Congo"},
            ),  # fmt: skip
            "2 or more",
        ),
        ({**midgame(), "goal": None}, "'goal'"),
        ({k: v for k, v in midgame().items() if k != "goal"}, "needs a 'goal'"),
        ({**midgame(), "advise": "yes"}, "'advise'"),
        ({**midgame(), "advise": False, "move_in": {"from": "Egypt", "to": "Congo"}}, "advise"),
        ({**midgame(), "move_in": ["Egypt", "Congo"]}, "move_in"),
        ({**midgame(), "draft": {"armies": 2, "onto": ["Egypt"]}}, "onto"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, data, culprit):
    code, out, err = answer(tmp_path, capsys, data, "--json")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and culprit in err, err


@pytest.mark.slow
def test_a_searched_plans_bound_comes_down_to_the_advices(tmp_path, capsys, monkeypatch):
    """A search cut short keeps a loose bound; the advice's upper bound is tighter, and no
    fixed plan beats the best way to play battle by battle.  Without ``advise`` the search's
    answer is its own, as before."""
    monkeypatch.setattr(search_module, "MAX_ADAPTIVE_STATES", 1)
    monkeypatch.setattr(search_module, "WORK_BUDGET", 300)
    own = json.loads(answer(tmp_path, capsys, midgame(search=True, advise=False), "--json")[1])
    both = json.loads(answer(tmp_path, capsys, midgame(search=True), "--json")[1])
    upper = both["advice"]["upper"]
    assert own["searched"] == both["searched"] == "heuristic"
    assert own["bound"] > upper >= both["p_goal"]  # the case this is about
    assert both["bound"] == upper
    assert {k: v for k, v in both.items() if k not in ("bound", "advice")} == {
        k: v for k, v in own.items() if k != "bound"
    }
    text = answer(tmp_path, capsys, midgame(search=True))[1]
    assert f"no plan can beat {format_percent(upper)}" in text


def _bounds_then_ctrl_c(request, *args, **kwargs):
    """A turn too large to solve at once, stopped after its first bounds."""
    yield bounded_advice(board_game(request), exact=False).advice
    raise KeyboardInterrupt


def test_ctrl_c_keeps_the_bounds_found_until_then(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(board_advice, "improving_board_advice", _bounds_then_ctrl_c)
    data = midgame(goal={"continent": "Australia"})
    code, out, err = answer(tmp_path, capsys, data)
    assert code == 130 and err == "riskgui-cli: interrupted\n"
    assert "Interrupted (Ctrl-C): the advice is the bounds found until then." in out
    met = format_percent(README_VALUES["Australia"])  # the bounds met: said once
    assert f"following riskgui: {met} (the lower and the upper bound both read so)" in out
    code, out, err = answer(tmp_path, capsys, data, "--json")
    advice = json.loads(out)["advice"]
    assert code == 130 and advice["interrupted"] is True and advice["exact"] is False
    exact = README_VALUES["Australia"]
    assert advice["lower"] - TOLERANCE <= exact <= advice["upper"] + TOLERANCE


def test_ctrl_c_before_any_answer_stops_as_usual(tmp_path, capsys, monkeypatch):
    def at_once(request, *args, **kwargs):
        raise KeyboardInterrupt
        yield  # (a generator, as the real one)

    monkeypatch.setattr(board_advice, "improving_board_advice", at_once)
    code, out, err = answer(tmp_path, capsys, midgame())
    assert code == 130 and out == "" and err == "riskgui-cli: interrupted\n"


def test_an_uninterrupted_advice_says_nothing_of_interruption(tmp_path, capsys):
    code, out, err = answer(tmp_path, capsys, midgame(goal={"continent": "Australia"}), "--json")
    assert code == 0 and err == "" and "interrupted" not in json.loads(out)["advice"]
