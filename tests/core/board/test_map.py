"""The classic map (issue #27): facts a player can count on the board, a second typed list
of the borders, places that draw like the board, and one clear ValueError per slip."""

import copy
import itertools
import json
import math
from collections import deque
from importlib import resources

import pytest

from riskgui.core.board.map import BoardMap, build_map, load_map, map_names
from riskgui.core.board.map_json import map_json
from tests.helpers.classic_borders import CLASSIC_BORDERS

CONTINENTS = {  # name: (bonus, territories as printed on the board)
    "North America": (
        5,
        {
            "Alaska",
            "Northwest Territory",
            "Greenland",
            "Alberta",
            "Ontario",
            "Quebec",
            "Western United States",
            "Eastern United States",
            "Central America",
        },
    ),
    "South America": (2, {"Venezuela", "Peru", "Brazil", "Argentina"}),
    "Europe": (
        5,
        {
            "Iceland",
            "Great Britain",
            "Scandinavia",
            "Northern Europe",
            "Western Europe",
            "Southern Europe",
            "Ukraine",
        },
    ),
    "Africa": (3, {"North Africa", "Egypt", "East Africa", "Congo", "South Africa", "Madagascar"}),
    "Asia": (
        7,
        {
            "Ural",
            "Siberia",
            "Yakutsk",
            "Kamchatka",
            "Irkutsk",
            "Mongolia",
            "Japan",
            "Afghanistan",
            "China",
            "Middle East",
            "India",
            "Siam",
        },
    ),
    "Australia": (2, {"Indonesia", "New Guinea", "Western Australia", "Eastern Australia"}),
}

SEA_LANES = [
    ("Alaska", "Kamchatka"),
    ("Greenland", "Northwest Territory"),
    ("Greenland", "Ontario"),
    ("Greenland", "Quebec"),
    ("Greenland", "Iceland"),
    ("Brazil", "North Africa"),
    ("Iceland", "Great Britain"),
    ("Iceland", "Scandinavia"),
    ("Great Britain", "Western Europe"),
    ("Great Britain", "Northern Europe"),
    ("Great Britain", "Scandinavia"),
    ("Western Europe", "North Africa"),
    ("Southern Europe", "North Africa"),
    ("Southern Europe", "Egypt"),
    ("Southern Europe", "Middle East"),
    ("East Africa", "Middle East"),
    ("Madagascar", "South Africa"),
    ("Madagascar", "East Africa"),
    ("Japan", "Kamchatka"),
    ("Japan", "Mongolia"),
    ("Siam", "Indonesia"),
    ("Indonesia", "New Guinea"),
    ("Indonesia", "Western Australia"),
    ("New Guinea", "Eastern Australia"),
    ("New Guinea", "Western Australia"),
]

LABEL_ROOM = 55  # the least distance between two territories' places, for their labels


@pytest.fixture(scope="module")
def board() -> BoardMap:
    return load_map("classic")


def raw_classic() -> dict[str, object]:
    text = resources.files("riskgui.core.board").joinpath("classic.json").read_text("utf-8")
    data: dict[str, object] = json.loads(text)
    return data


def reachable(board: BoardMap, start: str, within: set[str]) -> set[str]:
    seen, todo = {start}, deque([start])
    while todo:
        for neighbour in board.neighbours(todo.popleft()):
            if neighbour in within and neighbour not in seen:
                seen.add(neighbour)
                todo.append(neighbour)
    return seen


# ----- what a player can count -------------------------------------------------------------
def test_42_territories_in_six_continents_with_their_bonuses(board):
    assert len(board.territories) == 42
    found = {c.name: (c.bonus, set(c.territories)) for c in board.continents.values()}
    assert found == CONTINENTS
    assert [len(c.territories) for c in board.continents.values()] == [9, 4, 7, 6, 12, 4]
    for continent, (_, names) in CONTINENTS.items():
        assert {board.continent_of(name) for name in names} == {continent}


def test_83_borders_each_once(board):
    assert len(board.borders) == len(set(board.borders)) == 83
    assert sum(len(t.neighbours) for t in board.territories.values()) == 2 * 83
    assert all(a < b for a, b in board.borders)


def test_borders_go_both_ways_and_never_to_the_territory_itself(board):
    for name, territory in board.territories.items():
        assert name not in territory.neighbours
        assert list(territory.neighbours) == sorted(set(territory.neighbours))
        for neighbour in territory.neighbours:
            assert board.adjacent(neighbour, name) and board.adjacent(name, neighbour)


def test_the_board_is_one_piece_and_so_is_each_continent(board):
    assert reachable(board, "Alaska", set(board.territories)) == set(board.territories)
    for continent in board.continents.values():
        members = set(continent.territories)
        assert reachable(board, continent.territories[0], members) == members, continent.name


@pytest.mark.parametrize(("a", "b"), SEA_LANES)
def test_the_sea_lanes_are_borders(board, a, b):
    assert board.adjacent(a, b) and board.adjacent(b, a)
    assert board.is_sea_lane(a, b) and board.is_sea_lane(b, a)


def test_the_sea_lanes_are_all_there_is_across_the_sea(board):
    assert board.sea_lanes == {tuple(sorted(pair)) for pair in SEA_LANES}
    assert not board.is_sea_lane("Alaska", "Alberta")


def test_a_second_list_typed_from_another_source_agrees_exactly(board):
    second = {frozenset(pair) for pair in CLASSIC_BORDERS}
    assert len(second) == len(CLASSIC_BORDERS) == 83
    assert {frozenset(pair) for pair in board.borders} == second


