"""The Turn tab: build a turn across many fronts and see its exact answer as it changes."""

from __future__ import annotations

import json
import os
from functools import partial
from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.plan.kept import KeptFronts
from riskgui.core.plan.parse import plan_from_json
from riskgui.core.report.plan_json import plan_report_json
from riskgui.gui.jobs.turn import TurnAnswer, turn_job
from riskgui.gui.kit.json_files import read_json, write_json
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.kit.throttle import Debouncer
from riskgui.gui.kit.widgets import ERROR_STYLE, MUTED_STYLE, message_line, scrolled, tool_button
from riskgui.gui.tabs.turn.answer_view import TurnAnswerView
from riskgui.gui.tabs.turn.example import example_plan
from riskgui.gui.tabs.turn.inputs import TurnInputs, inputs_from_json, plan_json
from riskgui.gui.tabs.turn.legs import LegsEditor
from riskgui.gui.tabs.turn.options import OptionsForm
from riskgui.gui.tabs.turn.plan_files import PlanFiles
from riskgui.gui.tabs.turn.territories import TerritoriesEditor

PLAN_KEY = "turn/plan"  # the last plan that could be answered, as its JSON text
DEBOUNCE_MS = 150  # typing and spinning settle before the plan is solved again
WIDE = 650  # from this width of the tab, the inputs sit beside the answer


