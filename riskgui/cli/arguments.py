"""The command line's grammar: the parser, the rule flags and the checks of every value.

Bad input raises ``UsageError`` (or argparse's own, turned into one), which ``main``
reports as one line on stderr with exit code 2.  Never a 5,000-character line: a long
argument is quoted back shortened, and a name riskgui offers never is.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Sequence
from typing import NoReturn

from riskgui import __version__
from riskgui.cli.board_arguments import add_board_parsers
from riskgui.cli.game_arguments import add_game_parser
from riskgui.cli.ledger_arguments import add_ledger_parser
from riskgui.cli.values import bounded as _bounded
from riskgui.cli.values import shown as _shown
from riskgui.cli.values import whole as _whole
from riskgui.core.limits import MAX_TRIALS
from riskgui.core.report.counting import CONVENTION
from riskgui.core.rules.fields import FIELDS, from_text
from riskgui.core.rules.model import Rules
from riskgui.core.rules.presets import PRESETS, preset

PRESET_KEYS = tuple(p.key for p in PRESETS)


class UsageError(Exception):
    """Bad input: reported as one line on stderr with exit code 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(shorten_long_words(message, self.names()))

    def names(self) -> set[str]:
        """Every name this parser offers: its options, the choices it lists, the presets."""
        names = set(self._option_string_actions) | set(PRESET_KEYS)
        for action in self._actions:
            if action.choices is not None:
                names.update(str(choice) for choice in action.choices)
        return names


# A word, split from the quotes, brackets and punctuation argparse puts around it.
_WORD = re.compile(r"(?P<before>['\"(]*)(?P<word>.*?)(?P<quote>['\"]*)(?P<after>[,.:;)]*)")


def shorten_long_words(message: str, names: set[str]) -> str:
    """``message`` with each long word cut short, unless it is a name riskgui offers.

    argparse quotes whatever was typed whole: a 5,000-character argument would make a
    5,000-character line.  A valid name (``lotr-leader-stronghold``,
    ``--no-attacker-must-roll-most``) is never cut, however long.
    """

    def shortened(match: re.Match[str]) -> str:
        parts = _WORD.fullmatch(match.group())
        assert parts is not None  # every part of the pattern may be empty
        word = parts["word"]
        if len(word) <= 24 or all(name in names for name in word.split("/")):
            return match.group()
        cut = f"{parts['before']}{word[:20]}...{parts['quote']}"
        return f"{cut} ({len(word):,} characters){parts['after']}"

    return re.sub(r"\S{25,}", shortened, message)


def _whole_list(name: str, minimum: int) -> Callable[[str], list[int]]:
    def parse(text: str) -> list[int]:
        values = [_whole(name, minimum)(part) for part in text.split(",") if part.strip()]
        if not values:
            raise argparse.ArgumentTypeError(f"{name}: give numbers like 1,3,2, not {text!r}")
        return values

    return parse


def _preset_key(text: str) -> str:
    """A preset's key, or a message listing them all whole (never cut, however long)."""
    if text in PRESET_KEYS:
        return text
    named = repr(text) if len(text) <= 24 else f"of {len(text):,} characters"
    raise argparse.ArgumentTypeError(f"no preset {named}; choose one of: {', '.join(PRESET_KEYS)}")


def _preset_list(text: str) -> list[Rules]:
    return [preset(_preset_key(key.strip())).rules for key in text.split(",")]


def _probability(text: str) -> float:
    """``0.8`` or ``80%``."""
    percent = text.strip().endswith("%")
    try:
        value = float(text.strip().rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"target must be a probability like 0.8 or 80%, not {text!r}"
        ) from None
    if percent:
        value /= 100
    if not 0.0 < value < 1.0:
        raise argparse.ArgumentTypeError(
            f"target must be strictly between 0 and 1 (0 % and 100 %), not {text}"
        )
    return value


def _rule_flags(stop_at: bool = True) -> _Parser:
    """The flags every command takes: a preset, any field of the rules, --stop-at, --json.

    One round has nothing to stop: ``round`` takes them all but ``--stop-at``.
    """
    flags = _Parser(add_help=False)
    group = flags.add_argument_group("rules (a preset, then any field changed)")
    group.add_argument(
        "--preset", type=_preset_key, default="classic", metavar="NAME",
        help="the rules of an edition: " + ", ".join(PRESET_KEYS),
    )  # fmt: skip
    for field in FIELDS:
        flag = "--" + field.key.replace(".", "-").replace("_", "-")
        names = [flag]
        if field.kind == "bool":
            group.add_argument(*names, dest=field.key, action=argparse.BooleanOptionalAction,
                               default=None, help=field.help)  # fmt: skip
        elif field.kind == "ties":
            group.add_argument(*names, dest=field.key, choices=("defender", "attacker"),
                               default=None, help=field.help)  # fmt: skip
        else:
            metavar = "N[,N...]" if field.kind == "ints" else "N"
            group.add_argument(*names, dest=field.key, default=None, metavar=metavar,
                               help=field.help)  # fmt: skip
    if stop_at:
        group.add_argument(
            "--stop-at", type=_whole("stop threshold", 1), default=1, metavar="N",
            help="stop attacking with N or fewer armies on the territory (default 1: to the end)",
        )  # fmt: skip
    group.add_argument("--json", action="store_true", help="machine-readable output")
    return flags


