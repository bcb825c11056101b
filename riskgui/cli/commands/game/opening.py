"""What the game subcommands share: the ledger that keeps the games, which game, and the
answer every command that changes the game prints."""

from __future__ import annotations

import argparse
import sys

from riskgui.cli.output import json_text
from riskgui.core.game.store import GameLedger, Played
from riskgui.core.ledger.location import ledger_path
from riskgui.core.plural import armies


def open_games(args: argparse.Namespace) -> GameLedger:
    """The ledger of ``--file`` (else ``$RISKGUI_LEDGER``, else the user's own)."""
    ledger = GameLedger(ledger_path(args.game_file))
    if ledger.notice:
        print(f"riskgui-cli: note: {ledger.notice}", file=sys.stderr)
    return ledger


def chosen_game(ledger: GameLedger, args: argparse.Namespace) -> int:
    """``--game``, else the game started last."""
    return int(args.game) if args.game is not None else ledger.latest_game()


def summary(played: Played) -> str:
    """One line: whose turn and its phase, what waits, the entries recorded."""
    state = played.state
    head = f"Game {played.id} ({played.evening}): "
    if state.phase == "over":
        return head + f"{state.turn} holds every territory: the game is over."
    text = f"{state.turn}'s turn, {state.phase}"
    if state.phase == "setup":
        text += f", 1 of {armies(state.due)} to place"
    elif state.due:
        text += f", {armies(state.due)} to place"
    if state.pending is not None:
        wait = state.pending
        text += f"; move {wait.least} to {wait.most} armies from {wait.source} into {wait.target}"
    entries = "1 ledger entry" if played.entries == 1 else f"{played.entries:,} ledger entries"
    return head + f"{text}; {entries}."


def answer(played: Played, args: argparse.Namespace, said: str = "") -> str:
    """The JSON of ``show`` with ``--json``; else what happened, then the summary."""
    if args.json:
        return json_text(played.to_json())
    return "\n".join(line for line in (said, summary(played)) if line)
