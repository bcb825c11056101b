"""``riskgui-cli plan FILE``: issue 25's command-line contract, its summary and its refusals."""

import io
import json
import os
import re
from pathlib import Path

import pytest

from riskgui.cli.main import main
from riskgui.core.advice.board_advice import advise_board
from riskgui.core.board.answer import answer_board
from riskgui.core.board.request import is_board_request, request_from_json
from riskgui.core.plan.draft import answer_plan
from riskgui.core.plan.engine import solve_plan
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.percent import format_percent

ROOT = Path(__file__).parents[3]
TURN = ROOT / "examples" / "turn.json"  # the example, every field used
SPLIT = ROOT / "examples" / "split.json"  # one stack, two fronts: a "best" move that matters
POSITION = ROOT / "examples" / "position.json"  # a board position: the search for a plan
ADVICE = ROOT / "examples" / "advice.json"  # a board position advised battle by battle
RECORDED = Path(__file__).parents[1] / "golden" / "plan"
RECORDING = os.environ.get("RISKGUI_RECORD_GOLDEN") == "1"


def turn(**changes: object) -> dict:
    """The issue's example plan, some fields changed (None: the field left out)."""
    data = json.loads(TURN.read_text(encoding="utf-8"))
    data.update(changes)
    return {key: value for key, value in data.items() if value is not None}


