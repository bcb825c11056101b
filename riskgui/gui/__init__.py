"""The riskgui desktop app (PySide6 + pyqtgraph): views of the core's answers.

Layers, top to bottom (the import-linter contract "The window's layers" checks them):

    app          the entry point: the QApplication, the display check, the smoke test
    diagnostics  the smoke test of a frozen build and the GUI-thread garbage collector
    main_window  the composition root: builds the parts and connects them, decides nothing
    actions | view_tabs | tab_strip
                 the menus and shortcuts; the tabs built, with their charts and their
                 shutdown, for the main window to connect; their titles across the window
    file_export | help_dialog
    sidebar | tabs
                 the views: the battle, rules, answer and simulation panels on the left;
                 one tab (a module, or a package for the big ones) per feature on the
                 right.  Tabs never import each other.
    game         GameSession: the one owner of the game at the table open in the window,
                 its steps written through the ledger's file
    battle_session | ledger
                 BattleSession: the one owner of the current battle, its counting and its
                 exact answer; LedgerSession: the one owner of the luck ledger (its file,
                 the Dice tab's recording, the undo stack of ledger edits, the report job)
    kit          shared widgets, the plot style, the throttle and the job runner
    jobs | remembered | settings
                 jobs: the computations as plain generators, no Qt; settings: the
                 battle's inputs, typed, and the window's geometry; remembered: one table
                 of every tab's inputs kept across restarts

Imports ``riskgui.core``; nothing imports the window but its entry point.
"""
