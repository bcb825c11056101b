"""A game dealt as the rules say: the territories shuffled and dealt round-robin from the
first player, each with 1 army, then each player's remaining starting armies placed one
at a time at random on their own territories (seeded: the same seed deals the same)."""

from __future__ import annotations

import random

from riskgui.core.board.map import BoardMap

# Classic starting armies by the number of players (the rule book's table).
STARTING_ARMIES = {2: 40, 3: 35, 4: 30, 5: 25, 6: 20}


def deal(
    board: BoardMap, players: tuple[str, ...], seed: int
) -> tuple[dict[str, str], dict[str, int]]:
    """Owners and armies of every territory, dealt for ``players``."""
    if len(players) not in STARTING_ARMIES:
        raise ValueError(f"a game is dealt for 2 to 6 players, not {len(players)}")
    rng = random.Random(seed)
    order = list(board.territories)
    rng.shuffle(order)
    owners = {t: players[k % len(players)] for k, t in enumerate(order)}
    armies = dict.fromkeys(board.territories, 1)
    for player in players:
        theirs = [t for t in board.territories if owners[t] == player]
        for _ in range(STARTING_ARMIES[len(players)] - len(theirs)):
            armies[rng.choice(theirs)] += 1
    return {t: owners[t] for t in board.territories}, armies
