"""The rules of play: ``apply(state, step)`` is the next state, or ``IllegalStep`` (a
``ValueError``) naming in one line what the state does not allow; nothing changes then.
``replay`` folds a game's steps from its start, so the position is always what its steps
say (undo is the replay of all steps but the last).

What each step needs (classic rules; the battle's dice and ties are the game's rules):

- In the ``setup`` phase (a dealt game whose players place their starting armies), only
  ``Place`` of 1 army onto a territory of the player's; the turn passes to the next
  player with armies left, and after the last one the first player reinforces.

- ``Place`` and ``Trade``: the reinforce phase; onto a territory of the player's, at
  most the armies due.  Once none are due, the phase is attack.
- ``Round``: the attack phase and no move-in waiting; from a territory of the player's
  with 2 or more armies onto a bordering one of another player's; the dice as
  ``dice.round.resolve_round`` allows (fewer than the most is the player's choice).  A
  round that takes the territory leaves it the player's with 0 armies and a move-in
  waiting: at least the dice the attacker rolled (1 with ``min_move`` "one"), at most
  all but one of the source's.
- ``MoveIn``: a move-in waiting, within its bounds.  When it took the player's last
  opponent's last territory, the game is over.
- ``Fortify``: the attack phase, once a turn, between two territories of the player's
  joined through territories of theirs (or bordering, without ``connected_fortify``),
  leaving at least 1 behind.
- ``EndTurn``: nothing due, no move-in waiting; the next player still holding a
  territory starts in the reinforce phase with their armies due.
- ``Correction``: any time but a waiting move-in's territories; a player of the game,
  at least 1 army.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import reduce

from riskgui.core.board.map import BoardMap
from riskgui.core.board.position import MAX_ARMIES
from riskgui.core.dice.round import resolve_round
from riskgui.core.game.state import GameState, MinMove, MoveInWait, reinforcements
from riskgui.core.game.steps import (
    Correction,
    EndTurn,
    Fortify,
    MoveIn,
    Place,
    Round,
    Step,
    Trade,
)
from riskgui.core.plural import armies as armies_text
from riskgui.core.rules.model import CLASSIC, Rules

MAX_PLAYERS = 6
MAX_TRADE = 100  # the most armies one card trade brings, in any edition


class IllegalStep(ValueError):
    """The game's state does not allow the step; the message says why, for the player."""


def new_game(
    board: BoardMap,
    players: Iterable[str],
    owners: Mapping[str, str],
    armies: Mapping[str, int],
    rules: Rules = CLASSIC,
    min_move: MinMove = "dice",
    connected_fortify: bool = True,
    setup: Mapping[str, int] | None = None,
) -> GameState:
    """A game from a position: the first player named starts, reinforcing; with ``setup``
    (each player's starting armies still to place), placing them one at a time first."""
    order = tuple(players)
    if len(order) != len(set(order)) or not 2 <= len(order) <= MAX_PLAYERS:
        raise ValueError(f"a game has 2 to {MAX_PLAYERS} different players, not {list(order)}")
    for territory in board.territories:
        owner = owners.get(territory)
        if owner not in order:
            raise ValueError(f"{territory} belongs to {owner!r}, who is not a player of the game")
        if not 1 <= armies.get(territory, 0) <= MAX_ARMIES:
            raise ValueError(f"{territory} needs 1 to {MAX_ARMIES:,} armies")
    empty = [p for p in order if p not in owners.values()]
    if empty:
        raise ValueError(f"{empty[0]} holds no territory: every player starts with one")
    start = GameState(
        board=board,
        players=order,
        owners={t: owners[t] for t in board.territories},
        armies={t: armies[t] for t in board.territories},
        turn=order[0],
        phase="reinforce",
        rules=rules,
        min_move=min_move,
        connected_fortify=connected_fortify,
    )
    left = {p: int(setup.get(p, 0)) for p in order} if setup else {}
    if any(n < 0 for n in left.values()):
        raise ValueError("a player's starting armies to place cannot be negative")
    if any(left.values()):
        first = next(p for p in order if left[p])
        return replace(start, phase="setup", turn=first, due=left[first], setup_left=left)
    return replace(start, due=reinforcements(start, order[0]))


