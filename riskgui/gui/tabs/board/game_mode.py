"""The Board tab's game mode: the game at the table (the game session's) on the map.

The map is the live position: every step the session writes comes back as the game as
it stands and is shown through the tab's inputs (``game_text.game_inputs``), so the
advice follows every round as it follows an edit, and on the panel beside the map
(``game_show``).  Clicks act by the phase:

- reinforce: a click on a territory of whose turn it is places armies there;
- attack: a click on one of theirs chooses it, then a click on a bordering enemy one is
  the battle (until one is chosen, the battle is the advice's next attack), a click on
  another of theirs the fortify;
- a position edited by hand (the territory form, keys on the map) is the game's
  correction; the goal stays each player's own; whose turn it is and the armies due
  are the game's.

Undo (Ctrl+Z) and Space (on the map: roll) work while the tab has the focus.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from riskgui.core.game.state import GameState
from riskgui.core.game.steps import EndTurn, Fortify, MoveIn, Place, Round, Trade
from riskgui.core.game.store import Played
from riskgui.core.ledger.model import parse_dice
from riskgui.gui.game.session import GameSession
from riskgui.gui.jobs.advice import AdviceAnswer
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.tabs.board.advising import Advising
from riskgui.gui.tabs.board.colours import player_colours
from riskgui.gui.tabs.board.editing import Editing
from riskgui.gui.tabs.board.game_bar import GameBar
from riskgui.gui.tabs.board.game_choices import Choices, click, still_valid
from riskgui.gui.tabs.board.game_panel import GamePanel
from riskgui.gui.tabs.board.game_show import battle_shown, show_game
from riskgui.gui.tabs.board.game_start import NewGame, players_of, start_state
from riskgui.gui.tabs.board.game_text import (
    corrections,
    default_goal,
    game_inputs,
    held_words,
    round_line,
)
from riskgui.gui.tabs.board.goal_form import GoalForm
from riskgui.gui.tabs.board.header import BoardHeader
from riskgui.gui.tabs.board.inputs import BoardInputs, GoalChoice, goal_choice, goal_json
from riskgui.gui.tabs.board.map_view import MapView
from riskgui.gui.tabs.board.new_game_dialog import NewGameDialog
from riskgui.gui.tabs.board.plan_box import PlanBox
from riskgui.gui.tabs.board.scene import BoardScene
from riskgui.gui.tabs.board.territory_form import TerritoryForm


class GameHost(Protocol):
    """The tab: the one owner of the inputs, and the parts the game mode shows in."""

    header: BoardHeader
    advising: Advising
    scene: BoardScene
    map_view: MapView
    editing: Editing
    plan_box: PlanBox
    territory_form: TerritoryForm
    goal_form: GoalForm

    @property
    def inputs(self) -> BoardInputs: ...

    def show_inputs(self, inputs: BoardInputs) -> None: ...

    def forget_plan(self) -> None: ...

    def relayout(self) -> None: ...


class GameMode(QObject):
    def __init__(
        self,
        host: GameHost,
        tab: QWidget,
        session: GameSession,
        bar: GameBar,
        panel: GamePanel,
    ) -> None:
        super().__init__(tab)
        self._host, self._tab = host, tab
        self.session, self.bar, self.panel = session, bar, panel
        self._goals: dict[tuple[int, str], GoalChoice] = {}  # (game, player) -> their goal
        self._choices = Choices()  # what the clicks chose
        self._turn: tuple[int, str] | None = None  # (game, player) whose choices those are
        self._editor_inputs: BoardInputs | None = None  # the position before the game
        session.changed.connect(self.on_game)
        session.refused.connect(self.on_refused)
        host.scene.territoryClicked.connect(self.on_clicked)
        host.advising.answered.connect(self._show_panel)
        bar.newAsked.connect(self.on_new)
        bar.resumeAsked.connect(session.resume)
        bar.undoAsked.connect(self.on_undo)
        bar.endTurnAsked.connect(self.on_end_turn)
        bar.leaveAsked.connect(session.leave)
        panel.tradeAsked.connect(lambda n: self._play(Trade(n)))
        panel.rollAsked.connect(self.on_roll)
        panel.blitzAsked.connect(self.on_blitz)
        panel.diceTyped.connect(self.on_dice_typed)
        panel.moveAsked.connect(lambda n: self._play(MoveIn(n)))
        panel.fortifyAsked.connect(self.on_fortify)
        inside = Qt.ShortcutContext.WidgetWithChildrenShortcut
        QShortcut(QKeySequence.StandardKey.Undo, tab, self.on_undo, context=inside)
        QShortcut(
            QKeySequence(Qt.Key.Key_Space), host.map_view, self.on_space,
            context=Qt.ShortcutContext.WidgetShortcut,
        )  # fmt: skip
        panel.hide()

    @property
    def active(self) -> bool:
        return self.session.played is not None

    def refresh(self) -> None:
        """The tab shown for the first time: the game open last time, or the games kept."""
        self.session.resume_remembered()
        if not self.active:
            self.bar.show_games(self.session.games())

    # ----- the game shown -----------------------------------------------------------------
    @Slot(object)
    def on_game(self, played: Played | None) -> None:
        host = self._host
        playing = played is not None
        was_playing = host.editing.playing
        host.editing.playing = playing
        host.plan_box.setVisible(not playing)
        self.panel.setVisible(playing)
        if playing != was_playing:
            host.relayout()
        # Whose turn it is and the armies due are the game's.
        host.territory_form.me_combo.setEnabled(not playing)
        host.goal_form.draft_spin.setEnabled(not playing)
        if played is None:
            self.bar.show_games(self.session.games())
            self._turn = None
            if self._editor_inputs is not None:
                host.forget_plan()
                host.show_inputs(self._editor_inputs)
                self._editor_inputs = None
            return
        if self._editor_inputs is None:
            self._editor_inputs = host.inputs
        if self._turn is None or self._turn[0] != played.id:
            host.forget_plan()  # the plan found was the editor's position's
        state = played.state
        turn = (played.id, state.turn)
        if turn != self._turn:
            self._turn = turn
            self._choices = Choices()
        self._choices = still_valid(self._choices, state)
        host.show_inputs(game_inputs(state, self._goal(played)))
        if state.phase in ("setup", "fortify", "over"):
            host.advising.hold(held_words(state))
        colour = player_colours(state.players)[state.turn]
        self.bar.show_state(state, colour, played.steps > 0)
        self._show_panel()

    def _goal(self, played: Played) -> GoalChoice:
        """The goal of whose turn it is: as chosen in this window, else as kept with the
        game; unless it no longer means anything (the player to knock out is out): then,
        and for a player without one, the default."""
        state = played.state
        goal = self._goals.get((played.id, state.turn))
        if goal is None:
            kept = self.session.goals().get(state.turn)
            if kept is not None:
                try:
                    goal = goal_choice(state.board, kept, state.turn, state.players)
                except ValueError:
                    goal = None
        if goal is None or (goal.kind == "eliminate" and goal.player not in state.alive()):
            return default_goal(state, state.turn)
        return goal

    @Slot()
    def _show_panel(self) -> None:
        played = self.session.played
        if played is not None:
            show_game(self.panel, played.state, self._choices, self._answer())

    def _battle_shown(self, state: GameState) -> tuple[str, str] | None:
        answer = self._answer()
        return battle_shown(state, self._choices, answer.advice if answer is not None else None)

    def _answer(self) -> AdviceAnswer | None:
        """The advice on screen, if it is of the position shown."""
        advising = self._host.advising
        return advising.answer if advising.current(self._host.inputs) else None

    # ----- clicks -------------------------------------------------------------------------
    @Slot(str)
    def on_clicked(self, territory: str) -> None:
        state = self.session.state
        if state is None:
            return
        clicked = click(self._choices, state, territory, self.panel.per_click_spin.value())
        self._choices = clicked.choices
        if clicked.refused:
            self._say(clicked.refused)
        elif clicked.place is not None:
            self._play(clicked.place)
        else:
            self._show_panel()

    # ----- steps --------------------------------------------------------------------------
    def _play(self, step: Place | Trade | MoveIn | EndTurn | Fortify) -> None:
        if self.session.play(step):
            self._say("")

    @Slot(int)
    def on_roll(self, dice: int) -> None:
        state = self.session.state
        battle = self._battle_shown(state) if state is not None else None
        if state is None or battle is None:
            return
        played = self.session.roll(*battle, dice)
        if played is not None:
            self._said_round(state, played)

    @Slot()
    def on_space(self) -> None:
        if self.panel.roll_button.isEnabled() and self.panel.isVisible():
            self.on_roll(self.panel.dice_spin.value())

    @Slot()
    def on_blitz(self) -> None:
        state = self.session.state
        battle = self._battle_shown(state) if state is not None else None
        if state is None or battle is None:
            return
        self._choices = Choices(battle[0], battle)
        before = self.session.played
        self.session.blitz(*battle)
        after = self.session.played
        if before is not None and after is not None and after.steps > before.steps:
            rounds = after.steps - before.steps
            source, target = battle
            now = after.state
            if now.pending is not None:
                end = f"{target} is taken"
            else:
                end = f"{source} has {now.armies[source]}, {target} {now.armies[target]}"
            self.panel.show_last(f"Blitz: {rounds} {'round' if rounds == 1 else 'rounds'}; {end}.")

    @Slot(str)
    def on_dice_typed(self, text: str) -> None:
        state = self.session.state
        battle = self._battle_shown(state) if state is not None else None
        if state is None:
            return
        if battle is None:
            self._say("Choose the battle on the map first: one of yours, then its target.", True)
            return
        try:
            roll = parse_dice(text)
        except ValueError as error:
            self._say(sentence(str(error)), True)
            return
        step = Round(*battle, roll.attacker_faces, roll.defender_faces)
        if self.session.play(step):
            self.panel.dice_field.clear()
            self._said_round(state, step)

    def _said_round(self, before: GameState, step: Round) -> None:
        after = self.session.state
        if after is not None:
            if after.pending is None:  # the battle goes on (a conquest chooses anew)
                self._choices = Choices(step.source, (step.source, step.target))
            line = round_line(before, step, after)
            self.panel.show_last(line)
            if len(after.alive()) < len(before.alive()):  # the line says who is out
                self._say(line)
            self._show_panel()

    @Slot(int)
    def on_fortify(self, count: int) -> None:
        if self._choices.fortify is not None:
            self._play(Fortify(*self._choices.fortify, count))

    @Slot()
    def on_end_turn(self) -> None:
        self._play(EndTurn())

    @Slot()
    def on_undo(self) -> None:
        if self.active and self.session.undo():
            self._say("Took back the last step.")

    # ----- edits of the position ------------------------------------------------------------
    def edited(self, inputs: BoardInputs) -> None:
        """The editors changed the inputs while a game is open: the position's changes are
        corrections, the goal is whose turn it is's; the rest is the game's to say."""
        played = self.session.played
        if played is None:
            return
        for correction in corrections(played.state, inputs):
            if not self.session.play(correction):
                return
        played = self.session.played
        assert played is not None
        key = (played.id, played.state.turn)
        if inputs.goal != self._goal(played):
            self._goals[key] = inputs.goal
            self.session.set_goal(played.state.turn, goal_json(inputs))  # once it is one
        if (
            inputs.me != played.state.turn
            or inputs.draft != game_inputs(played.state, inputs.goal).draft
        ):
            self._say("In a game, whose turn it is and the armies due are the game's.")
        self._host.show_inputs(game_inputs(played.state, self._goal(played)))
        self._show_panel()

    # ----- a new game -----------------------------------------------------------------------
    @Slot()
    def on_new(self) -> None:
        inputs = self._editor_inputs or self._host.inputs

        def problem(chosen: NewGame) -> str | None:
            try:
                start_state(chosen, inputs)
            except ValueError as error:
                return sentence(str(error))
            return None

        evenings = self.session.evenings()
        dialog = NewGameDialog(evenings, players_of(inputs), problem, parent=self._tab)
        if dialog.exec() and dialog.chosen is not None:
            self._editor_inputs = inputs
            start = start_state(dialog.chosen, inputs)
            goals = {inputs.me: goal_json(inputs)}  # the goal set before the game
            self.session.start(dialog.chosen.evening, start, goals)

    # ----- messages -------------------------------------------------------------------------
    @Slot(str)
    def on_refused(self, message: str) -> None:
        self._say(message, True)

    def _say(self, message: str, error: bool = False) -> None:
        self._host.header.say(message, error)
