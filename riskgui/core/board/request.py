"""A board plan: a position on a map, a goal, the draft, and either legs to evaluate or a
request to search for the best ones (``riskgui-cli plan`` reads it when it has ``"map"``).

``{"map": "classic", "me": "Red", "position": {...}, "goal": {"continent": "Australia"},
"draft": {"armies": 3}, "search": true}``; with ``"legs"`` (the plan contract's legs) in
place of ``"search"``, the legs are evaluated, and the goal may be left out: it is then the
plan contract's, every territory a leg attacks to the end.  Optional: ``"rules"`` and
``"min_move"`` as in a plan, ``"needed"`` with legs, and ``"cards"``: ``{"Blue": 3}``, the
cards each player holds, for what eliminating them brings.  ``"advise": true`` asks for the
best way to play the turn round by round (``core.advice``), with or without legs or a
search; with it, ``"move_in": {"from": A, "to": B}`` says that B was just taken from A and
its move-in is still to choose (B the player's with 0 armies in the position).  Every slip
is one ``ValueError`` naming it.

``core_plan`` turns the position and legs into the plan engine's ``Plan``: the territories
of the legs, the goal and the draft, each with its owner's side and armies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from riskgui.core.board.goal import Goal, goal_from_json
from riskgui.core.board.map import BoardMap, load_map
from riskgui.core.board.position import Position, position_from_json
from riskgui.core.plan.model import Plan
from riskgui.core.plan.parse import is_board_request as is_board_request
from riskgui.core.plan.parse import plan_from_json, rules_from
from riskgui.core.rules.model import CLASSIC, Rules

BOARD_KEYS = (
    "map",
    "me",
    "position",
    "goal",
    "draft",
    "search",
    "legs",
    "rules",
    "min_move",
    "needed",
    "cards",
    "advise",
    "move_in",
)
MAX_DRAFT = 1_000


@dataclass(frozen=True)
class BoardRequest:
    position: Position
    goal: Goal
    draft: int  # armies to place before attacking
    onto: tuple[str, ...] | None  # where they may go; None: any territory of mine
    search: bool
    legs: tuple[Mapping[str, Any], ...]  # as given (borders checked); empty when searching
    rules: Rules
    rules_json: object  # as given, passed on to the plan
    min_move: str
    needed: object  # as given, passed on to the plan (None: not asked)
    cards: Mapping[str, int]  # player -> cards held, for those the JSON names
    advise: bool = False  # the round-by-round advice asked for too (core.advice answers it)
    move_in: tuple[str, str] | None = None  # (from, to): to just taken, its move-in to choose

    def draft_targets(self) -> tuple[str, ...]:
        """The territories the draft may go onto, in the map's order."""
        if self.onto is not None:
            return self.onto
        return self.position.territories_of(self.position.me)


def request_from_json(data: object) -> BoardRequest:
    if not isinstance(data, Mapping):
        raise ValueError("a board plan is a JSON object with 'map', 'me', 'position' and 'goal'")
    for key in data:
        if key not in BOARD_KEYS:
            raise ValueError(f"a board plan has no field {key!r}; it takes {', '.join(BOARD_KEYS)}")
    board = load_map(_text(data.get("map"), "'map'"))
    advise = data.get("advise", False)
    if not isinstance(advise, bool):
        raise ValueError("'advise' is true or false")
    move_in = _move_in(data.get("move_in"), board, data, advise)
    empty = move_in[1] if move_in is not None else None
    position = position_from_json(board, data.get("me"), data.get("position"), empty)
    goal = goal_from_json(data["goal"], position) if "goal" in data else None
    rules_json = data.get("rules", "classic")
    rules = rules_from(rules_json, CLASSIC, "the plan's rules")
    min_move = data.get("min_move", "dice")
    if min_move not in ("dice", "one"):
        raise ValueError(f"'min_move' is 'dice' or 'one', not {min_move!r}")
    search = data.get("search", False)
    if not isinstance(search, bool):
        raise ValueError("'search' is true or false")
    if goal is None:
        _refuse_without_goal(search, advise, data.get("legs"))
    legs = _legs(data.get("legs"), position, search, advise)
    if search and data.get("needed") is not None:
        raise ValueError("'needed' asks about given legs: leave it out when searching")
    draft, onto = _draft(data.get("draft"), position)
    request = BoardRequest(
        position=position,
        goal=goal if goal is not None else Goal("territories", None, ()),
        draft=draft,
        onto=onto,
        search=search,
        legs=legs,
        rules=rules,
        rules_json=rules_json,
        min_move=str(min_move),
        needed=data.get("needed"),
        cards=_cards(data.get("cards"), position),
        advise=advise,
        move_in=move_in,
    )
    return request if goal is not None else replace(request, goal=_default_goal(request))


