"""The position editor beside the map: the territory chosen on it, its owner and armies,
and the player whose turn it is.

Typing a new name as the owner adds that player.  Setting a field emits at once; the
tab turns that into a new position and shows it back here (``show_territory``) with the
signals held, so nothing echoes.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal, Slot
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QPixmap
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QWidget

from riskgui.core.board.map import load_map
from riskgui.core.board.position import MAX_ARMIES
from riskgui.gui.kit.widgets import spin_box, text_label
from riskgui.gui.tabs.board.inputs import BoardInputs

ARMIES_TIP = "Armies on the territory (on the map: type them)"
WAITING_TIP = "Just taken: its armies are the move-in, chosen at the table (or in the file)"


def swatch(colour: QColor) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(colour)
    return QIcon(pixmap)


def fill_players(combo: QComboBox, players: tuple[str, ...], colours: dict[str, QColor]) -> None:
    """The players, each with its colour, keeping the current text if it is still one."""
    current = combo.currentText()
    with QSignalBlocker(combo):
        combo.clear()
        for player in players:
            combo.addItem(swatch(colours[player]), player)
        index = combo.findText(current)
        combo.setCurrentIndex(max(index, 0))


class TerritoryForm(QGroupBox):
    """Signals:
    ownerChosen(str, str): the territory and its new owner (maybe a new player)
    armiesChosen(str, int): the territory and its new armies
    meChosen(str): the player whose turn it is
    """

    ownerChosen = Signal(str, str)
    armiesChosen = Signal(str, int)
    meChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Position", parent)
        self.setObjectName("boardPositionBox")
        self._territory: str | None = None
        self.name_label = text_label("boardTerritoryLabel", "The territory chosen on the map")
        self.name_label.setWordWrap(False)  # a wrapped label would make the panel scroll
        # The name on one line, its continent on the next, as wide as the longest name:
        # the box keeps its width from territory to territory (the Goal box stays put).
        bold = QFont(self.name_label.font())
        bold.setBold(True)
        names = load_map().territories
        widest = max(QFontMetrics(bold).horizontalAdvance(name) for name in names)
        self.name_label.setMinimumWidth(widest + 4)
        self.owner_combo = QComboBox()
        self.owner_combo.setObjectName("boardOwnerCombo")
        self.owner_combo.setEditable(True)
        self.owner_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.owner_combo.setAccessibleName("Owner")
        self.owner_combo.setToolTip(
            "Who holds the territory; type a new name to add a player. On the map, the "
            "player's key (in brackets in the legend) does the same."
        )
        self.armies_spin = spin_box("boardArmiesSpin", 1, MAX_ARMIES, ARMIES_TIP)
        self.me_combo = QComboBox()
        self.me_combo.setObjectName("boardMeCombo")
        self.me_combo.setAccessibleName("You play")
        self.me_combo.setToolTip("The player whose turn it is: the plan is theirs")
        form = QFormLayout(self)
        form.setContentsMargins(6, 4, 6, 6)
        form.addRow(self.name_label)
        form.addRow("Owner:", self.owner_combo)
        form.addRow("Armies:", self.armies_spin)
        me_label = QLabel("You pla&y:")
        me_label.setBuddy(self.me_combo)
        form.addRow(me_label, self.me_combo)
        self.owner_combo.activated.connect(self._on_owner_activated)
        line = self.owner_combo.lineEdit()
        if line is not None:
            line.editingFinished.connect(self._on_owner_typed)
        self.armies_spin.valueChanged.connect(self._on_armies)
        self.me_combo.activated.connect(self._on_me)

    def show_territory(
        self, territory: str | None, inputs: BoardInputs, colours: dict[str, QColor]
    ) -> None:
        self._territory = territory
        fill_players(self.owner_combo, inputs.players, colours)
        fill_players(self.me_combo, inputs.players, colours)
        with QSignalBlocker(self.me_combo):
            self.me_combo.setCurrentIndex(self.me_combo.findText(inputs.me))
        for field in (self.owner_combo, self.armies_spin):
            field.setEnabled(territory is not None)
        if territory is None:
            self.name_label.setText("Click a territory<br>on the map:")
            return
        continent = inputs.board.continent_of(territory)
        self.name_label.setText(f"<b>{territory}</b><br>{continent}")
        # Only a territory just taken holds 0, until its move-in is chosen (the game's
        # panel or the file's "move_in" says how many): shown as it is, not edited here.
        waiting = inputs.armies[territory] == 0
        self.armies_spin.setEnabled(not waiting)
        with QSignalBlocker(self.owner_combo), QSignalBlocker(self.armies_spin):
            self.owner_combo.setCurrentIndex(self.owner_combo.findText(inputs.owners[territory]))
            self.armies_spin.setToolTip(WAITING_TIP if waiting else ARMIES_TIP)
            self.armies_spin.setMinimum(0 if waiting else 1)
            self.armies_spin.setValue(inputs.armies[territory])

    @Slot(int)
    def _on_owner_activated(self, index: int) -> None:
        self._owner(self.owner_combo.itemText(index))

    @Slot()
    def _on_owner_typed(self) -> None:
        self._owner(self.owner_combo.currentText())

    def _owner(self, name: str) -> None:
        name = name.strip()
        if self._territory is not None and name:
            self.ownerChosen.emit(self._territory, name)

    @Slot(int)
    def _on_armies(self, armies: int) -> None:
        if self._territory is not None:
            self.armiesChosen.emit(self._territory, armies)

    @Slot(int)
    def _on_me(self, index: int) -> None:
        self.meChosen.emit(self.me_combo.itemText(index))
