"""The commands of ``riskgui-cli``, one module each, named after the command.

Each module has ``run(args, rules) -> str``: the parsed arguments and the rules in, the
whole answer out (text, CSV or JSON), ready to print.  ``riskgui.cli.main`` imports a
command by its name (``best-dice`` is ``best_dice``) only when it is asked for, and its
arguments are declared in ``riskgui.cli.arguments``.

Commands never import each other (an import-linter contract checks it); what they share
lives in ``riskgui.cli.output`` or in the core.  A command imports at the top only what
it always needs, so NumPy loads only with the commands that use it.

A command that can be stopped half-way with something to show (``simulate``, and
``plan`` advising a turn it bounds) catches KeyboardInterrupt and raises
``riskgui.cli.output.Interrupted`` with its partial answer.

The commands: ``odds``, ``round``, ``table``, ``simulate``, ``best_dice``, ``needed``,
``campaign``, ``plan`` (a whole turn, or a board plan on the map), ``map`` (the classic
map), and ``ledger`` and ``game`` (a game at the table), packages with one module per
kind of subcommand, whose ``run`` imports only the one asked for.
"""
