"""The game mode without Qt: the game as the tab's inputs, edits as corrections, the
clicks' choices, a new game's start, and the game in words."""

import pytest

from riskgui.core.advice.answer import AttackValue, exact_advice
from riskgui.core.board.map import load_map
from riskgui.core.game.play import apply, new_game
from riskgui.core.game.steps import Correction, Place, Round
from riskgui.gui.tabs.board.game_choices import Choices, click, still_valid
from riskgui.gui.tabs.board.game_start import NewGame, players_of, start_state
from riskgui.gui.tabs.board.game_text import (
    battle_advice,
    corrections,
    default_goal,
    game_inputs,
    held_words,
    round_line,
    turn_line,
)
from riskgui.gui.tabs.board.inputs import GoalChoice, board_json, inputs_from_json

BOARD = load_map("classic")


def state_of(**armies):
    """Anna everywhere but Madagascar (Ben) and Brazil (Cleo), 3 armies unless told."""
    owners = {t: "Anna" for t in BOARD.territories}
    owners.update(Madagascar="Ben", Brazil="Cleo")
    counts = dict.fromkeys(BOARD.territories, 3)
    counts.update({name.replace("_", " "): n for name, n in armies.items()})
    return new_game(BOARD, ("Anna", "Ben", "Cleo"), owners, counts)


def attacking(state):
    return apply(state, Place("South Africa", state.due))


def test_the_game_is_the_tabs_inputs_and_a_waiting_move_in_asks_the_advice_alone():
    state = attacking(state_of(Madagascar=1))
    inputs = game_inputs(state, GoalChoice("continent", "Africa"))
    assert inputs.me == "Anna" and inputs.draft == 0
    assert board_json(inputs)["search"] is True
    taken = apply(state, Round("South Africa", "Madagascar", (6, 5, 4), (1,)))
    data = board_json(game_inputs(taken, GoalChoice("continent", "Africa")))
    assert data["move_in"] == {"from": "South Africa", "to": "Madagascar"}
    assert data["advise"] is True and "search" not in data
    assert data["position"]["Madagascar"] == ["Anna", 0]
    reinforcing = game_inputs(state_of(), GoalChoice())
    assert reinforcing.draft == state_of().due and "move_in" not in reinforcing.kept


def test_an_edit_of_the_position_is_one_correction_a_territory():
    state = state_of()
    inputs = game_inputs(state, GoalChoice()).with_armies("Egypt", 9).with_owner("Peru", "Ben")
    assert corrections(state, inputs) == [
        Correction("Peru", "Ben", 3),
        Correction("Egypt", "Anna", 9),
    ]
    assert corrections(state, game_inputs(state, GoalChoice("eliminate", player="Ben"))) == []


def test_the_default_goal_is_a_continent_within_reach_with_the_fewest_enemies():
    state = state_of(Brazil=9)
    assert default_goal(state, "Anna") == GoalChoice("continent", "Africa", "Ben")
    # Ben, on Madagascar, reaches Africa alone.
    assert default_goal(state, "Ben").continent == "Africa"


def test_clicks_choose_a_source_then_a_battle_or_a_fortify():
    state = attacking(state_of(Madagascar=1))
    none = Choices()
    chosen = click(none, state, "Egypt", 1).choices
    assert chosen == Choices("Egypt")
    assert "does not border it" in click(chosen, state, "Madagascar", 1).refused
    assert "click one of yours first" in click(none, state, "Brazil", 1).refused
    battle = click(click(none, state, "East Africa", 1).choices, state, "Madagascar", 1)
    assert battle.choices == Choices("East Africa", ("East Africa", "Madagascar"))
    fortify = click(chosen, state, "Congo", 1).choices
    assert fortify == Choices("Egypt", None, ("Egypt", "Congo"))
    assert click(fortify, state, "Congo", 1).choices == Choices("Congo")  # a new start
    assert click(chosen, state, "Egypt", 1).choices == Choices()  # chosen again: none
    taken = apply(state, Round("East Africa", "Madagascar", (6, 5), (1,)))
    assert still_valid(battle.choices, taken) == Choices()


def test_a_click_in_the_reinforce_phase_places_on_the_players_own_only():
    state = state_of()
    assert click(Choices(), state, "Egypt", 5).place == Place("Egypt", 5)
    assert click(Choices(), state, "Egypt", 500).place == Place("Egypt", state.due)
    assert click(Choices(), state, "Brazil", 1).refused == "Brazil is Cleo's: place on yours."


