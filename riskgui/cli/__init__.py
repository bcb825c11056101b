"""riskgui-cli: the battle engine from the command line.

Armies on the attacking side are counted as on the board: every army on the
attacking territory, the one that must stay behind included.

    main        the entry point and composition root: parses, picks the command by its
                name, maps bad input to one line on stderr and exit code 2, Ctrl-C to 130
                (printing what the command had, if it raised ``output.Interrupted``)
    arguments   the parser, the rule flags and the checks of every value given
    output      what the commands share in their answers: the header, JSON, the rows
                worth a line; an answer cut short by Ctrl-C; progress on stderr
    commands    one module per command, each a ``run(args, rules) -> str``
    board_arguments | ledger_arguments | game_arguments
                the grammar of ``plan`` and ``map``, of ``ledger`` and of ``game`` and
                their subcommands, called by ``arguments.build_parser``
    values      the values every grammar reads (whole numbers, names, dice as typed),
                each checked once, and the flags they share; imports nothing of the CLI

stdout carries the answer alone.  stderr carries one line for bad input, and, only when
it is a terminal, a long run's progress and its expected length: pipes, logs and the
recorded outputs of ``tests/cli/golden`` never see them.

Nothing imports the CLI; it imports ``riskgui.core`` only, never the desktop app.  NumPy
is imported only by the commands that need it: a small ``odds`` answers in plain Python,
faster than NumPy alone takes to load.  So this file imports nothing, and neither
``main``, ``arguments`` nor ``output`` imports NumPy.
"""
