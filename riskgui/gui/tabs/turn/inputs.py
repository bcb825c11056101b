"""What the Turn tab's editors hold, as plain values, and the plan JSON to and from them.

The JSON is the one ``riskgui-cli plan`` reads (``riskgui.core.plan.parse``): the tab
builds it from these values and hands it to ``plan_from_json``, which judges the plan.
Only what the JSON cannot say is checked here: territories without a name or with the
same name, and legs whose territory was removed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

RulesValue = str | dict[str, Any]  # a preset key, or an object of rule fields
MOVES = ("all", "min", "leave", "best")


@dataclass(frozen=True)
class TerritoryRow:
    key: int  # names the territory while the tab is open, whatever it is called
    name: str
    mine: bool
    armies: int
    goal: bool = False
    draft_onto: bool = False


@dataclass(frozen=True)
class LegRow:
    source: int | None  # a TerritoryRow.key; None when its territory was removed
    target: int | None
    stop_at: int = 1
    until_defenders: int = 0
    move: str = "all"  # one of MOVES
    leave: int = 1  # for the move "leave"
    rules: RulesValue | None = None  # None: the plan's rules


@dataclass(frozen=True)
class Options:
    rules: RulesValue = "classic"
    draft_armies: int = 0  # 0: no draft
    min_move_one: bool = False  # "min_move": "one"
    needed_territory: int | None = None  # a TerritoryRow.key; None: not asked
    needed_p: float = 0.9


@dataclass(frozen=True)
class TurnInputs:
    territories: tuple[TerritoryRow, ...]
    legs: tuple[LegRow, ...]
    options: Options = field(default_factory=Options)


def plan_json(inputs: TurnInputs) -> dict[str, Any]:
    """The plan JSON of the editors' values; ValueError naming what the JSON cannot say."""
    names = _names(inputs.territories)
    rows = inputs.territories
    data: dict[str, Any] = {
        "rules": inputs.options.rules,
        "mine": {row.name.strip(): row.armies for row in rows if row.mine},
        "theirs": {row.name.strip(): row.armies for row in rows if not row.mine},
        "legs": [_leg_json(leg, number, names) for number, leg in enumerate(inputs.legs, 1)],
    }
    goal = [row.name.strip() for row in rows if row.goal]
    if goal:
        data["goal"] = goal
    options = inputs.options
    if options.draft_armies > 0:
        draft: dict[str, Any] = {"armies": options.draft_armies}
        onto = [row.name.strip() for row in rows if row.mine and row.draft_onto]
        if onto:
            draft["onto"] = onto
        data["draft"] = draft
    if options.needed_territory is not None and options.needed_territory in names:
        data["needed"] = {"territory": names[options.needed_territory], "p_goal": options.needed_p}
    if options.min_move_one:
        data["min_move"] = "one"
    return data


def _names(rows: tuple[TerritoryRow, ...]) -> dict[int, str]:
    seen: set[str] = set()
    for number, row in enumerate(rows, start=1):
        name = row.name.strip()
        if not name:
            raise ValueError(f"territory {number} has no name")
        if name in seen:
            raise ValueError(f"two territories are called {name}: give each its own name")
        seen.add(name)
    return {row.key: row.name.strip() for row in rows}


def _leg_json(leg: LegRow, number: int, names: Mapping[int, str]) -> dict[str, Any]:
    ends: dict[str, Any] = {}
    for end, key in (("from", leg.source), ("to", leg.target)):
        if key is None or key not in names:
            raise ValueError(f"leg {number} has no '{end}': choose a territory")
        ends[end] = names[key]
    data = ends
    if leg.stop_at != 1:
        data["stop_at"] = leg.stop_at
    if leg.until_defenders != 0:
        data["until_defenders"] = leg.until_defenders
    if leg.move == "leave":
        data["move"] = {"leave": leg.leave}
    elif leg.move != "all":
        data["move"] = leg.move
    if leg.rules is not None:
        data["rules"] = leg.rules
    return data


def inputs_from_json(data: Mapping[str, Any]) -> TurnInputs:
    """The editors' values of a plan ``plan_from_json`` accepted (checked before)."""
    mine: Mapping[str, int] = data["mine"]
    theirs: Mapping[str, int] = data["theirs"]
    goal = set(data.get("goal") or ())
    draft: Mapping[str, Any] = data.get("draft") or {}
    onto = set(draft.get("onto") or ())
    named = [(name, True, a) for name, a in mine.items()]
    named += [(name, False, a) for name, a in theirs.items()]
    territories = tuple(
        TerritoryRow(
            key=key,
            name=name,
            mine=is_mine,
            armies=armies,
            goal=name in goal,
            draft_onto=is_mine and name in onto,
        )
        for key, (name, is_mine, armies) in enumerate(named)
    )
    keys = {row.name: row.key for row in territories}
    needed: Mapping[str, Any] = data.get("needed") or {}
    options = Options(
        data.get("rules", "classic"),
        int(draft.get("armies", 0)),
        data.get("min_move") == "one",
        keys[needed["territory"]] if needed else None,
        float(needed["p_goal"]) if needed else Options.needed_p,
    )
    legs = tuple(_leg_row(leg, keys) for leg in data["legs"])
    return TurnInputs(territories, legs, options)


def _leg_row(data: Mapping[str, Any], keys: Mapping[str, int]) -> LegRow:
    given = data.get("move", "all")
    move, leave = ("leave", int(given["leave"])) if isinstance(given, Mapping) else (given, 1)
    return LegRow(
        source=keys[data["from"]],
        target=keys[data["to"]],
        stop_at=int(data.get("stop_at", 1)),
        until_defenders=int(data.get("until_defenders", 0)),
        move=str(move),
        leave=leave,
        rules=data.get("rules"),
    )