class TurnView(LazyView):
    """Signals:
    planAnswered(object): the TurnAnswer of the plan on screen, each time it is answered
    planRefused(str): the plan on screen cannot be answered (why, for the player)
    """

    planAnswered = Signal(object)
    planRefused = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnView")
        self._settings = settings
        self._answer: TurnAnswer | None = None  # of the plan on screen, once computed
        self._error_shown = False
        self._runner = JobRunner("riskgui-turn", self)
        self._kept = KeptFronts()  # what the last answer knows, for the next edit
        self._runner.resultReady.connect(self.on_answer)
        self._runner.failed.connect(self.on_failed)
        self._debounce = Debouncer(DEBOUNCE_MS, self.mark_stale, self)
        self._files = PlanFiles(self, settings)

        self.territories = TerritoriesEditor()
        self.legs = LegsEditor()
        self.options = OptionsForm()
        self.answer = TurnAnswerView()
        self.message = message_line("turnMessageLabel", "About this plan", "")
        self.open_button = tool_button("Ope&n\u2026", "turnOpenButton", "Open a plan (JSON)")
        self.save_button = tool_button("Sa&ve\u2026", "turnSaveButton", "Save this plan as JSON")
        self.export_button = tool_button(
            "E&xport\u2026",
            "turnExportButton",
            "Export the answer as JSON, as riskgui-cli plan --json prints it",
        )
        self._build_layout()

        self.territories.changed.connect(self._on_territories_changed)
        self.territories.clamped.connect(self._say)
        self.legs.changed.connect(self._debounce.trigger)
        self.options.changed.connect(self._debounce.trigger)
        self.open_button.clicked.connect(self.on_open)
        self.save_button.clicked.connect(self.on_save)
        self.export_button.clicked.connect(self.on_export)
        self.load_plan(self._remembered() or example_plan())

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.answer.headline, 1)
        for push in (self.open_button, self.save_button, self.export_button):
            top.addWidget(push)
        inputs = QWidget()
        column = QVBoxLayout(inputs)
        column.setContentsMargins(0, 0, 4, 0)
        for title, part, stretch in (
            ("Territories", self.territories, 1),
            ("Legs, in the order they run", self.legs, 0),
            ("Rules, draft and armies needed", self.options, 0),
        ):
            group = QGroupBox(title)
            inside = QVBoxLayout(group)
            inside.setContentsMargins(6, 4, 6, 6)
            inside.addWidget(part)
            column.addWidget(group, stretch)
        self.splitter = QSplitter(Qt.Orientation.Vertical)  # until the tab is wide
        self.splitter.setObjectName("turnSplitter")
        self.splitter.addWidget(scrolled(inputs, "turnInputsScroll", keep_width=True))
        self.splitter.addWidget(scrolled(self.answer, "turnAnswerScroll", keep_width=True))
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.message)
        layout.addWidget(self.splitter, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Side by side when wide; the inputs above the answer in a narrow window."""
        wide = event.size().width() >= WIDE
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.splitter.orientation() != orientation:
            self.splitter.setOrientation(orientation)
            length = event.size().width() if wide else event.size().height()
            first = int(length * (0.46 if wide else 0.5))
            self.splitter.setSizes([first, length - first])
        super().resizeEvent(event)

    # ----- the plan -----------------------------------------------------------------------
    def inputs(self) -> TurnInputs:
        return TurnInputs(self.territories.rows(), self.legs.legs(), self.options.options())

    def plan_data(self) -> dict[str, Any]:
        """The plan JSON of what is on screen; ValueError naming what is wrong with it."""
        data = plan_json(self.inputs())
        plan_from_json(data)
        return data

    def load_plan(self, data: dict[str, Any]) -> None:
        """Show a plan ``plan_from_json`` accepted; it is answered once the widgets settle."""
        inputs = inputs_from_json(data)
        self.territories.set_rows(inputs.territories)
        self.legs.set_legs(inputs.legs)
        self.options.set_options(inputs.options)

    def show_plan(self, data: dict[str, Any], leg: int = 0) -> None:
        """A plan from another tab (the Board's), leg number ``leg`` selected (0: the first)."""
        self.load_plan(data)
        if leg:
            self.legs.list.setCurrentRow(leg - 1)
        self._say("Opened the Board tab's plan: changes here show on its map.")

    @property
    def result(self) -> TurnAnswer | None:
        """The answer of the plan on screen; None while it is computed or wrong."""
        return self._answer

    @property
    def settled(self) -> bool:
        """No change waits to be solved and nothing is being solved."""
        return not self._debounce.pending and not self._runner.running

    @Slot()
    def _on_territories_changed(self) -> None:
        rows = self.territories.rows()
        self.legs.set_territories(rows)
        self.options.set_territories(rows)
        self._debounce.trigger()

    def refresh(self) -> None:
        self._debounce.cancel()  # this reads every widget as it is now
        self._answer = None
        try:
            data = plan_json(self.inputs())
            plan = plan_from_json(data)
        except ValueError as error:
            self._runner.cancel()
            self.answer.setEnabled(True)
            self.answer.clear("Goal: \u2013")
            self._say(sentence(str(error)), error=True)
            self.planRefused.emit(str(error))
            return
        if self._error_shown:
            self._say("")
        self._remember(data)
        self.answer.setEnabled(False)  # the last answer, greyed until this one is ready
        self._runner.start(partial(turn_job, plan, kept=self._kept))

    @Slot(int, object)
    def on_answer(self, run_id: int, answer: TurnAnswer) -> None:
        self._answer = answer
        self.answer.setEnabled(True)
        self.answer.show_answer(answer.plan, answer.report)
        self.planAnswered.emit(answer)

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.answer.setEnabled(True)
        self.answer.clear("Goal: \u2013")
        self._say(sentence(message), error=True)
        self.planRefused.emit(message)

    def _say(self, message: str, error: bool = False) -> None:
        """A message above the plan: red for what is wrong, grey for what was done."""
        self._error_shown = error
        self.message.setStyleSheet(ERROR_STYLE if error else MUTED_STYLE)
        self.message.setText(message)

    # ----- remembered across restarts -----------------------------------------------------
    def _remember(self, data: dict[str, Any]) -> None:
        if self._settings is not None:
            self._settings.setValue(PLAN_KEY, json.dumps(data))

    def _remembered(self) -> dict[str, Any] | None:
        """The last plan answered before the app closed, if it is still a plan."""
        if self._settings is None or not self._settings.contains(PLAN_KEY):
            return None
        try:
            data = json.loads(str(self._settings.value(PLAN_KEY)))
            plan_from_json(data)
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    # ----- files --------------------------------------------------------------------------
    @Slot()
    def on_open(self) -> None:
        path = self._files.ask_open()
        if not path:
            return
        name = os.path.basename(path)
        try:
            data = read_json(path)
            plan_from_json(data)
        except ValueError as error:
            self._say(f"Could not open {name}: {error}", error=True)
            return
        assert isinstance(data, dict)  # plan_from_json took it
        self.load_plan(data)
        self._say(f"Opened {path}")

    @Slot()
    def on_save(self) -> None:
        try:
            data = self.plan_data()
        except ValueError as error:
            self._say(f"Nothing saved: {sentence(str(error))}", error=True)
            return
        self._write(self._files.ask_save("Save plan", "riskgui-turn.json"), data)

    @Slot()
    def on_export(self) -> None:
        answer = self._answer
        if answer is None:
            why = "it is still being computed" if self._runner.running else "fix the plan first"
            self._say(f"No answer to export yet: {why}.", error=True)
            return
        data = plan_report_json(answer.plan, answer.report)
        self._write(self._files.ask_save("Export answer", "riskgui-turn-answer.json"), data)

    def _write(self, path: str, data: dict[str, Any]) -> None:
        if not path:
            return
        try:
            write_json(path, data)
        except OSError as error:
            self._say(f"Could not write {path}: {error.strerror or error}", error=True)
        else:
            self._say(f"Saved {path}")

    def shutdown(self) -> None:
        self._debounce.cancel()
        self._runner.shutdown()