def test_the_borders_players_argue_about_follow_the_printed_board(board):
    for a, b in [
        ("Kamchatka", "Japan"),
        ("East Africa", "Middle East"),
        ("Southern Europe", "Egypt"),
        ("Ukraine", "Afghanistan"),
        ("Ukraine", "Middle East"),
    ]:
        assert board.adjacent(a, b)
    assert not board.adjacent("Alberta", "Eastern United States")
    assert not board.adjacent("Egypt", "Congo")


def test_a_few_territories_neighbours_as_counted_on_the_board(board):
    assert board.neighbours("Alaska") == ("Alberta", "Kamchatka", "Northwest Territory")
    assert board.neighbours("Middle East") == (
        "Afghanistan",
        "East Africa",
        "Egypt",
        "India",
        "Southern Europe",
        "Ukraine",
    )
    assert len(board.neighbours("Ukraine")) == 6
    assert len(board.neighbours("China")) == 6
    assert board.neighbours("Argentina") == ("Brazil", "Peru")


# ----- where the territories sit -----------------------------------------------------------
def test_places_are_in_the_frame_with_room_for_labels(board):
    assert (board.width, board.height) == (1000, 600)
    for t in board.territories.values():
        assert 0 <= t.x <= board.width and 0 <= t.y <= board.height, t.name
    closest = min(
        (math.dist((a.x, a.y), (b.x, b.y)), a.name, b.name)
        for a, b in itertools.combinations(board.territories.values(), 2)
    )
    assert closest[0] >= LABEL_ROOM, closest


def test_continents_sit_where_they_do_on_the_board(board):
    def centre(continent: str) -> tuple[float, float]:
        places = [board.territories[t] for t in board.continents[continent].territories]
        return (sum(t.x for t in places) / len(places), sum(t.y for t in places) / len(places))

    na, sa, eu, af, asia, au = (centre(c) for c in CONTINENTS)
    assert na[0] < eu[0] < asia[0] and na[0] < 0.3 * board.width  # west to east
    assert sa[1] > na[1] and af[1] > eu[1] and au[1] > asia[1]  # south below north
    assert au[0] > asia[0] > af[0] > sa[0]
    assert board.territories["Alaska"].x == min(t.x for t in board.territories.values())
    assert board.territories["Kamchatka"].x > board.territories["Yakutsk"].x


# ----- loading -----------------------------------------------------------------------------
def test_the_map_is_read_once_and_cannot_be_changed(board):
    assert load_map() is board
    assert map_names() == ("classic",)
    assert hash(board) == hash(build_map(raw_classic(), "classic"))
    with pytest.raises(TypeError):
        board.territories["Atlantis"] = board.territories["Alaska"]  # type: ignore[index]


def test_an_unknown_map_is_named():
    with pytest.raises(ValueError, match=r"unknown map 'risk2210': the maps are classic"):
        load_map("risk2210")


def test_an_unknown_territory_is_named_with_a_guess(board):
    with pytest.raises(ValueError, match=r"unknown territory 'Alsaka' .*did you mean Alaska"):
        board.neighbours("Alsaka")
    with pytest.raises(ValueError, match=r"unknown territory 'Atlantis' on the classic map$"):
        board.adjacent("Alaska", "Atlantis")


def broken(change) -> dict[str, object]:
    data = copy.deepcopy(raw_classic())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["borders"]["land"].append(["Alaska", "Atlantis"]), "names unknown Atlantis"),
        (lambda d: d["borders"]["sea"].append(["Japan", "Japan"]), "Japan cannot border itself"),
        (lambda d: d["borders"]["sea"].append(["Alberta", "Alaska"]), "Alaska - Alberta .* twice"),
        (lambda d: d["borders"].pop("sea"), "borders must be 'land' and 'sea'"),
        (lambda d: d["borders"]["land"].append(["Alaska"]), "a border must be a pair"),
        (
            lambda d: d["continents"]["Asia"]["territories"].append("Siam"),
            "Siam is in both Asia and Asia",
        ),
        (
            lambda d: d["continents"]["Europe"]["territories"].append("Egypt"),
            "Egypt is in both Europe and Africa",
        ),
        (lambda d: d["territories"].pop("Peru"), "Peru is not among the territories"),
        (
            lambda d: d["territories"].__setitem__("Atlantis", {"x": 1, "y": 1}),
            "Atlantis is in no continent",
        ),
        (lambda d: d["territories"]["Japan"].__setitem__("x", 1001), "Japan's place must be"),
        (lambda d: d["territories"]["Japan"].pop("y"), "Japan's place must be"),
        (lambda d: d["continents"]["Asia"].__setitem__("bonus", -7), "Asia's bonus must be"),
        (lambda d: d["continents"]["Asia"].__setitem__("bonus", True), "Asia's bonus must be"),
        (lambda d: d.pop("frame"), "frame must have a width and height"),
        (lambda d: d.pop("continents"), "continents must be a JSON object"),
    ],
)
def test_a_slip_in_the_data_is_one_error_naming_it(change, message):
    with pytest.raises(ValueError, match=message):
        build_map(broken(change), "classic")


# ----- riskgui-cli map --json --------------------------------------------------------------
def test_the_json_shape_of_the_issue(board):
    data = map_json(board)
    assert list(data) == ["territories", "continents"]
    assert data["territories"]["Alaska"] == {
        "continent": "North America",
        "neighbours": ["Alberta", "Kamchatka", "Northwest Territory"],
    }
    assert data["continents"]["Australia"] == {
        "bonus": 2,
        "territories": ["Eastern Australia", "Indonesia", "New Guinea", "Western Australia"],
    }
    assert list(data["territories"]) == sorted(board.territories)
    assert list(data["continents"]) == sorted(CONTINENTS)
    assert json.loads(json.dumps(data)) == data
