"""The games at the table in the ledger's JSON export (``"games"``, left out when there
are none, so exports without games read and write as before; CSV carries none).

A game is written as its start and its steps, each step as ``steps.step_to_json`` writes
it with the uid of the ledger entry a round recorded: ``{"evening", "created_at", "map",
"players", "rules", "min_move", "connected_fortify", "start": {territory: [owner,
armies]}, "steps": [{"kind": "round", ..., "entry": uid}, ...]}``, with ``"setup"``
({player: armies}: a game dealt for its players to place their starting armies) and
``"goals"`` ({player: goal}) when there are any.  Read back, each game must replay
(``GameLedger.import_export`` checks it) and one already in the ledger (the
same evening, start and moment) is not added twice.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from riskgui.core.game.store import KeptGame
from riskgui.core.ledger.schema import rules_from_text, rules_text
from riskgui.core.rules.fields import from_text, to_text


def games_json(kept: Sequence[KeptGame]) -> list[dict[str, Any]]:
    """The games as the export's ``"games"``."""
    found = []
    for game in kept:
        _, board, players, rules, min_move, connected, start, created, setup = game.row
        steps = []
        for _, text, uid in game.steps:
            step = json.loads(str(text))
            if uid is not None:
                step["entry"] = uid
            steps.append(step)
        found.append({
            "evening": game.evening,
            "created_at": created,
            "map": board,
            "players": json.loads(str(players)),
            "rules": to_text(rules_from_text(str(rules))),
            "min_move": min_move,
            "connected_fortify": bool(connected),
            "start": json.loads(str(start)),
            **({"setup": json.loads(str(setup))} if json.loads(str(setup)) else {}),
            "steps": steps,
            **({"goals": {p: json.loads(g) for p, g in game.goals}} if game.goals else {}),
        })  # fmt: skip
    return found


def kept_from_json(items: Sequence[Any]) -> list[KeptGame]:
    """The export's ``"games"`` as rows to import (the id is the ledger's to give);
    ValueError naming the game whose fields are not a game's."""
    kept = []
    for number, item in enumerate(items, 1):
        where = f"game {number}"
        if not isinstance(item, Mapping):
            raise ValueError(f"{where}: expected an object")
        try:
            steps = tuple(_step_row(k, step) for k, step in enumerate(item["steps"], 1))
            row = (
                None,
                str(item["map"]),
                json.dumps([str(p) for p in item["players"]]),
                rules_text(from_text({str(k): str(v) for k, v in dict(item["rules"]).items()})),
                "one" if item.get("min_move") == "one" else "dice",
                int(bool(item.get("connected_fortify", True))),
                json.dumps(dict(item["start"])),
                str(item["created_at"]),
                json.dumps({str(p): int(n) for p, n in dict(item.get("setup", {})).items()}),
            )
            goals = tuple(
                (str(player), json.dumps(goal))
                for player, goal in dict(item.get("goals", {})).items()
            )
            kept.append(KeptGame(str(item["evening"]), row, steps, goals))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"{where}: not a game of riskgui ({error})") from None
    return kept


def _step_row(number: int, step: Any) -> tuple[object, ...]:
    data = dict(step)
    uid = data.pop("entry", None)
    return (number, json.dumps(data), None if uid is None else str(uid))
