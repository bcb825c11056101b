"""``riskgui-cli plan FILE``: a whole turn across many fronts, exactly (issue 25's contract),
or a board plan: a position on the classic map with a goal, whose best plan it searches
for (issue 27's contract, ``riskgui.core.board.board_json``; ``examples/position.json``).
With ``"advise"`` too, the search's ``bound`` is no higher than the advice's ``upper``
(``riskgui.core.board.found.below_advice``): no fixed plan beats the best way to play
battle by battle.  A turn too large to solve at once is bounded for minutes: each bound
is said on a terminal's stderr as it comes, and Ctrl-C prints the answer with the advice
as it stands (``"interrupted": true`` in it) and exits 130.

FILE is a plan in JSON (``-`` reads stdin); ``examples/turn.json`` uses every field.  The
rules are the file's (``"rules"``, and a leg's own), so the command takes no rule flags.

``--json`` prints ``riskgui.core.report.plan_json.plan_report_json``, the one JSON answer
the Turn tab exports too: ``p_goal``, ``territories``, ``legs`` and ``goal`` always,
``draft`` and ``needed`` only when the plan asks for them (left out, never null,
otherwise).  ``p_goal``, ``territories`` and ``legs`` describe the plan after the chosen
draft; ``needed`` the plan as given.  The text is a summary for a person: the goal's
chance, each leg's chance, each territory's, the draft, the armies needed, and for a
``"best"`` move the table "if Ukraine ends with N, move M".

A file that cannot be read, is not JSON or is not a plan, and a plan too large to answer
in a few seconds, raise one ``ValueError`` naming the file and the culprit ("turn.json
line 3 column 5: ..."), which ``main`` reports as one line on stderr with exit code 2.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from riskgui.cli.arguments import shorten_long_words
from riskgui.cli.output import STDIN, Interrupted, json_text, read_input, tell
from riskgui.core import plural
from riskgui.core.plan.answer import LegAnswer, TerritoryAnswer
from riskgui.core.plan.certain import surely_mine, surely_run
from riskgui.core.plan.draft import PlanReport, answer_plan, may_load_numpy
from riskgui.core.plan.model import Leg, Plan
from riskgui.core.plan.parse import is_board_request, plan_from_json
from riskgui.core.report.counting import CONVENTION
from riskgui.core.report.percent import format_percent
from riskgui.core.report.plan_json import plan_report_json
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label

if TYPE_CHECKING:  # (loaded with the board, below: a plan of battles starts without them)
    from riskgui.core.advice.answer import Advice
    from riskgui.core.board.request import BoardRequest

MAX_CHARACTERS = 1_000_000  # a plan is a few hundred; more is not a plan (or is /dev/zero)
LONG_MESSAGE = 200  # characters: a message this long has its long words cut


def run(args: argparse.Namespace, rules: Rules) -> str:
    """The answer to the plan in ``args.file``; ``rules`` are unused: the file has its own."""
    name = "stdin" if args.file == STDIN else args.file
    try:
        data = read_plan(args.file, name)
        try:
            if is_board_request(data):
                return board_answer(data, args.json)
            plan = plan_from_json(data)
            if may_load_numpy(plan):
                _load_numpy()
            report = answer_plan(plan)
        except ValueError as error:
            raise ValueError(f"{name}: {error}") from None
    except ValueError as error:
        message = str(error)
        short = message if len(message) <= LONG_MESSAGE else shorten_long_words(message, set())
        raise ValueError(short) from None
    if args.json:
        return json_text(plan_report_json(plan, report))
    return summary(plan, report)


def _load_numpy() -> None:
    """Loaded now, not mid-run: Ctrl-C landing inside a lazy import of NumPy surfaces as an
    ImportError, not as the interrupt the command promises to end on (exit 130).  A plan
    of small battles answers without it, before it would have loaded."""
    import riskgui.core.exact.solver  # noqa: F401


def board_answer(data: object, as_json: bool) -> str:
    """A board plan (it names a ``map``): its legs evaluated, or the best ones searched,
    and the round-by-round advice when it asks for it."""
    _load_numpy()
    from riskgui.core.advice.board_advice import advice_json, advice_lines
    from riskgui.core.board.answer import answer_board, with_advice_bound
    from riskgui.core.board.board_json import board_answer_json
    from riskgui.core.board.request import request_from_json
    from riskgui.core.board.wording import board_summary, goal_line

    request = request_from_json(data)
    answer = answer_board(request) if request.search or request.legs else None
    advice, interrupted = advice_until_stopped(request) if request.advise else (None, False)
    if answer is not None and advice is not None:
        answer = with_advice_bound(answer, advice.upper)
    if as_json:
        answered: dict[str, Any] = (
            board_answer_json(answer)
            if answer is not None
            else {"goal": sorted(request.goal.territories)}
        )
        if advice is not None:
            answered["advice"] = advice_json(advice)
            if interrupted:
                answered["advice"]["interrupted"] = True
        text = json_text(answered)
    else:
        lines = board_summary(answer) if answer is not None else [goal_line(request)]
        if advice is not None:
            if interrupted:
                lines += ["", "Interrupted (Ctrl-C): the advice is the bounds found until then."]
            lines += ["", *advice_lines(advice, request)]
        if answer is not None and answer.plan is not None and answer.report is not None:
            lines += ["", summary(answer.plan, answer.report)]
        text = "\n".join(lines)
    if interrupted:
        raise Interrupted(text)
    return text


def advice_until_stopped(request: BoardRequest) -> tuple[Advice, bool]:
    """The advice, and whether Ctrl-C stopped it: a turn too large to solve at once gets
    bounds that improve for minutes, each said on a terminal as it comes, and Ctrl-C then
    keeps the last (a Ctrl-C before the first answer stops the command as usual)."""
    from riskgui.core.advice.board_advice import improving_board_advice

    latest: Advice | None = None
    try:
        for latest in improving_board_advice(request):
            if not latest.exact:
                tell(
                    f"riskgui-cli: between {format_percent(latest.lower)} and "
                    f"{format_percent(latest.upper)} so far, improving "
                    "(Ctrl-C prints the advice as it stands)"
                )
    except KeyboardInterrupt:
        if latest is None:
            raise
        return latest, True
    assert latest is not None  # (it always yields)
    return latest, False


def read_plan(path: str, name: str) -> object:
    """The JSON in the file ``path`` (``-``: stdin), ValueError naming ``name`` if none."""
    text = read_input(path, name, MAX_CHARACTERS, "a plan is much shorter")
    if not text.strip():
        raise ValueError(f"{name} is empty: a plan is a JSON object")
    try:
        return json.loads(text, object_pairs_hook=_object)
    except json.JSONDecodeError as error:
        raise ValueError(f"{name} line {error.lineno} column {error.colno}: {error.msg}") from None
    except _Repeated as error:
        raise ValueError(f"{name}: {error}") from None
    except RecursionError:
        raise ValueError(f"{name} is nested too deeply to be a plan") from None
    except ValueError as error:  # a number of 5,000 digits
        raise ValueError(f"{name} is not a plan: {str(error).split(';')[0]}") from None


class _Repeated(ValueError):
    """A name given twice in one JSON object."""


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object; a name given twice would silently keep the last, so it is refused."""
    found: dict[str, object] = {}
    for key, value in pairs:
        if key in found:
            raise _Repeated(f"{key!r} is given twice in one object")
        found[key] = value
    return found


