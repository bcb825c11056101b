"""``game show``: the game as it stands."""

from __future__ import annotations

import argparse

from riskgui.cli.commands.game.opening import answer, chosen_game, open_games
from riskgui.core.rules.model import Rules


def run(args: argparse.Namespace, rules: Rules) -> str:
    with open_games(args) as ledger:
        played = ledger.game(chosen_game(ledger, args))
    if args.json:
        return answer(played, args)
    state = played.state
    lines = [answer(played, args)]
    for player in state.players:
        owned = state.owned(player)
        if owned:
            total = sum(state.armies[t] for t in owned)
            lines.append(f"  {player}: {len(owned)} territories, {total:,} armies")
        else:
            lines.append(f"  {player}: knocked out")
    return "\n".join(lines)
