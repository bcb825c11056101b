"""The game at the table (issue 37): one position that every step of the evening moves,
kept as the list of its steps and replayed from them (python-chess's move stack).

- ``state``: where a game stands (``GameState``): the position, the players in turn
  order, whose turn and its phase, the armies due, a move-in waiting (``MoveInWait``);
  ``reinforcements``, the armies due at the start of a turn.
- ``steps``: the steps (``Place``, ``Trade``, ``Round``, ``MoveIn``, ``Fortify``,
  ``Correction``, ``EndTurn``) as frozen values, and their JSON.
- ``play``: the rules of play: ``apply`` a step (``IllegalStep`` names what the state
  does not allow), ``replay`` a game's steps, ``new_game`` from a position.
- ``deal``: a game dealt as the rules say, seeded.
- ``rolling``: riskgui's dice for a round of the game, and whether a blitz goes on.
- ``store``: ``GameLedger``, the ledger with its games: each step one transaction with
  its round's ledger entry, undo, the state replayed from the file; an evening's games
  as their rows (``KeptGame``), put back by the undo of its deletion or imported.
- ``exchange``: the games in the ledger's JSON export, and back.

Plain Python, never Qt.  Imports ``board``, ``dice``, ``ledger`` and ``rules`` below it; to be
imported by the front ends (the CLI's game commands, the Board tab's game mode).  Sits
above ``advice`` and ``ledger`` in the core's layers.
"""