# ----- the text ------------------------------------------------------------------------
def summary(plan: Plan, report: PlanReport) -> str:
    answer, names = report.answer, plan.names
    goal = plural.listed(sorted(names[t] for t in plan.goal))
    count = len(plan.legs)
    lines = [
        f"A turn of {count} {'leg' if count == 1 else 'legs'}; goal: {goal} yours at the end",
        f"  attackers = {CONVENTION}",
        f"  rules: {rules_label(plan.rules)}",
        *(
            f"  leg {number} rules: {rules_label(leg.rules)}"
            for number, leg in enumerate(plan.legs, start=1)
            if leg.rules != plan.rules
        ),
        *(["  a conquest moves in at least 1 army"] if plan.min_move == "one" else []),
    ]
    if report.draft is not None:
        placed = ", ".join(f"{r} onto {names[t]}" for t, r in report.draft.placement.items())
        assert plan.draft is not None
        which = "Best draft" if report.draft.searched else "Draft (as the board search placed it)"
        lines.append(f"{which} of {plan.draft.armies}: {placed or 'none placed'}")
    after = " after the draft" if report.draft is not None else ""
    lines += [f"Goal reached{after}: {format_percent(answer.p_goal)}", ""]
    lines += _leg_table(plan, answer.legs)
    lines += ["", *_territory_table(names, answer.territories)]
    for number, (leg, result) in enumerate(zip(plan.legs, answer.legs), start=1):
        if result.best_moves:
            lines += ["", *_best_moves(number, names[leg.source], names[leg.target], result)]
    if report.needed is not None and plan.needed is not None:
        needed, on = report.needed, names[report.needed.territory]
        wanted = f"{plan.needed.p_goal * 100:.15g} %"
        if needed.armies is None:
            found = f"no number of armies on {on} reaches {wanted}"
        else:
            chance = format_percent(needed.p_goal)
            found = f"{plural.armies(needed.armies)} on {on} for {wanted} ({chance})"
        before = " (before the draft)" if plan.draft is not None else ""
        lines += ["", f"Needed: {found}, on the plan as given{before}"]
    return "\n".join(lines)


