"""The Board tab: the classic map, a position on it, a goal, the advice and the best plan.

Owns the inputs (one ``BoardInputs``: ``editing`` turns every click, key and field into
new ones) and shows them on the map and in the forms.  Asked (Find plan), it works out
the advice (``advising``) and, from its first answer, searches for the best fixed plan
(``jobs.board``), each on the worker, restarting rather than queueing.  An exact advice
is first and final, so the two run one after the other (each is faster alone); bounds
keep improving for minutes, so the plan search starts beside them, from the first bounds,
instead of waiting for the last.  After every edit the advice follows the position at
once, while the plan found waits for Find plan.  Sends the plan found to the Turn tab
(``editInTurn``) and, while that tab holds it, shows the Turn tab's chance and legs for it
(``on_turn_answer``).  While a game is open (``game_mode``), edits go to the game as its
steps and the game's position comes back as the inputs.

One job in about 450 lines: the one owner of the inputs, which every part of the tab
reads and changes through it (the editors, the game mode, the advice, the plan search,
the Turn tab's link); what each part does lives in its own module.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QEvent, QSettings, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QVBoxLayout, QWidget

from riskgui.core.board.answer import BoardAnswer, with_advice_bound
from riskgui.core.board.map import load_map
from riskgui.core.board.request import BoardRequest, request_from_json
from riskgui.gui.game.session import GameSession
from riskgui.gui.jobs.turn import TurnAnswer
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.tabs.board.advising import Advising
from riskgui.gui.tabs.board.body import BoardBody
from riskgui.gui.tabs.board.colours import player_colours
from riskgui.gui.tabs.board.editing import Editing
from riskgui.gui.tabs.board.example import example_position
from riskgui.gui.tabs.board.files import BoardFiles
from riskgui.gui.tabs.board.game_bar import GameBar
from riskgui.gui.tabs.board.game_mode import GameMode
from riskgui.gui.tabs.board.game_panel import GamePanel
from riskgui.gui.tabs.board.goal_form import GoalForm
from riskgui.gui.tabs.board.header import BoardHeader
from riskgui.gui.tabs.board.inputs import BoardInputs, as_asked, board_json, inputs_from_json
from riskgui.gui.tabs.board.map_view import MapView
from riskgui.gui.tabs.board.plan_box import PlanBox
from riskgui.gui.tabs.board.plan_search import PlanSearch
from riskgui.gui.tabs.board.plan_text import answer_html, p_goal, placement, plan_line, turn_html
from riskgui.gui.tabs.board.scene import BoardScene
from riskgui.gui.tabs.board.territory_form import TerritoryForm
from riskgui.gui.tabs.board.territory_item import Look
from riskgui.gui.tabs.board.turn_link import (
    Link,
    off_this_board,
    shown_legs,
    turn_legs_on_board,
    turn_plan,
)


class BoardView(LazyView):
    """Signals:
    editInTurn(object, int): the plan found as the Turn tab's plan JSON, and the number of
        the leg clicked (0: the button)
    """

    editInTurn = Signal(object, int)

    def __init__(
        self,
        settings: QSettings | None = None,
        game: GameSession | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        board = load_map("classic")
        self._inputs = inputs_from_json(board, example_position())
        self._current: str | None = None  # the territory being edited
        self._answer: BoardAnswer | None = None  # on screen
        self._asked: BoardInputs | None = None  # the inputs of the search last started
        self._answered: BoardInputs | None = None  # those of the answer on screen
        self._link = Link.NONE
        self._turn: TurnAnswer | None = None  # its answer, while Link.SHOWN
        self._plan_next: BoardRequest | None = None  # searched for once the advice ends
        self._files = BoardFiles(self, settings)
        self.search = PlanSearch(self)
        self.search.answered.connect(self.on_answer)
        self.search.failed.connect(self.on_failed)
        self.search.ended.connect(self.on_ended)
        self.search.stopped.connect(self.on_stopped)

        self.scene = BoardScene(board, Look.of(self.palette()), self)
        self.map_view = MapView(self.scene)
        self.territory_form = TerritoryForm()
        self.goal_form = GoalForm()
        self.plan_box = PlanBox()
        self.header = BoardHeader()
        self.advising = Advising(self, self.header.advice, self.scene)
        self.advising.answered.connect(self.on_advice)
        self.advising.ended.connect(self.on_advice_ended)
        self.advising.stopped.connect(self.on_stopped)
        self.game_bar = GameBar()
        self.game_panel = GamePanel()
        forms = (self.game_panel, self.territory_form, self.goal_form, self.plan_box)
        self.body = BoardBody(self.map_view, forms)
        layout = QVBoxLayout(self)
        layout.addWidget(self.game_bar)
        layout.addWidget(self.header)
        layout.addWidget(self.body, 1)
        self.editing = Editing(
            self, self.scene, self.map_view, self.territory_form, self.goal_form, self
        )
        self.game: GameMode | None = None
        if game is not None:
            self.game = GameMode(self, self, game, self.game_bar, self.game_panel)
        else:
            self.game_bar.hide()
        self.scene.legClicked.connect(self.send_to_turn)
        self.goal_form.find_button.clicked.connect(self.on_find)
        self.goal_form.stop_button.clicked.connect(self.on_stop)
        self.plan_box.turn_button.clicked.connect(self.on_edit_in_turn)
        self.header.open_button.clicked.connect(self.on_open)
        self.header.save_button.clicked.connect(self.on_save)
        inside = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self, self.on_find, context=inside)
        self._show()

    # ----- the inputs ---------------------------------------------------------------------
    @property
    def inputs(self) -> BoardInputs:
        return self._inputs

    @property
    def current(self) -> str | None:
        return self._current

    @property
    def result(self) -> BoardAnswer | None:
        """The answer on screen, maybe of inputs changed since (``changed``)."""
        return self._answer

    @property
    def changed(self) -> bool:
        return self._answer is not None and self._inputs != self._answered

    @property
    def running(self) -> bool:
        return self.search.running or self.advising.running or self._plan_next is not None

    def request(self) -> BoardRequest:
        """The board plan of the inputs; ValueError naming what is wrong with them."""
        return request_from_json(board_json(self._inputs))

    def set_inputs(self, inputs: BoardInputs) -> None:
        """Inputs edited: shown at once (in a game, the game mode turns them into its
        steps first); the plan on screen is now of the old ones."""
        if self.game is not None and self.game.active:
            self.game.edited(inputs)
        else:
            self.show_inputs(inputs)

    def show_inputs(self, inputs: BoardInputs) -> None:
        """Inputs to show, the editors' or the game's."""
        if inputs != self._inputs:
            self._inputs = inputs
            try:
                self.advising.follow(self.request(), inputs)
            except ValueError:
                pass  # said in the header by ``_show``
            if self._link is Link.SHOWN:  # the found plan's arrows and text, not the Turn tab's
                self.unlink()
            else:
                self._link = Link.NONE
                self._show()

    def select(self, territory: str | None) -> None:
        self._current = territory
        self._show()

    def load(self, data: dict[str, Any], answer: bool = True) -> None:
        """A board plan ``request_from_json`` accepts as the tab asks it (``as_asked``),
        answered unless told not to."""
        self._inputs = inputs_from_json(self._inputs.board, data)
        self._answer, self._current = None, None
        self._link, self._turn = Link.NONE, None
        self.scene.clear_legs()
        self.plan_box.show_text("", False)
        if answer:
            self._start(request_from_json(as_asked(data)))
        self._show()

    def relayout(self) -> None:
        """A form shown or hidden (the game's panel): the map and the forms share again."""
        self.body.arrange(self.width())

    def forget_plan(self) -> None:
        """The plan found is of another position (a game opened or left): off the map."""
        self._plan_next = None
        self.search.cancel()
        self._answer, self._answered = None, None
        self._link, self._turn = Link.NONE, None
        self.scene.clear_legs()
        self.plan_box.show_text("", False)
        self.header.say("")
        self._show_plan_line()

    def _show(self) -> None:
        """The inputs on the map and in the forms, whether they make a board plan, and
        the answer's headline."""
        inputs = self._inputs
        colours = player_colours(inputs.players)
        drafted = self.advising.placement(inputs)
        if drafted is None:
            drafted = placement(self._answer) if self._answer and not self.changed else {}
        self.scene.show_position(inputs, colours, self._current, drafted, self._turn_armies())
        self.territory_form.show_territory(self._current, inputs, colours)
        self.goal_form.show_goal(inputs, colours)
        try:
            self.request()
        except ValueError as error:
            self.header.say(sentence(str(error)), error=True)
            self.goal_form.find_button.setEnabled(False)
        else:
            if self.header.error_shown:
                self.header.say("")
            self.goal_form.find_button.setEnabled(True)
        self.advising.show(inputs)
        self._show_plan_line()

    def _turn_armies(self) -> dict[str, int]:
        """While the map shows the Turn tab's plan: the armies it gives territories that
        differ from the board's (edited there), which the map shows instead."""
        if self._turn is None:
            return {}
        plan, armies = self._turn.plan, self._inputs.armies
        return {
            name: plan.armies[k]
            for k, name in enumerate(plan.names)
            if name in armies and plan.armies[k] != armies[name]
        }

    def _show_plan_line(self) -> None:
        answer, turn = self._answer, self._turn
        if answer is None:
            searching = self.search.running or self._plan_next is not None
            text = "A plan fixed now: " + (
                "searching\u2026" if searching else "Find plan, Ctrl+Enter"
            )
        else:
            text = plan_line(answer, turn.report.answer.p_goal if turn is not None else None)
        tip = (
            "The position changed since: Find plan again (Ctrl+Enter)"
            if self.changed
            else "Every attack decided before the first die (the numbered arrows). Following "
            "riskgui battle by battle decides again after every round: never worse."
        )
        self.header.show_plan_line(text, answer is None or self.changed, tip)
        self.goal_form.set_running(self.running)

    # ----- the search ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Shown for the first time: the game open last time resumed, and the position
        on screen answered."""
        if self.game is not None:
            self.game.refresh()
        if self._answer is None and not self.running:
            self.on_find()

    @Slot()
    def on_find(self) -> None:
        try:
            request = self.request()
        except ValueError as error:
            self.header.say(sentence(str(error)), error=True)
            return
        self._start(request)

    def _start(self, request: BoardRequest) -> None:
        """The advice first, then the plan fixed now, from its first answer (see the
        module docstring)."""
        self._asked = self._inputs
        self.search.stop()
        # A waiting move-in is the advice's alone: no plan is fixed across it.
        self._plan_next = request if request.move_in is None else None
        self.advising.start(request, self._inputs)
        self.goal_form.set_running(True)
        self.header.say("Working out the advice, then the best plan\u2026 (Stop or Esc)")
        self._show_plan_line()

    @Slot()
    def on_advice(self) -> None:
        self._start_plan()  # after the first answer: bounds improve on meanwhile
        if self._link is not Link.SHOWN:
            self._show_plan_text(keep_place=True)  # its bound may come from the advice's
        self._show()

    @Slot()
    def on_advice_ended(self) -> None:
        self._start_plan()  # (no answer came: it failed)
        self.on_ended()

    def _start_plan(self) -> None:
        request, self._plan_next = self._plan_next, None
        if request is not None:
            self.search.start(request)
            self.header.say("Searching for the best plan\u2026 (Stop or Esc to stop)")

    @Slot()
    def on_stop(self) -> None:
        self._plan_next = None
        self.advising.stop()
        self.search.stop()

    @Slot()
    def on_stopped(self) -> None:
        self.on_stop()  # Esc stopped one of them: the other stops too
        self.header.say("Stopped: what is shown, if anything, was found before.")

    @Slot(object)
    def on_answer(self, answer: BoardAnswer) -> None:
        self._answer, self._answered = answer, self._asked
        self._link, self._turn = Link.NONE, None
        self.header.say("")
        self._show_answer()

    def _show_answer(self) -> None:
        answer = self._answer
        if answer is not None:
            self.scene.show_legs(shown_legs(answer))
            self._show_plan_text()
        self._show()

    def _show_plan_text(self, keep_place: bool = False) -> None:
        """The plan found in words, its bound no higher than the advice's of the same plan
        (no plan does better than the best way to play battle by battle)."""
        answer = self._answer
        if answer is None:
            return
        upper = self.advising.upper(answer.request)
        bounded = with_advice_bound(answer, upper) if upper is not None else answer
        html = answer_html(bounded, shown_legs(answer))
        self.plan_box.show_text(html, bool(answer.legs), keep_place)

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self.header.say(f"Could not search: {sentence(message)}", error=True)

    @Slot()
    def on_ended(self) -> None:
        self.goal_form.set_running(self.running)
        self._show_plan_line()

    # ----- the Turn tab -------------------------------------------------------------------
    @Slot()
    def on_edit_in_turn(self) -> None:
        self.send_to_turn(0)

    @Slot(int)
    def send_to_turn(self, number: int) -> None:
        """The plan on screen to the Turn tab, leg ``number`` chosen (0: none)."""
        if self.changed:
            self.header.say("The position changed since this plan: find it again first.", True)
            return
        data = turn_plan(self._answer) if self._answer is not None else None
        if data is not None:
            if self._link is Link.NONE:
                self._link = Link.SENT
            self.editInTurn.emit(data, number)

    @Slot(object)
    def on_turn_answer(self, answer: TurnAnswer) -> None:
        """The Turn tab answered its plan: while it is the plan sent from here, its chance
        and legs are shown on the map."""
        if self._link is Link.NONE or self._answer is None:
            return
        why = off_this_board(answer.plan, self._answer.request)
        if why is not None:
            self.unlink(
                f"The Turn tab's plan is no longer this board's ({why}): the plan found is shown."
            )
            return
        report = answer.report.answer
        try:
            legs = turn_legs_on_board(answer.plan, report, self._inputs.board)
        except ValueError as error:
            self.unlink(f"The Turn tab's plan is off the board: {sentence(str(error))}")
            return
        self._link, self._turn = Link.SHOWN, answer
        self.scene.show_legs(legs)
        keep = self._answer.request.goal.keep
        self.plan_box.show_text(turn_html(report.p_goal, p_goal(self._answer), legs, keep), True)
        self._show()

    @Slot(str)
    def on_turn_refused(self, message: str) -> None:
        """The Turn tab cannot answer its plan as it stands: the plan found is shown until
        it can again (the link holds)."""
        if self._link is not Link.SHOWN:
            return
        self._link, self._turn = Link.SENT, None
        self._show_answer()
        self.header.say(
            f"The Turn tab's plan cannot be answered ({message}): the plan found is shown."
        )

    def unlink(self, message: str = "") -> None:
        """The Turn tab's plan is no longer shown here: the plan found is, again."""
        shown = self._link is Link.SHOWN
        self._link, self._turn = Link.NONE, None
        if shown:
            self._show_answer()
        if message:
            self.header.say(message)

    # ----- remembered across restarts (``riskgui.gui.remembered``) ------------------------
    def remembered_text(self) -> str:
        return json.dumps(board_json(self._inputs))

    def restore_text(self, text: str) -> None:
        """The position remembered, unless it is no longer a board plan."""
        try:
            data = json.loads(text)
            request_from_json(data)
        except ValueError:
            return
        self.load(data, answer=False)

    # ----- files --------------------------------------------------------------------------
    @Slot()
    def on_open(self) -> None:
        try:
            chosen = self._files.open_plan()
        except ValueError as error:
            self.header.say(str(error), error=True)
            return
        if chosen is not None:
            self.load(chosen[1])
            self.header.say(f"Opened {chosen[0]}")

    @Slot()
    def on_save(self) -> None:
        try:
            path = self._files.save_plan(board_json(self._inputs))
        except ValueError as error:
            self.header.say(str(error), error=True)
            return
        if path:
            self.header.say(f"Saved {path}")

    # ----- size and palette ---------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.body.arrange(event.size().width())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.PaletteChange:
            self.scene.set_look(Look.of(self.palette()))
            self._show_answer()
        super().changeEvent(event)

    def shutdown(self) -> None:
        self._plan_next = None
        self.advising.shutdown()
        self.search.shutdown()
