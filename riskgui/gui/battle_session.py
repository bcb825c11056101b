"""The battle on screen, owned once: its inputs, its counting and its exact answer."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal, Slot

from riskgui.core.battle import Battle
from riskgui.core.report.counting import Counting
from riskgui.gui.jobs.battle import ExactResult, exact_job
from riskgui.gui.kit.runner import JobRunner


class BattleSession(QObject):
    """The one owner of the current battle and its exact answer; every panel is a view of it.

    An edit reaches the session twice: ``edit`` at once (what was shown for the old battle
    must go) and ``settle`` once the inputs rest (only then is the battle solved).  The
    runner's run id is the one filter of stale answers: a result that arrives was computed
    for the battle the session holds.

    Signals:
      battleChanged(object): the Battle on screen, or None when its rules cannot be played;
          everything shown for the previous battle is stale
      battleSettled(object): the inputs rested on this Battle; its exact answer is on its way
      countingChanged(object): the Counting the player chose
      oddsReady(object): the ExactResult with the odds, once per battle
      fractionReady(object): the same ExactResult with the exact fraction, where it is
          worth computing
      failed(str): the answer could not be computed; the message is for users
    """

    battleChanged = Signal(object)
    battleSettled = Signal(object)
    countingChanged = Signal(object)
    oddsReady = Signal(object)
    fractionReady = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._battle: Battle | None = None
        self._counting = Counting.ON_TERRITORY
        self._result: ExactResult | None = None
        self._settled = False
        self._runner = JobRunner("riskgui-exact", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)

    @property
    def battle(self) -> Battle | None:
        return self._battle

    @property
    def counting(self) -> Counting:
        return self._counting

    @property
    def result(self) -> ExactResult | None:
        """The exact answer for the battle, once known (with its fraction once that is)."""
        return self._result

    @property
    def computing(self) -> bool:
        return self._runner.running

    @property
    def progress(self) -> float:
        """How far the exact job got, 0 to 1."""
        return self._runner.progress

    def edit(self, battle: Battle | None) -> None:
        """The inputs now show ``battle``: drop the answer of any other."""
        if battle == self._battle and (battle is not None or self._settled):
            return
        self._runner.cancel()
        self._battle, self._result, self._settled = battle, None, False
        self.battleChanged.emit(battle)

    def settle(self, battle: Battle | None) -> None:
        """The inputs rested on ``battle``: solve it, unless that is done or under way."""
        self.edit(battle)
        if self._settled:
            return
        self._settled = True
        if battle is not None:
            self._runner.start(partial(exact_job, battle))
            self.battleSettled.emit(battle)

    def set_counting(self, counting: Counting) -> None:
        if counting != self._counting:
            self._counting = counting
            self.countingChanged.emit(counting)

    @Slot(int, object)
    def on_result(self, run_id: int, result: ExactResult) -> None:
        self._result = result
        if result.fraction is None:
            self.oddsReady.emit(result)
        else:
            self.fractionReady.emit(result)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.failed.emit(message)

    def shutdown(self) -> None:
        self._runner.shutdown()
