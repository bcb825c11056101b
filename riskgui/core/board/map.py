"""A map as frozen values, read from the package's ``<name>.json`` (``classic`` for now).

The JSON is read and checked once per map (``load_map`` is cached), so a slip in the
data is one ``ValueError`` naming the territory or border at fault, never a wrong
answer later.  The values are shared by every caller and never change: mappings are
read-only views, neighbours are tuples.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import TypeGuard

_PACKAGE = "riskgui.core.board"


@dataclass(frozen=True)
class Territory:
    name: str
    continent: str
    neighbours: tuple[str, ...]  # sorted by name
    x: float  # its place on the schematic board: from the left edge
    y: float  # from the top edge


@dataclass(frozen=True)
class Continent:
    name: str
    bonus: int  # armies a turn for holding all of it
    territories: tuple[str, ...]  # in the data's order


@dataclass(frozen=True)
class BoardMap:
    name: str
    territories: Mapping[str, Territory]  # read-only, in the data's order
    continents: Mapping[str, Continent]  # read-only, in the data's order
    borders: tuple[tuple[str, str], ...]  # each border once as (a, b), a < b; sorted
    sea_lanes: frozenset[tuple[str, str]]  # the borders across the sea, as (a, b), a < b
    width: float  # the schematic board's frame: x in [0, width], y in [0, height]
    height: float

    def __hash__(self) -> int:  # the mappings are not hashable; the borders say it all
        return hash((self.name, self.borders))

    def territory(self, name: str) -> Territory:
        found = self.territories.get(name)
        if found is None:
            close = difflib.get_close_matches(name, self.territories, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise ValueError(f"unknown territory {name!r} on the {self.name} map{hint}")
        return found

    def neighbours(self, name: str) -> tuple[str, ...]:
        return self.territory(name).neighbours

    def continent_of(self, name: str) -> str:
        return self.territory(name).continent

    def adjacent(self, a: str, b: str) -> bool:
        self.territory(b)
        return b in self.territory(a).neighbours

    def is_sea_lane(self, a: str, b: str) -> bool:
        """Whether a and b border each other across the sea (drawn dashed)."""
        return _pair(self.territory(a).name, self.territory(b).name) in self.sea_lanes


def map_names() -> tuple[str, ...]:
    """The maps shipped with riskgui, by name."""
    files = resources.files(_PACKAGE).iterdir()
    return tuple(sorted(f.name.removesuffix(".json") for f in files if f.name.endswith(".json")))


def load_map(name: str = "classic") -> BoardMap:
    """The map of that name, read once and then shared."""
    return _load(name)


@cache
def _load(name: str) -> BoardMap:
    names = map_names()
    if name not in names:
        raise ValueError(f"unknown map {name!r}: the maps are {', '.join(names)}")
    text = resources.files(_PACKAGE).joinpath(f"{name}.json").read_text(encoding="utf-8")
    return build_map(json.loads(text), name)


def build_map(data: object, name: str) -> BoardMap:
    """A map from its JSON form, checked: every slip is a ValueError naming it."""
    if not isinstance(data, Mapping):
        raise ValueError(f"the {name} map must be a JSON object")
    width, height = _frame(data.get("frame"), name)
    continent_of: dict[str, str] = {}
    continents: dict[str, Continent] = {}
    for continent, entry in _mapping(data.get("continents"), f"the {name} map's continents"):
        continents[continent] = _continent(continent, entry, continent_of)
    places = dict(_mapping(data.get("territories"), f"the {name} map's territories"))
    for territory in places.keys() ^ continent_of.keys():
        where = "in no continent" if territory in places else "not among the territories"
        raise ValueError(f"{territory} is {where} on the {name} map")
    borders = dict(_mapping(data.get("borders"), f"the {name} map's borders"))
    if borders.keys() != {"land", "sea"}:
        raise ValueError(f"the {name} map's borders must be 'land' and 'sea'")
    kinds = {kind: _pairs(pairs, kind, continent_of) for kind, pairs in borders.items()}
    all_borders = sorted(kinds["land"] + kinds["sea"])
    for first, second in zip(all_borders, all_borders[1:]):
        if first == second:
            raise ValueError(f"the border {first[0]} - {first[1]} is listed twice")
    neighbours: dict[str, list[str]] = {territory: [] for territory in continent_of}
    for a, b in all_borders:
        neighbours[a].append(b)
        neighbours[b].append(a)
    territories = {
        territory: Territory(
            territory,
            continent_of[territory],
            tuple(sorted(neighbours[territory])),
            *_place(territory, place, width, height),
        )
        for territory, place in places.items()
    }
    return BoardMap(
        name=name,
        territories=MappingProxyType(territories),
        continents=MappingProxyType(continents),
        borders=tuple(all_borders),
        sea_lanes=frozenset(kinds["sea"]),
        width=width,
        height=height,
    )


def _continent(name: str, entry: object, continent_of: dict[str, str]) -> Continent:
    bonus = entry.get("bonus") if isinstance(entry, Mapping) else None
    members = entry.get("territories") if isinstance(entry, Mapping) else None
    if not isinstance(bonus, int) or isinstance(bonus, bool) or bonus < 0:
        raise ValueError(f"{name}'s bonus must be a whole number of armies, 0 or more")
    if not isinstance(members, list) or not all(isinstance(t, str) for t in members):
        raise ValueError(f"{name}'s territories must be a list of names")
    for territory in members:
        if territory in continent_of:
            raise ValueError(f"{territory} is in both {continent_of[territory]} and {name}")
        continent_of[territory] = name
    return Continent(name, bonus, tuple(members))


def _pairs(data: object, kind: str, known: Mapping[str, str]) -> list[tuple[str, str]]:
    if not isinstance(data, list):
        raise ValueError(f"the {kind} borders must be a list of pairs of territories")
    pairs = []
    for pair in data:
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or not all(isinstance(t, str) for t in pair)
        ):
            raise ValueError(f"a border must be a pair of territories, not {pair!r}")
        for territory in pair:
            if territory not in known:
                raise ValueError(f"the border {pair[0]} - {pair[1]} names unknown {territory}")
        if pair[0] == pair[1]:
            raise ValueError(f"{pair[0]} cannot border itself")
        pairs.append(_pair(pair[0], pair[1]))
    return pairs


def _place(name: str, place: object, width: float, height: float) -> tuple[float, float]:
    x = place.get("x") if isinstance(place, Mapping) else None
    y = place.get("y") if isinstance(place, Mapping) else None
    if not (_number(x) and _number(y) and 0 <= x <= width and 0 <= y <= height):
        raise ValueError(f"{name}'s place must be x in 0..{width:g} and y in 0..{height:g}")
    return float(x), float(y)


def _frame(frame: object, name: str) -> tuple[float, float]:
    width = frame.get("width") if isinstance(frame, Mapping) else None
    height = frame.get("height") if isinstance(frame, Mapping) else None
    if not (_number(width) and _number(height) and width > 0 and height > 0):
        raise ValueError(f"the {name} map's frame must have a width and height above 0")
    return float(width), float(height)


def _mapping(data: object, what: str) -> list[tuple[str, object]]:
    if not isinstance(data, Mapping) or not data:
        raise ValueError(f"{what} must be a JSON object")
    return [(str(key), value) for key, value in data.items()]


def _number(value: object) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)
