"""The board as a scene: the continents' tinted land, the 83 borders (the 25 across the
sea dashed), the 42 territories and their names, the legends, the plan's legs as numbered
arrows and the attack the advice makes next as a broad one (``next_arrow``).

Built once from the map's data (``BoardMap``: places, continents, borders, sea lanes);
afterwards only told what to show, and the scale the view draws it at (``set_view_scale``:
the names' size follows it).  What is written goes where it covers nothing else written
(``spots``): the names first, off every disc and arrow; then the legs' numbers along their
arrows and their chances beside them, off the discs, the names and each other.  Clicks
(on a territory or its name, on an arrow) become ``territoryClicked`` and ``legClicked``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPainterPathStroker, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from riskgui.core.board.map import BoardMap
from riskgui.core.plural import armies as armies_text
from riskgui.core.report.percent import format_percent
from riskgui.gui.tabs.board.colours import continent_tint
from riskgui.gui.tabs.board.inputs import BoardInputs, player_keys
from riskgui.gui.tabs.board.legend import Legend
from riskgui.gui.tabs.board.lines import BorderItem, LegArrow, segments, spread
from riskgui.gui.tabs.board.names import NAME_PX, NameItem, name_px, name_spots
from riskgui.gui.tabs.board.next_arrow import NextArrow, beside
from riskgui.gui.tabs.board.spots import Taken, first_free, least_covering
from riskgui.gui.tabs.board.territory_item import Look, Shown, TerritoryItem
from riskgui.gui.tabs.board.turn_link import ShownLeg

LAND_RADIUS = 40.0  # the tinted land around each territory
LAND_LINK = 64.0  # the land's width along a border inside a continent
FAINT_BELOW = 0.25  # a leg whose turn comes less often than this is drawn faint
CONTINENTS_AT = (8.0, 352.0)  # the legends' place: the corner the classic map leaves empty
PLAYERS_AT = (8.0, 476.0)
PLAYER_ROWS = 8  # rows of players before a second column (past them the scene grows)


def leg_chance(leg: ShownLeg) -> str:
    return format_percent(leg.p_conquers)


class BoardScene(QGraphicsScene):
    """Signals:
    territoryClicked(str): a territory was clicked (its name)
    legClicked(int): a leg's arrow was clicked (its number, from 1)
    """

    territoryClicked = Signal(str)
    legClicked = Signal(int)

    def __init__(self, board: BoardMap, look: Look, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self._look = look
        self.setSceneRect(0, 0, board.width, board.height)
        self.lands = [self._land(index, name) for index, name in enumerate(board.continents)]
        self.borders = [self._border(a, b) for a, b in board.borders]
        self.territories = {
            t.name: TerritoryItem(t.name, t.x, t.y, look) for t in board.territories.values()
        }
        self.names = {name: NameItem(name, look) for name in self.territories}
        for item in (
            *self.lands,
            *self.borders,
            *self.territories.values(),
            *self.names.values(),
        ):
            self.addItem(item)
        self.continent_legend = Legend(*CONTINENTS_AT, discs=False, look=look)
        self.player_legend = Legend(*PLAYERS_AT, discs=True, look=look, most_rows=PLAYER_ROWS)
        self.addItem(self.continent_legend)
        self.addItem(self.player_legend)
        self.continent_legend.set_rows(
            tuple(
                (continent_tint(i), f"{c.name} +{c.bonus}", False)
                for i, c in enumerate(board.continents.values())
            )
        )
        self.arrows: list[LegArrow] = []
        self.next_arrow: NextArrow | None = None
        self._next: tuple[str, str] | None = None  # the attack to make next
        self._next_tip = ""
        self._name_px = NAME_PX
        self._names_around: list[QRectF] = []  # the legends, where the names were placed
        self._drafted: set[str] = set()  # those with a draft's "+3", where names were placed
        self.set_look(look)
        self._place_words()

    def _land(self, index: int, continent: str) -> QGraphicsPathItem:
        board = self.board
        members = board.continents[continent].territories
        land = QPainterPath()
        for name in members:
            place = board.territory(name)
            land.addEllipse(QPointF(place.x, place.y), LAND_RADIUS, LAND_RADIUS)
        stroker = QPainterPathStroker()
        stroker.setWidth(LAND_LINK)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        for a, b in board.borders:
            if a in members and b in members and not board.is_sea_lane(a, b):
                line = QPainterPath(self._place(a))
                line.lineTo(self._place(b))
                land = land.united(stroker.createStroke(line))
        item = QGraphicsPathItem(land.simplified())
        item.setBrush(QBrush(continent_tint(index)))
        item.setPen(Qt.PenStyle.NoPen)
        item.setZValue(-1)
        item.setToolTip(f"{continent}: +{board.continents[continent].bonus} armies a turn")
        return item

    def _place(self, name: str) -> QPointF:
        territory = self.board.territory(name)
        return QPointF(territory.x, territory.y)

    def _border(self, a: str, b: str) -> BorderItem:
        ends = segments(self._place(a), self._place(b), self.board.width)
        return BorderItem(a, b, ends, self.board.is_sea_lane(a, b))

    def set_look(self, look: Look) -> None:
        """The palette's colours (light or dark)."""
        self._look = look
        self.setBackgroundBrush(QBrush(look.background))
        line = QColor(look.text)
        line.setAlpha(110)
        for border in self.borders:
            border.set_colour(line)
        for item in (*self.territories.values(), *self.names.values()):
            item.set_look(look)
        self.continent_legend.set_look(look)
        self.player_legend.set_look(look)
        if self.next_arrow is not None:
            self.next_arrow.set_look(look)

    # ----- what it shows ------------------------------------------------------------------
    def show_position(
        self,
        inputs: BoardInputs,
        colours: Mapping[str, QColor],
        current: str | None,
        drafted: Mapping[str, int],
        turn_armies: Mapping[str, int] | None = None,
    ) -> None:
        """Each territory's owner and armies, the goal's rings, the territory being edited
        and the draft's armies; the players' legend.  ``turn_armies``: armies the linked
        Turn tab's plan gives territories instead of the board's, shown ringed."""
        goal = set(inputs.goal_territories())
        changed = turn_armies or {}
        for name, item in self.territories.items():
            owner = inputs.owners[name]
            armies = changed.get(name, inputs.armies[name])
            item.set_shown(
                Shown(
                    owner=colours[owner],
                    armies=armies,
                    in_goal=name in goal,
                    current=name == current,
                    drafted=drafted.get(name, 0),
                    from_turn=name in changed,
                )
            )
            tip = f"{name} ({self.board.continent_of(name)}): {owner}, {armies_text(armies)}"
            if name in changed:
                tip += f" in the Turn tab's plan ({armies_text(inputs.armies[name])} on the board)"
            item.setToolTip(tip)
            self.names[name].setToolTip(tip)
        keys = {player: key for key, player in player_keys(inputs.players).items()}
        rows: list[tuple[QColor | None, str, bool]] = [(None, "territories \u00b7 armies", False)]
        for player in inputs.players:
            owned = inputs.owned(player)
            if not owned and player != inputs.me:
                continue
            total = sum(inputs.armies[t] for t in owned)
            you = ", you" if player == inputs.me else ""
            key = f"[{keys[player].upper()}] " if player in keys else ""
            rows.append(
                (colours[player], f"{key}{player}{you}: {len(owned)} \u00b7 {total}", bool(you))
            )
        self.player_legend.set_rows(tuple(rows))
        # The map leaves room for the classic game's six players; more grow the scene
        # downwards, so that the view shows every row rather than cutting them off.
        bottom = self.player_legend.sceneBoundingRect().bottom() + 4
        height = max(self.board.height, bottom)
        if height != self.sceneRect().height():
            self.setSceneRect(0, 0, self.board.width, height)
        placed = {name for name, armies in drafted.items() if armies}
        if (self._legends(), placed) != (self._names_around, self._drafted):
            self._drafted = placed
            self._place_words()

    # ----- where the words go -------------------------------------------------------------
    def set_view_scale(self, scale: float) -> None:
        """The view draws the scene at ``scale``: the names keep a readable size on the
        screen (``names.name_px``), and what is written is placed again around them."""
        px = name_px(scale)
        if px != self._name_px:
            self._name_px = px
            self._place_words()

    @property
    def name_pixels(self) -> int:
        """The names' font size, in the scene's units."""
        return self._name_px

    def _legends(self) -> list[QRectF]:
        return [self.continent_legend.sceneBoundingRect(), self.player_legend.sceneBoundingRect()]

    def _place_names(self) -> None:
        """Each name in the first of its spots that covers no disc, no draft's "+3", no
        legend, no arrow and no name placed before it, inside the board."""
        self._names_around = self._legends()
        taken: list[Taken] = [arrow.outline for arrow in self.arrows]
        if self.next_arrow is not None:
            taken.append(self.next_arrow.outline)
        taken += self._names_around
        taken += [item.disc.adjusted(3, 3, -3, -3) for item in self.territories.values()]
        taken += [self.territories[name].draft_badge for name in self._drafted]
        board = QRectF(0, 0, self.board.width, self.board.height)
        for name, label in self.names.items():
            every = name_spots(name, self._place(name), self._name_px)
            # On a tiny view (huge letters) no spot may fit the board: then any will do.
            spots = [spot for spot in every if board.contains(spot.letters)] or every
            label.place(spots[least_covering([s.letters for s in spots], taken)], self._name_px)

    @property
    def readable(self) -> list[QRectF]:
        """What nothing written may cover: every territory's disc and its name."""
        return [item.disc for item in self.territories.values()] + [
            item.rect for item in self.names.values()
        ]

    def show_legs(self, legs: tuple[ShownLeg, ...]) -> None:
        """The plan's legs as numbered arrows, each with its chance of conquering; the
        legs joining the same two territories side by side."""
        self._remove_legs()  # the words are placed once, when the new arrows are in
        moved = spread([(leg.source, leg.target) for leg in legs])
        for number, leg in enumerate(legs, start=1):
            ends = segments(self._place(leg.source), self._place(leg.target), self.board.width)
            arrow = LegArrow(
                number,
                (leg.source, leg.target),
                ends,
                leg_chance(leg),
                aside=moved[number - 1],
                faint=leg.p_runs < FAINT_BELOW,
                look=self._look,
            )
            arrow.setToolTip(
                f"Leg {number}: {leg.source} \u2192 {leg.target}. Its turn comes "
                f"{format_percent(leg.p_runs, certain=leg.surely_runs)} of the time; it conquers "
                f"{format_percent(leg.p_conquers)} in all. Click to change the plan in the "
                "Turn tab."
            )
            self.arrows.append(arrow)
            self.addItem(arrow)
        self._place_next()

    def _place_words(self) -> None:
        """The names off the arrows (``_place_names``); then each leg's number along its
        arrow and its chance beside it where they cover no territory's name or armies, no
        other number and no other chance (the likeliest legs first); a number that finds
        no such spot goes where it covers least, a chance is then on hover only."""
        self._place_names()
        taken: list[Taken] = list(self.readable)
        if self.next_arrow is not None:
            taken.append(self.next_arrow.label)
        likeliest = sorted(self.arrows, key=lambda a: (-a.zValue(), a.number))
        for arrow in likeliest:
            spots = arrow.badge_spots()
            arrow.place_badge(spots[least_covering(spots, taken)])
        for arrow in likeliest:
            spots = arrow.label_spots()
            free = first_free(spots, taken)
            arrow.place_label(None if free is None else spots[free])

    def clear_legs(self) -> None:
        self._remove_legs()
        self._place_next()

    def _remove_legs(self) -> None:
        for arrow in self.arrows:
            self.removeItem(arrow)
        self.arrows = []

    def show_next(self, between: tuple[str, str] | None, tip: str = "") -> None:
        """The attack to make next (source, target), or none."""
        self._next, self._next_tip = between, tip
        self._place_next()

    def _place_next(self) -> None:
        """The next attack drawn, aside from the legs of the plan between the same two."""
        between = self._next
        if self.next_arrow is not None:
            self.removeItem(self.next_arrow)
            self.next_arrow = None
        if between is not None:
            aside = beside(between, [(arrow.between, arrow.aside) for arrow in self.arrows])
            ends = segments(self._place(between[0]), self._place(between[1]), self.board.width)
            self.next_arrow = NextArrow(between, ends, aside, self._look)
            self.next_arrow.setToolTip(self._next_tip)
            self.addItem(self.next_arrow)
        self._place_words()

    # ----- clicks -------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            items = self.items(event.scenePos(), deviceTransform=QTransform())
            if any(isinstance(item, TerritoryItem) for item in items):
                # A name drawn over another territory's disc (a small view): the disc.
                items = [item for item in items if not isinstance(item, NameItem)]
            for item in items:
                if self._clicked(item):
                    event.accept()
                    return
        super().mousePressEvent(event)

    def _clicked(self, item: QGraphicsItem) -> bool:
        if isinstance(item, LegArrow):
            self.legClicked.emit(item.number)
            return True
        if isinstance(item, TerritoryItem):
            self.territoryClicked.emit(item.name)
            return True
        if isinstance(item, NameItem):
            self.territoryClicked.emit(item.territory)
            return True
        return False
