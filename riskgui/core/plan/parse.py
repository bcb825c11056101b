"""A plan from its JSON form (``riskgui-cli plan`` reads it, the Turn tab saves it).

Every mistake raises one ``ValueError`` whose message names the culprit: the territory,
the leg (counted from 1) or the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from riskgui.core.plan.model import ALL, Draft, Leg, Move, Needed, Plan
from riskgui.core.rules.fields import FIELDS, from_text
from riskgui.core.rules.model import CLASSIC, Rules
from riskgui.core.rules.presets import preset

MAX_ARMIES = 10_000
PLAN_KEYS = {"rules", "mine", "theirs", "legs", "goal", "draft", "needed", "min_move"}
LEG_KEYS = {"from", "to", "rules", "stop_at", "until_defenders", "move"}
RULE_KEYS = tuple(field.key for field in FIELDS)
# What an answer adds to each leg (``report.plan_json``): accepted and ignored, so that an
# answer's legs can be fed back as they are (a board search hands its plan back so).
ANSWER_KEYS = {"p_runs", "p_conquers", "expected_from", "expected_to", "best_moves"}


def is_board_request(data: object) -> bool:
    """Whether a plan's JSON is a board plan (it names a map: ``board.request`` reads it)."""
    return isinstance(data, Mapping) and "map" in data


def plan_from_json(data: object) -> Plan:
    if not isinstance(data, Mapping):
        raise ValueError("a plan is a JSON object with 'mine', 'theirs' and 'legs'")
    _known_keys(data, PLAN_KEYS, "the plan")
    rules = rules_from(data.get("rules", "classic"), CLASSIC, "the plan's rules")
    mine = _armies(data.get("mine"), "mine")
    theirs = _armies(data.get("theirs"), "theirs")
    for name in mine.keys() & theirs.keys():
        raise ValueError(f"{name} is both mine and theirs")
    names = (*mine, *theirs)
    index = {name: t for t, name in enumerate(names)}
    legs_data = data.get("legs")
    if not isinstance(legs_data, list) or not legs_data:
        raise ValueError("'legs' must be a list of at least one leg")
    legs = tuple(_leg(leg, number, index, rules) for number, leg in enumerate(legs_data, start=1))
    _check_sources(legs, names, len(mine))
    goal = _goal(data.get("goal"), legs, index, names)
    min_move = data.get("min_move", "dice")
    if min_move not in ("dice", "one"):
        raise ValueError(f"'min_move' is 'dice' or 'one', not {min_move!r}")
    return Plan(
        names=names,
        mine=tuple(t < len(mine) for t in range(len(names))),
        armies=(*mine.values(), *theirs.values()),
        legs=legs,
        goal=goal,
        min_move=min_move,
        draft=_draft(data.get("draft"), index, len(mine)),
        needed=_needed(data.get("needed"), index, len(mine)),
        rules=rules,
    )


def rules_from(value: object, base: Rules, what: str) -> Rules:
    """A preset key, or ``{"preset": key, "defender.sides": "8", ...}``; an object without
    a preset starts from ``base``."""
    try:
        if isinstance(value, str):
            return preset(value).rules
        if isinstance(value, Mapping):
            fields = {str(k): _field_text(v) for k, v in value.items() if k != "preset"}
            for key in fields:
                if key not in RULE_KEYS:
                    raise ValueError(f"no rule field {key!r}; fields are {', '.join(RULE_KEYS)}")
            start = preset(str(value["preset"])).rules if "preset" in value else base
            return from_text(fields, base=start)
    except ValueError as error:
        raise ValueError(f"{what}: {error}") from None
    raise ValueError(f"{what} are a preset name or an object of rule fields")


def _field_text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)


def _known_keys(data: Mapping[str, Any], keys: set[str], what: str) -> None:
    for key in data:
        if key not in keys:
            raise ValueError(f"{what} has no field {key!r}; it takes {', '.join(sorted(keys))}")


def _whole(value: object, what: str, lowest: int, highest: int = MAX_ARMIES) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    if not lowest <= value <= highest:
        raise ValueError(f"{what} must be {lowest} to {highest:,}, not {value}")
    return value


def _armies(value: object, side: str) -> dict[str, int]:
    if not isinstance(value, Mapping):
        raise ValueError(f"'{side}' must map territory names to their armies")
    return {str(name): _whole(a, f"the armies on {name}", 1) for name, a in value.items()}


