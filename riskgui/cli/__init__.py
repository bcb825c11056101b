"""riskgui-cli: the battle engine from the command line.

Armies on the attacking side are counted as on the board: every army on the
attacking territory, the one that must stay behind included.

    main        the entry point and composition root: parses, picks the command by its
                name, maps bad input to one line on stderr and exit code 2, Ctrl-C to 130
    arguments   the parser, the rule flags and the checks of every value given
    output      what the commands share in their answers: the header, JSON
    commands    one module per command, each a ``run(args, rules) -> str``

Nothing imports the CLI; it imports ``riskgui.core`` only, never the desktop app.  NumPy
is imported only by the commands that need it: a small ``odds`` answers in plain Python,
faster than NumPy alone takes to load.  So this file imports nothing, and neither
``main``, ``arguments`` nor ``output`` imports NumPy.
"""
