"""The entry point of ``riskgui-cli``: parse, run the command named, report, exit.

The composition root: it only wires.  The command is imported by its name, so a run
loads only its own command (and NumPy only if that command needs it).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
from collections.abc import Callable, Sequence

from riskgui.cli.arguments import UsageError, build_parser, refuse_negative_numbers, rules_from
from riskgui.cli.output import Interrupted, print_answer
from riskgui.core.rules.model import Rules

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report Ctrl-C

Command = Callable[[argparse.Namespace, Rules], str]


def command(name: str) -> Command:
    """The ``run`` of the command ``name`` (``best-dice`` lives in ``commands.best_dice``)."""
    module = importlib.import_module(f"riskgui.cli.commands.{name.replace('-', '_')}")
    run: Command = module.run
    return run


def script() -> int:
    """``riskgui-cli`` as a process (the console script, ``python -m riskgui.cli``):
    ``main``, then every object left frozen out of the garbage collector's sight.  The
    interpreter's last collection on its way out would walk them all (NumPy's among them)
    to find nothing worth collecting: skipping it makes ``odds 10 10`` about a fifth
    quicker and ``ledger report`` a seventh (paired runs).  Nothing the command opened
    waits on it: files and the ledger are closed by then.  Not in ``main``, which tests
    call in-process hundreds of times."""
    try:
        return main()
    finally:
        gc.freeze()


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments = sys.argv[1:] if argv is None else list(argv)
    if not arguments:
        parser.print_help()  # no command: show what there is
        return 0
    try:
        return _answer(parser, arguments)
    except KeyboardInterrupt as interrupt:  # computing, or printing a long answer
        return _interrupted(interrupt)


def _answer(parser: argparse.ArgumentParser, arguments: list[str]) -> int:
    try:
        refuse_negative_numbers(arguments)
        args = parser.parse_args(arguments)
        rules = rules_from(args)
        output = command(args.command)(args, rules)
    except (UsageError, ValueError) as error:
        print(f"riskgui-cli: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    print_answer(output)
    return 0


def _interrupted(interrupt: KeyboardInterrupt) -> int:
    """Ctrl-C: what the command had computed, if it has something to show; exit 130."""
    try:
        if isinstance(interrupt, Interrupted):
            print_answer(interrupt.partial_answer)
        print("riskgui-cli: interrupted", file=sys.stderr)
    except KeyboardInterrupt:
        pass  # Ctrl-C again while printing: stop printing
    return EXIT_INTERRUPTED