def core_plan(request: BoardRequest, legs: Sequence[Mapping[str, Any]], draft: bool = True) -> Plan:
    """The plan engine's plan for these legs on the request's position: the territories of
    the legs, the goal and the draft; ``draft`` false leaves the draft out."""
    position = request.position
    touched = {leg["from"] for leg in legs} | {leg["to"] for leg in legs}
    targets = request.draft_targets() if draft and request.draft else ()
    names = touched | set(request.goal.territories) | set(targets)
    order = [t for t in position.board.territories if t in names]
    data: dict[str, Any] = {
        "rules": request.rules_json,
        "mine": {t: position.armies[t] for t in order if position.mine(t)},
        "theirs": {t: position.armies[t] for t in order if not position.mine(t)},
        "legs": [dict(leg) for leg in legs],
        "min_move": request.min_move,
    }
    if request.goal.territories:  # none only while _default_goal asks the contract for it
        data["goal"] = list(request.goal.territories)
    if targets:
        data["draft"] = {"armies": request.draft, "onto": list(targets)}
    if request.needed is not None:
        data["needed"] = request.needed
    return replace(plan_from_json(data), keep=request.goal.keep)


def _refuse_without_goal(search: bool, advise: bool, legs: object) -> None:
    """A board plan without a goal is answered only for its legs (see _default_goal)."""
    if advise:
        raise ValueError("\"advise\": true needs a 'goal': the advice is the best way to it")
    if search:
        raise ValueError("\"search\": true needs a 'goal': without one there is nothing to "
                         "search for")  # fmt: skip
    if legs is None:
        raise ValueError("a board plan needs 'legs' to evaluate, or a 'goal' and \"search\": true")


def _default_goal(request: BoardRequest) -> Goal:
    """The plan contract's goal for the request's legs, as a plan without one gets it
    (``core.plan.parse``): every territory a leg attacks to the end, in the map's order."""
    plan = core_plan(request, request.legs)
    taken = {plan.names[t] for t in plan.goal}
    board = request.position.board
    return Goal("territories", None, tuple(t for t in board.territories if t in taken))


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be a name, not {value!r}")
    return value


def _legs(
    value: object, position: Position, search: bool, advise: bool = False
) -> tuple[Mapping[str, Any], ...]:
    if value is None:
        if not search and not advise:
            raise ValueError(
                "a board plan needs 'legs' to evaluate, or \"search\": true (the best plan) "
                'or "advise": true (the best way to play it, battle by battle)'
            )
        return ()
    if search:
        raise ValueError("give 'legs' to evaluate or ask for \"search\": true, not both")
    if not isinstance(value, list) or not value:
        raise ValueError("'legs' must be a list of at least one leg")
    board = position.board
    found = []
    for number, leg in enumerate(value, start=1):
        if not isinstance(leg, Mapping):
            raise ValueError(f"leg {number} must be an object with 'from' and 'to'")
        source = board.territory(_text(leg.get("from"), f"leg {number}'s 'from'")).name
        target = board.territory(_text(leg.get("to"), f"leg {number}'s 'to'")).name
        if source != target and not board.adjacent(source, target):
            raise ValueError(f"leg {number}: {source} and {target} do not border each other")
        found.append({**leg, "from": source, "to": target})
    return tuple(found)


def _move_in(
    value: object, board: BoardMap, data: Mapping[str, Any], advise: bool
) -> tuple[str, str] | None:
    """The pending move-in's (from, to), names checked; its armies are checked with the
    position by the advice (neighbours, the target at 0, the source with 2 or more)."""
    if value is None:
        return None
    if not advise:
        raise ValueError("'move_in' asks which move-in is best: add \"advise\": true")
    if data.get("search") or data.get("legs") is not None:
        raise ValueError("a pending move-in is answered by the advice alone: leave out "
                         "'search' and 'legs'")  # fmt: skip
    if not isinstance(value, Mapping) or set(value) != {"from", "to"}:
        raise ValueError('\'move_in\' is {"from": territory, "to": territory}')
    source = board.territory(_text(value["from"], "the move-in's 'from'")).name
    target = board.territory(_text(value["to"], "the move-in's 'to'")).name
    return source, target


def _draft(value: object, position: Position) -> tuple[int, tuple[str, ...] | None]:
    if value is None:
        return 0, None
    if not isinstance(value, Mapping) or "armies" not in value:
        raise ValueError("'draft' must be an object with 'armies' (and 'onto')")
    for key in value:
        if key not in ("armies", "onto"):
            raise ValueError(f"the draft has no field {key!r}; it takes armies, onto")
    armies = value["armies"]
    if isinstance(armies, bool) or not isinstance(armies, int) or not 0 <= armies <= MAX_DRAFT:
        raise ValueError(f"the draft's armies must be a whole number, 0 to {MAX_DRAFT:,}")
    if "onto" not in value:
        return armies, None
    onto = value["onto"]
    if not isinstance(onto, list) or not onto:
        raise ValueError("the draft's 'onto' must be a list of your territories")
    chosen = set()
    for name in onto:
        territory = position.board.territory(_text(name, "the draft's 'onto'")).name
        if not position.mine(territory):
            raise ValueError(f"the draft goes onto territories of yours, not {territory}")
        chosen.add(territory)
    return armies, tuple(t for t in position.board.territories if t in chosen)


def _cards(value: object, position: Position) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ValueError("'cards' maps players to the cards they hold, as {\"Blue\": 3}")
    players = set(position.players())
    cards = {}
    for player, count in value.items():
        if player not in players:
            raise ValueError(f"'cards' names {player!r}, who owns no territory")
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 100:
            raise ValueError(f"{player}'s cards must be a whole number, 0 to 100")
        cards[str(player)] = count
    return cards
