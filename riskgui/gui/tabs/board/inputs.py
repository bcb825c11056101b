"""What the Board tab's editors hold, as one frozen value, and the board plan JSON (the
CLI's) to and from it; no Qt.

The tab never judges a position itself: it builds the JSON ``riskgui-cli plan`` reads and
hands it to ``request_from_json``, whose ``ValueError`` is the message shown.  Only what
that JSON cannot hold lives here: players who own nothing yet (added, or left with no
territory while editing) and the goal chooser's other choices, so switching the goal's
kind and back loses nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from riskgui.core.board.map import BoardMap
from riskgui.core.board.request import request_from_json

GoalKind = Literal["continent", "eliminate", "territories"]
GOAL_KINDS: tuple[GoalKind, ...] = ("continent", "eliminate", "territories")
# An opened file's fields the tab has no editor for (a game's waiting move-in too).
KEPT_KEYS = ("rules", "min_move", "move_in")


@dataclass(frozen=True)
class GoalChoice:
    kind: GoalKind = "continent"
    continent: str = ""  # for "continent"
    player: str = ""  # for "eliminate"
    picked: tuple[str, ...] = ()  # for "territories", in the map's order
    keep: int = 1  # at least this many armies on each territory conquered


@dataclass(frozen=True)
class BoardInputs:
    board: BoardMap
    me: str
    owners: Mapping[str, str]  # every territory of the map -> its player, map order
    armies: Mapping[str, int]  # every territory -> armies on it
    players: tuple[str, ...]  # every player offered, those owning nothing too
    goal: GoalChoice = field(default_factory=GoalChoice)
    draft: int = 0
    cards: Mapping[str, int] = field(default_factory=dict)  # player -> cards held
    onto: tuple[str, ...] | None = None  # where the draft may go, as opened; None: anywhere
    kept: Mapping[str, Any] = field(default_factory=dict)  # KEPT_KEYS, as opened

    def with_owner(self, territory: str, player: str) -> BoardInputs:
        owners = {**self.owners, territory: player}
        players = self.players if player in self.players else (*self.players, player)
        return replace(self, owners=owners, players=players)

    def with_armies(self, territory: str, armies: int) -> BoardInputs:
        return replace(self, armies={**self.armies, territory: armies})

    def owned(self, player: str) -> tuple[str, ...]:
        return tuple(t for t, owner in self.owners.items() if owner == player)

    def goal_territories(self) -> tuple[str, ...]:
        """The goal's territories as chosen (those of the player to knock out, the
        continent's, or those picked), in the map's order; empty when none is chosen."""
        goal = self.goal
        if goal.kind == "continent" and goal.continent in self.board.continents:
            members = set(self.board.continents[goal.continent].territories)
            return tuple(t for t in self.board.territories if t in members)
        if goal.kind == "eliminate":
            return self.owned(goal.player)
        if goal.kind == "territories":
            return goal.picked
        return ()

    def toggle_picked(self, territory: str) -> BoardInputs:
        chosen = set(self.goal.picked) ^ {territory}
        picked = tuple(t for t in self.board.territories if t in chosen)
        return replace(self, goal=replace(self.goal, picked=picked))


def player_keys(players: tuple[str, ...]) -> dict[str, str]:
    """The key that gives a territory to each player: the first letter of the name not
    taken by a player before, else any letter or digit of it not taken."""
    keys: dict[str, str] = {}
    for player in players:
        for letter in player.lower():
            if letter.isalnum() and letter not in keys:
                keys[letter] = player
                break
    return keys


def board_json(inputs: BoardInputs) -> dict[str, Any]:
    """The board plan of the editors' values, asking for the best plan ("search": true),
    or, while a conquest waits for its move-in, for the advice alone."""
    owned = set(inputs.owners.values())
    data: dict[str, Any] = {
        "map": inputs.board.name,
        "me": inputs.me,
        "position": {t: [inputs.owners[t], inputs.armies[t]] for t in inputs.board.territories},
        "goal": goal_json(inputs),
    }
    if inputs.draft:
        draft: dict[str, Any] = {"armies": inputs.draft}
        onto = [t for t in inputs.onto or () if inputs.owners[t] == inputs.me]
        if onto:
            draft["onto"] = onto
        data["draft"] = draft
    if "move_in" in inputs.kept:
        data["advise"] = True
    else:
        data["search"] = True
    cards = {p: n for p, n in inputs.cards.items() if p in owned and n}
    if cards:
        data["cards"] = cards
    data.update({key: value for key, value in inputs.kept.items() if key in KEPT_KEYS})
    return data


def as_asked(data: object) -> object:
    """A board plan as the tab answers it: one that names a goal but no legs and asks for
    neither a search nor the advice (a position to play, as ``shared/positions`` keeps
    them) asks what the tab asks of any position it shows: the best plan, with the
    advice beside it.  Any other plan is answered as it is."""
    asks = ("legs", "search", "advise")
    if isinstance(data, Mapping) and "goal" in data and not any(key in data for key in asks):
        return {**data, "search": True}
    return data


def goal_json(inputs: BoardInputs) -> Any:
    """The goal chosen, as a board plan's ``"goal"``."""
    goal = inputs.goal
    data: dict[str, Any]
    if goal.kind == "continent":
        data = {"continent": goal.continent}
    elif goal.kind == "eliminate":
        data = {"eliminate": goal.player}
    else:
        data = {"territories": list(goal.picked)}
    if goal.keep > 1:
        data["keep"] = goal.keep
    return data


def inputs_from_json(board: BoardMap, data: Mapping[str, Any]) -> BoardInputs:
    """The editors' values of a board plan ``request_from_json`` accepted (checked
    before, so every name here is known)."""
    position: Mapping[str, list[Any]] = data["position"]
    owners = {t: str(position[t][0]) for t in board.territories}
    armies = {t: int(position[t][1]) for t in board.territories}
    me = str(data["me"])
    players = tuple(dict.fromkeys((me, *owners.values())))
    draft: Mapping[str, Any] = data.get("draft") or {}
    onto = draft.get("onto")
    cards: Mapping[str, Any] = data.get("cards") or {}
    # Legs may leave the goal out: theirs then, the plan contract's default.
    goal = data["goal"] if "goal" in data else list(request_from_json(data).goal.territories)
    return BoardInputs(
        board=board,
        me=me,
        owners=owners,
        armies=armies,
        players=players,
        goal=goal_choice(board, goal, me, players),
        draft=int(draft.get("armies", 0)),
        cards={str(p): int(n) for p, n in cards.items()},
        onto=tuple(str(t) for t in onto) if onto else None,
        kept={key: data[key] for key in KEPT_KEYS if key in data},
    )


def goal_choice(board: BoardMap, data: Any, me: str, players: tuple[str, ...]) -> GoalChoice:
    """The goal chooser's choice for a board plan's ``"goal"`` (checked before)."""
    first_continent = next(iter(board.continents))
    someone = next((p for p in players if p != me), "")
    if isinstance(data, list):
        data = {"territories": data}
    keep = int(data.get("keep", 1))
    if "continent" in data:
        return GoalChoice("continent", str(data["continent"]), someone, (), keep)
    if "eliminate" in data:
        return GoalChoice("eliminate", first_continent, str(data["eliminate"]), (), keep)
    chosen = {board.territory(str(t)).name for t in data["territories"]}
    picked = tuple(t for t in board.territories if t in chosen)
    return GoalChoice("territories", first_continent, someone, picked, keep)
