"""The Dice tab's recording strip: every round shown on the tab goes to the luck ledger,
under tonight's evening and the two players chosen.

Two clicks at most: Record on (tonight's evening, the last two players), and a player
combo if someone else attacks, or Swap if the defender attacks back.  Recording stays on
until the player switches it off: while the names cannot be recorded to, the strip says
why and that each round rolled meanwhile was not recorded, and recording resumes as soon
as they can.  The strip keeps, for the battle in play, the ledger uid of each round it
recorded, so the tab's Undo forgets exactly that round.

Reset replays the same dice (the same seed): which rounds of a replay are recorded is
decided by ``Passes``, beside this module with no Qt (``replays``).

Nothing here opens the ledger before the player asks (start-up stays fast): the combos
fill when Record is switched on (a click, or at start-up if it was left on) or a list is
opened, and the store is imported then.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from riskgui.core.dice.played import PlayedBattle
from riskgui.core.ledger.errors import DamagedLedger
from riskgui.gui.kit.sentence import sentence
from riskgui.gui.kit.widgets import ERROR_STYLE, MUTED_STYLE, button, text_label, tool_button
from riskgui.gui.ledger.recording import Recording
from riskgui.gui.ledger.session import LedgerSession
from riskgui.gui.tabs.dice.ledger_names import NameCombo, evening_to_record
from riskgui.gui.tabs.dice.record_status import record_status
from riskgui.gui.tabs.dice.replays import Faces, Kept, Passes, PlayedRounds, round_faces

RECORD_ON, RECORD_OFF = "Record: on", "Record: off"
STYLES = {"off": MUTED_STYLE, "recording": "", "asks": ERROR_STYLE}
SWAP_TIP = (
    "Swap who attacks: the two players, and the armies on their two territories, the one "
    "that stays behind included (10 against 4 becomes 4 against 10)"
)


class LedgerStrip(QWidget):
    """Recording on or off, the evening, who attacks whom, Swap, and a line saying what is
    recorded.

    Signals:
      swapWanted(): Swap was clicked: the tab turns its battle round, then ``swap_players``
    """

    swapWanted = Signal()

    def __init__(self, session: LedgerSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ledgerStrip")
        self._session = session
        self._recorder = session.recorder
        self._battle: PlayedBattle | None = None
        self._uids: list[str | None] = []  # per round of the battle: its entry, if recorded
        self._replay = False  # this battle replays dice already recorded
        self._passes = Passes()
        self._skipped: set[int] = set()  # rounds of the battle shown while waiting
        self._evening_chosen = False  # picked or typed by the player, not guessed
        self._message, self._error = "", False  # said until the player's next choice
        self._build()
        session.recorder.recordingChanged.connect(self.on_recording_changed)
        session.recorder.waitingChanged.connect(self.on_waiting_changed)
        session.opened.connect(self.on_opened)
        session.changed.connect(self.on_changed)
        session.failed.connect(self.on_failed)
        self._show_status()

    def _build(self) -> None:
        self.record_button = button(
            RECORD_OFF,
            "recordButton",
            "Switch recording to the luck ledger on or off: while on, every round of this "
            "tab is recorded under the evening and the two players shown",
        )
        self.record_button.setAccessibleName("Record to ledger")
        self.record_button.setCheckable(True)
        self.swap_button = tool_button("\u21c4", "recordSwapButton", SWAP_TIP)  # a glyph:
        self.swap_button.setAccessibleName("Swap attacker and defender")  # 800 x 600 fits
        self.evening_combo = NameCombo("recordEveningCombo", "Evening recorded to")
        self.evening_combo.setMinimumContentsLength(4)
        line = self.evening_combo.lineEdit()
        if line is not None:
            line.setPlaceholderText("tonight")
        self.attacker_combo = NameCombo("recordAttackerCombo", "Player attacking")
        self.defender_combo = NameCombo("recordDefenderCombo", "Player defending")
        self.status_label = text_label("recordStatusLabel", "What is recorded")
        self.keep_aside_button = button(
            "Keep it aside\u2026",
            "recordKeepAsideButton",
            "Rename the damaged ledger with today's date and start a new one",
        )
        self.keep_aside_button.hide()

        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.record_button)
        row.addWidget(self.evening_combo, 3)
        row.addWidget(self.attacker_combo, 2)
        row.addWidget(QLabel("attacks"))
        row.addWidget(self.defender_combo, 2)
        row.addWidget(self.swap_button)
        status = QHBoxLayout()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.keep_aside_button, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addLayout(row)
        column.addLayout(status)

        self.record_button.toggled.connect(self.on_record_toggled)
        self.swap_button.clicked.connect(self.swapWanted)
        self.keep_aside_button.clicked.connect(self.on_keep_aside)
        for combo in self._combos():
            combo.popupWanted.connect(self.on_popup)
            combo.activated.connect(self.on_names_edited)
            line = combo.lineEdit()
            if line is not None:
                line.editingFinished.connect(self.on_names_edited)
        self.evening_combo.activated.connect(self.on_evening_chosen)
        evening_line = self.evening_combo.lineEdit()
        if evening_line is not None:
            evening_line.textEdited.connect(self.on_evening_chosen)

    def _combos(self) -> tuple[NameCombo, NameCombo, NameCombo]:
        return self.evening_combo, self.attacker_combo, self.defender_combo

    # ----- the rounds of the Dice tab -----------------------------------------------------
    @Slot(object)
    def follow(self, shown: PlayedRounds) -> None:
        """The tab shows these rounds: record the new ones, forget those taken back."""
        battle, seed = shown.battle, shown.seed
        if battle is not self._battle:
            self._battle, self._uids, self._skipped = battle, [], set()
            self._replay = self._passes.any_kept(seed)
            self._show_status()
        rounds = battle.rounds
        while len(self._uids) > len(rounds):
            uid = self._uids.pop()
            self._skipped.discard(len(self._uids))
            if uid is not None:
                self._recorder.forget(uid)
                self._passes.forget(seed, len(self._uids), uid)
        new = range(len(self._uids), len(rounds))
        if self._recorder.waiting and new:  # on, but not to these names: say so
            self._skipped.update(new)
            self._message = ""
        self._show_status()
        faces = {i: round_faces(rounds[i]) for i in new}
        wanted = [i for i in new if self._wanted(seed, i, faces[i], i in shown.typed)]
        entries = self._recorder.record_rounds([faces[i] for i in wanted], battle.rules)
        uids = {i: entry.uid for i, entry in zip(wanted, entries)}
        for i, uid in uids.items():
            self._passes.keep(seed, i, Kept(faces[i], uid))
        self._uids.extend(uids.get(i) for i in new)

    def _wanted(self, seed: int, place: int, faces: Faces, typed: bool) -> bool:
        """Whether to record this round: not when not recording, else as ``Passes`` says."""
        if self._recorder.recording is None:
            return False
        return self._passes.wanted(seed, place, faces, typed, self._in_ledger)

    def _in_ledger(self, uid: str) -> bool:
        try:
            return self._session.entry(uid) is not None
        except ValueError:
            return False  # recording it says why, if the ledger cannot be read

    # ----- the player's choices -----------------------------------------------------------
    @Slot(bool)
    def on_record_toggled(self, on: bool) -> None:
        self._message = ""
        self._show_switch(on)
        if not on:
            self._recorder.stop()
            self._show_status()
            return
        try:
            self._session.open()
            if self._session.read_only:
                self._refuse(self._session.notice)
                return
            self._fill()
            evening = evening_to_record(
                self._session.evenings(),
                self.evening_combo.currentText(),
                self._evening_chosen,
                date.today(),
            )
            attacker, defender = self._players(evening)
            self._recorder.want(evening, attacker, defender)
        except DamagedLedger as error:
            self._refuse(sentence(str(error)), damaged=True)
        except ValueError as error:
            self._refuse(sentence(str(error)))
        else:
            self._point_to_missing_name()

    def _players(self, evening: str) -> tuple[str, str]:
        """The players shown; where none is, those of the evening's last entry."""
        attacker = self.attacker_combo.currentText().strip()
        defender = self.defender_combo.currentText().strip()
        if not (attacker and defender):
            known = {e.name for e in self._session.evenings()}
            last = self._session.entries(evening)[-1:] if evening in known else []
            if last:
                attacker = attacker or last[0].attacker
                defender = defender or last[0].defender
        return attacker, defender

    def _refuse(self, message: str, damaged: bool = False) -> None:
        """The ledger refuses recording: say why, and switch it off."""
        self._show_switch(False)
        self._say(message, error=True)
        self.keep_aside_button.setVisible(damaged)

    def _point_to_missing_name(self) -> None:
        for combo in (self.attacker_combo, self.defender_combo):
            if not combo.currentText().strip():
                combo.setFocus()
                break

    @Slot()
    def on_names_edited(self) -> None:
        """A combo changed while recording is on: record to the new names from now on, or
        wait, saying why, while they cannot be recorded to."""
        if self._recorder.wanted is None:
            return
        self._message = ""
        names = [combo.currentText() for combo in self._combos()]
        try:
            self._recorder.want(*names)
        except DamagedLedger as error:
            self._refuse(sentence(str(error)), damaged=True)
        except ValueError as error:
            self._refuse(sentence(str(error)))
        self._show_status()

    def swap_players(self) -> None:
        """The attacker defends and the defender attacks (the tab turned its battle round)."""
        attacker, defender = self.attacker_combo.currentText(), self.defender_combo.currentText()
        self.attacker_combo.show_name(defender)
        self.defender_combo.show_name(attacker)
        self._message = ""
        self.on_names_edited()
        self._show_status()

    def refuse_swap(self, why: str) -> None:
        self._say(f"Cannot swap: {why}.", error=True)

    @Slot()
    def on_evening_chosen(self) -> None:
        self._evening_chosen = True

    @Slot()
    def on_popup(self) -> None:
        """A list drops down: the ledger's evenings and players, opening it if need be."""
        try:
            self._session.open()
        except DamagedLedger as error:
            self._refuse(sentence(str(error)), damaged=True)
        except ValueError as error:
            self._say(sentence(str(error)), error=True)
        self._fill()

    @Slot()
    def on_keep_aside(self) -> None:
        answer = QMessageBox.question(
            self,
            "The ledger is damaged",
            f"{self.status_label.text()}\n\nKeep it aside, renamed with today's date, and "
            "start a new, empty ledger in its place? Nothing in the damaged file is lost.",
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            kept = self._session.start_new_after_keeping_aside()
        except ValueError as error:
            self._say(sentence(str(error)), error=True)
            return
        self.keep_aside_button.hide()
        self._say(f"The damaged ledger was kept aside as {kept.name}; a new one started.")

    # ----- the session --------------------------------------------------------------------
    @Slot(object)
    def on_recording_changed(self, recording: Recording | None) -> None:
        self._show_switch(self._recorder.wanted is not None)
        if recording is not None:
            self._show_wanted()
            self.keep_aside_button.hide()
            self._message = ""
        self._show_status()

    @Slot(str)
    def on_waiting_changed(self, waiting: str) -> None:
        self._show_switch(self._recorder.wanted is not None)
        self._show_wanted()  # an evening renamed on the Ledger tab meanwhile
        self._show_status()

    def _show_switch(self, on: bool) -> None:
        """The button, down and saying "on" while recording is on (waiting included)."""
        self.record_button.blockSignals(True)
        self.record_button.setChecked(on)
        self.record_button.blockSignals(False)
        self.record_button.setText(RECORD_ON if on else RECORD_OFF)

    def _show_wanted(self) -> None:
        """The names recording is on with, in the combos (the evening chosen for the player
        included)."""
        wanted = self._recorder.wanted
        if wanted is not None:
            shown = (wanted.evening, wanted.attacker, wanted.defender)
            for combo, text in zip(self._combos(), shown):
                if combo.currentText().strip() != text:
                    combo.show_name(text)

    @Slot()
    def on_opened(self) -> None:
        self.keep_aside_button.hide()
        self._fill()

    @Slot()
    def on_changed(self) -> None:
        self._fill()

    @Slot(str)
    def on_failed(self, message: str) -> None:
        self._say(message, error=True)

    def _fill(self) -> None:
        """The ledger's evenings (newest first) and players in the lists, once it is open."""
        if not self._session.is_open:
            return
        try:
            evenings = [evening.name for evening in reversed(self._session.evenings())]
            players = self._session.players()
        except ValueError:
            return  # the next read says why, where it is asked for
        self.evening_combo.set_names(evenings)
        for combo in (self.attacker_combo, self.defender_combo):
            combo.set_names(players)

    def _say(self, message: str, error: bool = False) -> None:
        self._message, self._error = message, error
        self._show_status()

    def _show_status(self) -> None:
        """The last problem or note, else what is recorded now (``record_status``)."""
        recorder = self._recorder
        status = record_status(
            recorder.recording, recorder.waiting, len(self._skipped), self._replay
        )
        if self._message:
            text, style = self._message, ERROR_STYLE if self._error else ""
        else:
            text, style = status.text, STYLES[status.tone]
        self.status_label.setText(text)
        self.status_label.setStyleSheet(style)
