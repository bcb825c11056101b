"""The classic board's 83 borders, typed a second time, from another source than the map.

``riskgui/core/board/classic.json`` took its borders from Domination's ``world.map``
(github.com/sdyura/domination).  This list was typed separately from the classic map of
ludorum-risky (github.com/LeonardoVal/ludorum-risky.js, ``maps.classic``), walking its
territories in its order and writing each border the first time it appears, so a slip in
either list shows up as a disagreement in ``tests/core/board/test_map.py``.

Where the sources part, this follows the printed board:
- East Africa - Middle East is on the board and here; Domination's file leaves it out
  (82 borders).
- ludorum-risky lists Alberta among Eastern United States' neighbours (but not the other
  way round); the board has no such border, and neither has this list.
- Kamchatka - Japan, Southern Europe - Egypt, Ukraine - Afghanistan and Ukraine - Middle
  East, where some fan-made maps differ, are on the board, in both sources and here.
filkor's Riskmap (github.com/wfx/teg, ``client/www/Riskmap.filkor.org_files/gameData.js``)
has the same 83.
"""

CLASSIC_BORDERS = [
    # North America, and the three ways out of it
    ("Alaska", "Alberta"),
    ("Alaska", "Northwest Territory"),
    ("Alaska", "Kamchatka"),
    ("Alberta", "Northwest Territory"),
    ("Alberta", "Ontario"),
    ("Alberta", "Western United States"),
    ("Central America", "Eastern United States"),
    ("Central America", "Western United States"),
    ("Central America", "Venezuela"),
    ("Eastern United States", "Ontario"),
    ("Eastern United States", "Quebec"),
    ("Eastern United States", "Western United States"),
    ("Greenland", "Northwest Territory"),
    ("Greenland", "Ontario"),
    ("Greenland", "Quebec"),
    ("Greenland", "Iceland"),
    ("Northwest Territory", "Ontario"),
    ("Ontario", "Quebec"),
    ("Ontario", "Western United States"),
    # South America
    ("Argentina", "Brazil"),
    ("Argentina", "Peru"),
    ("Brazil", "Peru"),
    ("Brazil", "Venezuela"),
    ("Brazil", "North Africa"),
    ("Peru", "Venezuela"),
    # Europe
    ("Great Britain", "Iceland"),
    ("Great Britain", "Northern Europe"),
    ("Great Britain", "Scandinavia"),
    ("Great Britain", "Western Europe"),
    ("Iceland", "Scandinavia"),
    ("Northern Europe", "Scandinavia"),
    ("Northern Europe", "Southern Europe"),
    ("Northern Europe", "Ukraine"),
    ("Northern Europe", "Western Europe"),
    ("Scandinavia", "Ukraine"),
    ("Southern Europe", "Ukraine"),
    ("Southern Europe", "Western Europe"),
    ("Southern Europe", "Middle East"),
    ("Southern Europe", "Egypt"),
    ("Southern Europe", "North Africa"),
    ("Ukraine", "Afghanistan"),
    ("Ukraine", "Middle East"),
    ("Ukraine", "Ural"),
    ("Western Europe", "North Africa"),
    # Africa
    ("Congo", "East Africa"),
    ("Congo", "North Africa"),
    ("Congo", "South Africa"),
    ("East Africa", "Egypt"),
    ("East Africa", "Madagascar"),
    ("East Africa", "North Africa"),
    ("East Africa", "South Africa"),
    ("East Africa", "Middle East"),
    ("Egypt", "North Africa"),
    ("Egypt", "Middle East"),
    ("Madagascar", "South Africa"),
    # Asia
    ("Afghanistan", "China"),
    ("Afghanistan", "India"),
    ("Afghanistan", "Middle East"),
    ("Afghanistan", "Ural"),
    ("China", "India"),
    ("China", "Mongolia"),
    ("China", "Siam"),
    ("China", "Siberia"),
    ("China", "Ural"),
    ("India", "Middle East"),
    ("India", "Siam"),
    ("Irkutsk", "Kamchatka"),
    ("Irkutsk", "Mongolia"),
    ("Irkutsk", "Siberia"),
    ("Irkutsk", "Yakutsk"),
    ("Japan", "Kamchatka"),
    ("Japan", "Mongolia"),
    ("Kamchatka", "Mongolia"),
    ("Kamchatka", "Yakutsk"),
    ("Mongolia", "Siberia"),
    ("Siam", "Indonesia"),
    ("Siberia", "Ural"),
    ("Siberia", "Yakutsk"),
    # Australia
    ("Eastern Australia", "New Guinea"),
    ("Eastern Australia", "Western Australia"),
    ("Indonesia", "New Guinea"),
    ("Indonesia", "Western Australia"),
    ("New Guinea", "Western Australia"),
]
