"""``riskgui-cli plan`` with a board plan (issue 27): the position on the classic map, a goal,
the search, and every slip refused in one line naming it."""

import copy
import json
from pathlib import Path

import pytest

from riskgui.cli.main import main
from riskgui.core.board import search as search_module
from riskgui.core.board.map import load_map

ROOT = Path(__file__).parents[3]
BOARD = load_map("classic")


def position() -> dict:
    """Red holds Argentina with 8 and Peru with 2; Green holds the rest of South America
    thinly; Blue holds everything else."""
    found = {name: ["Blue", 3] for name in BOARD.territories}
    found.update({"Argentina": ["Red", 8], "Peru": ["Red", 2], "Brazil": ["Green", 2],
                  "Venezuela": ["Green", 1]})  # fmt: skip
    return found


def plan(**changes) -> dict:
    data = {"map": "classic", "me": "Red", "position": position(), "draft": {"armies": 2},
            "goal": {"continent": "South America"}, "search": True}  # fmt: skip
    data.update(changes)
    return data


def answer(tmp_path, capsys, data: dict, *flags: str) -> tuple[int, str, str]:
    path = tmp_path / "board.json"
    path.write_text(json.dumps(data))
    code = main(["plan", str(path), *flags])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_search_answers_with_the_plan_contract_and_the_boards_keys(tmp_path, capsys):
    code, out, err = answer(tmp_path, capsys, plan(), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert {"p_goal", "territories", "legs", "goal", "draft", "searched", "card", "bonus",
            "borders"} <= set(data)  # fmt: skip
    assert data["goal"] == ["Argentina", "Brazil", "Peru", "Venezuela"]
    assert data["searched"] in ("exact", "heuristic") and data["bonus"] == 2
    if data["searched"] == "heuristic":
        assert data["bound"] >= data["p_goal"]
    assert 0 < data["p_goal"] <= data["card"] <= 1
    targets = {leg["to"] for leg in data["legs"]}
    assert {"Brazil", "Venezuela"} <= targets
    for leg in data["legs"]:  # the input format and the plan contract's results, together
        assert leg["move"] == "best" and BOARD.adjacent(leg["from"], leg["to"])
        assert {"p_runs", "p_conquers", "expected_from", "expected_to"} <= set(leg)
    assert sum(data["draft"]["placement"].values()) == 2


def test_the_legs_found_fed_back_with_the_draft_placed_give_the_same_chance(tmp_path, capsys):
    first = json.loads(answer(tmp_path, capsys, plan(), "--json")[1])
    placed = copy.deepcopy(plan())
    for territory, armies in first["draft"]["placement"].items():
        placed["position"][territory][1] += armies
    del placed["search"], placed["draft"]
    placed["legs"] = first["legs"]  # as printed: the result keys are ignored on input
    code, out, err = answer(tmp_path, capsys, placed, "--json")
    assert code == 0, err
    assert json.loads(out)["p_goal"] == pytest.approx(first["p_goal"], abs=1e-12)


def test_the_text_puts_the_goal_and_the_plan_first(tmp_path, capsys):
    code, out, _ = answer(tmp_path, capsys, plan())
    assert code == 0
    first = out.splitlines()[0]
    assert first.startswith("Red on the classic map: take South America (bonus 2): ")
    assert "the plan: 1. " in out and "a card this turn" in out


def without(name: str) -> dict:
    data = plan()
    del data["position"][name]
    return data


def with_entry(name: str, entry) -> dict:
    data = plan()
    data["position"][name] = entry
    return data


@pytest.mark.parametrize(
    ("data", "named"),
    [
        (without("Siam"), "Siam"),
        (with_entry("Atlantis", ["Red", 3]), "Atlantis"),
        (with_entry("Brazil", ["Green", -2]), "Brazil"),
        (plan(search=False, legs=[{"from": "Argentina", "to": "Venezuela"}]),
         "Argentina and Venezuela"),
        (plan(goal={"eliminate": "Red"}), "Red"),
        (plan(goal={"eliminate": "Purple"}), "Purple"),
        (plan(me="Purple"), "Purple"),
        (with_entry("Argentina", ["Red", 10_000]), "10,004 armies"),  # (Peru 2, the draft 2)
    ],
)  # fmt: skip
def test_a_slip_is_one_line_naming_it_and_exit_2(tmp_path, capsys, data, named):
    code, out, err = answer(tmp_path, capsys, data)
    assert code == 2 and out == ""
    assert err.startswith("riskgui-cli: error: ") and err.count("\n") == 1
    for word in named.split(" and "):
        assert word in err


def test_legs_without_a_goal_are_answered_as_with_the_plan_contracts_default(tmp_path, capsys):
    """No goal: every territory a leg attacks to the end, as in a plan off the map; the
    answer is the one to the same legs with that goal written out, text and JSON."""
    legs = [{"from": "Argentina", "to": "Brazil"}, {"from": "Peru", "to": "Venezuela"},
            {"from": "Brazil", "to": "North Africa", "until_defenders": 2}]  # fmt: skip
    named = plan(search=False, legs=legs, goal=["Brazil", "Venezuela"])
    unnamed = {key: value for key, value in named.items() if key != "goal"}
    for flags in [(), ("--json",)]:
        code, out, err = answer(tmp_path, capsys, unnamed, *flags)
        assert code == 0, err
        assert out == answer(tmp_path, capsys, named, *flags)[1]
    assert out.count("North Africa") > 0 and json.loads(out)["goal"] == ["Brazil", "Venezuela"]


@pytest.mark.parametrize(
    ("changes", "named"),
    [({}, "nothing to search for"), ({"advise": True}, "needs a 'goal'")],
)
def test_a_search_or_advice_without_a_goal_is_refused_in_one_line(tmp_path, capsys, changes, named):
    data = {key: value for key, value in plan(**changes).items() if key != "goal"}
    code, out, err = answer(tmp_path, capsys, data)
    assert (code, out) == (2, "") and err.count("\n") == 1 and named in err


def test_a_position_with_a_goal_and_nothing_asked_names_the_three_questions(tmp_path, capsys):
    data = {key: value for key, value in plan().items() if key != "search"}
    code, out, err = answer(tmp_path, capsys, data)
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "'legs'" in err and '"search": true' in err and '"advise": true' in err


@pytest.mark.slow
def test_the_example_position_is_a_board_plan_that_searches(capsys):
    code = main(["plan", str(ROOT / "examples" / "position.json"), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    assert data["goal"] == ["Eastern Australia", "Indonesia", "New Guinea", "Western Australia"]
    assert data["legs"][0]["from"] == "Siam" and data["searched"] in ("exact", "heuristic")


def test_the_text_says_whose_draft_it_is(tmp_path, capsys, monkeypatch):
    # Exact: the search tried every draft, so it is the best one.  Heuristic: it is where
    # the search's plan has it, which another placement might beat: the text must not
    # call it the best.
    code, out, _ = answer(tmp_path, capsys, plan())
    assert code == 0 and "searched: exact" in out
    assert "Best draft of 2: " in out
    monkeypatch.setattr(search_module, "MAX_ADAPTIVE_STATES", 1)
    monkeypatch.setattr(search_module, "WORK_BUDGET", 300)
    code, out, _ = answer(tmp_path, capsys, plan())
    assert code == 0 and "searched: heuristic" in out
    assert "Draft (as the board search placed it) of 2: " in out and "Best draft" not in out
