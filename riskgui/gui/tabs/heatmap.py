"""Planning: a heat map of win probabilities, and how many armies a target needs."""

from __future__ import annotations

from functools import partial

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, Signal, Slot
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.limits import MAX_ARMIES
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label
from riskgui.gui.jobs.heatmap import Answers, Grid, Questions, grid_job, questions_job
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.plot_style import new_chart, set_chart_title
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.widgets import button, percent_spin_box, spin_box, text_label

MAX_GRID = 1000  # 1000 x 1000 cells: about a second in the worker


class HeatmapView(LazyView):
    """Heat map of P(attacker conquers) over a grid, and the two inverse questions.

    Signals:
      battleChosen(int, int): a cell was clicked: armies on the attacking territory, defenders
    """

    battleChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("heatmapView")
        self._rules = Rules()
        self._stop_at = 1
        self._counting = Counting.ON_TERRITORY
        self._grid: Grid | None = None
        self._map_wanted = True  # drawn when the view is next shown: first, and on new rules
        # The map and the questions run apart, so asking a question never cancels the map.
        self._map_runner = JobRunner("riskgui-heatmap", self)
        self._question_runner = JobRunner("riskgui-heatmap-questions", self)
        self._map_runner.resultReady.connect(self.on_grid)
        self._question_runner.resultReady.connect(self.on_answers)
        for runner in (self._map_runner, self._question_runner):
            runner.failed.connect(self.on_failed)

        self.max_attackers_spin = spin_box(
            "maxAttackersSpin", 3, MAX_GRID, f"Most attackers in the map (up to {MAX_GRID})"
        )
        self.max_attackers_spin.setValue(30)
        self.max_defenders_spin = spin_box(
            "maxDefendersSpin", 1, MAX_GRID, f"Most defenders in the map (up to {MAX_GRID})"
        )
        self.max_defenders_spin.setValue(30)
        self.draw_button = button(
            "Draw map", "drawMapButton", "Compute the win probability of every battle in the grid"
        )
        self.heatmap = new_chart(
            "heatmapPlot",
            "Heat map of the attacker's chance",
            "Attacker's chance of conquering, by armies on both sides",
            "defending armies",
        )
        item = self.heatmap.getPlotItem()
        self.image = pg.ImageItem(axisOrder="row-major")
        item.addItem(self.image)
        self.colorbar = pg.ColorBarItem(
            values=(0, 100), colorMap=pg.colormap.get("viridis"), label="attacker conquers (%)",
            interactive=False,
        )  # fmt: skip
        self.colorbar.setImageItem(self.image, insert_in=item)
        text = self.heatmap.palette().color(QPalette.ColorRole.Text)
        for side in ("left", "top", "right", "bottom"):  # the frame, scale and label
            axis = self.colorbar.getAxis(side)
            axis.setPen(text)
            axis.setTextPen(text)
        self.cursor_label = text_label("heatmapCursorLabel", "Value under the cursor")
        self.cursor_label.setText("Point at the map to read a value.")
        self.note_label = text_label("heatmapNoteLabel", "Rules of the map")
        self.heatmap.scene().sigMouseMoved.connect(self.on_mouse_moved)
        self.heatmap.scene().sigMouseClicked.connect(self.on_mouse_clicked)

        self.attack_target = percent_spin_box("attackTargetSpin", 80.0, "Chance the attacker wants")
        self.attack_defenders = spin_box("attackDefendersSpin", 1, MAX_ARMIES, "Defending armies")
        self.attack_defenders.setValue(10)
        self.attack_answer = text_label("attackAnswerLabel", "Armies the attacker needs")
        self.defend_target = percent_spin_box(
            "defendTargetSpin", 80.0, "Chance the defender wants to hold"
        )
        self.defend_attackers = spin_box("defendAttackersSpin", 2, MAX_ARMIES, "Attacking armies")
        self.defend_attackers.setValue(10)
        self.defend_answer = text_label("defendAnswerLabel", "Armies the defender needs")

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
            spin.valueChanged.connect(self.mark_stale)

    # ----- state --------------------------------------------------------------------------
    @property
    def grid(self) -> Grid | None:
        """The map on screen, once drawn."""
        return self._grid

    def set_counting(self, counting: Counting) -> None:
        """Show attacking armies as the player counts them."""
        self.set_battle_rules(self._rules, self._stop_at, counting)

    @Slot(object)
    def set_battle(self, battle: Battle) -> None:
        """The window's battle: its rules for the map, its armies for the two questions."""
        offset = self._counting.offset
        for spin, value in (
            (self.attack_defenders, battle.defenders),
            (self.defend_attackers, battle.attackers - offset),
        ):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self.set_battle_rules(battle.rules, battle.stop_at, self._counting)
        self.mark_stale()

    def set_battle_rules(self, rules: Rules, stop_at: int, counting: Counting) -> None:
        """Rules, stop threshold (on the territory) and army counting of the main window."""
        offset = counting.offset
        same = (rules, stop_at, counting) == (self._rules, self._stop_at, self._counting)
        if same and (self._grid is not None or self._map_runner.running):
            return  # the map holds, or is on its way
        self._rules, self._stop_at, self._counting = rules, stop_at, counting
        self.heatmap.getPlotItem().setLabel("left", counting.noun)
        attackers = "Attackers:" if counting.counts_stay_behind else "Attacking:"
        self.defend_attackers_label.setText(attackers)
        self.defend_attackers.setToolTip(counting.noun.capitalize())
        self.note_label.setText(
            f"Rules: {rules_label(rules)}; stop at {stop_at:,} on the territory."
        )
        self._grid = None
        self._map_runner.cancel()
        self.image.clear()
        item = self.heatmap.getPlotItem()
        item.setXRange(0.5, self.max_defenders_spin.value() + 0.5)
        item.setYRange(0.5 - offset, self.max_attackers_spin.value() + 0.5 - offset)
        self._map_wanted = True
        self.mark_stale()

    # ----- slots --------------------------------------------------------------------------
    @Slot()
    def on_draw(self) -> None:
        """Compute the map on the worker; the one on screen stays until the new one is in."""
        self._map_wanted = False
        max_a = self._counting.on_territory(self.max_attackers_spin.value())
        job = partial(grid_job, max_a, self.max_defenders_spin.value(), self._rules, self._stop_at)
        if self._grid is None:
            set_chart_title(self.heatmap, "Computing the map\u2026")
        self.cursor_label.setText("Computing the map\u2026")
        self._map_runner.start(job)

    def refresh(self) -> None:
        """Ask both questions again; draw the map if it is not drawn for these rules yet."""
        if self._map_wanted:
            self.on_draw()
        questions = Questions(
            attack_defenders=self.attack_defenders.value(),
            attack_target=self.attack_target.value() / 100,
            defend_attackers=self._counting.on_territory(self.defend_attackers.value()),
            defend_target=self.defend_target.value() / 100,
            rules=self._rules,
            stop_at=self._stop_at,
        )
        self.attack_answer.setText("\u2026")
        self.defend_answer.setText("\u2026")
        self._question_runner.start(partial(questions_job, questions))

    @Slot(int, object)
    def on_answers(self, run_id: int, answers: Answers) -> None:
        attack, defend = answers.attack, answers.defend
        what = self._counting.noun
        self.attack_answer.setText(
            f"<b>{self._counting.shown(attack.attackers):,} {what}</b> conquer "
            f"{attack.defenders:,} defenders with {format_percent(attack.win_probability)}."
        )
        if defend is not None:
            self.defend_answer.setText(
                f"<b>{defend.defenders:,} defending armies</b> hold against "
                f"{self._counting.shown(defend.attackers):,} "
                f"with {format_percent(defend.hold_probability)}."
            )

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.note_label.setText(f"Could not compute: {message}")

    @Slot(int, object)
    def on_grid(self, run_id: int, grid: Grid) -> None:
        self._grid = grid
        set_chart_title(self.heatmap, f"{rules_label(grid.rules)}, stop at {grid.stop_at:,}")
        values = grid.table[1:, 1:] * 100  # rows: 1..A attackers, columns: 1..D defenders
        rows, columns = values.shape
        self.image.setImage(values, levels=(0, 100))
        self.image.setRect(QRectF(0.5, 0.5 - self._counting.offset, columns, rows))
        self.heatmap.getPlotItem().autoRange()
        self.cursor_label.setText("Point at the map to read a value.")

    def _cell_at(self, position: QPointF) -> tuple[int, int] | None:
        """(attackers on the territory, defenders) of the map cell under a scene point."""
        if self._grid is None:
            return None
        point = self.heatmap.getPlotItem().vb.mapSceneToView(position)
        d, a = int(round(point.x())), self._counting.on_territory(int(round(point.y())))
        table = self._grid.table
        return (a, d) if 1 <= d < table.shape[1] and 2 <= a < table.shape[0] else None

    @Slot(QPointF)
    def on_mouse_moved(self, position: QPointF) -> None:
        cell = self._cell_at(position)
        if cell is None or self._grid is None:
            return
        a, d = cell
        if self._counting.counts_stay_behind:
            who = f"{a:,} on the attacking territory"
        else:
            who = f"{self._counting.shown(a):,} attacking"
        chance = format_percent(float(self._grid.table[a, d]))
        self.cursor_label.setText(
            f"{who} vs {d:,} defending: attacker conquers {chance} (click to load this battle)"
        )

    @Slot(object)
    def on_mouse_clicked(self, event: object) -> None:
        cell = self._cell_at(event.scenePos())  # type: ignore[attr-defined]
        if cell is not None and cell[0] > self._stop_at:
            self.battleChosen.emit(*cell)

    def shutdown(self) -> None:
        self._map_runner.shutdown()
        self._question_runner.shutdown()