def replay(start: GameState, steps: Iterable[Step]) -> GameState:
    """The state after ``steps`` from ``start``."""
    return reduce(apply, steps, start)


def apply(state: GameState, step: Step) -> GameState:
    """The state after ``step``; ``IllegalStep`` if the state does not allow it."""
    if isinstance(step, Correction):
        return _correct(state, step)
    if state.phase == "over":
        raise IllegalStep(f"the game is over: {state.turn} holds every territory")
    if state.phase == "setup":
        return _set_up(state, step)
    if isinstance(step, (Place, Trade)):
        return _reinforce(state, step)
    if isinstance(step, MoveIn):
        return _move_in(state, step)
    if state.pending is not None:
        wait = state.pending
        raise IllegalStep(
            f"move {wait.least} to {wait.most} armies into {wait.target} first "
            f"(it was just taken from {wait.source})"
        )
    if isinstance(step, EndTurn):
        return _end_turn(state)
    if state.phase == "reinforce":
        raise IllegalStep(f"{state.turn} has {armies_text(state.due)} to place first")
    if state.phase == "fortify":
        raise IllegalStep(f"{state.turn} has fortified: only the end of the turn is left")
    if isinstance(step, Round):
        return _round(state, step)
    return _fortify(state, step)


def _territory(state: GameState, name: str) -> str:
    try:
        return state.board.territory(name).name
    except ValueError as error:
        raise IllegalStep(str(error)) from None


def _theirs(state: GameState, name: str, what: str) -> str:
    """The territory, which must be the player whose turn it is's."""
    territory = _territory(state, name)
    if state.owners[territory] != state.turn:
        raise IllegalStep(
            f"{territory} is {state.owners[territory]}'s: {state.turn} can {what} only "
            "their own territories"
        )
    return territory


def _reinforce(state: GameState, step: Place | Trade) -> GameState:
    if state.phase != "reinforce":
        raise IllegalStep(f"nothing is due: {state.turn}'s turn is past reinforcing")
    if isinstance(step, Trade):
        if not 1 <= step.armies <= MAX_TRADE:
            raise IllegalStep(f"a card trade brings 1 to {MAX_TRADE} armies, not {step.armies}")
        return replace(state, due=state.due + step.armies)
    territory = _theirs(state, step.territory, "reinforce")
    if not 1 <= step.armies <= state.due:
        raise IllegalStep(f"place 1 to {state.due} armies, not {step.armies}")
    placed = state.with_territory(territory, state.turn, state.armies[territory] + step.armies)
    due = state.due - step.armies
    return replace(placed, due=due, phase="reinforce" if due else "attack")


def _set_up(state: GameState, step: Step) -> GameState:
    """The setup: one starting army at a time onto one of the player's territories, then
    the next player with armies left; once all are placed, the first player reinforces."""
    left = state.setup_left[state.turn]
    if not isinstance(step, Place):
        raise IllegalStep(
            f"the players are placing their starting armies: {state.turn} places 1 of "
            f"{armies_text(left)} first"
        )
    territory = _theirs(state, step.territory, "place on")
    if step.armies != 1:
        raise IllegalStep(f"starting armies are placed one at a time, not {step.armies}")
    placed = state.with_territory(territory, state.turn, state.armies[territory] + 1)
    remaining = {**state.setup_left, state.turn: left - 1}
    nxt = next((p for p in _after(state) if remaining[p]), None)
    if nxt is None:
        first_player = state.players[0]
        first = replace(placed, phase="reinforce", turn=first_player, setup_left={})
        return replace(first, due=reinforcements(first, first_player))
    return replace(placed, turn=nxt, due=remaining[nxt], setup_left=remaining)


