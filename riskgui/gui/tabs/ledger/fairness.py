"""Are the dice fair?  The faces entered, counted per face as bars beside what a fair die
gives, for everyone or one player, and the chi-square test's answer in a sentence.

A roll's attacker faces belong to its attacker and its defender faces to its defender;
battles entered by their start and end have no faces.  Dice of another kind (a d8, a die
that re-rolls ones) are counted apart: choose the kind below the chart.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from riskgui.core.ledger.fairness import DieKind, Fairness
from riskgui.core.ledger.wording import fairness_sentence
from riskgui.gui.kit.axes import ArmyAxis
from riskgui.gui.kit.plot_style import (
    EXACT,
    BarValues,
    legend_below,
    new_chart,
    set_chart_title,
    translucent,
)
from riskgui.gui.tabs.ledger.colours import colour_of

EVERYONE = "Everyone"
BAR = 0.7
# Per player (None: everyone), one Fairness per kind of die, the plain d6 first.
FairnessByPlayer = dict[str | None, tuple[Fairness, ...]]


def die_text(die: DieKind) -> str:
    return die.name()


class FairnessView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._data: FairnessByPlayer = {}
        self._colours: dict[str, QColor] = {}
        self._shown: Fairness | None = None
        self.player_combo = QComboBox()
        self.player_combo.setObjectName("ledgerFairnessPlayerCombo")
        self.player_combo.setAccessibleName("Whose dice")
        self.player_combo.setToolTip("Count the dice of everyone, or of one player")
        self.die_combo = QComboBox()
        self.die_combo.setObjectName("ledgerFairnessDieCombo")
        self.die_combo.setAccessibleName("Kind of die")
        self.die_combo.setToolTip("Dice of each kind are counted apart")
        self.sentence = QLabel()
        self.sentence.setObjectName("ledgerFairnessSentence")
        self.sentence.setAccessibleName("Are the dice fair")
        self.sentence.setWordWrap(True)
        self.chart = new_chart(
            "ledgerFairnessPlot",
            "Faces rolled",
            "How often each face came up, and what a fair die gives (the dashes)",
            "face",
            "times rolled",
            axisItems={"bottom": ArmyAxis("bottom")},
        )
        self.chart.setMinimumHeight(140)
        self.chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        item = self.chart.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        item.setMouseEnabled(x=False, y=False)
        legend = legend_below(self.chart, 2)
        text = self.chart.palette().color(QPalette.ColorRole.Text)
        self.bars = pg.BarGraphItem(x=[], height=[], width=BAR, brush=translucent(text, 120),
                                    pen=None)  # fmt: skip
        self.fair = pg.PlotDataItem(
            [], [], connect="pairs", pen=pg.mkPen(EXACT, width=3, style=Qt.PenStyle.DashLine)
        )
        item.addItem(self.bars)
        item.addItem(self.fair)
        legend.addItem(self.bars, "rolled")
        legend.addItem(self.fair, "a fair die")
        self.bar_values = BarValues(self.chart, self.bar_text)

        choices = QHBoxLayout()
        choices.setContentsMargins(0, 0, 0, 0)
        whose = QLabel("Whose dice:")
        whose.setBuddy(self.player_combo)
        choices.addWidget(whose)
        choices.addWidget(self.player_combo, 1)
        self.die_label = QLabel("Die:")
        self.die_label.setBuddy(self.die_combo)
        choices.addWidget(self.die_label)
        choices.addWidget(self.die_combo, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(choices)
        layout.addWidget(self.sentence)
        layout.addWidget(self.chart, 1)
        self.player_combo.currentIndexChanged.connect(self._on_choice)
        self.die_combo.currentIndexChanged.connect(self._on_choice)
        self.show_fairness({}, {})

    def show_fairness(self, data: FairnessByPlayer, colours: dict[str, QColor]) -> None:
        """The counts of everyone (``None``) and of each player; the choice stays."""
        self._data, self._colours = data, colours
        player = self.player()
        die = self.die_combo.currentIndex()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        self.player_combo.addItem(EVERYONE, None)
        for name in sorted(name for name in data if name is not None):
            self.player_combo.addItem(name, name)
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(player)))
        self.player_combo.blockSignals(False)
        kinds = data.get(None, ())
        self.die_combo.blockSignals(True)
        self.die_combo.clear()
        for fairness in kinds:
            self.die_combo.addItem(die_text(fairness.die))
        self.die_combo.setCurrentIndex(die if 0 <= die < len(kinds) else 0)
        self.die_combo.blockSignals(False)
        several = len(kinds) > 1
        self.die_combo.setVisible(several)
        self.die_label.setVisible(several)
        self._draw()

    def player(self) -> str | None:
        data = self.player_combo.currentData()
        return str(data) if data is not None else None

    def choose_player(self, player: str | None) -> None:
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(player)))

    @Slot()
    def _on_choice(self) -> None:
        self._draw()

    def _draw(self) -> None:
        player = self.player()
        kinds = self._data.get(player, ())
        index = self.die_combo.currentIndex()
        wanted = self._data.get(None, ())[index].die if self._data.get(None) else None
        shown = next((f for f in kinds if f.die == wanted), None)
        self._shown = shown
        if shown is None:
            self.bars.setOpts(x=[], height=[])
            self.fair.setData([], [])
            self.sentence.setText("No dice entered yet." if not self._data else "")
            set_chart_title(self.chart, "")
            return
        faces = sorted(shown.faces)
        self.bars.setOpts(x=faces, height=[shown.faces[f] for f in faces])
        colour = colour_of(self._colours, player) if player is not None else None
        text = self.chart.palette().color(QPalette.ColorRole.Text)
        self.bars.setOpts(brush=translucent(colour if colour else text, 150))
        xs = [x for f in faces for x in (f - BAR / 2, f + BAR / 2)]
        ys = [shown.expected[f] for f in faces for _ in (0, 1)]
        self.fair.setData(xs, ys)
        self.sentence.setText(fairness_sentence(shown, player))
        whose = player if player is not None else "everyone"
        set_chart_title(self.chart, f"{shown.dice:,} {die_text(shown.die)} of {whose}")
        self.chart.getPlotItem().enableAutoRange()

    def bar_text(self, face: int) -> str | None:
        shown = self._shown
        if shown is None or face not in shown.faces:
            return None
        return (
            f"{face}: rolled {shown.faces[face]:,} times; a fair die gives "
            f"{shown.expected[face]:,.1f} on average"
        )
