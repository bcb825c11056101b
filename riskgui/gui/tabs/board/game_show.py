"""What the game panel shows for the game as it stands: the phase's page, the battle
chosen on the map (until one is, the advice's next attack) with the advice about it, the
move-in with the advised number, the fortify chosen.  It reads the state, what the clicks
chose and the advice on screen; it plays nothing (``game_mode`` does)."""

from __future__ import annotations

from riskgui.core.advice.answer import Advice
from riskgui.core.dice.round import dice_allowed
from riskgui.core.game.state import GameState
from riskgui.gui.jobs.advice import AdviceAnswer
from riskgui.gui.tabs.board.advice_text import goal_words
from riskgui.gui.tabs.board.game_choices import Choices
from riskgui.gui.tabs.board.game_panel import GamePanel
from riskgui.gui.tabs.board.game_text import battle_advice


def battle_shown(
    state: GameState, choices: Choices, advice: Advice | None
) -> tuple[str, str] | None:
    """The battle a roll fights: the one clicked, else the advice's next attack."""
    if choices.battle is not None:
        return choices.battle
    if advice is None or advice.next is None or state.phase != "attack":
        return None
    return advice.next.source, advice.next.target


def show_game(
    panel: GamePanel, state: GameState, choices: Choices, answer: AdviceAnswer | None
) -> None:
    """``answer``: the advice on screen if it is of the position shown, else None."""
    if state.phase == "over":
        panel.show_over(f"{state.turn} holds every territory: the game is over.")
        return
    if state.phase == "setup":
        panel.show_setup(state.turn, state.due)
        return
    if state.phase == "reinforce":
        panel.show_reinforce(state.due)
        return
    if state.phase == "fortify":
        panel.show_battle("The attacks of this turn are over.", False, 1, "")
        _show_fortify(panel, state, choices)
        return
    advice = answer.advice if answer is not None else None
    goal = goal_words(answer.request) if answer is not None else ""
    if state.pending is not None:
        wait = state.pending
        words = battle_advice(advice, None, goal) if advice is not None else ""
        advised = advice.move if advice is not None else None
        panel.show_move_in(
            f"{wait.target} is taken: move {wait.least} to {wait.most} armies in "
            f"from {wait.source}.",
            wait.least,
            wait.most,
            advised,
            words,
        )
        return
    battle = battle_shown(state, choices, advice)
    if battle is None:
        text = "Click one of your territories, then a bordering enemy one to attack it."
        can_roll, most = False, 1
    else:
        source, target = battle
        most = dice_allowed(state.armies[source], state.armies[target], state.rules)[0][-1]
        can_roll = state.phase == "attack" and state.armies[source] >= 2
        how = " (advised)" if choices.battle is None else ""
        text = f"{source} ({state.armies[source]}) \u2192 {target} ({state.armies[target]}){how}"
    words = battle_advice(advice, choices.battle, goal) if advice is not None else ""
    panel.show_battle(text, can_roll, most, words)
    _show_fortify(panel, state, choices)


def _show_fortify(panel: GamePanel, state: GameState, choices: Choices) -> None:
    if state.phase != "attack":
        panel.show_fortify("Fortified: End turn when ready.", 0)
    elif choices.fortify is None:
        panel.show_fortify("Fortify: click two of yours", 0)
    else:
        source, target = choices.fortify
        panel.show_fortify(f"{source} \u2192 {target}", state.armies[source] - 1)
