"""Small random turn games on the classic map, small enough for the plain reference.

A game: a goal of 1 to 3 territories around a random territory (or a small continent),
every territory of the map given to the player or to one of two enemies, few armies on
each (so regions stay small), ``keep``, one-army move-ins, a draft, the rules of a preset.
Each example is built twice, independently: as ``riskgui.core.advice``'s ``TurnGame`` and
as the reference's ``ReferenceGame``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from hypothesis import assume
from hypothesis import strategies as st

from riskgui.core.advice.game import TurnGame, region_of, turn_game
from riskgui.core.board.map import load_map
from riskgui.core.board.position import Position
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import preset
from tests.helpers.advice_reference import ReferenceGame

BOARD = load_map()
NAMES = tuple(BOARD.territories)
ME, ENEMIES = "Red", ("Blue", "Green")
RULES = tuple(preset(key).rules for key in ("classic", "classic", "uk-1990", "capital", "zombies"))


@dataclass(frozen=True)
class SmallGame:
    position: Position
    goal: tuple[str, ...]
    keep: int
    rules: Rules
    min_move: Literal["dice", "one"]
    draft: int

    def game(self, move_in: tuple[str, str] | None = None) -> TurnGame:
        return turn_game(
            self.position, self.goal, self.keep, self.rules, self.min_move, self.draft, move_in
        )

    def reference(self) -> ReferenceGame:
        position = self.position
        return ReferenceGame(
            BOARD, position.owners, ME, self.goal, self.keep, self.rules, self.min_move
        )

    def reference_value(self) -> float:
        return max(self.reference().draft_values(self.position.armies, self.draft).values())


@st.composite
def small_games(
    draw: st.DrawFn, most_armies: int = 4, most_total: int = 16, drafts: bool = True
) -> SmallGame:
    centre = draw(st.sampled_from(NAMES))
    around = sorted(BOARD.neighbours(centre))
    extra = draw(st.lists(st.sampled_from(around), max_size=2, unique=True))
    goal = tuple(t for t in NAMES if t == centre or t in extra)
    if draw(st.integers(0, 9)) == 0:
        goal = BOARD.continents[draw(st.sampled_from(["Australia", "South America"]))].territories
    owners = {t: draw(st.sampled_from((ME, ME, *ENEMIES))) for t in NAMES}
    if draw(st.integers(0, 9)):  # mostly a goal still to take, from a neighbour
        owners[centre] = draw(st.sampled_from(ENEMIES))
        owners[draw(st.sampled_from(around))] = ME
    if ME not in owners.values():
        owners[around[0]] = ME
    armies = {t: draw(st.integers(1, most_armies if owners[t] == ME else 3)) for t in NAMES}
    position = Position(BOARD, ME, owners, armies)
    region = region_of(position, goal)
    assume(len(region) <= 8 and sum(armies[t] for t in region) <= most_total)
    return SmallGame(
        position,
        goal,
        draw(st.sampled_from((1, 1, 2, 3))),
        draw(st.sampled_from(RULES)),
        draw(st.sampled_from(("dice", "one"))),
        draw(st.integers(0, 2)) if drafts else 0,
    )
