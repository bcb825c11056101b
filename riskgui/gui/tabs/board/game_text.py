"""The game mode without Qt: the game as the tab's inputs, an edit of the position as the
game's corrections, and the game in words (the turn bar's line, a round's result, and
the advice said about the battle under way: keep rolling, stop here, switch).

The tab shows a game through the same ``BoardInputs`` as a position typed by hand: the
game's position, whose turn it is as "me", the armies due as the draft and a waiting
move-in, so the advice, the map and the plan search work unchanged.
"""

from __future__ import annotations

from riskgui.core.advice.answer import Advice
from riskgui.core.game.state import GameState
from riskgui.core.game.steps import Correction, Round
from riskgui.core.plural import armies
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.fields import to_text
from riskgui.gui.tabs.board.advice_text import AdviceWords
from riskgui.gui.tabs.board.inputs import BoardInputs, GoalChoice

PHASE_WORDS = {
    "setup": "Setup",
    "reinforce": "Reinforce",
    "attack": "Attack",
    "fortify": "Fortified",
    "over": "Game over",
}


def game_inputs(state: GameState, goal: GoalChoice) -> BoardInputs:
    """The tab's inputs for the game as it stands, with the goal of whose turn it is."""
    kept: dict[str, object] = {"rules": to_text(state.rules)}
    if state.min_move == "one":
        kept["min_move"] = "one"
    if state.pending is not None:
        kept["move_in"] = {"from": state.pending.source, "to": state.pending.target}
    return BoardInputs(
        board=state.board,
        me=state.turn,
        owners=dict(state.owners),
        armies=dict(state.armies),
        players=state.players,
        goal=goal,
        draft=state.due if state.phase == "reinforce" else 0,
        kept=kept,
    )


def default_goal(state: GameState, player: str) -> GoalChoice:
    """A goal for a player who has set none: of the continents not yet theirs that they
    hold or border a territory of, the one with the fewest enemy armies to beat."""
    board = state.board
    theirs = set(state.owned(player))
    near = theirs | {n for t in theirs for n in board.neighbours(t)}

    def against(name: str) -> int:
        members = board.continents[name].territories
        return sum(state.armies[t] for t in members if state.owners[t] != player)

    continents = [
        c for c in board.continents if against(c) and near & set(board.continents[c].territories)
    ] or list(board.continents)
    someone = next((p for p in state.alive() if p != player), player)
    return GoalChoice("continent", min(continents, key=against), someone)


def corrections(state: GameState, edited: BoardInputs) -> list[Correction]:
    """The territories the player edited by hand, each as the game's correction."""
    return [
        Correction(t, edited.owners[t], edited.armies[t])
        for t in state.board.territories
        if (edited.owners[t], edited.armies[t]) != (state.owners[t], state.armies[t])
    ]


def turn_line(state: GameState) -> str:
    """ "Red to play · Reinforce: 5 armies to place"."""
    if state.phase == "over":
        return f"Game over: {state.turn} holds every territory"
    phase = PHASE_WORDS[state.phase]
    if state.phase == "setup":
        return f"{state.turn} to play \u00b7 {phase}: place 1 of {armies(state.due)} left"
    if state.phase == "reinforce":
        return f"{state.turn} to play \u00b7 {phase}: {armies(state.due)} to place"
    if state.pending is not None:
        wait = state.pending
        return f"{state.turn} to play \u00b7 {wait.target} taken: move armies in"
    if state.phase == "fortify":
        return f"{state.turn} to play \u00b7 {phase}: End turn when ready"
    return f"{state.turn} to play \u00b7 {phase}, then fortify once or End turn"


def round_line(before: GameState, step: Round, after: GameState) -> str:
    """ "6,5,1 against 6,3: Egypt 6, East Africa 2." (the battle is named above it)."""
    attacker, defender = (
        sorted(f, reverse=True) for f in (step.attacker_faces, step.defender_faces)
    )
    faces = f"{','.join(map(str, attacker))} against {','.join(map(str, defender))}"
    if after.pending is not None:
        said = f"{faces}: {step.target} is taken."
        gone = [p for p in before.alive() if p not in after.alive()]
        return f"{said} {gone[0]} is out of the game." if gone else said
    return (
        f"{faces}: {step.source} {after.armies[step.source]}, "
        f"{step.target} {after.armies[step.target]}."
    )


def battle_advice(advice: Advice, battle: tuple[str, str] | None, goal: str) -> str:
    """The advice said about the battle under way: keep rolling, stop, or switch."""
    chance = format_percent(advice.p_goal if advice.exact else advice.lower)
    bound = "" if advice.exact else "at least "
    if advice.move is not None:
        return f"Move {armies(advice.move)} in: {bound}{chance} for {goal}"
    first = advice.next
    if first is None:
        if advice.upper <= 0.0:
            return f"Stop here: no attack can reach {goal} this turn"
        return f"Stop here: no attack adds to {bound}{chance} for {goal}"
    if battle == (first.source, first.target):
        return f"Keep rolling: {bound}{chance} for {goal}"
    if battle is None:
        return f"Attack {first.source} \u2192 {first.target}: {bound}{chance} for {goal}"
    return f"Switch: {first.source} \u2192 {first.target}, {bound}{chance} for {goal}"


def held_words(state: GameState) -> AdviceWords:
    """What the advice box says once no attack is left in the turn."""
    if state.phase == "over":
        return AdviceWords(f"Game over: {state.turn} holds every territory", "", "")
    if state.phase == "setup":
        return AdviceWords(
            "Setting up: each player places a starting army in turn",
            "The advice starts with the first turn.",
            "",
        )
    return AdviceWords(
        f"{state.turn} has fortified: the attacks of this turn are over",
        "End turn passes to the next player (Undo takes the fortify back).",
        "",
    )
