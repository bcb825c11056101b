"""The values every command's grammar reads, each checked once: whole numbers (never a
5,000-digit ``int()``), names (never blank, never long), dice as typed; and the flags
several grammars share.  An argument quoted back in a message is cut (``shown``), so a
refusal stays one short line.  Imports nothing of the CLI: ``arguments`` and the
grammars beside it (``board_arguments``, ``ledger_arguments``, ``game_arguments``) all
read their values here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from riskgui.core.rules.fields import FIELDS

LONGEST_NAME = 200  # characters: an evening's, a player's or a territory's name
LONGEST_DICE = 60  # characters: 6,6,6,6,6,6,6,6,6/20,20,20,20,20,20,20,20,20 and room


def shown(text: str) -> str:
    """An argument as quoted back in a message: never a 5,000-character line."""
    return (
        repr(text) if len(text) <= 24 else repr(text[:20] + "...") + f" ({len(text):,} characters)"
    )


def whole(name: str, minimum: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if len(text) > 24:  # int() of 5,000 digits is slow and no army count is that long
            raise argparse.ArgumentTypeError(f"{name} must be a whole number, not {shown(text)}")
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"{name} must be a whole number, not {shown(text)}"
            ) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{name} must be at least {minimum}, not {value}")
        return value

    return parse


def bounded(name: str, minimum: int, maximum: int) -> Callable[[str], int]:
    at_least = whole(name, minimum)

    def parse(text: str) -> int:
        value = at_least(text)
        if value > maximum:
            raise argparse.ArgumentTypeError(f"{name} must be at most {maximum:,}")
        return value

    return parse


def name(what: str, empty: bool = False) -> Callable[[str], str]:
    """A name as typed, spaces around it dropped; never blank (unless ``empty``), never long."""

    def parse(text: str) -> str:
        found = text.strip()
        if not found and not empty:
            raise argparse.ArgumentTypeError(f"the {what}'s name is blank")
        if len(found) > LONGEST_NAME:
            raise argparse.ArgumentTypeError(
                f"{'an' if what[0] in 'aeiou' else 'a'} {what}'s name has at most "
                f"{LONGEST_NAME} characters, not {len(found):,}"
            )
        return found

    return parse


def dice_text(text: str) -> str:
    """The faces as typed (``riskgui.core.ledger.model.parse_dice`` reads them), never long:
    a message quoting them must stay one short line."""
    if len(text) > LONGEST_DICE:
        raise argparse.ArgumentTypeError(
            f"give the faces like 6,5,1/6,3, not {len(text):,} characters"
        )
    return text


def json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def no_rules(parser: argparse.ArgumentParser) -> None:
    """What ``main`` reads to build the rules, for a command that takes none."""
    parser.set_defaults(preset="classic", stop_at=1, **{field.key: None for field in FIELDS})
