"""The pair table: for every two players who met, who had the better dice against the
other, by how many armies, and how rare that is, with the numbers in each row's tooltip.

A pair's luck is told from the luckier player's side, naming both ("Ben against Anna: 3.1
armies luckier than expected ..."), so every row reads as a sentence the players would say.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from riskgui.core.ledger.report import Luck, PairLuck
from riskgui.core.ledger.wording import luck_details, luck_sentence
from riskgui.gui.kit.widgets import label_table
from riskgui.gui.tabs.ledger.texts import signed

COLUMNS = (
    ("Luckier", "Who had the better dice against the other, in armies"),
    ("Entries", "Rolls and battles between the two, in either role"),
    ("In words", "The luckier player's luck against the other, and how rare it is"),
)


def mirrored(luck: Luck) -> Luck:
    """The same luck from the other player's side: every sum negated, the percentile
    turned (the mid-p of -S at -s is 1 minus that of S at s)."""
    return Luck(
        luck=-luck.luck,
        swing=-luck.swing,
        expected=-luck.expected,
        sd=luck.sd,
        percentile=1.0 - luck.percentile,
        entries=luck.entries,
    )


def luckier_side(pair: PairLuck) -> tuple[str, str, Luck]:
    """(luckier player, the other, the luckier one's luck)."""
    if pair.luck.luck >= 0:
        return pair.first, pair.second, pair.luck
    return pair.second, pair.first, mirrored(pair.luck)


def pair_row(pair: PairLuck, per: str) -> tuple[tuple[str, str], ...]:
    """The row's cells, as (text, tooltip)."""
    lucky, other, luck = luckier_side(pair)
    details = luck_details(luck)
    words = luck_sentence(lucky, luck, per).removeprefix(f"{lucky}: ")
    return (
        (f"{lucky} {signed(luck.luck)}", f"{lucky}'s luck against {other}: {details}"),
        (f"{luck.entries:,}", f"Rolls and battles between {lucky} and {other}"),
        (f"{lucky} against {other}: {words}", details),
    )


class PairsTable(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        label_table(self, "ledgerPairsTable", "Luck between each two players", COLUMNS)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def show_pairs(self, pairs: tuple[PairLuck, ...], per: str) -> None:
        """The pairs, the most lopsided first."""
        ordered = sorted(pairs, key=lambda pair: -abs(pair.luck.luck))
        self.setRowCount(len(ordered))
        for r, pair in enumerate(ordered):
            for column, (text, tip) in enumerate(pair_row(pair, per)):
                item = QTableWidgetItem(text)
                item.setToolTip(tip or text)
                numbers = column in (0, 1)
                align = Qt.AlignmentFlag.AlignRight if numbers else Qt.AlignmentFlag.AlignLeft
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, column, item)
        self.resizeRowsToContents()