def _every_row_flag(command: argparse.ArgumentParser, longer: str = "") -> None:
    command.add_argument(
        "--all", action="store_true", dest="every_row",
        help="list every outcome; without it those under 0.01 %% are counted in one line"
        f"{longer} (--json always lists every one)",
    )  # fmt: skip


def build_parser() -> argparse.ArgumentParser:
    """The whole command line; ``args.command`` names the command chosen."""
    parser = _Parser(
        prog="riskgui-cli",
        description=f"Exact odds and simulations of Risk battles. Attackers = {CONVENTION}.",
    )
    parser.add_argument("--version", action="version", version=f"riskgui {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    commands.required = True
    flags = [_rule_flags()]
    attackers = _whole("attacking armies", 2)
    defenders = _whole("defending armies", 1)

    odds = commands.add_parser("odds", parents=flags, help="exact odds of one battle")
    odds.add_argument("attackers", type=attackers, help=CONVENTION)
    odds.add_argument("defenders", type=defenders)
    odds.add_argument(
        "--fraction",
        action="store_true",
        help="also the exact fraction (up to about 1,000 vs 1,000)",
    )
    _every_row_flag(
        odds, "; a longer table lists the likeliest outcomes in a row (20) and sums the "
        "others above and below",
    )  # fmt: skip

    one_round = commands.add_parser(
        "round", parents=[_rule_flags(stop_at=False)], help="exact odds of one round of dice"
    )
    one_round.add_argument("attacker_dice", type=_whole("attacker dice", 1), metavar="A",
                           help="dice the attacker rolls")  # fmt: skip
    one_round.add_argument("defender_dice", type=_whole("defender dice", 1), metavar="D",
                           help="dice the defender rolls")  # fmt: skip

    sim = commands.add_parser(
        "simulate", parents=flags, help="roll real dice many times; Ctrl-C shows what was rolled"
    )
    sim.add_argument("attackers", type=attackers, help=CONVENTION)
    sim.add_argument("defenders", type=defenders)
    sim.add_argument(
        "--trials", type=_bounded("trials", 1, MAX_TRIALS), default=100_000, metavar="N"
    )
    sim.add_argument("--seed", type=_whole("seed", 0), default=None, metavar="S")

    tour = commands.add_parser("campaign", parents=flags, help="conquer territories in a row")
    tour.add_argument("attackers", type=attackers, help=CONVENTION)
    tour.add_argument("defenders", type=defenders, nargs="+", metavar="D",
                      help="defenders of each territory, in the order attacked")  # fmt: skip
    tour.add_argument(
        "--leave", type=_whole_list("armies left behind", 1), metavar="N[,N...]",
        help="armies left behind after each conquest: one for all, or one per territory",
    )  # fmt: skip
    tour.add_argument(
        "--territory-rules", type=_preset_list, metavar="NAME[,NAME...]",
        help="the preset for each territory, e.g. classic,2210-defence-d8,classic "
        "(default: the rules above for all)",
    )  # fmt: skip
    tour.add_argument(
        "--stops", type=_whole_list("stop thresholds", 1), metavar="N[,N...]",
        help="stop threshold for each territory (default: --stop-at for all)",
    )  # fmt: skip
    _every_row_flag(tour)

    choice = commands.add_parser(
        "best-dice", parents=flags, help="when to roll fewer dice; the defender who sees the roll"
    )
    choice.add_argument("attackers", type=attackers, help=CONVENTION)
    choice.add_argument("defenders", type=defenders)

    table = commands.add_parser("table", parents=flags, help="win probabilities for a grid")
    table.add_argument("max_attackers", type=attackers, metavar="MAX_A")
    table.add_argument("max_defenders", type=defenders, metavar="MAX_D")
    table.add_argument("--csv", action="store_true", help="comma-separated output")

    needed = commands.add_parser("needed", parents=flags, help="armies needed for a target")
    needed.add_argument("defenders", type=defenders)
    needed.add_argument(
        "--target", type=_probability, required=True, metavar="P", help="e.g. 0.8 or 80%%"
    )

    add_board_parsers(commands)
    add_ledger_parser(commands, _rule_flags)
    add_game_parser(commands)
    return parser


def rules_from(args: argparse.Namespace) -> Rules:
    """The preset chosen, with every rule flag given applied on top (ValueError if invalid)."""
    given = {}
    for field in FIELDS:
        value = getattr(args, field.key)
        if value is not None:
            given[field.key] = value if field.kind != "bool" else ("yes" if value else "no")
    return from_text(given, base=preset(args.preset).rules)


def refuse_negative_numbers(arguments: Sequence[str]) -> None:
    """'-inf' or '-1e5' would be read as an unknown option; say what is wrong instead."""
    for argument in arguments:
        if re.fullmatch(r"-\d+|-\d*\.\d+", argument):
            continue  # argparse reads these as numbers and the range check answers
        if argument.startswith("-") and not argument.startswith("--") and argument != "-h":
            try:
                float(argument)
            except ValueError:
                continue
            raise UsageError(
                f"{_shown(argument)} is not a number of armies: armies are whole numbers of "
                "at least 1"
            )