def _round(state: GameState, step: Round) -> GameState:
    source = _theirs(state, step.source, "attack from")
    target = _territory(state, step.target)
    if state.owners[target] == state.turn:
        raise IllegalStep(f"{target} is {state.turn}'s own: attack another player's territory")
    if not state.board.adjacent(source, target):
        raise IllegalStep(f"{source} and {target} do not border each other")
    attackers, defenders = state.armies[source], state.armies[target]
    if attackers < 2:
        raise IllegalStep(f"{source} has 1 army: it takes 2 or more to attack")
    try:
        played = resolve_round(
            attackers, defenders, step.attacker_faces, step.defender_faces, state.rules
        )
    except ValueError as error:
        raise IllegalStep(f"{source} \u2192 {target}: {error}") from None
    after = state.with_territory(source, state.turn, played.attackers_after)
    if played.defenders_after:
        return after.with_territory(target, state.owners[target], played.defenders_after)
    most = played.attackers_after - 1
    rolled = len(step.attacker_faces) - state.rules.attacker.extra_dice
    least = 1 if state.min_move == "one" else min(rolled, most)
    taken = after.with_territory(target, state.turn, 0)
    return replace(taken, pending=MoveInWait(source, target, least, most))


def _move_in(state: GameState, step: MoveIn) -> GameState:
    wait = state.pending
    if wait is None:
        raise IllegalStep("no conquest waits for its move-in")
    if not wait.least <= step.armies <= wait.most:
        raise IllegalStep(
            f"move {wait.least} to {wait.most} armies into {wait.target}, not {step.armies}"
        )
    moved = state.with_territory(wait.source, state.turn, state.armies[wait.source] - step.armies)
    moved = moved.with_territory(wait.target, state.turn, step.armies)
    over = len(moved.alive()) == 1
    return replace(moved, pending=None, phase="over" if over else state.phase)


def _fortify(state: GameState, step: Fortify) -> GameState:
    source = _theirs(state, step.source, "fortify from")
    target = _theirs(state, step.target, "fortify")
    if source == target:
        raise IllegalStep("a fortify moves armies between two different territories")
    if not _joined(state, source, target):
        how = "through territories of theirs" if state.connected_fortify else "by a border"
        raise IllegalStep(f"{source} and {target} are not joined {how}")
    if not 1 <= step.armies <= state.armies[source] - 1:
        most = state.armies[source] - 1
        if most < 1:
            raise IllegalStep(f"{source} has 1 army: it must stay")
        raise IllegalStep(f"move 1 to {most} armies from {source}, not {step.armies}")
    moved = state.with_territory(source, state.turn, state.armies[source] - step.armies)
    moved = moved.with_territory(target, state.turn, state.armies[target] + step.armies)
    return replace(moved, phase="fortify")


def _joined(state: GameState, source: str, target: str) -> bool:
    board = state.board
    if not state.connected_fortify:
        return board.adjacent(source, target)
    seen, frontier = {source}, [source]
    while frontier:
        at = frontier.pop()
        for near in board.neighbours(at):
            if near not in seen and state.owners[near] == state.turn:
                if near == target:
                    return True
                seen.add(near)
                frontier.append(near)
    return False


def _end_turn(state: GameState) -> GameState:
    if state.phase == "reinforce":
        raise IllegalStep(f"{state.turn} has {armies_text(state.due)} to place first")
    alive = set(state.alive())
    following = next(p for p in _after(state) if p in alive)
    due = reinforcements(state, following)
    return replace(state, turn=following, phase="reinforce", due=due)


def _after(state: GameState) -> list[str]:
    """The players in turn order from the one after whose turn it is, round to them."""
    order = state.players
    at = order.index(state.turn)
    return [order[(at + k) % len(order)] for k in range(1, len(order) + 1)]


def _correct(state: GameState, step: Correction) -> GameState:
    territory = _territory(state, step.territory)
    wait = state.pending
    if wait is not None and territory in (wait.source, wait.target):
        raise IllegalStep(f"move armies into {wait.target} first: {territory} waits on it")
    if step.owner not in state.players:
        raise IllegalStep(f"{step.owner!r} is not a player of this game")
    if not 1 <= step.armies <= MAX_ARMIES:
        raise IllegalStep(f"a territory holds 1 to {MAX_ARMIES:,} armies, not {step.armies}")
    corrected = state.with_territory(territory, step.owner, step.armies)
    alive = corrected.alive()
    if len(alive) == 1:
        return replace(corrected, phase="over", turn=alive[0], due=0)
    if state.turn not in alive:  # the correction took the last territory of whose turn it is
        return _end_turn(replace(corrected, phase="attack", due=0))
    if state.phase == "over":  # a player back on the map: the game goes on
        return replace(corrected, phase="attack")
    return corrected
