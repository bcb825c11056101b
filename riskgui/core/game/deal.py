"""A game dealt as the rules say: the territories shuffled and dealt round-robin from the
first player, each with 1 army, then each player's remaining starting armies placed one
at a time at random on their own territories (seeded: the same seed deals the same), or
left for the players to place in turn (the game's setup phase)."""

from __future__ import annotations

import random

from riskgui.core.board.map import BoardMap

# Classic starting armies by the number of players (the rule book's table).
STARTING_ARMIES = {2: 40, 3: 35, 4: 30, 5: 25, 6: 20}


def deal(
    board: BoardMap, players: tuple[str, ...], seed: int, by_players: bool = False
) -> tuple[dict[str, str], dict[str, int]]:
    """Owners and armies of every territory, dealt for ``players``; ``by_players``: 1 army
    on each, the rest for the players to place (``starting_left``)."""
    if len(players) not in STARTING_ARMIES:
        raise ValueError(f"a game is dealt for 2 to 6 players, not {len(players)}")
    rng = random.Random(seed)
    order = list(board.territories)
    rng.shuffle(order)
    owners = {t: players[k % len(players)] for k, t in enumerate(order)}
    armies = dict.fromkeys(board.territories, 1)
    for player in players if not by_players else ():
        theirs = [t for t in board.territories if owners[t] == player]
        for _ in range(STARTING_ARMIES[len(players)] - len(theirs)):
            armies[rng.choice(theirs)] += 1
    return {t: owners[t] for t in board.territories}, armies


def starting_left(owners: dict[str, str], players: tuple[str, ...]) -> dict[str, int]:
    """Each player's starting armies still to place after the deal's 1 a territory."""
    start = STARTING_ARMIES[len(players)]
    return {p: start - sum(owner == p for owner in owners.values()) for p in players}