def is_probability(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1


def is_distribution(armies: object) -> bool:
    """Army counts as strings to probabilities, those of probability 0 left out."""
    return isinstance(armies, dict) and all(
        re.fullmatch(r"[1-9][0-9]*", n) and is_probability(p) and p > 0 for n, p in armies.items()
    )


def test_the_json_has_every_key_of_the_contract_with_its_type(run_cli):
    code, out, err = run_cli("plan", TURN, "--json")
    assert code == 0 and err == ""
    answer = json.loads(out)
    assert {"p_goal", "territories", "draft", "needed"} <= set(answer)
    assert is_probability(answer["p_goal"])
    names = ["Ukraine", "Ural", "Afghanistan", "Siberia", "China"]
    assert list(answer["territories"]) == names
    for fate in answer["territories"].values():
        assert set(fate) == {"p_mine", "armies"} and is_probability(fate["p_mine"])
        assert set(fate["armies"]) == {"mine", "theirs"}
        mine, theirs = fate["armies"]["mine"], fate["armies"]["theirs"]
        assert is_distribution(mine) and is_distribution(theirs)
        assert sum(mine.values()) == pytest.approx(fate["p_mine"], abs=1e-12)
        assert sum(mine.values()) + sum(theirs.values()) == pytest.approx(1.0, abs=1e-12)
    draft = answer["draft"]
    assert set(draft) == {"placement", "p_goal"} and is_probability(draft["p_goal"])
    assert all(name in ("Ukraine", "Ural") for name in draft["placement"])
    assert all(type(r) is int and r > 0 for r in draft["placement"].values())
    assert sum(draft["placement"].values()) == 5
    needed = answer["needed"]
    assert set(needed) == {"territory", "armies", "p_goal"} and needed["territory"] == "Ukraine"
    assert type(needed["armies"]) is int and is_probability(needed["p_goal"])
    # The extensions: each leg, and the goal.
    assert [(leg["from"], leg["to"]) for leg in answer["legs"]] == [
        ("Ukraine", "Afghanistan"),
        ("Ural", "Siberia"),
        ("Afghanistan", "China"),
    ]
    assert answer["goal"] == ["Afghanistan", "China"]


def test_the_json_numbers_are_the_engines_and_the_best_there_is(run_cli):
    answer = json.loads(run_cli("plan", TURN, "--json")[1])
    plan = plan_from_json(turn())
    report = answer_plan(plan)
    assert answer["p_goal"] == report.answer.p_goal == answer["draft"]["p_goal"]
    assert answer["p_goal"] == pytest.approx(0.9816, abs=5e-5)
    assert answer["territories"]["China"]["p_mine"] == report.answer.territories[4].p_mine
    # The best draft: every placement of the 5 armies over Ukraine and Ural, tried.
    by_placement = {
        (r, 5 - r): solve_plan(plan.with_armies({0: 12 + r, 1: 3 + 5 - r})).p_goal for r in range(6)
    }
    best = max(by_placement, key=by_placement.__getitem__)
    placed = {name: r for name, r in zip(("Ukraine", "Ural"), best) if r}
    assert answer["draft"]["placement"] == placed
    assert answer["draft"]["p_goal"] == pytest.approx(by_placement[best], rel=1e-12)
    # Needed: the fewest armies on Ukraine for 90 %, on the plan before the draft.
    assert answer["needed"]["armies"] == 13
    assert solve_plan(plan.with_armies({0: 12})).p_goal == pytest.approx(0.8606, abs=5e-5)
    assert answer["needed"]["p_goal"] == solve_plan(plan.with_armies({0: 13})).p_goal >= 0.9


def test_the_draft_and_needed_are_left_out_when_the_plan_does_not_ask(run_cli, tmp_path):
    path = tmp_path / "plan.json"
    path.write_text(json.dumps(turn(draft=None, needed=None)), encoding="utf-8")
    answer = json.loads(run_cli("plan", path, "--json")[1])
    assert "draft" not in answer and "needed" not in answer
    assert answer["p_goal"] == pytest.approx(0.8606, abs=5e-5)


def test_the_summary_says_the_goal_the_legs_the_draft_and_what_is_needed(run_cli):
    code, out, err = run_cli("plan", TURN)
    report = answer_plan(plan_from_json(turn()))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "A turn of 3 legs; goal: Afghanistan and China yours at the end"
    assert "leg 3 rules: Global Domination: capital" in lines[3]
    assert "Best draft of 5: 5 onto Ukraine" in lines
    assert f"Goal reached after the draft: {format_percent(report.answer.p_goal)}" in lines
    assert "Goal reached after the draft: 98.16 %" in lines
    legs = [line.split("  ") for line in lines if re.match(r"\s+[123]  \S+ -> ", line)]
    legs = [[part.strip() for part in leg if part.strip()] for leg in legs]
    assert [leg[:2] for leg in legs] == [
        ["1", "Ukraine -> Afghanistan, best move"],
        ["2", "Ural -> Siberia, down to 2"],
        ["3", "Afghanistan -> China, stop at 2"],
    ]
    assert legs[0][2] == "100 %"  # its territories are as the plan starts: it surely runs
    for leg, result in zip(legs, report.answer.legs):
        runs, conquers = format_percent(result.p_runs), format_percent(result.p_conquers)
        assert leg[2:4] in ([runs, conquers], ["100 %", conquers])
    assert legs[1][3] == "0 %"  # a wear-down leg never conquers
    assert any(re.fullmatch(r"Siberia\s+0 %\s+3\.9", line) for line in lines)
    assert lines[-1] == (
        "Needed: 13 armies on Ukraine for 90 % (90.44 %), on the plan as given (before the draft)"
    )


def test_the_best_moves_table_tells_each_ending_its_move(run_cli):
    code, out, _ = run_cli("plan", SPLIT)
    best = answer_plan(plan_from_json(json.loads(SPLIT.read_text()))).answer.legs[0].best_moves
    assert code == 0 and len(set(best.values())) > 1  # a choice that depends on the ending
    table = out.split("Best move into Afghanistan (leg 1), when Ukraine conquers it with:\n")[1]
    told = {}
    for row in table.splitlines():
        ends = re.fullmatch(
            r"  if Ukraine ends with (\d+)(?: to (\d+))?: move (\d+)(?: to \d+)? .*", row
        )
        assert ends, row
        first, last = int(ends[1]), int(ends[2] or ends[1])
        for a in range(first, last + 1):
            told[a] = best[a]  # every ending in the row's range is one the engine chose for
        assert int(ends[3]) == best[first]
    assert told == best


def test_stdin_is_read_for_a_dash(run_cli, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(TURN.read_text(encoding="utf-8")))
    from_stdin = run_cli("plan", "-", "--json")
    assert from_stdin == run_cli("plan", TURN, "--json")


def test_a_byte_order_mark_is_no_mistake(run_cli, tmp_path):
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + TURN.read_bytes())
    assert run_cli("plan", path) == run_cli("plan", TURN)


