"""The luck ledger in the window: its one owner and the parts that live and die with its
file, one job each.

- ``session``: ``LedgerSession``, the one owner: the file and the three parts below it.
- ``file``: ``LedgerFile``, the open file (on first use), its reads, and the undo stack of
  its edits.
- ``recording``: ``Recorder``, the Dice tab's rounds into the ledger while recording.
- ``editing``: ``LedgerEdits``, the Ledger tab's changes to entries and evenings.
- ``report``: ``LuckReport``, each player's luck computed on a worker.
- ``exchange``: export to and import from JSON and CSV files.
- ``undo``: the undo commands, and ``WritesAgain``, all they need of the file.

Non-visual: no dialogs, no widgets.  Imported by the Dice tab (its recording strip), the
Ledger tab and the main window; imports the kit, the jobs and the core.
"""
