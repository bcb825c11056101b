"""Two rule sets side by side for the same battle."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from riskgui.core.battle import Battle
from riskgui.core.report.counting import Counting
from riskgui.core.report.percent import format_percent, tail_text
from riskgui.core.report.wording import battle_name, ending_text
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset, rules_label
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.jobs.compare import Comparison, comparison_job
from riskgui.gui.kit.axes import AbsoluteAxis, PercentAxis
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.plot_style import (
    OTHER_RULES,
    YOUR_RULES,
    BarValues,
    legend_below,
    new_chart,
    set_chart_title,
)
from riskgui.gui.kit.preset_combo import choose, chosen_preset, preset_combo
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.widgets import text_label


class CompareView(LazyView):
    """The window's rules against a preset, on one chart of outcomes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareView")
        self._exact: ExactResult | None = None
        self._counting = Counting.ON_TERRITORY
        self._comparison: Comparison | None = None
        self._other_name = ""
        self._runner = JobRunner("riskgui-compare", self)
        self._runner.resultReady.connect(self.on_result)
        self._runner.failed.connect(self.on_failed)
        self.other_combo = preset_combo(
            "compareRulesCombo", "The rule set to compare with the window's rules", False
        )
        choose(self.other_combo, "legacy-bunker")
        self.other_combo.setAccessibleName("Compare with")
        self.summary = text_label("compareSummaryLabel", "Chance under each rule set")
        self.chart = new_chart(
            "comparePlot",
            "Outcomes under both rule sets",
            "How the battle ends under each rule set",
            "armies left:  \u2190 defender holds  |  attacker conquers \u2192",
            "probability (%)",
            axisItems={"bottom": AbsoluteAxis("bottom"), "left": PercentAxis("left")},
        )
        self.bar_values = BarValues(self.chart, self.bar_text)
        item = self.chart.getPlotItem()
        self.legend = legend_below(self.chart, 2)
        self.first_bars = pg.BarGraphItem(x=[], height=[], width=0.4, brush=YOUR_RULES, pen=None)
        self.second_bars = pg.BarGraphItem(x=[], height=[], width=0.4, brush=OTHER_RULES, pen=None)
        item.addItem(self.first_bars)
        item.addItem(self.second_bars)

        row = QHBoxLayout()
        row.addWidget(QLabel("Compare with:"))
        row.addWidget(self.other_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.summary)
        layout.addWidget(self.chart, 1)
        self.other_combo.currentTextChanged.connect(self.mark_stale)

    @property
    def has_result(self) -> bool:
        return self._comparison is not None

    def set_counting(self, counting: Counting) -> None:
        self._counting = counting

    def clear(self) -> None:
        """The battle changed; its exact answer is on its way."""
        self._exact = None
        self._comparison = None
        for bars in (self.first_bars, self.second_bars):
            bars.setOpts(x=[], height=[])
        set_chart_title(self.chart, "")
        self._runner.cancel()
        self.summary.setText("\u2026")

    def set_exact(self, result: ExactResult) -> None:
        """The window's exact answer, shared: only the other rule set is solved here."""
        self._exact = result
        self.mark_stale()

    def other_rules(self) -> Rules:
        chosen = chosen_preset(self.other_combo)
        return chosen.rules if chosen else preset("classic").rules

    def refresh(self) -> None:
        if self._exact is None:
            return
        other: Battle = replace(self._exact.battle, rules=self.other_rules())
        self.summary.setText("\u2026")
        self._runner.start(partial(comparison_job, self._exact.odds, other))

    @Slot(int, object)
    def on_result(self, run_id: int, comparison: Comparison) -> None:
        self._comparison = comparison
        first, second = comparison.first, comparison.second
        battle = Battle(first.attackers, first.defenders, first.stop_at, first.rules)
        name = battle_name(battle, self._counting)
        set_chart_title(self.chart, name)  # the rules are named in the legend below
        self.summary.setText(
            f"{name}.<br><b>{rules_label(first.rules)}</b>: attacker conquers "
            f"{format_percent(first.win_probability, first.loss_probability)}<br>"
            f"<b>{rules_label(second.rules)}</b>: attacker conquers "
            f"{format_percent(second.win_probability, second.loss_probability)}"
        )
        self.summary.setToolTip(
            "\n".join(
                f"{rules_label(odds.rules)}: {tail}"
                for odds in (first, second)
                if (tail := tail_text(odds.win_probability, odds.loss_probability))
            )
        )
        for bars, odds, shift in ((self.first_bars, first, -0.2), (self.second_bars, second, 0.2)):
            win, held = odds.outcomes.win, odds.outcomes.stop.sum(axis=0)
            x = np.concatenate([np.arange(win.size), -np.arange(held.size)]) + shift
            bars.setOpts(x=x, height=100 * np.concatenate([win, held]))
        self.legend.clear()
        self.legend.addItem(self.first_bars, "your rules")
        self._other_name = self.other_combo.currentText()
        self.legend.addItem(self.second_bars, self._other_name)

    def bar_text(self, x: int) -> str | None:
        """Both rule sets' chances of the outcome at ``x``, one line each."""
        comparison = self._comparison
        if comparison is None or x == 0:
            return None
        armies = abs(x)
        lines = []
        for name, odds in (("your rules", comparison.first), (self._other_name, comparison.second)):
            chances = odds.outcomes.win if x > 0 else odds.outcomes.stop.sum(axis=0)
            if armies < chances.size:
                lines.append(f"{name}: {format_percent(float(chances[armies]))}")
        if not lines:
            return None
        return "\n".join([ending_text(x > 0, armies), *lines])

    @Slot(int, str)
    def on_failed(self, run_id: int, message: str) -> None:
        self.summary.setText(f"Could not compare: {message}")

    def shutdown(self) -> None:
        self._runner.shutdown()
