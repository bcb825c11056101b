"""The Ledger tab: the game nights of the luck ledger and each player's luck in them.

- ``texts``: an entry as the tab writes it ("6,5,1/6,3", "10,10 → 1,4"), and the texts a
  player types back; no Qt.
- ``colours``: one colour per player, the same in the sentences, the plot and the bars.
- ``evenings``: the evening on screen (or all of them), New, Rename, Delete, its players.
- ``entries_model`` and ``entries_view``: the evening's entries as a table model (cells
  corrected in place, checked by the core) and its view (Delete, Undo, Redo).
- ``battle_form``: add a battle after the fact in a few keystrokes.
- ``luck_summary``: each player's luck as the core's sentence, the numbers a click away,
  and the unluckiest-of-N sentence.
- ``luck_plot``: each player's luck adding up over the evening, hover for the entry.
- ``pairs``: the luck between each two players who met.
- ``fairness``: the faces counted per face against a fair die, and the chi-square test.
- ``exchange_buttons``: Export and Import, the CLI's JSON and CSV.
- ``notice``: opening the ledger (a damaged file: keep it aside and start anew, if the
  player agrees) and the notice of a read-only or damaged ledger.
- ``panes``: how they are arranged: the sentences on top; the entries beside the charts
  when the tab is wide, in a tab of their own when it is narrow.
- ``tab``: ``LedgerTab``, which wires them to the ``LedgerSession``.

Imports the ledger session, the kit, its jobs (``jobs.ledger``: the report and, once it
is in, the running luck, each entry's luck and the face counts) and the core's ledger;
never another tab.
"""
