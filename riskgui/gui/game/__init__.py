"""The game at the table in the window (issue 37): its one owner, non-visual.

- ``session``: ``GameSession``, the game open in the window: its steps written through
  the ledger's one open file (``LedgerSession``), riskgui's dice for a round or a blitz,
  undo, and the game remembered across restarts.

Imported by the Board tab's game mode and the main window; imports the ledger session
below it and the core's ``game``.
"""
