"""The Ledger tab: the evenings of the luck ledger, their entries and each player's luck.

A view of the ``LedgerSession``: it reads evenings and entries through the session (the
ledger's connection lives on the GUI thread), edits through it (each edit undoable), and
asks it for the report a moment after the last change; the running luck and the dice
counts are computed on the tab's own worker once the report is in.  Nothing is computed
on the GUI thread, and nothing while the tab is hidden.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QSettings, Slot
from PySide6.QtWidgets import QGridLayout, QTabWidget, QVBoxLayout, QWidget

from riskgui.core.ledger.model import Entry
from riskgui.core.ledger.report import LedgerReport
from riskgui.gui.jobs.ledger import EveningViews, views_job
from riskgui.gui.kit.lazy_view import LazyView
from riskgui.gui.kit.runner import JobRunner
from riskgui.gui.kit.throttle import Debouncer
from riskgui.gui.kit.widgets import ERROR_STYLE, MUTED_STYLE, message_line
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.ledger.battle_form import BattleForm
from riskgui.gui.tabs.ledger.colours import player_colours
from riskgui.gui.tabs.ledger.entries_model import EntriesModel
from riskgui.gui.tabs.ledger.entries_view import EntriesView
from riskgui.gui.tabs.ledger.evenings import EveningsBar
from riskgui.gui.tabs.ledger.exchange_buttons import ExchangeButtons
from riskgui.gui.tabs.ledger.fairness import FairnessView
from riskgui.gui.tabs.ledger.luck_plot import LuckPlot
from riskgui.gui.tabs.ledger.luck_summary import LuckSummary, per_word
from riskgui.gui.tabs.ledger.notice import LedgerNotice, open_ledger
from riskgui.gui.tabs.ledger.pairs import PairsTable
from riskgui.gui.tabs.ledger.panes import LedgerPanes

DEBOUNCE_MS = 150  # a burst of recorded rounds (a blitz) asks for one report


class LedgerTab(LazyView):
    def __init__(
        self,
        session: LedgerSession,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ledgerTab")
        self.session = session
        self._usable = False  # the ledger is open (read-only or not)
        self._tried = False  # the first show opened it, or offered to keep it aside
        self._opening = False
        self._computing = False  # a report (and then the views) is on its way
        self._asked: str | None = None  # the evening whose report was asked for
        self._scroll_to_last = False
        self._report: LedgerReport | None = None
        self._views: EveningViews | None = None
        self._colours = player_colours([])
        self._debounce = Debouncer(DEBOUNCE_MS, self._request_report, self)
        self._runner: JobRunner | None = None  # made on the first report: no idle thread

        self.evenings = EveningsBar(session)
        self.exchange = ExchangeButtons(session, settings)
        self.notice = LedgerNotice()
        self.message = message_line("ledgerMessageLabel", "About the ledger", MUTED_STYLE)
        self.summary = LuckSummary()
        self.model = EntriesModel(session.edits.replace_entry, self)
        self.entries_view = EntriesView(
            self.model, session.undo_stack, session.edits.delete_entries
        )
        self.battle_form = BattleForm(session.edits.add_entry)
        self.plot = LuckPlot(self)
        self.pairs = PairsTable()
        self.fairness = FairnessView()
        self.views = QTabWidget()
        self.views.setObjectName("ledgerViews")
        self._build_layout()

        for part in (self.evenings, self.entries_view, self.exchange):
            part.said.connect(self._say)
            part.refused.connect(self._refuse)
        self.battle_form.added.connect(self._on_added)
        self.evenings.eveningChosen.connect(self._on_evening_chosen)
        self.entries_view.entryChosen.connect(self.plot.mark_entry)
        self.notice.keepAsideRequested.connect(self.on_keep_aside)
        self.summary.numbers_button.toggled.connect(self.panes.set_numbers_shown)
        session.opened.connect(self.on_opened)
        session.changed.connect(self.mark_stale)
        session.report.reportReady.connect(self.on_report)
        session.said.connect(self._say)
        session.failed.connect(self.on_session_failed)

    def _build_layout(self) -> None:
        top = QGridLayout()
        top.setVerticalSpacing(2)
        top.addWidget(self.evenings, 0, 0, 1, 2)
        top.addWidget(self.evenings.players_label, 1, 0)
        top.addWidget(self.exchange, 1, 1)
        top.setColumnStretch(0, 1)
        rows = self.entries_view.table.verticalHeader().defaultSectionSize()
        self.entries_view.table.setMinimumHeight(6 * rows)  # below that, the pane scrolls
        self.views.addTab(self.plot.plot, "Luc&k")
        self.views.addTab(self.pairs, "Pairs")
        self.views.addTab(self.fairness, "Dice fairness")
        self.panes = LedgerPanes(self.summary, self.entries_view, self.battle_form, self.views)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice)
        layout.addWidget(self.message)
        layout.addWidget(self.panes, 1)

    # ----- what is shown ------------------------------------------------------------------
    @property
    def evening(self) -> str | None:
        """The evening on screen, or None for every evening."""
        return self.evenings.current()

    @property
    def report(self) -> LedgerReport | None:
        """The report on screen, of the entries on screen; None while it is computed."""
        return None if self._computing else self._report

    @property
    def settled(self) -> bool:
        """Everything shown is of the entries on screen, and nothing more is coming."""
        return (
            not self.stale
            and not self._computing
            and not self._debounce.pending
            and not (self._runner is not None and self._runner.running)
            and self._views is not None
            and list(self._views.entries) == self.model.entries()
        )

    @property
    def running(self) -> dict[str, list[tuple[int, float]]]:
        """The running luck on the plot (empty until computed)."""
        return self._views.running if self._views is not None else {}

    def refresh(self) -> None:
        """Read the evenings and entries again, and ask for their luck in a moment."""
        if not self._tried:
            self._tried = True
            self._open()
        if not self._usable:
            return
        try:
            evenings = self.session.evenings()
            self._colours = player_colours(self.session.players())
            self.evenings.set_evenings(evenings)
            entries = self.session.entries(self.evening)
        except ValueError as error:
            self._refuse(str(error))
            return
        self._show_entries(entries)
        self._debounce.trigger()

    def _open(self) -> None:
        self._opening = True
        try:
            opened = open_ledger(self.session, self)
        finally:
            self._opening = False
        self._usable = opened.usable
        if opened.message:
            self._say(opened.message)
        read_only = self.session.read_only or not opened.usable
        if opened.damaged:
            self.notice.show_notice(
                f"The ledger {self.session.path} is damaged and was left as it is; nothing "
                "can be recorded until it is kept aside.",
                damaged=True,
            )
        elif not opened.usable:
            self.notice.show_notice(opened.message)
        else:
            self.notice.show_notice(self.session.notice if self.session.read_only else "")
        for part in (self.evenings, self.entries_view, self.battle_form, self.exchange):
            part.set_read_only(read_only)
        self.exchange.export_button.setEnabled(opened.usable)
        if not opened.usable:
            self.summary.clear("No ledger is open.")
            self.plot.clear()

    def _show_entries(self, entries: list[Entry]) -> None:
        evening = self.evening
        known = {entry.uid for entry in self.model.entries()}
        # A new entry at the end (not one brought back in its place by Undo): show it.
        added = len(entries) > len(known) and entries[-1].uid not in known
        self.model.set_entries(entries)
        self.entries_view.show_evening_column(evening is None)
        if added:
            self.entries_view.scroll_to_last()
            self._scroll_to_last = True  # again once laid out, when the answer comes
        players = sorted({e.attacker for e in entries} | {e.defender for e in entries})
        self.evenings.set_players(players)
        self.battle_form.set_players(self.session.players())
        self.battle_form.set_evening(evening)
        self.exchange.set_evening(evening)
        self.summary.set_colours(self._colours)
        self.summary.set_computing()
        self.plot.plot.setEnabled(False)
        self._computing, self._asked = True, evening

    @Slot(object)
    def _on_evening_chosen(self, evening: object) -> None:
        self.plot.mark_entry(-1)
        self.mark_stale()

    def _request_report(self) -> None:
        if not self._usable or self.stale:
            return  # hidden since a change: the next refresh asks, with the entries it reads
        if self._runner is not None:
            self._runner.cancel()
        self._computing, self._asked = True, self.evening
        self.summary.set_computing()
        try:  # the entries on screen, read by refresh: the ledger is not read again
            self.session.report.request(self.evening, self.model.entries())
        except ValueError as error:
            self._computing = False
            self._refuse(str(error))

    # ----- answers ------------------------------------------------------------------------
    @Slot(object)
    def on_report(self, report: LedgerReport) -> None:
        if not self._computing or report.evening != self._asked:
            return  # of an evening no longer shown
        if report.entries != self.model.rowCount() or self._debounce.pending:
            return  # of entries since changed: another is on its way
        self._computing = False
        self._report = report
        self.summary.show_report(report)
        self.panes.fit_summary()
        self.pairs.show_pairs(report.pairs, per_word(report.evening))
        if self._runner is None:
            self._runner = JobRunner("riskgui-ledger-views", self)
            self._runner.resultReady.connect(self.on_views)
            self._runner.failed.connect(self.on_views_failed)
        self._runner.start(partial(views_job, tuple(self.model.entries())))

    @Slot(int, object)
    def on_views(self, run_id: int, views: EveningViews) -> None:
        if list(views.entries) != self.model.entries():
            return
        self._views = views
        self.model.set_luck(views.luck)
        evening = self.evening
        title = f"Luck over {evening}" if evening is not None else "Luck over every evening"
        self.plot.show_luck(views.entries, views.running, self._colours, title)
        self.plot.plot.setEnabled(True)
        self.fairness.show_fairness(views.fairness, self._colours)
        if self._scroll_to_last:
            self._scroll_to_last = False
            self.entries_view.scroll_to_last()

    @Slot(int, str)
    def on_views_failed(self, run_id: int, message: str) -> None:
        self.plot.plot.setEnabled(True)
        self._refuse(f"Could not draw the luck: {message}")

    @Slot(str)
    def on_session_failed(self, message: str) -> None:
        if self._computing and message.startswith("Could not compute the luck"):
            self._computing = False
            self.summary.clear("")
        self._refuse(message)

    @Slot()
    def on_opened(self) -> None:
        """Another ledger (or a new one in place of a damaged one): read everything again,
        its notice and whether it can be written included."""
        if not self._opening:
            self._tried = False
        self._report, self._views = None, None
        self.mark_stale()

    @Slot()
    def on_keep_aside(self) -> None:
        self._tried = False
        self.mark_stale()

    # ----- messages -----------------------------------------------------------------------
    @Slot(str)
    def _on_added(self, message: str) -> None:
        self._say(message)
        self.entries_view.scroll_to_last()

    @Slot(str)
    def _say(self, message: str) -> None:
        self.message.setStyleSheet(MUTED_STYLE)
        self.message.setText(message)

    @Slot(str)
    def _refuse(self, message: str) -> None:
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(message)

    def shutdown(self) -> None:
        """Stop the worker (the main window's closeEvent; the session stops its own)."""
        self._debounce.cancel()
        if self._runner is not None:
            self._runner.shutdown()
