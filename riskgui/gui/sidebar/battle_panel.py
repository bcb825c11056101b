"""The battle's inputs: armies on both sides, the stop threshold, the rules and the counting."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal, Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QMenu,
    QToolButton,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.limits import MAX_ARMIES
from riskgui.core.report.wording import CONVENTION_RULE, battle_name, counting_hint
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label
from riskgui.gui.kit.widgets import MUTED_STYLE, add_row_with_button, spin_box, text_label
from riskgui.gui.sidebar.rules_panel import RulesPanel

DEBOUNCE_MS = 150


class BattlePanel(QGroupBox):
    """Signals:
    battleEdited(): an input changed; what is shown for the old battle is now stale
    battleSettled(object): the inputs rested for a moment: the Battle, or None when the
        rules cannot be played (the rules panel says why)
    """

    battleEdited = Signal()
    battleSettled = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Battle", parent)
        self.setObjectName("battlePanel")
        self.attackers_spin = spin_box(
            "attackersSpin", 2, MAX_ARMIES, CONVENTION_RULE, "Armies on the attacking territory"
        )
        self.defenders_spin = spin_box(
            "defendersSpin", 1, MAX_ARMIES, "Armies on the defending territory", "Defending armies"
        )
        self.stop_at_spin = spin_box(
            "stopAtSpin",
            1,
            MAX_ARMIES - 1,
            "Stop attacking once this many armies (or fewer) are left on the attacking "
            "territory. 1 means fight to the end.",
            "Stop when the attacker is down to",
        )
        self.rules_panel = RulesPanel()
        self.recent_button = QToolButton()
        self.recent_button.setObjectName("recentBattlesButton")
        self.recent_button.setText("Recent")
        self.recent_button.setToolTip("Battles you looked at lately")
        self.recent_button.setAccessibleName("Recent battles")
        self.recent_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.recent_button.setMenu(QMenu(self.recent_button))
        self.recent_button.setEnabled(False)
        self.attackers_label = QLabel()
        self.attackers_label.setBuddy(self.attackers_spin)
        self.convention_hint = text_label("conventionHint", style=MUTED_STYLE)

        form = QFormLayout(self)
        form.addRow(self.attackers_label, self.attackers_spin)
        form.addRow(self.convention_hint)
        add_row_with_button(form, "Defending arm&ies:", self.defenders_spin, self.recent_button)
        form.addRow("Stop &when down to:", self.stop_at_spin)
        form.addRow(self.rules_panel)

        self._debounce = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._debounce.timeout.connect(self.on_settled)
        self.set_battle(Battle(10, 10))
        for spin in (self.attackers_spin, self.defenders_spin, self.stop_at_spin):
            spin.valueChanged.connect(self.on_edited)
        self.rules_panel.conventionChanged.connect(self.on_convention_toggled)
        self.rules_panel.rulesChanged.connect(self.on_edited)

    # ----- state --------------------------------------------------------------------------
    @property
    def counts_stay_behind(self) -> bool:
        return self.rules_panel.counts_stay_behind

    def _offset(self) -> int:
        """What to add to the shown armies to count the army that stays behind."""
        return 0 if self.counts_stay_behind else 1

    def battle(self) -> Battle:
        """The battle on screen, armies counted on the territory; ValueError for bad rules."""
        return self.battle_with(self.rules_panel.rules())

    def battle_with(self, rules: Rules) -> Battle:
        offset = self._offset()
        return Battle(
            self.attackers_spin.value() + offset,
            self.defenders_spin.value(),
            self.stop_at_spin.value() + offset,
            rules,
        )

    def set_battle(self, battle: Battle, counts_stay_behind: bool | None = None) -> None:
        """Show a battle in the current (or the given) counting, without emitting edits."""
        if counts_stay_behind is not None:
            self.rules_panel.count_stay_behind.blockSignals(True)
            self.rules_panel.count_stay_behind.setChecked(counts_stay_behind)
            self.rules_panel.count_stay_behind.blockSignals(False)
            self.rules_panel.set_rules(battle.rules)
        self._show(battle)

    def _show(self, battle: Battle) -> None:
        offset = self._offset()
        spins = (self.attackers_spin, self.defenders_spin, self.stop_at_spin)
        for spin in spins:
            spin.blockSignals(True)
        self.attackers_spin.setRange(2 - offset, MAX_ARMIES - offset)
        self.attackers_spin.setValue(battle.attackers - offset)
        self.stop_at_spin.setRange(1 - offset, battle.attackers - 1 - offset)
        self.stop_at_spin.setValue(battle.stop_at - offset)
        self.defenders_spin.setValue(battle.defenders)
        for spin in spins:
            spin.blockSignals(False)
        counts = not offset
        self.attackers_label.setText(
            "Armies on &attacking territory:" if counts else "&Attacking armies:"
        )
        self.convention_hint.setText(counting_hint(counts))
        self.stop_at_spin.setSpecialValueText(f"{1 - offset} (to the end)")

    def set_recent(self, battles: list[Battle], counts_stay_behind: bool) -> None:
        """The Recent menu: each battle as the player counts armies, with its rules."""
        menu = self.recent_button.menu()
        menu.clear()
        for battle in battles:
            action = menu.addAction(f"{battle_name(battle, counts_stay_behind)}, "
                                    f"{rules_label(battle.rules)}")  # fmt: skip
            action.triggered.connect(lambda _checked=False, b=battle: self.load(b))
        self.recent_button.setEnabled(bool(battles))

    def load(self, battle: Battle) -> None:
        """Show this battle, its rules included, and announce it like any edit."""
        self.rules_panel.set_rules(battle.rules)
        self._show(battle)
        self.on_edited()

    # ----- slots --------------------------------------------------------------------------
    @Slot(bool)
    def on_convention_toggled(self, counts_stay_behind: bool) -> None:
        # The same battle, shown the other way: the numbers move by the army left behind.
        shift = 1 if counts_stay_behind else 0
        self._show(
            Battle(
                self.attackers_spin.value() + shift,
                self.defenders_spin.value(),
                self.stop_at_spin.value() + shift,
            )
        )
        self.on_edited()

    @Slot()
    def on_edited(self) -> None:
        # The stop threshold must stay below the attacking armies.
        self.stop_at_spin.setMaximum(self.attackers_spin.value() - 1)
        self.battleEdited.emit()
        self._debounce.start()

    def playable_battle(self) -> Battle | None:
        """The battle on screen, or None while the rules cannot be played."""
        try:
            return self.battle()
        except ValueError:
            return None

    @Slot()
    def on_settled(self) -> None:
        self.battleSettled.emit(self.playable_battle())

    def settle_now(self) -> None:
        """Announce the battle at once (at start-up, where there is nothing to debounce)."""
        self._debounce.stop()
        self.on_settled()

    def shutdown(self) -> None:
        self._debounce.stop()
