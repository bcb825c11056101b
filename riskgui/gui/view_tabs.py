"""The tabs on the right, built once: each view, its title (with its Alt letter) and tip,
and the charts they can export.

The main window builds this and connects the views; it holds no computation either.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QSettings, QSize, Slot
from PySide6.QtWidgets import QSizePolicy, QTabWidget, QWidget

from riskgui.gui.game.session import GameSession
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.board.tab import BoardView
from riskgui.gui.tabs.campaign.tab import CampaignView
from riskgui.gui.tabs.compare import CompareView
from riskgui.gui.tabs.dice.view import DiceView
from riskgui.gui.tabs.heatmap import HeatmapView
from riskgui.gui.tabs.ledger.tab import LedgerTab
from riskgui.gui.tabs.simulation.tab import SimulationTab
from riskgui.gui.tabs.strategy import BestDiceView
from riskgui.gui.tabs.turn.tab import TurnView

# "Board" has no Alt letter: b, o, a, r and d are all taken (&Battles, C&ompare,
# &Attacking armies, &Rules, &Dice).
BOARD_TITLE = "Board"


class ViewTabs(QTabWidget):
    def __init__(
        self,
        settings: QSettings,
        ledger: LedgerSession,
        game: GameSession,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("viewTabs")
        self.setUsesScrollButtons(True)  # a narrow window scrolls the tab bar
        self.simulation_tab = SimulationTab()
        self.dice_view = DiceView(ledger)
        self.ledger_tab = LedgerTab(ledger, settings=settings)
        self.campaign_view = CampaignView()
        self.turn_view = TurnView(settings)
        self.board_view = BoardView(settings, game)
        self.heatmap_view = HeatmapView()
        self.compare_view = CompareView()
        self.best_dice_view = BestDiceView()
        pages: tuple[tuple[QWidget, str, str], ...] = (
            (self.simulation_tab, "&Simulation", ""),
            (self.dice_view, "&Dice", "Play this battle round by round, with real or rolled dice"),
            (self.ledger_tab, "&Ledger", "Each player's luck over the evening, against fair dice"),
            (self.campaign_view, "&Campaign", ""),
            (self.turn_view, "T&urn", ""),
            (self.board_view, BOARD_TITLE, "The classic map: a position, a goal, the best plan"),
            (self.heatmap_view, "&Planner", ""),
            (self.compare_view, "C&ompare", ""),
            (self.best_dice_view, "Dice strate&gy", ""),
        )
        for view, title, tip in pages:
            self.setTabToolTip(self.addTab(view, title), tip)
        # Tabs that never read the battle on the left: they get the window's whole width.
        self._own_room: tuple[QWidget, ...] = (self.ledger_tab, self.turn_view, self.board_view)
        self._policies = {view: view.sizePolicy() for view, _, _ in pages}
        self.currentChanged.connect(self._size_by_current)
        self._size_by_current()

    @Slot()
    def _size_by_current(self) -> None:
        """The window's smallest size is the tab shown's: Qt's stack takes the largest of
        every page, so the Ledger's wide tables, once laid out, kept the other tabs (and
        their battle panel) wider than 800 px.  A page out of sight asks for no room."""
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        for view, policy in self._policies.items():
            view.setSizePolicy(policy if view is self.currentWidget() else ignored)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Qt counts the tab bar even when hidden; the window's ``TabStrip`` shows the
        titles instead, so its height is no part of the tabs' own."""
        hint = super().minimumSizeHint()
        if self.tabBar().isHidden():
            hint.setHeight(hint.height() - self.tabBar().sizeHint().height())
        return hint

    def uses_battle(self, view: QWidget | None) -> bool:
        """Whether the view reads the battle set on the left (its panel stays in sight)."""
        return view not in self._own_room

    def shutdown(self) -> None:
        """Stop every view's workers; the Dice tab before the ledger it records to."""
        for view in (
            self.dice_view,
            self.ledger_tab,
            self.heatmap_view,
            self.campaign_view,
            self.turn_view,
            self.board_view,
            self.compare_view,
            self.best_dice_view,
        ):
            view.shutdown()

    def charts(self) -> dict[str, pg.PlotWidget]:
        """Every chart the window can export, by the name shown in the menu."""
        return {
            "Convergence": self.simulation_tab.convergence_plot,
            "Outcomes": self.simulation_tab.outcome_plot,
            "Campaign": self.campaign_view.chart,
            "Planner heat map": self.heatmap_view.heatmap,
            "Comparison": self.compare_view.chart,
            "Turn": self.turn_view.answer.chart.plot,
        }

    def chart_problem(self, name: str, answered: bool) -> str | None:
        """Why a chart cannot be exported now, or None; ``answered``: the battle's exact
        answer is there (the simulation charts need it)."""
        empty = {
            "Convergence": not answered,
            "Outcomes": not answered,
            "Campaign": not self.campaign_view.has_result,
            "Planner heat map": self.heatmap_view.grid is None,
            "Comparison": not self.compare_view.has_result,
            "Turn": self.turn_view.result is None,
        }
        if not empty[name]:
            return None
        where = {
            "Campaign": "open the Campaign tab and enter a route",
            "Planner heat map": "open the Planner tab",
            "Comparison": "open the Compare tab",
            "Turn": "open the Turn tab",
        }.get(name, "wait for the exact answer")
        return f"The {name.lower()} chart is empty: {where} first."
