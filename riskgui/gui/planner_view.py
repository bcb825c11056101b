"""Planning: a heat map of win probabilities, and how many armies a target needs."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import partial

import numpy as np
import pyqtgraph as pg
from numpy.typing import NDArray
from PySide6.QtCore import QPointF, QRectF, Slot
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.format import format_percent
from riskgui.core.rules import Rules
from riskgui.core.table import (
    ArmiesNeeded,
    DefendersNeeded,
    armies_needed,
    defenders_needed,
    win_table,
)
from riskgui.gui.plots import _style, set_chart_title
from riskgui.gui.worker import JobRunner

MAX_GRID = 1000  # 1000 x 1000 cells: about a second in the worker


@dataclass(frozen=True)
class Grid:
    rules: Rules
    stop_at: int
    table: NDArray[np.float64]  # table[a, d], a counted on the territory


def grid_job(max_attackers: int, max_defenders: int, rules: Rules, stop_at: int) -> Iterator[Grid]:
    yield Grid(rules, stop_at, win_table(max_attackers, max_defenders, rules, stop_at))


@dataclass(frozen=True)
class Questions:
    """The attacker's and the defender's question, asked with the same rules."""

    attack_defenders: int
    attack_target: float
    defend_attackers: int  # on the territory
    defend_target: float
    rules: Rules
    stop_at: int


def questions_job(q: Questions) -> Iterator[ArmiesNeeded | DefendersNeeded]:
    yield armies_needed(q.attack_defenders, q.attack_target, q.rules, q.stop_at)
    yield defenders_needed(q.defend_attackers, q.defend_target, q.rules, q.stop_at)


def _percent_spin(name: str, value: float, tip: str) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setObjectName(name)
    spin.setRange(0.1, 99.9)  # a probability strictly between 0 and 1
    spin.setDecimals(1)
    spin.setSuffix(" %")
    spin.setValue(value)
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)
    return spin


def _count_spin(name: str, low: int, high: int, value: int, tip: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setToolTip(tip)
    spin.setAccessibleName(tip)
    return spin


class PlannerView(QWidget):
    """Heat map of P(attacker conquers) over a grid, and the two inverse questions."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("plannerView")
        self._rules = Rules()
        self._stop_at = 1
        self._offset = 0  # 1 when armies are shown without the one that stays behind
        self._grid: Grid | None = None
        # The map and the questions run apart, so asking a question never cancels the map.
        self._map_runner = JobRunner("riskgui-planner-map", self)
        self._question_runner = JobRunner("riskgui-planner-questions", self)
        for runner in (self._map_runner, self._question_runner):
            runner.resultReady.connect(self.on_result)
            runner.failed.connect(self.on_failed)

        self.max_attackers_spin = _count_spin(
            "maxAttackersSpin", 3, MAX_GRID, 30, f"Most attackers in the map (up to {MAX_GRID})"
        )
        self.max_defenders_spin = _count_spin(
            "maxDefendersSpin", 1, MAX_GRID, 30, f"Most defenders in the map (up to {MAX_GRID})"
        )
        self.draw_button = QPushButton("Draw map")
        self.draw_button.setObjectName("drawMapButton")
        self.draw_button.setToolTip("Compute the win probability of every battle in the grid")
        self.draw_button.setAccessibleName("Draw map")
        self.heatmap = pg.PlotWidget()
        self.heatmap.setObjectName("heatmapPlot")
        self.heatmap.setAccessibleName("Heat map of the attacker's chance")
        self.heatmap.setToolTip("Attacker's chance of conquering, by armies on both sides")
        _style(self.heatmap)
        item = self.heatmap.getPlotItem()
        item.setLabel("bottom", "defending armies")
        self.image = pg.ImageItem(axisOrder="row-major")
        item.addItem(self.image)
        self.colorbar = pg.ColorBarItem(
            values=(0, 100), colorMap=pg.colormap.get("viridis"), label="attacker conquers (%)",
            interactive=False,
        )  # fmt: skip
        self.colorbar.setImageItem(self.image, insert_in=item)
        self.cursor_label = QLabel("Point at the map to read a value.")
        self.cursor_label.setObjectName("heatmapCursorLabel")
        self.note_label = QLabel()
        self.note_label.setObjectName("plannerNoteLabel")
        self.note_label.setWordWrap(True)
        self.heatmap.scene().sigMouseMoved.connect(self.on_mouse_moved)

        self.attack_target = _percent_spin("attackTargetSpin", 80.0, "Chance the attacker wants")
        self.attack_defenders = _count_spin(
            "attackDefendersSpin", 1, 20_000, 10, "Defending armies"
        )
        self.attack_answer = QLabel()
        self.attack_answer.setObjectName("attackAnswerLabel")
        self.attack_answer.setWordWrap(True)
        self.defend_target = _percent_spin(
            "defendTargetSpin", 80.0, "Chance the defender wants to hold"
        )
        self.defend_attackers = _count_spin(
            "defendAttackersSpin", 2, 20_000, 10, "Attacking armies"
        )
        self.defend_answer = QLabel()
        self.defend_answer.setObjectName("defendAnswerLabel")
        self.defend_answer.setWordWrap(True)

        grid_row = QHBoxLayout()
        grid_row.addWidget(QLabel("Attackers up to"))
        grid_row.addWidget(self.max_attackers_spin)
        grid_row.addWidget(QLabel("defenders up to"))
        grid_row.addWidget(self.max_defenders_spin)
        grid_row.addWidget(self.draw_button)
        grid_row.addStretch(1)

        attack_box = QGroupBox("Attacking: armies I need")
        attack_form = QFormLayout(attack_box)
        attack_form.addRow("Chance:", self.attack_target)
        attack_form.addRow("Defenders:", self.attack_defenders)
        attack_form.addRow(self.attack_answer)
        defend_box = QGroupBox("Defending: armies to hold")
        defend_form = QFormLayout(defend_box)
        defend_form.addRow("Chance:", self.defend_target)
        self.defend_attackers_label = QLabel("Attackers:")
        defend_form.addRow(self.defend_attackers_label, self.defend_attackers)
        defend_form.addRow(self.defend_answer)
        questions = QHBoxLayout()
        questions.addWidget(attack_box)
        questions.addWidget(defend_box)

        layout = QVBoxLayout(self)
        layout.addLayout(grid_row)
        layout.addWidget(self.heatmap, 1)
        layout.addWidget(self.cursor_label)
        layout.addWidget(self.note_label)
        layout.addLayout(questions)

        self.draw_button.clicked.connect(self.on_draw)
        for spin in (
            self.attack_target,
            self.attack_defenders,
            self.defend_target,
            self.defend_attackers,
        ):
            spin.valueChanged.connect(self.on_questions_changed)

    # ----- state --------------------------------------------------------------------------
    def set_battle_rules(self, rules: Rules, stop_at: int, counts_stay_behind: bool) -> None:
        """Rules, stop threshold (on the territory) and army convention of the main window."""
        self._rules, self._stop_at = rules, stop_at
        self._offset = 0 if counts_stay_behind else 1
        attackers = (
            "armies on the attacking territory" if counts_stay_behind else "attacking armies"
        )
        self.heatmap.getPlotItem().setLabel("left", attackers)
        self.defend_attackers_label.setText("Attackers:" if counts_stay_behind else "Attacking:")
        self.defend_attackers.setToolTip(
            "Armies on the attacking territory" if counts_stay_behind else "Attacking armies"
        )
        self.note_label.setText(f"Rules: {rules.describe()}; stop at {stop_at} on the territory.")
        self._grid = None
        self.image.clear()
        self.cursor_label.setText("Press Draw map to see the whole grid.")
        self.on_questions_changed()

    # ----- slots --------------------------------------------------------------------------
    @Slot()
    def on_draw(self) -> None:
        max_a = self.max_attackers_spin.value() + self._offset
        job = partial(grid_job, max_a, self.max_defenders_spin.value(), self._rules, self._stop_at)
        self.cursor_label.setText("Computing the map\u2026")
        self._map_runner.start(job)

    @Slot()
    def on_questions_changed(self) -> None:
        questions = Questions(
            self.attack_defenders.value(),
            self.attack_target.value() / 100,
            self.defend_attackers.value() + self._offset,
            self.defend_target.value() / 100,
            self._rules,
            self._stop_at,
        )
        self.attack_answer.setText("\u2026")
        self.defend_answer.setText("\u2026")
        self._question_runner.start(partial(questions_job, questions))

    @Slot(int, object)
    def on_result(self, run_id: int, result: object) -> None:
        if isinstance(result, Grid):
            self._show_grid(result)
        elif isinstance(result, ArmiesNeeded):
            shown = result.attackers - self._offset
            what = "armies on the attacking territory" if not self._offset else "attacking armies"
            self.attack_answer.setText(
                f"<b>{shown} {what}</b> conquer {result.defenders} defenders with "
                f"{format_percent(result.win_probability)}."
            )
        elif isinstance(result, DefendersNeeded):
            self.defend_answer.setText(
                f"<b>{result.defenders} defending armies</b> hold against "
                f"{result.attackers - self._offset} with {format_percent(result.hold_probability)}."
            )

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.note_label.setText(f"Could not compute: {message}")

    def _show_grid(self, grid: Grid) -> None:
        self._grid = grid
        set_chart_title(self.heatmap, f"{grid.rules.describe()}, stop at {grid.stop_at}")
        values = grid.table[1:, 1:] * 100  # rows: 1..A attackers, columns: 1..D defenders
        rows, columns = values.shape
        self.image.setImage(values, levels=(0, 100))
        self.image.setRect(QRectF(0.5, 0.5 - self._offset, columns, rows))
        self.heatmap.getPlotItem().autoRange()
        self.cursor_label.setText("Point at the map to read a value.")

    @Slot(QPointF)
    def on_mouse_moved(self, position: QPointF) -> None:
        if self._grid is None:
            return
        point = self.heatmap.getPlotItem().vb.mapSceneToView(position)
        d = int(round(point.x()))
        shown_a = int(round(point.y()))
        a = shown_a + self._offset
        table = self._grid.table
        if 1 <= d < table.shape[1] and 1 <= a < table.shape[0]:
            who = f"{shown_a} attacking" if self._offset else f"{a} on the attacking territory"
            chance = format_percent(float(table[a, d]))
            self.cursor_label.setText(f"{who} vs {d} defending: attacker conquers {chance}")

    def shutdown(self) -> None:
        self._map_runner.shutdown()
        self._question_runner.shutdown()
