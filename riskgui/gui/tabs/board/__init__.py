"""The Board tab: the classic map, a position on it, and the best plan for a goal.

No Qt in these:
- ``inputs``: what the editors hold (``BoardInputs``), and the board plan JSON (the
  CLI's) to and from it.  ``example``: the position the tab starts with.
- ``key_entry``: what a key typed on a territory does (its armies, its owner).
- ``turn_link``: the plan found as the Turn tab's plan JSON, and that tab's legs read back
  onto the map.  ``plan_text``: the answer in words.

The map, drawn from the core's ``BoardMap`` (places, continents, borders, sea lanes):
- ``colours``, ``territory_item``, ``lines`` (borders and legs), ``legend``: its items;
  ``scene``: all of them, told what to show; ``map_view``: the map on screen, fitted,
  zoomed and typed on.

The tab around it:
- ``territory_form``, ``goal_form``, ``plan_box``: the forms below the map; ``header``:
  the chance, the message, Open and Save; ``body``: the map above the forms.
- ``editing``: clicks, keys and fields turned into new inputs.
- ``plan_search``: the search on the worker (``jobs.board``), Stop and Esc.
- ``files``: Open and Save, with their dialogs.
- ``tab``: ``BoardView``, the one owner of the inputs, which wires them all.

Imports the core's board, the kit, its job and the Turn tab's job (the type of the answer
the Turn tab sends back); never another tab: the main window connects them.
"""