def test_a_new_game_from_the_board_or_dealt():
    inputs = inputs_from_json(BOARD, {"map": "classic", "me": "Cleo", "position": {
        t: [p, 2] for t, (p, _) in board_json(game_inputs(state_of(), GoalChoice()))[
            "position"].items()}, "goal": {"continent": "Africa"}})  # fmt: skip
    assert players_of(inputs) == ("Cleo", "Anna", "Ben")
    start = start_state(NewGame("Friday", ("Cleo", "Anna", "Ben"), False, 0, True), inputs)
    assert start.turn == "Cleo" and start.armies["Egypt"] == 2 and start.phase == "reinforce"
    dealt = start_state(NewGame("Friday", ("A", "B"), True, 3, False), inputs)
    assert set(dealt.owners.values()) == {"A", "B"} and not dealt.connected_fortify
    with pytest.raises(ValueError, match="evening"):
        start_state(NewGame("", ("A", "B"), True, 3, True), inputs)
    with pytest.raises(ValueError, match="not a player of the game"):
        start_state(NewGame("Friday", ("Anna", "Ben"), False, 0, True), inputs)


def test_the_game_in_words():
    state = state_of()
    assert turn_line(state) == f"Anna to play \u00b7 Reinforce: {state.due} armies to place"
    state = attacking(state)
    assert turn_line(state) == "Anna to play \u00b7 Attack, then fortify once or End turn"
    step = Round("South Africa", "Madagascar", (4, 6, 5), (6,))
    after = apply(state, step)
    assert round_line(state, step, after) == (
        f"6,5,4 against 6: South Africa {after.armies['South Africa']}, Madagascar 3."
    )
    step = Round("South Africa", "Madagascar", (6, 5, 4), (1,))
    for _ in range(3):
        before, state = state, apply(state, step) if state.pending is None else state
    assert state.pending is not None
    assert round_line(before, step, state) == (
        "6,5,4 against 1: Madagascar is taken. Ben is out of the game."
    )
    assert turn_line(state) == "Anna to play \u00b7 Madagascar taken: move armies in"


def test_the_advice_about_the_battle_under_way():
    ahead = AttackValue("Egypt", "East Africa", 0.58, 7)
    advice = exact_advice(0.58, ("East Africa",), 10, (ahead,), ahead)
    battle = ("Egypt", "East Africa")
    assert battle_advice(advice, battle, "Take Africa") == "Keep rolling: 58.00 % for Take Africa"
    assert battle_advice(advice, ("Congo", "East Africa"), "Take Africa") == (
        "Switch: Egypt \u2192 East Africa, 58.00 % for Take Africa"
    )
    stop = exact_advice(0.25, ("East Africa",), 10)
    assert battle_advice(stop, battle, "Take Africa") == (
        "Stop here: no attack adds to 25.00 % for Take Africa"
    )
    hopeless = exact_advice(0.0, ("East Africa",), 10)
    assert battle_advice(hopeless, battle, "Take Africa") == (
        "Stop here: no attack can reach Take Africa this turn"
    )
    move = exact_advice(0.9, ("East Africa",), 10, moves=((3, 0.8), (5, 0.9)), move=5)
    assert battle_advice(move, None, "Take Africa") == "Move 5 armies in: 90.00 % for Take Africa"


def test_past_its_attacks_the_turn_is_said_instead_of_advised():
    from riskgui.core.game.steps import Fortify, MoveIn

    state = apply(attacking(state_of(Madagascar=1)), Fortify("Egypt", "Congo", 2))
    assert held_words(state).headline == "Anna has fortified: the attacks of this turn are over"
    taken = apply(attacking(state_of(Madagascar=1, Brazil=1)),
                  Round("South Africa", "Madagascar", (6,), (1,)))  # fmt: skip
    taken = apply(taken, MoveIn(1))
    taken = apply(taken, Round("North Africa", "Brazil", (6,), (1,)))
    over = apply(taken, MoveIn(1))
    assert over.phase == "over"
    assert held_words(over).headline == "Game over: Anna holds every territory"


def test_a_dealt_game_the_players_set_up_by_clicks():
    inputs = game_inputs(state_of(), GoalChoice())
    chosen = NewGame("Friday", ("A", "B", "C"), True, 3, True, placed_by_players=True)
    state = start_state(chosen, inputs)
    assert state.phase == "setup" and state.due == 35 - 14
    assert turn_line(state) == "A to play \u00b7 Setup: place 1 of 21 armies left"
    theirs = next(t for t in BOARD.territories if state.owners[t] == "A")
    assert click(Choices(), state, theirs, 5).place == Place(theirs, 1)
    assert held_words(state).headline == "Setting up: each player places a starting army in turn"
    assert game_inputs(state, GoalChoice()).draft == 0


def test_a_new_game_plays_with_the_preset_chosen_or_the_boards_rules():
    from riskgui.core.rules.model import CLASSIC
    from riskgui.core.rules.presets import preset

    inputs = game_inputs(state_of(), GoalChoice("continent", "Africa"))
    players = ("Anna", "Ben", "Cleo")
    assert start_state(NewGame("F", players, False, 0, True), inputs).rules == CLASSIC
    risiko = NewGame("F", players, False, 0, True, rules="risiko")
    assert start_state(risiko, inputs).rules == preset("risiko").rules != CLASSIC
