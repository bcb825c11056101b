"""The position editor's behaviour: clicks and keys on the map, and the fields of the
forms, each turned into new inputs for the tab (``EditHost``), which shows them.

Clicking a territory chooses it (and, for a goal of territories picked, picks it or
takes it back); Tab and Shift+Tab step through the territories in the map's order;
keys typed on the map set its armies or owner (``key_entry``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QObject, Slot

from riskgui.gui.tabs.board.goal_form import GoalForm
from riskgui.gui.tabs.board.inputs import BoardInputs, GoalChoice, player_keys
from riskgui.gui.tabs.board.key_entry import ArmyTyping, Typed
from riskgui.gui.tabs.board.map_view import MapView
from riskgui.gui.tabs.board.scene import BoardScene
from riskgui.gui.tabs.board.territory_form import TerritoryForm


class EditHost(Protocol):
    """The one owner of the inputs (the tab)."""

    @property
    def inputs(self) -> BoardInputs: ...

    @property
    def current(self) -> str | None: ...

    def set_inputs(self, inputs: BoardInputs) -> None: ...

    def select(self, territory: str | None) -> None: ...


class Editing(QObject):
    def __init__(
        self,
        host: EditHost,
        scene: BoardScene,
        view: MapView,
        territory: TerritoryForm,
        goal: GoalForm,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._view = view
        self.typing = ArmyTyping()
        self.playing = False  # a game is open: a click chooses, the game mode acts on it
        self._clock = QElapsedTimer()
        self._clock.start()
        scene.territoryClicked.connect(self.on_territory_clicked)
        view.stepper = self.step
        view.typed.connect(self.on_typed)
        view.erased.connect(self.on_erased)
        territory.ownerChosen.connect(self.on_owner_chosen)
        territory.armiesChosen.connect(self.on_armies_chosen)
        territory.meChosen.connect(self.on_me_chosen)
        goal.goalChanged.connect(self.on_goal_changed)
        goal.draftChanged.connect(self.on_draft_changed)
        goal.cardsChanged.connect(self.on_cards_changed)

    def _edit(self, inputs: BoardInputs) -> None:
        self._host.set_inputs(inputs)

    # ----- the map ------------------------------------------------------------------------
    @Slot(str)
    def on_territory_clicked(self, territory: str) -> None:
        self.choose(territory)
        inputs = self._host.inputs
        # Picking takes their territories (one of yours is held already): a click on one
        # of yours only chooses it to edit, unless it was picked before (to unpick it).
        theirs = inputs.owners[territory] != inputs.me
        picking = inputs.goal.kind == "territories" and not self.playing
        if picking and (theirs or territory in inputs.goal.picked):
            self._edit(inputs.toggle_picked(territory))
        self._view.setFocus()

    def choose(self, territory: str | None) -> None:
        self.typing.reset()
        self._host.select(territory)

    def step(self, delta: int) -> bool:
        """The next (or previous) territory in the map's order; False past either end."""
        names = list(self._host.inputs.board.territories)
        current = self._host.current
        if current is None:
            index = 0 if delta > 0 else len(names) - 1
        else:
            index = names.index(current) + delta
            if not 0 <= index < len(names):
                return False
        self.choose(names[index])
        return True

    @Slot(str)
    def on_typed(self, text: str) -> None:
        if self._host.current is None:
            self.step(1)
        territory = self._host.current
        if territory is None:
            return
        inputs = self._host.inputs
        keys = player_keys(inputs.players)
        now = self._clock.elapsed()
        self._apply(
            territory, self.typing.key(territory, text, inputs.armies[territory], keys, now)
        )

    @Slot()
    def on_erased(self) -> None:
        territory = self._host.current
        if territory is not None:
            self._apply(territory, self.typing.erase(territory, self._clock.elapsed()))

    def _apply(self, territory: str, typed: Typed) -> None:
        if typed.armies is not None:
            self._edit(self._host.inputs.with_armies(territory, typed.armies))
        if typed.owner is not None:
            self._edit(self._host.inputs.with_owner(territory, typed.owner))

    # ----- the forms ----------------------------------------------------------------------
    @Slot(str, str)
    def on_owner_chosen(self, territory: str, player: str) -> None:
        self._edit(self._host.inputs.with_owner(territory, player))

    @Slot(str, int)
    def on_armies_chosen(self, territory: str, armies: int) -> None:
        self._edit(self._host.inputs.with_armies(territory, armies))

    @Slot(str)
    def on_me_chosen(self, player: str) -> None:
        self._edit(replace(self._host.inputs, me=player))

    @Slot(object)
    def on_goal_changed(self, goal: GoalChoice) -> None:
        self._edit(replace(self._host.inputs, goal=goal))

    @Slot(int)
    def on_draft_changed(self, draft: int) -> None:
        self._edit(replace(self._host.inputs, draft=draft))

    @Slot(int)
    def on_cards_changed(self, cards: int) -> None:
        inputs = self._host.inputs
        self._edit(replace(inputs, cards={**inputs.cards, inputs.goal.player: cards}))
