"""The advice in the tab: asked for (``advice_search``) when the player finds a plan and
again after every edit of the position, and shown (``advice_box``, the next attack's
arrow on the map, the draft's placement) while it is the advice of the position on
screen; greyed, with the arrow gone, while the position has changed since.  Bounds (a turn
too large to solve) come again each time they improve: each is shown, said to be still
improving while the run goes on, and drawn converging (``bounds_plot``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QWidget

from riskgui.core.board.request import BoardRequest
from riskgui.gui.jobs.advice import AdviceAnswer
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.tabs.board.advice_box import AdviceBox
from riskgui.gui.tabs.board.advice_search import AdviceSearch
from riskgui.gui.tabs.board.advice_text import (
    AdviceWords,
    advice_words,
    failed_words,
    stopped_words,
    waiting_words,
)
from riskgui.gui.tabs.board.bounds_plot import Bound
from riskgui.gui.tabs.board.inputs import BoardInputs
from riskgui.gui.tabs.board.scene import BoardScene


class Advising(QObject):
    """Signals:
    answered(): an advice came (the tab shows its draft on the map)
    ended(): the advice asked for last ended: answered, failed or stopped
    stopped(): Stop or Esc ended it
    """

    answered = Signal()
    ended = Signal()
    stopped = Signal()

    def __init__(self, tab: QWidget, box: AdviceBox, scene: BoardScene) -> None:
        super().__init__(tab)
        self._box = box
        self._scene = scene
        self.search = AdviceSearch(tab)
        self.search.answered.connect(self.on_answer)
        self.search.failed.connect(self.on_failed)
        self.search.ended.connect(self.on_ended)
        self.search.stopped.connect(self.on_stopped)
        self.answer: AdviceAnswer | None = None  # on screen
        self._answered: BoardInputs | None = None  # the inputs it answers
        self._asked: tuple[BoardInputs, BoardRequest] | None = None  # those of the run last started
        self._words: AdviceWords | None = None  # a failure or a stop, said instead
        self._inputs: BoardInputs | None = None  # those on screen
        self._bounds: list[Bound] = []  # the bounds of the answer's run, as they improved
        self._new_run = False  # a run started since the answer on screen came
        self._stopped = False  # Stop or Esc ended the run of the answer on screen

    @property
    def running(self) -> bool:
        return self.search.running

    def current(self, inputs: BoardInputs) -> bool:
        """The advice on screen is of these inputs."""
        return self.answer is not None and self._answered == inputs

    def start(self, request: BoardRequest, inputs: BoardInputs) -> None:
        self._asked, self._words, self._new_run = (inputs, request), None, True
        self._stopped = False
        self.search.start(request)
        self.show(inputs)

    def follow(self, request: BoardRequest, inputs: BoardInputs) -> None:
        """The position edited: the advice follows it (after a short pause for more keys)."""
        self._asked, self._words, self._new_run = (inputs, request), None, True
        self._stopped = False
        self.search.follow(request)
        self.show(inputs)

    def stop(self) -> None:
        self.search.stop()

    def hold(self, words: AdviceWords) -> None:
        """No advice for the position shown (a game past its attacks): ``words`` instead,
        until the next edit; a run under way ends quietly."""
        self.search.cancel()
        self._asked, self._words, self._new_run = None, words, False
        self._box.bounds.clear()
        self._refresh()

    def shutdown(self) -> None:
        self.search.shutdown()
        self._box.bounds.shutdown()

    @property
    def improving(self) -> bool:
        """The answer on screen is bounds that its run is still improving."""
        answer = self.answer
        exact = answer is None or answer.advice.exact
        return not exact and not self._new_run and self.search.running

    def upper(self, request: BoardRequest) -> float | None:
        """The upper bound of the advice on screen when it answers ``request``."""
        answer = self.answer
        return answer.advice.upper if answer is not None and answer.request == request else None

    def placement(self, inputs: BoardInputs) -> dict[str, int] | None:
        """The advised draft, when the advice on screen is of ``inputs`` and places one."""
        if self.answer is None or self.answer.advice is None or not self.current(inputs):
            return None
        placed = self.answer.advice.placement
        return dict(placed) if placed is not None else None

    def show(self, inputs: BoardInputs) -> None:
        """The advice in the box and its next attack on the map, for ``inputs`` on screen."""
        self._inputs = inputs
        current = self.current(inputs)
        answer = self.answer
        asked = self._asked[1] if self._asked is not None else None
        if self._words is not None:
            words, stale = self._words, False
        elif answer is not None:
            words = advice_words(answer, self.improving, self._stopped)
            stale = not current
        else:
            words, stale = waiting_words(asked), False
        self._box.show_words(words, stale)
        held = self._words is not None and self._asked is None
        advice = answer.advice if answer is not None and current and not held else None
        if advice is not None and advice.next is not None:
            first = advice.next
            self._scene.show_next(
                (first.source, first.target),
                f"Attack next: {first.source} \u2192 {first.target} ({words.headline})",
            )
        else:
            self._scene.show_next(None)

    @Slot(object)
    def on_answer(self, answer: AdviceAnswer) -> None:
        if self._asked is not None:
            self._answered = self._asked[0]
        if self._new_run or answer.advice.exact:
            self._bounds = []
        self.answer, self._new_run = answer, False
        plot = self._box.bounds
        if answer.advice.exact:
            plot.clear()
        else:
            self._bounds.append((answer.seconds, answer.advice.lower, answer.advice.upper))
            plot.show_bounds(self._bounds, self.search.running)
        self._refresh()
        self.answered.emit()

    @Slot()
    def on_ended(self) -> None:
        self._box.bounds.set_running(False)
        self._refresh()
        self.ended.emit()

    @Slot(str)
    def on_failed(self, message: str) -> None:
        asked = self._asked[1] if self._asked is not None else None
        self._words = failed_words(asked, sentence(message))
        self._refresh()

    @Slot()
    def on_stopped(self) -> None:
        if not (self._inputs is not None and self.current(self._inputs)):
            self._words = stopped_words(self._asked[1] if self._asked is not None else None)
        self._stopped = True
        self._box.bounds.set_running(False)
        self._refresh()
        self.stopped.emit()

    def _refresh(self) -> None:
        if self._inputs is not None:
            self.show(self._inputs)
