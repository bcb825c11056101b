"""The luck ledger in the window: its one owner, ``session.LedgerSession`` (the open file,
the Dice tab's recording, the undo stack of ledger edits, the report job), and its undo
commands (``undo``).

Non-visual: no dialogs, no widgets.  Imported by the Dice tab (its recording strip), the
Ledger tab and the main window; imports the kit, the jobs and the core.
"""
