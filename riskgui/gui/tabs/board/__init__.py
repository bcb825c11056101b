"""The Board tab: the classic map, a position on it, the advice for a goal (the best way
to play the turn battle by battle) and the best plan fixed now.

No Qt in these:
- ``inputs``: what the editors hold (``BoardInputs``), and the board plan JSON (the
  CLI's) to and from it.  ``example``: the position the tab starts with.
- ``key_entry``: what a key typed on a territory does (its armies, its owner).
- ``turn_link``: the plan found as the Turn tab's plan JSON, and that tab's legs read back
  onto the map.  ``plan_text``: the answer in words.
- ``advice_text``: the advice in words (the chance following riskgui, what to do now).
- ``game_text``: a game at the table as the tab's inputs, edits as its corrections, and
  the game in words (the turn, a round, keep rolling / stop / switch).
- ``game_choices``: what clicks on the map choose in a game (a battle, a fortify) or
  place; ``game_start``: a new game from the New game dialog's choice.

The map, drawn from the core's ``BoardMap`` (places, continents, borders, sea lanes):
- ``colours``, ``territory_item``, ``names`` (a territory's name, readable at any size),
  ``lines`` (borders and legs), ``next_arrow`` (the attack to make next), ``legend``: its
  items; ``spots``: where what is written goes, covering nothing else written; ``scene``:
  all of them, told what to show; ``map_view``: the map on screen, fitted, zoomed and
  typed on.

The tab around it:
- ``territory_form``, ``goal_form``, ``plan_box``: the forms below the map; ``header``:
  the advice (``advice_box``, with ``bounds_plot``: bounds converging while they
  improve), the plan fixed now, the message, Open and Save; ``body``: the map above the
  forms.
- ``editing``: clicks, keys and fields turned into new inputs.
- ``advice_search``: the advice on the worker (``jobs.advice``), following edits, Stop and
  Esc; ``advising``: the advice asked for and shown while it is the position's.
- ``plan_search``: the search on the worker (``jobs.board``), Stop and Esc; ``stoppable``:
  what both jobs of the tab share (restart, don't queue; Stop and Esc).
- ``files``: Open and Save, with their dialogs.
- The game mode (a game at the table, the game session's): ``game_bar``, the turn
  bar (whose turn, phase, Undo, End turn; the games kept, New game); ``game_panel``, the
  dice and moves beside the map; ``new_game_dialog``; ``game_mode``, which plays the
  clicks and buttons as the game's steps and shows the game through the inputs;
  ``game_show``, what the panel shows for the game as it stands.
- ``tab``: ``BoardView``, the one owner of the inputs, which wires them all.

Imports the core's board, advice and game, the kit, its jobs, the game session and the
Turn tab's job (the type of the answer the Turn tab sends back); never another tab: the
main window connects them.
"""
