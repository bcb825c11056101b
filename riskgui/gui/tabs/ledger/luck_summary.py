"""Each player's luck as a sentence first ("Anna: 6.2 armies luckier than expected, as lucky
as 1 evening in 12"), then who had the worst dice and how often fair dice leave someone
that unlucky ("3 evenings in 5"; the percentile and the replays in its tooltip).

The numbers behind a sentence are one click away: its tooltip, and the Numbers button,
which shows attack, defence and total luck with their percentiles in a table.  The
sentences are the core's (``wording``), so the tab, the command line and the README say
the same thing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.ledger.report import LedgerReport, Luck, PlayerLuck
from riskgui.core.ledger.wording import (
    luck_details,
    luck_sentence,
    unluckiest_details,
    unluckiest_sentence,
)
from riskgui.core.report.percent import format_percent
from riskgui.gui.kit.widgets import MUTED_STYLE, label_table, text_label
from riskgui.gui.tabs.ledger.colours import colour_of
from riskgui.gui.tabs.ledger.texts import signed

NUMBER_COLUMNS = (
    ("Player", "Who"),
    ("Attack", "Luck in armies when attacking"),
    ("Defence", "Luck in armies when defending"),
    ("Total", "Luck in armies, attack and defence together"),
    ("Percentile", "Where the total falls among fair dice over the same entries (mid-p): "
     "50 % is as expected, high is lucky"),
    ("Entries", "Rolls and battles the player took part in"),
)  # fmt: skip
COMPUTING = "Computing\u2026"


def per_word(evening: str | None) -> str:
    """What the sentence compares with: the evening, or the whole ledger."""
    return "evening" if evening is not None else "ledger"


def sentence_html(player: str, luck: Luck, colour: QColor, per: str) -> str:
    """The core's sentence behind a square of the player's colour (the plot's legend)."""
    square = f'<span style="color:{colour.name()}">\u25a0</span>'
    text = luck_sentence(player, luck, per).replace("&", "&amp;").replace("<", "&lt;")
    return f"{square}&nbsp;{text}"


def player_tooltip(player: str, row: PlayerLuck, per: str) -> str:
    return "\n".join(
        (
            luck_details(row.total),
            f"Attacking: {luck_sentence(player, row.attack, per)}",
            f"Defending: {luck_sentence(player, row.defence, per)}",
        )
    )


class LuckSummary(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._report: LedgerReport | None = None
        self._colours: dict[str, QColor] = {}
        self.status = text_label("ledgerLuckStatus", "Luck status", MUTED_STYLE)
        self.numbers_button = QToolButton()
        self.numbers_button.setObjectName("ledgerNumbersButton")
        self.numbers_button.setText("Numbers")
        self.numbers_button.setCheckable(True)
        self.numbers_button.setToolTip(
            "Show the numbers behind the sentences: attack, defence and total luck, "
            "and their percentiles"
        )
        self.sentences = QWidget()
        self._sentence_layout = QVBoxLayout(self.sentences)
        self._sentence_layout.setContentsMargins(0, 0, 0, 0)
        self._sentence_layout.setSpacing(3)
        self.sentence_labels: list[QLabel] = []
        self.unluckiest_label = text_label("ledgerUnluckiestLabel", "The unluckiest player")
        self.numbers = QTableWidget(0, len(NUMBER_COLUMNS))
        label_table(
            self.numbers, "ledgerNumbersTable", "The numbers behind the sentences", NUMBER_COLUMNS
        )
        self.numbers.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        self.numbers.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.numbers.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.numbers.hide()

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.status, 1, Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.numbers_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.sentences)
        layout.addWidget(self.unluckiest_label)
        layout.addWidget(self.numbers)
        layout.addStretch(1)  # a taller pane leaves its room below the sentences
        self.numbers_button.toggled.connect(self.on_numbers)
        self.clear("")

    @property
    def report(self) -> LedgerReport | None:
        return self._report

    def set_colours(self, colours: dict[str, QColor]) -> None:
        self._colours = colours

    def set_computing(self) -> None:
        """A new report is on its way: the last one stays, greyed, until it comes."""
        self.status.setText(COMPUTING)
        self.sentences.setEnabled(False)
        self.unluckiest_label.setEnabled(False)

    def clear(self, message: str) -> None:
        self._report = None
        self.status.setText(message)
        self._set_sentences([])
        self.unluckiest_label.clear()
        self.unluckiest_label.hide()
        self.numbers.setRowCount(0)

    def show_report(self, report: LedgerReport) -> None:
        self._report = report
        per = per_word(report.evening)
        where = f"in {report.evening}" if report.evening is not None else "over every evening"
        count = "1 entry" if report.entries == 1 else f"{report.entries:,} entries"
        self.status.setText(f"Luck {where}, {count}, against fair dice:")
        if not report.players:
            self.status.setText(f"No luck to tell {where}: no entries yet.")
        rows = sorted(report.players.values(), key=lambda row: -row.total.luck)
        self._set_sentences(
            [
                (
                    sentence_html(row.player, row.total, colour_of(self._colours, row.player),
                                  per),
                    player_tooltip(row.player, row, per),
                )
                for row in rows
            ]
        )  # fmt: skip
        if report.unluckiest is not None:
            unit = "evening" if report.evening is not None else "time"
            self.unluckiest_label.setText(unluckiest_sentence(report.unluckiest, unit))
            self.unluckiest_label.setToolTip(unluckiest_details(report.unluckiest))
            self.unluckiest_label.show()
        else:
            self.unluckiest_label.clear()
            self.unluckiest_label.hide()
        self._fill_numbers(rows)
        self.sentences.setEnabled(True)
        self.unluckiest_label.setEnabled(True)

    def sentence_texts(self) -> list[str]:
        """The sentences as a player reads them (without the colour squares)."""
        return [label.text().split("&nbsp;", 1)[-1] for label in self.sentence_labels]

    def _set_sentences(self, sentences: list[tuple[str, str]]) -> None:
        while len(self.sentence_labels) > len(sentences):
            label = self.sentence_labels.pop()
            self._sentence_layout.removeWidget(label)
            label.deleteLater()
        while len(self.sentence_labels) < len(sentences):
            label = text_label(f"ledgerLuckSentence{len(self.sentence_labels)}", "Luck")
            label.setTextFormat(Qt.TextFormat.RichText)
            self._sentence_layout.addWidget(label)
            label.show()  # now, not once the event loop runs: the tab sizes the summary
            self.sentence_labels.append(label)
        for label, (html, tip) in zip(self.sentence_labels, sentences):
            label.setText(html)
            label.setToolTip(tip)

    def _fill_numbers(self, rows: list[PlayerLuck]) -> None:
        self.numbers.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = (
                (row.player, ""),
                (signed(row.attack.luck), luck_details(row.attack)),
                (signed(row.defence.luck), luck_details(row.defence)),
                (signed(row.total.luck), luck_details(row.total)),
                (format_percent(row.total.percentile), luck_details(row.total)),
                (f"{row.total.entries:,}", ""),
            )
            for column, (text, tip) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                align = Qt.AlignmentFlag.AlignLeft if column == 0 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.numbers.setItem(r, column, item)
        self.numbers.resizeColumnsToContents()
        header = self.numbers.horizontalHeader().sizeHint().height()
        height = sum(self.numbers.rowHeight(r) for r in range(len(rows)))
        self.numbers.setFixedHeight(header + height + 2 * self.numbers.frameWidth())

    @Slot(bool)
    def on_numbers(self, shown: bool) -> None:
        self.numbers.setVisible(shown)
