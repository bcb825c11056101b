"""The board: the classic map, and (later) a position on it and the search for a plan.

- ``classic.json``: the classic 42-territory map as data, package data read with
  ``importlib.resources``: the continents with their bonuses, each territory's place on a
  1000 x 600 schematic of the board, and the 83 borders, those across the sea apart (they
  are drawn dashed; for play a sea lane is a border like any other).  Its ``source`` key
  says where the borders were checked.
- ``map``: ``load_map(name)``: the map as frozen values (``BoardMap``, ``Continent``,
  ``Territory``) with ``neighbours``, ``continent_of`` and ``adjacent``; cached, and one
  ``ValueError`` naming the culprit for an unknown map or territory.
- ``map_json``: the map in the shape ``riskgui-cli map --json`` prints.

To come here: a position (each territory's owner and armies, and which player is "me")
and the search for the best plan to take a continent or knock a player out, which will
import ``riskgui.core.plan``.

In the core's top layer, beside ``ledger`` (neither imports the other), above ``plan``.
Imported by the front ends: ``riskgui-cli map`` and ``plan``, and the Board tab.
"""
