"""Opening the ledger when the tab is first shown, and the notice above the tab when it
cannot be written: a damaged file (with the offer to keep it aside and start a new
ledger) or a ledger from a newer riskgui (read-only, naming both versions).

A damaged file is never overwritten: it is renamed with the date
(``ledger.damaged-2026-11-25.sqlite``) only when the player says yes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QToolButton, QWidget

from riskgui.core.ledger.errors import DamagedLedger, LedgerError
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.kit.widgets import WARNING_STYLE, text_label
from riskgui.gui.ledger.file import LedgerFile

OFFER_TITLE = "The ledger is damaged"


@dataclass(frozen=True)
class Opened:
    usable: bool  # the ledger is open (read-only or not)
    message: str  # what happened, for the message line ("" if nothing to say)
    damaged: bool = False  # unusable because damaged: the offer can be made again


def offer_keep_aside(parent: QWidget, error: DamagedLedger) -> bool:
    """Ask whether to keep the damaged file aside and start a new ledger."""
    answer = QMessageBox.question(
        parent,
        OFFER_TITLE,
        f"{sentence(str(error))}\n\nKeep it aside, renamed with today's date, and start a "
        "new, empty ledger in its place? Nothing in the damaged file is lost or changed.",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


def open_ledger(session: LedgerFile, parent: QWidget) -> Opened:
    """Open the session's ledger; a damaged one is kept aside only if the player agrees."""
    try:
        session.open()
    except DamagedLedger as error:
        if not offer_keep_aside(parent, error):
            return Opened(False, "", damaged=True)
        try:
            kept = session.start_new_after_keeping_aside()
        except (OSError, LedgerError) as failure:
            return Opened(False, f"Could not keep it aside: {failure}", damaged=True)
        return Opened(True, f"The damaged ledger was kept aside as {kept}; this one is new.")
    except (OSError, LedgerError) as error:
        return Opened(False, sentence(f"the ledger could not be opened: {error}"))
    return Opened(True, "")


class LedgerNotice(QWidget):
    """Why nothing can be written, above the tab, hidden while all is well.

    Signals:
      keepAsideRequested(): the player asked again to keep a damaged ledger aside
    """

    keepAsideRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = text_label("ledgerNoticeLabel", "Ledger notice", WARNING_STYLE)
        self.keep_button = QToolButton()
        self.keep_button.setObjectName("ledgerKeepAsideButton")
        self.keep_button.setText("Keep it aside\u2026")
        self.keep_button.setToolTip("Rename the damaged ledger with the date and start a new one")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.keep_button)
        self.keep_button.clicked.connect(self.keepAsideRequested)
        self.show_notice("")

    def show_notice(self, text: str, damaged: bool = False) -> None:
        self.label.setText(text)
        self.keep_button.setVisible(damaged)
        self.setVisible(bool(text))
