"""The battle's inputs: armies on both sides, the stop threshold, the rules and the counting."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)

from riskgui.core.battle import Battle
from riskgui.core.limits import MAX_ARMIES
from riskgui.core.report.counting import Counting
from riskgui.core.report.wording import CONVENTION_RULE, battle_name
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import rules_label
from riskgui.gui.jobs.battle import ExactResult
from riskgui.gui.kit.throttle import Debouncer
from riskgui.gui.kit.widgets import MUTED_STYLE, add_row_with_button, button, spin_box, text_label
from riskgui.gui.settings import remember
from riskgui.gui.sidebar.rules_panel import RulesPanel

DEBOUNCE_MS = 150
# A battle goes to Recent once its answer has been on screen this long, or when it is run:
# battles passed through while typing or stepping through presets are not worth keeping.
LOOKED_AT_MS = 2000


class BattlePanel(QGroupBox):
    """The battle's inputs, shown in the player's counting; the Recent menu.

    Signals:
    battleEdited(object): an input changed: the Battle now shown (armies counted on the
        territory), or None when the rules cannot be played (the rules panel says why)
    battleSettled(object): the inputs rested for a moment on this Battle (or None)
    countingChanged(object): the Counting chosen; the battle itself is unchanged
    status(str): a message for the status bar
    """

    battleEdited = Signal(object)
    battleSettled = Signal(object)
    countingChanged = Signal(object)
    status = Signal(str)

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
        self.recent_button = button("Recent", "recentBattlesButton", "Battles you looked at lately")
        self.recent_button.setAccessibleName("Recent battles")
        self.recent_button.setMenu(QMenu(self.recent_button))
        self.recent_button.setEnabled(False)
        self.attackers_label = QLabel()
        self.attackers_label.setBuddy(self.attackers_spin)
        self.convention_hint = text_label("conventionHint", style=MUTED_STYLE)
        self._recent: list[Battle] = []
        self._looked_at: Battle | None = None

        form = QFormLayout(self)
        form.addRow(self.attackers_label, self.attackers_spin)
        form.addRow(self.convention_hint)
        add_row_with_button(form, "Defending arm&ies:", self.defenders_spin, self.recent_button)
        form.addRow("Stop &when down to:", self.stop_at_spin)
        form.addRow(self.rules_panel)

        self._settle = Debouncer(DEBOUNCE_MS, self.on_settled, self)
        self._still_shown = Debouncer(LOOKED_AT_MS, self._remember_looked_at, self)
        self.set_battle(Battle(10, 10))
        for spin in (self.attackers_spin, self.defenders_spin, self.stop_at_spin):
            spin.valueChanged.connect(self.on_edited)
        self.rules_panel.countingChanged.connect(self.on_counting_toggled)
        self.rules_panel.rulesChanged.connect(self.on_edited)

    # ----- state --------------------------------------------------------------------------
    @property
    def counting(self) -> Counting:
        return self.rules_panel.counting

    @property
    def recent(self) -> list[Battle]:
        """The battles looked at lately, the latest first."""
        return list(self._recent)

    def battle(self) -> Battle:
        """The battle on screen, armies counted on the territory; ValueError for bad rules."""
        return self.battle_with(self.rules_panel.rules())

    def battle_with(self, rules: Rules) -> Battle:
        counting = self.counting
        return Battle(
            counting.on_territory(self.attackers_spin.value()),
            self.defenders_spin.value(),
            counting.on_territory(self.stop_at_spin.value()),
            rules,
        )

    def playable_battle(self) -> Battle | None:
        """The battle on screen, or None while the rules cannot be played."""
        try:
            return self.battle()
        except ValueError:
            return None

    def set_battle(self, battle: Battle, counting: Counting | None = None) -> None:
        """Show a battle in the current (or the given) counting, without emitting edits."""
        if counting is not None:
            self.rules_panel.set_counting(counting)
            self.rules_panel.set_rules(battle.rules)
        self._show(battle)

    def _show(self, battle: Battle) -> None:
        counting = self.counting
        offset = counting.offset
        spins = (self.attackers_spin, self.defenders_spin, self.stop_at_spin)
        for spin in spins:
            spin.blockSignals(True)
        self.attackers_spin.setRange(2 - offset, MAX_ARMIES - offset)
        self.attackers_spin.setValue(counting.shown(battle.attackers))
        self.stop_at_spin.setRange(1 - offset, counting.shown(battle.attackers - 1))
        self.stop_at_spin.setValue(counting.shown(battle.stop_at))
        self.defenders_spin.setValue(battle.defenders)
        for spin in spins:
            spin.blockSignals(False)
        self.attackers_label.setText(
            "Armies on &attacking territory:"
            if counting.counts_stay_behind
            else "&Attacking armies:"
        )
        self.convention_hint.setText(counting.hint)
        self.stop_at_spin.setSpecialValueText(f"{1 - offset} (to the end)")

    def set_recent(self, battles: list[Battle]) -> None:
        """The Recent menu: each battle as the player counts armies, with its rules."""
        self._recent = list(battles)
        menu = self.recent_button.menu()
        menu.clear()
        for battle in self._recent:
            action = menu.addAction(f"{battle_name(battle, self.counting)}, "
                                    f"{rules_label(battle.rules)}")  # fmt: skip
            action.triggered.connect(lambda _checked=False, b=battle: self.load(b))
        self.recent_button.setEnabled(bool(self._recent))

    def load(self, battle: Battle) -> None:
        """Show this battle, its rules included, and announce it like any edit."""
        self.rules_panel.set_rules(battle.rules)
        self._show(battle)
        self.on_edited()

    # ----- slots --------------------------------------------------------------------------
    @Slot(object)
    def on_answer_shown(self, result: ExactResult) -> None:
        """The battle goes to Recent if its answer stays on screen for a moment."""
        self._looked_at = result.battle
        self._still_shown.trigger()

    @Slot()
    def remember_now(self) -> None:
        """The battle on screen is being run: it goes to Recent at once."""
        self._still_shown.flush()

    def _remember_looked_at(self) -> None:
        battle = self._looked_at
        if battle is not None and self._recent[:1] != [battle]:
            self.set_recent(remember(self._recent, battle))

    @Slot(int, int)
    def load_armies(self, attackers: int, defenders: int) -> None:
        """Armies picked elsewhere (the Planner tab's heat map), counted on the territory."""
        stop_at = self.counting.on_territory(self.stop_at_spin.value())
        self._show(Battle(attackers, defenders, min(stop_at, attackers - 1)))
        self.on_edited()
        self.status.emit(f"Loaded {attackers:,} vs {defenders:,} from the map.")

    @Slot(object)
    def on_counting_toggled(self, counting: Counting) -> None:
        # The same battle, shown the other way: the numbers move by the army left behind.
        shift = 1 if counting.counts_stay_behind else 0  # what the old counting left out
        self._show(
            Battle(
                self.attackers_spin.value() + shift,
                self.defenders_spin.value(),
                self.stop_at_spin.value() + shift,
            )
        )
        self.set_recent(self._recent)
        self.countingChanged.emit(counting)

    @Slot()
    def on_edited(self) -> None:
        # The stop threshold must stay below the attacking armies.
        self.stop_at_spin.setMaximum(self.attackers_spin.value() - 1)
        self._still_shown.cancel()
        self._looked_at = None
        self.battleEdited.emit(self.playable_battle())
        self._settle.trigger()

    @Slot()
    def on_settled(self) -> None:
        self.battleSettled.emit(self.playable_battle())

    def settle_now(self) -> None:
        """Announce the battle at once (at start-up, where there is nothing to debounce)."""
        self._settle.cancel()
        self.on_settled()

    def shutdown(self) -> None:
        self._settle.cancel()
        self._still_shown.cancel()
