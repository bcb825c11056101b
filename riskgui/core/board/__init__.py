"""The board: the classic map, a position on it and the search for the best plan.

- ``classic.json``: the classic 42-territory map as data, package data read with
  ``importlib.resources``: the continents with their bonuses, each territory's place on a
  1000 x 600 schematic of the board, and the 83 borders, those across the sea apart (they
  are drawn dashed; for play a sea lane is a border like any other).  Its ``source`` key
  says where the borders were checked.
- ``map``: ``load_map(name)``: the map as frozen values (``BoardMap``, ``Continent``,
  ``Territory``) with ``neighbours``, ``continent_of`` and ``adjacent``; cached, and one
  ``ValueError`` naming the culprit for an unknown map or territory.
- ``map_json``: the map in the shape ``riskgui-cli map --json`` prints.
- ``position``: each territory's owner and armies and who "me" is, from and to JSON.
- ``goal``: territories, a continent or a player to knock out, with ``keep``.
- ``request``: a board plan's JSON (position, goal, draft, legs or a search) and the
  plan engine's ``Plan`` for given legs (``core_plan``).
- ``bound``: upper bounds on P(goal): the relaxation (all attacking armies pooled) and the
  bound of every plan that starts with given legs.
- ``counted_bound``: the same relaxation with the defenders counted rather than placed, so
  that a goal of many territories counts them all (the advice's bounds use it).
- ``adaptive``: the adaptive bound, the best chance when each next leg may be chosen
  after seeing the battles before it; no fixed plan beats it, and it is usually the best
  plan's own chance, so the search closes exactly on small goals.
- ``search``: ``search_plan``, the plan of the goal's region with the highest exact
  P(goal), exact when it ends within its budget, else a heuristic with a bound
  (``found``: what it found, and ``below_advice``: its bound lowered to the advice's, which
  bounds every plan of the space).  It splits the goal into independent ``clusters``,
  searches each (``cluster_search``) and shares the draft between them by a knapsack.
- ``cluster_search``: one cluster's search: its plan space on local indices and a first
  plan along shortest paths (``space``), branch and bound (``branch``) with the bound of
  ``cluster_bound`` (the adaptive game or the pooled relaxation), plans evaluated by the
  plan engine (``evaluate``), then local search.
- ``improve``: local search over whole plans when branch and bound cannot close; ``order``:
  one key for plans that differ only in the order of legs that cannot affect each other.
- ``weigh``: P(card), a continent's borders, the bonus or the cards of a player knocked out.
- ``answer``, ``board_json`` and ``wording``: a board plan answered, its JSON for the CLI,
  and the sentences that come before the table of its legs.

In the core's top layer, beside ``ledger`` (neither imports the other), above ``plan``.
Imported by the front ends: ``riskgui-cli map`` and ``plan``, and the Board tab.
"""
