"""The Dice strategy tab: when to roll fewer dice, and the defender who sees the roll."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.exact.choice import ChoiceOdds, describe_fewer, policy_groups
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent
from riskgui.core.report.wording import battle_name
from riskgui.core.rules.presets import rules_label
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.jobs.strategy import BestDice, best_dice_job
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.widgets import MUTED_STYLE, text_label

STATES_SHOWN = 6


def dice_count(dice: int) -> str:
    """ "1 die", "2 dice"."""
    return f"{dice} {'die' if dice == 1 else 'dice'}"


def _points(odds: ChoiceOdds, usual: float) -> str:
    change = 100 * (odds.win_probability - usual)
    return f"{format_percent(odds.win_probability)} ({change:+.2f} points)"


class BestDiceView(LazyView):
    """Works out, for the window's battle, the best choice of dice for each side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bestDiceView")
        self._exact: ExactResult | None = None
        self._counting = Counting.ON_TERRITORY
        self._result: BestDice | None = None
        self._runner = JobRunner("riskgui-best-dice", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)
        self.summary = text_label("bestDiceSummaryLabel", "Odds when the sides choose their dice")
        self.policy_title = text_label("bestDicePolicyTitle", "", MUTED_STYLE)
        self.policy_table = QTableWidget(0, 2)
        self.policy_table.setObjectName("bestDicePolicyTable")
        self.policy_table.setAccessibleName("The defender's best dice, state by state")
        self.policy_table.setHorizontalHeaderLabels(["Defender's best choice", "In the states"])
        self.policy_table.verticalHeader().hide()
        self.policy_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.policy_table.setWordWrap(True)
        header = self.policy_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.attacker_label = text_label("bestDiceAttackerLabel", "Should the attacker roll fewer")
        note = text_label(
            "bestDiceNote",
            "",
            MUTED_STYLE,
        )
        note.setText(
            "A house rule at some tables: the defender chooses one or two dice after seeing "
            "the attacker's roll. Its best choice is worked out exactly, state by state; the "
            "attacker chooses its own dice before it rolls."
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(note)
        layout.addWidget(self.policy_title)
        layout.addWidget(self.policy_table, 1)
        layout.addWidget(self.attacker_label)
        layout.addStretch()  # takes the room of a hidden table
        self._show_rows(0)
        self.summary.setText("\u2026")

    @property
    def result(self) -> BestDice | None:
        return self._result

    def set_counting(self, counting: Counting) -> None:
        if counting != self._counting:
            self._counting = counting
            self.mark_stale()

    def clear(self) -> None:
        """The battle changed; its exact answer is on its way."""
        self._exact = None
        self._result = None
        self._runner.cancel()
        self.summary.setText("\u2026")
        self.policy_title.setText("")
        self._show_rows(0)
        self.attacker_label.setText("")

    def _show_rows(self, count: int) -> None:
        """An empty table is hidden: a header over nothing reads like a missing answer."""
        self.policy_table.setRowCount(count)
        self.policy_table.setHidden(count == 0)

    def set_exact(self, result: ExactResult) -> None:
        self._exact = result
        self.mark_stale()

    def refresh(self) -> None:
        if self._exact is None:
            return
        self.summary.setText("Working out every choice of dice\u2026")
        odds = self._exact.odds
        self._runner.start(partial(best_dice_job, self._exact.battle, odds.win_probability))

    def _state(self, state: tuple[int, int]) -> str:
        offset = self._counting.offset
        return f"{state[0] - offset} vs {state[1]}"

    @Slot(int, object)
    def on_result(self, run_id: int, result: BestDice) -> None:
        self._result = result
        battle = result.battle
        name = battle_name(battle, self._counting)
        lines = [
            f"<b>{name}</b> \u00b7 {rules_label(battle.rules)}",
            f"Both roll the most dice they can: attacker conquers {format_percent(result.usual)}.",
        ]
        sees = result.defender_sees
        if sees is not None:
            lines.append(
                "The defender picks its dice after seeing the attacker's: "
                f"<b>{_points(sees, result.usual)}</b>."
            )
        if result.both is not None:
            lines.append(
                f"And the attacker picks its own dice too: {_points(result.both, result.usual)}."
            )
        self.summary.setText("<br>".join(lines))
        if sees is not None:
            self._show_policy(sees, battle)
        self._show_attacker(result)

    def _show_policy(self, sees: ChoiceOdds, battle: Battle) -> None:
        groups = policy_groups(sees)  # empty where the defender never has a choice
        if not groups:
            self.policy_title.setText("Under these rules the defender has no choice of dice.")
            self._show_rows(0)
            return
        self.policy_title.setText(
            "The defender's best dice (from the most common case to the rarest), counted as "
            + self._counting.short_noun
            + ":"
        )
        self._show_rows(len(groups))
        for row, group in enumerate(groups):
            what = describe_fewer(group.fewer)
            what = what[0].upper() + what[1:]
            states = ", ".join(self._state(s) for s in group.states[:STATES_SHOWN])
            more = len(group.states) - STATES_SHOWN
            if more > 0:
                states += f" and {more:,} more"
            for column, text in enumerate((what, states)):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.policy_table.setItem(row, column, item)
        self.policy_table.resizeRowsToContents()

    def _show_attacker(self, result: BestDice) -> None:
        best = result.attacker_best
        if best is None:
            self.attacker_label.setText("Should the attacker ever roll fewer dice? \u2026")
            return
        if not best.attacker_fewer:
            self.attacker_label.setText(
                "<b>Should the attacker ever roll fewer dice?</b> No: against a defender who "
                "rolls the most it can, rolling the most is best in every state of this battle."
            )
            return
        states = sorted(best.attacker_fewer.items(), reverse=True)
        shown = ", ".join(
            f"{self._state(state)} (roll {dice_count(dice)})"
            for state, dice in states[:STATES_SHOWN]
        )
        self.attacker_label.setText(
            f"<b>Should the attacker ever roll fewer dice?</b> Yes, in {len(states):,} states "
            f"of this battle: {shown}. Playing so: {_points(best, result.usual)}."
        )

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.summary.setText(f"Cannot work out the best dice: {message}.")
        self.policy_title.setText("")
        self._show_rows(0)
        self.attacker_label.setText("")

    def shutdown(self) -> None:
        self._runner.shutdown()