def _territory(name: object, index: Mapping[str, int], what: str) -> int:
    if name is None:
        raise ValueError(f"{what} is missing")
    if not isinstance(name, str) or name not in index:
        raise ValueError(f"{what}: {name!r} is neither in 'mine' nor in 'theirs'")
    return index[name]


def _move(value: object, number: int) -> Move:
    if value in ("all", "min", "best"):
        return Move(value)
    if isinstance(value, Mapping) and set(value) == {"leave"}:
        return Move("leave", _whole(value["leave"], f"leg {number}'s move 'leave'", 1))
    raise ValueError(f"leg {number}'s move is 'all', 'min', 'best' or {{\"leave\": k}}")


def _leg(data: object, number: int, index: Mapping[str, int], rules: Rules) -> Leg:
    if not isinstance(data, Mapping):
        raise ValueError(f"leg {number} must be an object with 'from' and 'to'")
    _known_keys({k: v for k, v in data.items() if k not in ANSWER_KEYS}, LEG_KEYS, f"leg {number}")
    source = _territory(data.get("from"), index, f"leg {number}'s 'from'")
    target = _territory(data.get("to"), index, f"leg {number}'s 'to'")
    if source == target:
        raise ValueError(f"leg {number} attacks the territory it starts from")
    return Leg(
        source=source,
        target=target,
        rules=rules_from(data["rules"], rules, f"leg {number}'s rules")
        if "rules" in data
        else rules,
        stop_at=_whole(data.get("stop_at", 1), f"leg {number}'s stop_at", 1),
        until_defenders=_whole(
            data.get("until_defenders", 0), f"leg {number}'s until_defenders", 0
        ),
        move=_move(data["move"], number) if "move" in data else ALL,
    )


def _check_sources(legs: Sequence[Leg], names: Sequence[str], mine: int) -> None:
    """A leg must start from a territory of mine or one an earlier leg may conquer."""
    conquerable: set[int] = set()
    for number, leg in enumerate(legs, start=1):
        if leg.target < mine:
            raise ValueError(f"leg {number} attacks {names[leg.target]}, which is yours")
        if leg.source >= mine and leg.source not in conquerable:
            raise ValueError(
                f"leg {number} attacks from {names[leg.source]}, which is never yours "
                "(no earlier leg conquers it)"
            )
        if leg.until_defenders == 0:
            conquerable.add(leg.target)


def _goal(
    value: object, legs: Sequence[Leg], index: Mapping[str, int], names: Sequence[str]
) -> frozenset[int]:
    if value is None:
        goal = frozenset(leg.target for leg in legs if leg.until_defenders == 0)
        if not goal:
            raise ValueError("every leg only wears its defender down: name the 'goal'")
        return goal
    if not isinstance(value, list) or not value:
        raise ValueError("'goal' must be a list of territory names")
    return frozenset(_territory(name, index, "the goal") for name in value)


def _draft(value: object, index: Mapping[str, int], mine: int) -> Draft | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ValueError("'draft' must be an object with 'armies' (and 'onto')")
    _known_keys(value, {"armies", "onto"}, "the draft")
    armies = _whole(value.get("armies"), "the draft's armies", 0, 1_000)
    onto = value.get("onto", [name for name, t in index.items() if t < mine])
    if not isinstance(onto, list) or not onto:
        raise ValueError("the draft's 'onto' must be a list of your territories")
    targets = tuple(dict.fromkeys(_territory(n, index, "the draft's 'onto'") for n in onto))
    for name, t in zip(dict.fromkeys(onto), targets):
        if t >= mine:
            raise ValueError(f"the draft goes onto territories of yours, not {name}")
    return Draft(armies, targets)


def _needed(value: object, index: Mapping[str, int], mine: int) -> Needed | None:
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ValueError("'needed' must be an object with 'territory' and 'p_goal'")
    _known_keys(value, {"territory", "p_goal"}, "'needed'")
    territory = _territory(value.get("territory"), index, "'needed'")
    if territory >= mine:
        raise ValueError(f"'needed' asks about a territory of yours, not {value['territory']}")
    p = value.get("p_goal")
    if isinstance(p, bool) or not isinstance(p, (int, float)) or not 0 < p < 1:
        raise ValueError(f"'needed' wants a chance p_goal between 0 and 1, not {p!r}")
    return Needed(territory, float(p))