LEG = {"from": "A", "to": "B"}
BAD_PLANS = [
    ('{"mine": {"A": 3}, "theirs": {"B": 2}, "legs": [{"from": "A", "to": "C"}]}',
     "plan.json: leg 1's 'to': 'C' is neither in 'mine' nor in 'theirs'"),
    ('{"mine": {"A": 3}, "theirs": {"B": 2, "C": 1}, "legs": [{"from": "C", "to": "B"}]}',
     "plan.json: leg 1 attacks from C, which is never yours"),
    ('{"mine": {"A": 3}, "theirs": {"B": 2, "C": 1},'
     ' "legs": [{"from": "B", "to": "C"}, {"from": "C", "to": "B"}]}',
     "plan.json: leg 1 attacks from B, which is never yours"),
    ('{"mine": {"A": -3}, "theirs": {"B": 2}, "legs": [{"from": "A", "to": "B"}]}',
     "plan.json: the armies on A must be 1 to 10,000, not -3"),
    ('{"mine": {"A": 3},\n "theirs": {"B": 2}\n "legs": []}',
     "plan.json line 3 column 2: Expecting ',' delimiter"),
    ("[1, 2]", "plan.json: a plan is a JSON object"),
    ("", "plan.json is empty"),
    ('{"mine": {"A": 3, "A": 4}, "theirs": {"B": 2}, "legs": [{"from": "A", "to": "B"}]}',
     "plan.json: 'A' is given twice in one object"),
    ('{"mine": {"A": 3000}, "theirs": {"B": 3000}, '
     '"legs": [{"from": "A", "to": "B", "move": "best"}]}',
     "plan.json: this plan is too large to answer in a few seconds"),
    ("[" * 100_000 + "]" * 100_000, "plan.json is nested too deeply to be a plan"),
    ('{"mine": {"A": ' + "9" * 5000 + "}}", "plan.json"),
    ('{"mine": {"A": 3}, "theirs": {"B": 2}, "legs": [{"from": "A", "to": "B",'
     ' "rules": {"defender.sides": "x"}}]}', "plan.json: leg 1's rules: defender sides"),
    ('{"mine": {"A": 3}, "theirs": {"B": 2}, "legs": [{"from": "A", "to": "B"}], '
     '"goal": ["' + "C" * 5000 + '"]}', "plan.json: the goal: 'CCCCCCCCCCCCCCCCCCCC...'"),
    ("x" * 1_000_001, "plan.json is over 1,000,000 characters"),
]  # fmt: skip


@pytest.mark.timeout(10)
@pytest.mark.parametrize(("text", "message"), BAD_PLANS, ids=lambda v: str(v)[:40])
def test_a_bad_plan_is_one_line_naming_the_culprit(run_cli, tmp_path, monkeypatch, text, message):
    monkeypatch.chdir(tmp_path)
    Path("plan.json").write_text(text, encoding="utf-8")
    code, out, err = run_cli("plan", "plan.json")
    assert (code, out) == (2, "")
    assert err.startswith(f"riskgui-cli: error: {message}")
    assert err.count("\n") == 1 and len(err) < 300


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["plan", "missing.json"], "cannot read missing.json: No such file or directory"),
        (["plan", "."], "cannot read .: Is a directory"),
        (["plan", "binary.json"], "binary.json is not text (UTF-8): byte 1"),
        (["plan"], "the following arguments are required: FILE"),
        (["plan", str(TURN), "--preset", "capital"], "unrecognized arguments: --preset capital"),
    ],
)
def test_a_file_that_cannot_be_read_is_one_line(run_cli, tmp_path, monkeypatch, arguments, message):
    monkeypatch.chdir(tmp_path)
    Path("binary.json").write_bytes(b"\xff\xfe{}")
    code, out, err = run_cli(*arguments)
    assert (code, out) == (2, "")
    assert err == f"riskgui-cli: error: {message}\n"


def test_stdin_is_named_in_a_message(run_cli, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO('{"a": 1,}'))
    assert run_cli("plan", "-") == (
        2, "", "riskgui-cli: error: stdin line 1 column 9: Expecting property name enclosed in "
        'double quotes\n',
    )  # fmt: skip


@pytest.mark.parametrize("example", [TURN, SPLIT, POSITION, ADVICE], ids=lambda path: path.name)
@pytest.mark.parametrize("flags", [[], ["--json"]], ids=["text", "json"])
def test_the_examples_answer_as_recorded(capsys, example, flags):
    """The examples' answers byte for byte, as ``test_golden_outputs`` checks the other
    commands (whose lines take no file paths); re-recorded the same way, with
    RISKGUI_RECORD_GOLDEN=1.  ``.txt``, not ``.out``: no line of ``commands.txt`` makes them.
    """
    code = main(["plan", str(example), *flags])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    name = "_".join([example.name, *flags]) + ".txt"
    recorded = RECORDED / name
    if RECORDING:
        recorded.parent.mkdir(exist_ok=True)
        recorded.write_bytes(out.encode("utf-8"))
        pytest.skip(f"recorded {name}")
    assert out.encode("utf-8") == recorded.read_bytes()


@pytest.mark.slow
def test_every_example_is_a_plan_the_engine_answers():
    examples = sorted(p for p in (ROOT / "examples").glob("*.json") if p.name != "ledger.json")
    assert {TURN, SPLIT, POSITION, ADVICE} <= set(examples)
    for path in examples:
        data = json.loads(path.read_text())
        if is_board_request(data) and data.get("advise"):  # battle by battle (issue 35)
            assert 0 < advise_board(request_from_json(data)).p_goal < 1
        elif is_board_request(data):  # a position on the map: its answer is the search's
            assert 0 < answer_board(request_from_json(data)).report.answer.p_goal < 1
        else:
            assert 0 < answer_plan(plan_from_json(data)).answer.p_goal < 1