def _leg_text(leg: Leg, names: Sequence[str]) -> str:
    """ "Ural -> Siberia, down to 2": the attack and what differs from the defaults."""
    parts = [f"{names[leg.source]} -> {names[leg.target]}"]
    if leg.until_defenders:
        parts.append(f"down to {leg.until_defenders}")
    if leg.stop_at > 1:
        parts.append(f"stop at {leg.stop_at}")
    move = leg.move
    if move.kind == "leave":
        parts.append(f"leave {move.leave}")
    elif move.kind != "all":
        parts.append(f"{move.kind} move")
    return ", ".join(parts)


def _leg_table(plan: Plan, legs: Sequence[LegAnswer]) -> list[str]:
    attacks = [_leg_text(leg, plan.names) for leg in plan.legs]
    width = max(len("attack"), *(len(a) for a in attacks))
    certain = surely_run(plan)
    lines = [
        f"leg  {'attack':<{width}}  {'runs':>12}  {'conquers':>12}  armies after it, on average"
    ]
    for i, (leg, attack, result) in enumerate(zip(plan.legs, attacks, legs)):
        runs = format_percent(result.p_runs, certain=i in certain)
        average = (
            f"{plan.names[leg.source]} {result.expected_source:.1f}, "
            f"{plan.names[leg.target]} {result.expected_target:.1f}"
            if result.p_runs > 0
            else "never runs"
        )
        conquers = format_percent(result.p_conquers)
        lines.append(f"{i + 1:>3}  {attack:<{width}}  {runs:>12}  {conquers:>12}  {average}")
    return lines


def _territory_table(names: Sequence[str], fates: Sequence[TerritoryAnswer]) -> list[str]:
    width = max(len("territory"), *(len(n) for n in names))
    lines = [f"{'territory':<{width}}  {'yours at the end':>16}  armies at the end, on average"]
    for name, fate in zip(names, fates):
        yours = format_percent(fate.p_mine, sum(fate.theirs.values()), certain=surely_mine(fate))
        armies = sum(n * p for n, p in fate.mine.items()) + sum(
            n * p for n, p in fate.theirs.items()
        )
        lines.append(f"{name:<{width}}  {yours:>16}  {armies:.1f}")
    return lines


def _best_moves(number: int, source: str, target: str, result: LegAnswer) -> list[str]:
    """The best move-in after each ending, runs of the same move or of the same armies
    left behind told in one row: "if Ukraine ends with 5 to 17, move 4 to 16 (leave 1)"."""
    lines = [f"Best move into {target} (leg {number}), when {source} conquers it with:"]
    ends = sorted(result.best_moves)
    runs: list[list[int]] = []
    for a in ends:
        run = runs[-1] if runs else None
        if run is not None and a == run[-1] + 1 and _alike([*run, a], result.best_moves):
            run.append(a)
        else:
            runs.append([a])
    for run in runs:
        first, last = run[0], run[-1]
        moves = {result.best_moves[a] for a in run}
        ends_text = f"{first}" if first == last else f"{first} to {last}"
        if len(moves) == 1:
            move = f"move {moves.pop()}"
        else:
            move = f"move {result.best_moves[first]} to {result.best_moves[last]}"
        left = {a - result.best_moves[a] for a in run}
        if len(left) == 1:
            leave = f"leave {left.pop()}"
        else:
            leave = f"leave {first - result.best_moves[first]} to {last - result.best_moves[last]}"
        lines.append(f"  if {source} ends with {ends_text}: {move} ({leave})")
    return lines


def _alike(ends: list[int], moves: dict[int, int]) -> bool:
    """The same move after every ending of ``ends``, or the same armies left behind."""
    return len({moves[a] for a in ends}) == 1 or len({a - moves[a] for a in ends}) == 1
