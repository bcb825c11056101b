"""The answer to a turn: P(goal) large, the draft and the armies needed, each leg's
chance and armies, the best move-in after each conquest, and the last target's armies."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.plan.certain import surely_mine, surely_reached, surely_run
from riskgui.core.plan.draft import DraftAnswer, NeededAnswer, PlanReport
from riskgui.core.plan.model import Plan
from riskgui.core.plural import armies, listed
from riskgui.core.report.percent import format_percent
from riskgui.gui.kit.widgets import label_table, text_label
from riskgui.gui.tabs.turn.best_moves import move_ranges
from riskgui.gui.tabs.turn.ending_chart import EndingChart

LEG_COLUMNS = (
    ("Leg", "The legs, in the order they run: which territory attacks which"),
    ("Runs", "Chance the leg's turn comes with its territory able to attack"),
    ("Takes", "Chance the leg conquers its target (a leg that wears down never does)"),
    ("Armies\nafter", "Armies on the attacking and the attacked territory after the leg, "
     "on average, when it runs"),
)  # fmt: skip
MOVE_COLUMNS = (
    ("Leg", "The leg whose move-in is computed"),
    ("Ends\nwith", "Armies on the attacking territory when it conquers"),
    ("Move\nin", "The move-in that gives the goal its best chance (the fewest of equals)"),
    ("Leaves", "Armies left behind on the attacking territory"),
)
NOTHING = "\u2013"
SIDE_BY_SIDE = 520  # from this width, the best moves sit beside the chart
MOST_LEG_ROWS = 8
MOST_MOVE_ROWS = 6


def _table(name: str, accessible: str, columns: tuple[tuple[str, str], ...]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    label_table(table, name, accessible, columns)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    rows = table.verticalHeader()
    rows.setMinimumSectionSize(rows.defaultSectionSize())
    rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


def _fill(table: QTableWidget, rows: Sequence[tuple[str, ...]], most_rows: int) -> None:
    """The rows, left-aligned words and centred numbers; the table as tall as its rows
    (up to ``most_rows``, then it scrolls), so the chart below gets the rest."""
    table.setRowCount(len(rows))
    for r, texts in enumerate(rows):
        for column, text in enumerate(texts):
            cell = QTableWidgetItem(text)
            words = column == 0 and "\u2192" in text
            cell.setTextAlignment(
                (Qt.AlignmentFlag.AlignLeft if words else Qt.AlignmentFlag.AlignHCenter)
                | Qt.AlignmentFlag.AlignVCenter
            )
            table.setItem(r, column, cell)
    table.resizeRowsToContents()
    shown = sum(table.rowHeight(r) for r in range(min(len(rows), most_rows)))
    if not rows:
        shown = table.verticalHeader().defaultSectionSize()
    frame = 2 * table.frameWidth()
    table.setFixedHeight(table.horizontalHeader().sizeHint().height() + shown + frame)


def chance_text(p: float, certain: bool = False) -> str:
    """A chance; 100 % only when the plan makes it ``certain`` (``plan.certain``)."""
    return format_percent(p, certain=certain)


def draft_text(plan: Plan, draft: DraftAnswer) -> str:
    placed = [f"{r} onto {plan.names[t]}" for t, r in draft.placement.items()]
    where = listed(placed) if placed else "nowhere"
    return f"<b>Best draft</b>: {where} (the chance above is after it)."


def needed_text(plan: Plan, needed: NeededAnswer) -> str:
    assert plan.needed is not None
    name, target = plan.names[needed.territory], f"{100 * plan.needed.p_goal:g} %"
    if needed.armies is None:
        return f"<b>Needed</b>: no number of armies on {name} reaches {target}."
    got = format_percent(needed.p_goal)
    return (
        f"<b>Needed</b>: {armies(needed.armies)} on {name} for {target} ({got}), before the draft."
    )


class TurnAnswerView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = QLabel()
        self.headline.setObjectName("turnGoalLabel")
        self.headline.setAccessibleName("Chance of the goal")
        self.headline.setToolTip("Exact chance that every goal territory is yours at the end")
        big = QFont(self.headline.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.headline.setFont(big)
        self.summary = text_label("turnSummaryLabel", "The goal, the draft, the armies needed")
        self.legs_table = _table("turnLegsAnswerTable", "Each leg's chance", LEG_COLUMNS)
        self.legs_table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.moves_table = _table("turnBestMovesTable", "The best move-in", MOVE_COLUMNS)
        self.moves_title = text_label("turnBestMovesTitle", "The legs of the best move-in")
        self.chart = EndingChart()
        self.moves_box = QWidget()
        moves = QVBoxLayout(self.moves_box)
        moves.setContentsMargins(0, 0, 0, 0)
        moves.addWidget(self.moves_title)
        moves.addWidget(self.moves_table, 1)
        self.bottom = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.bottom.addWidget(self.moves_box)
        self.bottom.addWidget(self.chart.plot, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.legs_table)
        layout.addLayout(self.bottom, 1)
        self.clear("")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """The best moves beside the chart when there is room, above it when not."""
        wide = event.size().width() >= SIDE_BY_SIDE
        direction = QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        if self.bottom.direction() != direction:
            self.bottom.setDirection(direction)
        super().resizeEvent(event)

    def clear(self, headline: str) -> None:
        """Nothing of an older plan stays on screen."""
        self.headline.setText(headline)
        self.summary.setText("")
        self.legs_table.setRowCount(0)
        self.moves_table.setRowCount(0)
        self.moves_box.hide()
        self.chart.clear()

    def show_answer(self, plan: Plan, report: PlanReport) -> None:
        answer, names = report.answer, plan.names
        self.headline.setText(f"Goal: {chance_text(answer.p_goal, surely_reached(plan))}")
        goal = sorted(plan.goal, key=names.__getitem__)
        lines = [f"<b>Goal</b>: {listed([names[t] for t in goal])} yours at the end."]
        if report.draft is not None:
            lines.append(draft_text(plan, report.draft))
        if report.needed is not None:
            lines.append(needed_text(plan, report.needed))
        attacked = sorted({leg.target for leg in plan.legs})
        fates = answer.territories
        yours = [
            f"{names[t]} {chance_text(fates[t].p_mine, surely_mine(fates[t]))}" for t in attacked
        ]
        lines.append("<b>Yours at the end</b>: " + ", ".join(yours) + ".")
        self.summary.setText("<br>".join(lines))
        rows = []
        certain = surely_run(plan)
        for number, (leg, result) in enumerate(zip(plan.legs, answer.legs), start=1):
            runs = result.p_runs > 0
            rows.append((
                f"{number}. {names[leg.source]} \u2192 {names[leg.target]}",
                chance_text(result.p_runs, number - 1 in certain),
                "wears\ndown" if leg.until_defenders else chance_text(result.p_conquers),
                f"{result.expected_source:,.1f} \u2192 {result.expected_target:,.1f}"
                if runs else NOTHING,
            ))  # fmt: skip
        _fill(self.legs_table, rows, MOST_LEG_ROWS)
        self._show_moves(plan, report)
        last = plan.legs[-1].target
        self.chart.show(names[last], answer.territories[last])

    def _show_moves(self, plan: Plan, report: PlanReport) -> None:
        rows: list[tuple[str, ...]] = []
        legs: list[str] = []
        for number, (leg, result) in enumerate(zip(plan.legs, report.answer.legs), start=1):
            if result.best_moves:
                legs.append(f"{number} ({plan.names[leg.source]} \u2192 {plan.names[leg.target]})")
            for run in move_ranges(result.best_moves):
                rows.append((str(number), run.ends_text, run.moved_text, run.leaves_text))
        _fill(self.moves_table, rows, MOST_MOVE_ROWS)
        self.moves_title.setText("<b>Best move-in</b> after leg " + listed(legs))
        self.moves_box.setVisible(bool(rows))
